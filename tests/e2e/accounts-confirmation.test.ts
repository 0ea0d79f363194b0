import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { startStack } from '../../scripts/lib/stack.mjs'
import { fillAndSend, linkFromMail, mailsTo, newUser, register, visitorContext } from './accounts-helpers'
import { browserForFile, openPage } from './browser'

/** A second stack whose CMS asks for e-mail confirmation (one environment variable). */
let stack: { siteUrl: string; cms: { outbox: string }; stop: () => Promise<void> }
const browser = browserForFile()

beforeAll(async () => {
  stack = await startStack({
    cms: {
      dataDir: mkdtempSync(join(tmpdir(), 'e2e-confirm-cms-')),
      env: { AUTH_RATELIMIT: 'false', EMAIL_CONFIRMATION: 'true' },
    },
    worker: { vars: { APP_ENV: 'development' } },
  })
})
afterAll(async () => {
  await stack?.stop()
})

describe('e-mail confirmation on', () => {
  it('registration shows /confirm, the link confirms and leads to sign-in with the e-mail filled in', async () => {
    const site = stack.siteUrl
    const user = newUser('confirm')
    const context = await visitorContext(browser, site)
    const { page } = await openPage(context)
    await register(page, user)
    await page.waitForURL(`${site}/confirm`)
    expect(await page.locator('.auth-panel p').first().textContent()).toContain(user.email)
    expect((await context.cookies()).some((cookie) => cookie.name === 'strapi_jwt')).toBe(false)

    // Not confirmed yet: the CMS refuses the sign-in, and the page says why in its own words.
    await page.goto('/login')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await expect
      .poll(() => page.locator('.form-message').textContent())
      .toBe('Confirm your e-mail first: open the link we sent you.')

    await page.goto('/confirm')
    // The resent mail carries a new link, which ends the first one: wait for it, not the first (and the
    // first must have arrived before it is counted: the CMS sends mail after it answers).
    await expect.poll(() => mailsTo(stack.cms.outbox, user.email).length).toBeGreaterThan(0)
    const before = mailsTo(stack.cms.outbox, user.email).length
    await fillAndSend(page, 'resend', { email: user.email })
    await expect.poll(() => page.getByText('a confirmation link is on its way').count()).toBeGreaterThan(0)

    const link = await linkFromMail(
      stack.cms.outbox,
      user.email,
      /(http[^"'\s<]*\/confirm\?confirmation=[^"'\s<]+)/,
      before,
    )
    await page.goto(link)
    // The link is answered with a redirect to sign-in, which `goto` has usually followed already.
    await expect.poll(() => page.url()).toBe(`${site}/login?confirmed=1`)
    await page.waitForLoadState()
    expect(await page.locator('.auth-notice').textContent()).toBe(
      'Your e-mail is confirmed. Sign in to continue.',
    )
    expect(await page.locator('[name="identifier"]').inputValue()).toBe(user.email)
    await page.locator('[name="password"]').fill(user.password)
    await page.locator('form:has(input[name="_form"][value="login"]) button').click()
    await expect.poll(() => page.locator('.site-header .account-link').textContent()).toBe('Account')
    await page.goto('/account')
    expect(await page.locator('.account-facts').textContent()).toContain('Confirmed')
    await context.close()
  })

  it('works without JavaScript too, in Spanish', async () => {
    const site = stack.siteUrl
    const user = newUser('confirmnojs')
    const context = await visitorContext(browser, site, { javaScriptEnabled: false })
    const page = await context.newPage()
    await register(page, user, '/es/register')
    await page.waitForURL(`${site}/es/confirm`)
    expect(await page.locator('.auth-panel p').first().textContent()).toContain(
      `enlace de confirmación a ${user.email}`,
    )
    const link = await linkFromMail(
      stack.cms.outbox,
      user.email,
      /(http[^"'\s<]*\/confirm\?confirmation=[^"'\s<]+)/,
    )
    await page.goto(link)
    await page.goto('/es/login?confirmed=1')
    await page.locator('[name="password"]').fill(user.password)
    await page.locator('form:has(input[name="_form"][value="login"]) button').click()
    await page.waitForURL(`${site}/es/account`)
    expect(await page.locator('.account-facts').textContent()).toContain('Confirmado')
    await context.close()
  })
})

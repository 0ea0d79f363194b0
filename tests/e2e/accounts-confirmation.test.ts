import { describe, expect, inject, it } from 'vitest'
import {
  CONFIRMATION_LINK,
  fillAndSend,
  linkFromMail,
  mailsTo,
  newUser,
  register,
  toCheckInbox,
  visitorContext,
} from './accounts-helpers'
import { browserForFile, openPage } from './browser'

/**
 * A sign-up as a visitor walks it, step by step (docs/spec.md §9.3, §9.10): every account proves its
 * address before it signs in. The other files get their accounts from `signUp()` (accounts-helpers.ts),
 * which takes the same steps without looking at each.
 */
const site = inject('siteUrl')
const outbox = inject('cmsOutbox')
const browser = browserForFile()

const hasSession = async (context: import('playwright-core').BrowserContext) =>
  (await context.cookies()).some((cookie) => cookie.name.startsWith('strapi_jwt'))

describe('every sign-up proves its address', () => {
  it('with JavaScript: /confirm, no sign-in before the link, a resent link, sign-in with the e-mail filled in, the profile next', async () => {
    const user = newUser('confirm')
    const context = await visitorContext(browser, site)
    const { page, problems } = await openPage(context)
    await register(page, user)
    await toCheckInbox(page)
    // The page says it, with the address; no toast repeats it over the page.
    expect(await page.locator('.toast').count()).toBe(0)
    expect(await page.locator('.auth-panel p').first().textContent()).toBe(
      `We sent a confirmation link to ${user.email}. Open it to activate your account, then sign in.`,
    )
    expect(await hasSession(context)).toBe(false)
    expect(await page.locator('.site-header .account-link').textContent()).toBe('Sign in')

    // Not confirmed yet: the CMS refuses the sign-in, and the page says why in its own words.
    await page.goto('/login')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await expect
      .poll(() => page.locator('.form-message').textContent())
      .toBe('Confirm your e-mail first: open the link we sent you.')
    expect(await hasSession(context)).toBe(false)

    await page.goto('/confirm')
    // The resent mail carries a new link, which ends the first one: wait for it, not the first (and the
    // first must have arrived before it is counted: the CMS sends mail after it answers).
    await expect.poll(() => mailsTo(outbox, user.email).length).toBeGreaterThan(0)
    const before = mailsTo(outbox, user.email).length
    await fillAndSend(page, 'resend', { email: user.email })
    await expect.poll(() => page.getByText('a confirmation link is on its way').count()).toBeGreaterThan(0)
    const link = await linkFromMail(outbox, user.email, CONFIRMATION_LINK, before)
    expect(new URL(link).origin).toBe(site)

    await page.goto(link)
    // The link is answered with a redirect to sign-in, then to completing the profile.
    await page.waitForURL(`${site}/login?confirmed=1&redirect=%2Faccount%2Fregister`)
    expect(await page.locator('.auth-notice').textContent()).toBe(
      'Your e-mail is confirmed. Sign in to continue.',
    )
    expect(await page.locator('[name="identifier"]').inputValue()).toBe(user.email)
    await page.waitForSelector('form.auth-form[data-live]')
    await fillAndSend(page, 'login', { password: user.password })
    await page.waitForURL(`${site}/account/register`)
    await expect.poll(() => page.locator('.site-header .account-link').textContent()).toBe('Account')
    expect(await page.locator('[name="name"]').inputValue()).toBe(user.name)
    await page.goto('/account')
    expect(await page.locator('.account-facts').textContent()).toContain('Confirmed')
    // The refused sign-in above is an expected 400, which Chromium logs as a failed resource.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
    await context.close()
  })

  it('without JavaScript, in Spanish', async () => {
    const user = newUser('confirmnojs')
    const context = await visitorContext(browser, site, { javaScriptEnabled: false })
    const page = await context.newPage()
    await register(page, user, '/es/register')
    await toCheckInbox(page, 'es')
    // The page says it, with the address; no one-time message repeats it.
    expect(await page.locator('.flash-static').count()).toBe(0)
    expect(await page.locator('.auth-panel p').first().textContent()).toContain(
      `enlace de confirmación a ${user.email}`,
    )
    expect(await hasSession(context)).toBe(false)

    await page.goto(await linkFromMail(outbox, user.email, CONFIRMATION_LINK))
    await page.waitForURL(`${site}/es/login?confirmed=1&redirect=%2Fes%2Faccount%2Fregister`)
    expect(await page.locator('.auth-notice').textContent()).toBe(
      'Tu correo electrónico está confirmado. Inicia sesión para continuar.',
    )
    expect(await page.locator('[name="identifier"]').inputValue()).toBe(user.email)
    await fillAndSend(page, 'login', { password: user.password })
    await page.waitForURL(`${site}/es/account/register`)
    expect(await page.locator('.site-header .account-link').textContent()).toBe('Cuenta')
    await page.goto('/es/account')
    expect(await page.locator('.account-facts').textContent()).toContain('Confirmado')
    await context.close()
  })
})

import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  confirmAndSignIn,
  fillAndSend,
  newUser,
  register,
  toCheckInbox,
  visitorContext,
} from './accounts-helpers'
import { browserForFile, openPage } from './browser'

/**
 * The account journeys of docs/spec.md §9 as a visitor walks them, with JavaScript and without: where each
 * step lands, what the page says and in which language, and that signing out leaves nothing personal.
 */
const site = inject('siteUrl')
const browser = browserForFile()

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * A toast or flash is on screen and covers none of the header's controls, nor the page's heading
 * (docs/spec.md §20.2).
 */
async function expectClearOfHeader(page: Page, message: Locator) {
  await expect.poll(() => message.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  const box = await message.boundingBox()
  expect(box).not.toBeNull()
  const controls = await page
    .locator('.site-header :is(a, button, select, input, summary), main h1')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const rect = element.getBoundingClientRect()
          return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, name: element.outerHTML }
        }),
    )
  expect(controls.length).toBeGreaterThan(1)
  for (const control of controls) expect(overlaps(box as Box, control), control.name).toBe(false)
}

/**
 * Success looks like success, errors like errors: a tick in the site's success colour or a mark in its
 * danger colour before the words (the colours as the page's own tokens resolve them).
 */
const markOf = (message: Locator) =>
  message.evaluate((element) => {
    const before = getComputedStyle(element, '::before')
    const token = (name: string) => {
      const probe = document.createElement('i')
      probe.style.backgroundColor = `var(${name})`
      element.appendChild(probe)
      const color = getComputedStyle(probe).backgroundColor
      probe.remove()
      return color
    }
    const [success, danger] = [token('--success'), token('--danger')]
    // Two tokens that resolve alike (or not at all) would make every mark read as the second one.
    if (success === danger) return { tone: `indistinct tokens (${success})`, content: before.content }
    const tone = { [success]: 'success', [danger]: 'danger' }[before.backgroundColor]
    return { tone: tone ?? before.backgroundColor, content: before.content }
  })
const SUCCESS = { tone: 'success', content: '"✓" / ""' }
const ERROR = { tone: 'danger', content: '"!" / ""' }

describe('account journeys with JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await visitorContext(browser, site)
  })
  afterAll(() => context.close())

  it('lands every step in the right place, and signing out leaves nothing personal', async () => {
    const user = newUser('journey')
    const { page, problems } = await openPage(context)
    await page.goto('/login')
    // No social sign-in is configured in the local stack, so no button leads to an error.
    expect(await page.locator('.auth-providers').count()).toBe(0)

    await register(page, user)
    await toCheckInbox(page)
    // The page says "check your inbox" with the address; no toast says it again over it.
    expect(await page.locator('main').textContent()).toContain(`We sent a confirmation link to ${user.email}`)
    expect(await page.locator('.toast').count()).toBe(0)
    // The mailed link, then sign-in: a new account completes its profile first.
    await confirmAndSignIn(page, user)
    const welcome = page.locator('.toast', { hasText: 'Welcome back! You are signed in.' })
    await expectClearOfHeader(page, welcome)
    expect(await markOf(welcome)).toEqual(SUCCESS)

    // Signed in, sign-in and sign-up lead to the account, or to where the visitor was going.
    for (const [from, to] of [
      ['/login', '/account'],
      ['/register', '/account'],
      ['/login?redirect=%2Fsettings', '/settings'],
    ] as const) {
      await page.goto(from)
      expect(pathOf(page), from).toBe(to)
    }

    await page.goto('/account')
    expect(await page.locator('.account-facts').textContent()).toContain(user.email)
    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/`)
    const bye = page.locator('.toast', { hasText: 'You are signed out.' })
    await expectClearOfHeader(page, bye)
    expect(await markOf(bye)).toEqual(SUCCESS)
    expect(await page.locator('.site-header .account-link').textContent()).toBe('Sign in')
    expect(await page.content()).not.toContain(user.email)
    // Back to the account page: it is never kept (private, no-store), so it asks to sign in instead.
    await page.goBack()
    await page.waitForLoadState()
    expect(pathOf(page)).toBe('/login?redirect=%2Faccount')
    expect(await page.content()).not.toContain(user.email)

    // A wrong password is refused in the page's words (not Strapi's), as an error that looks like one.
    await page.goto('/login?redirect=%2Fsettings')
    await page.waitForSelector('form.auth-form[data-live]')
    await fillAndSend(page, 'login', { identifier: user.email, password: 'not-the-password' })
    const wrong = 'Wrong e-mail or password.'
    await expect.poll(() => page.locator('.form-message').textContent()).toBe(wrong)
    // Said once, in the form, marked as an error; not a second time in a toast.
    expect(await markOf(page.locator('.form-message'))).toEqual(ERROR)
    expect(await page.locator('.toast', { hasText: wrong }).count()).toBe(0)
    // The right one goes where the visitor was going.
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await page.waitForURL(`${site}/settings`)
    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/`)

    // Without a redirect target, the account, in the page's language.
    await page.goto('/es/login')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await page.waitForURL(`${site}/es/account`)
    await expectClearOfHeader(
      page,
      page.locator('.toast', { hasText: '¡Hola de nuevo! Has iniciado sesión.' }),
    )
    await page.goto('/es/register')
    expect(pathOf(page)).toBe('/es/account')
    // The refused sign-in above is an expected 400, which Chromium logs as a failed resource.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
  })

  it('keeps toasts clear of the header on a desktop too', async () => {
    const desktop = await visitorContext(browser, site, { viewport: { width: 1366, height: 900 } })
    const { page } = await openPage(desktop)
    // A one-time message after a redirect: the language switch says the choice was saved.
    await page.goto('/es/faq')
    await page.getByRole('link', { name: 'View this page in English' }).click()
    await expectClearOfHeader(page, page.locator('.toast', { hasText: 'Language saved.' }))
    await desktop.close()
  })
})

describe('account journeys without JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await visitorContext(browser, site, { javaScriptEnabled: false })
  })
  afterAll(() => context.close())

  const flash = (page: Page) => page.locator('.flash-static')

  it('lands every step in the right place with plain forms', async () => {
    const user = newUser('plain')
    const page = await context.newPage()
    await register(page, user, '/es/register')
    await toCheckInbox(page, 'es')
    // The page itself says to check the inbox: no box repeats it.
    expect(await flash(page).count()).toBe(0)
    await confirmAndSignIn(page, user, 'es')
    await expectClearOfHeader(page, flash(page))
    expect(await flash(page).textContent()).toBe('¡Hola de nuevo! Has iniciado sesión.')
    expect(await markOf(flash(page))).toEqual(SUCCESS)
    // Where a toast would be, against the right edge as one is, not the left.
    const box = await flash(page).boundingBox()
    const width = page.viewportSize()?.width ?? 0
    expect(Math.round(width - ((box?.x ?? 0) + (box?.width ?? 0)))).toBe(16)

    for (const [from, to] of [
      ['/es/login', '/es/account'],
      ['/es/register', '/es/account'],
      ['/es/login?redirect=%2Fes%2Fsettings', '/es/settings'],
    ] as const) {
      await page.goto(from)
      expect(pathOf(page), from).toBe(to)
    }

    await page.goto('/es/account')
    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/es`)
    expect(await flash(page).textContent()).toBe('Has cerrado la sesión.')
    await expectClearOfHeader(page, flash(page))
    expect(await page.content()).not.toContain(user.email)
    await page.goBack()
    await page.waitForLoadState()
    expect(pathOf(page)).toBe('/es/login?redirect=%2Fes%2Faccount')
    expect(await page.content()).not.toContain(user.email)

    await page.goto('/es/login?redirect=%2Fes%2Fsettings')
    await fillAndSend(page, 'login', { identifier: user.email, password: 'not-the-password' })
    expect(await page.locator('.form-message').textContent()).toBe(
      'Correo electrónico o contraseña incorrectos.',
    )
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await page.waitForURL(`${site}/es/settings`)
    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/es`)

    await page.goto('/es/login')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await page.waitForURL(`${site}/es/account`)
    expect(await flash(page).textContent()).toBe('¡Hola de nuevo! Has iniciado sesión.')
    expect(await markOf(flash(page))).toEqual(SUCCESS)
  })
})

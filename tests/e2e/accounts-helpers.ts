import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { PHONE, VISITOR_UA, type Visitors } from './browser'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** The mails the CMS sent to `to`, newest last (its outbox provider appends one JSON line per mail). */
export function mailsTo(outbox: string, to: string): Mail[] {
  let text = ''
  try {
    text = readFileSync(outbox, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((mail) => mail.to === to)
}

/** Waits for a mail to `to` whose text matches, and returns the first capture group. */
export async function linkFromMail(
  outbox: string,
  to: string,
  pattern: RegExp,
  /** How many mails `to` had before the one wanted was asked for: a newer link replaces the older ones. */
  after = 0,
): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const mails = mailsTo(outbox, to)
        if (mails.length <= after) return false
        for (const mail of mails.reverse()) {
          const match = pattern.exec(mail.html || mail.text)
          if (match?.[1]) {
            found = match[1].replace(/&amp;/g, '&')
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found as string
}

let counter = 0
/**
 * A user nobody registered before in this run, at a mail domain of its own: a domain that is not a public
 * provider's is one guest for the booking limits (docs/spec.md §11.5), so users sharing one would share them.
 */
export function newUser(prefix = 'user') {
  counter += 1
  const id = `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase().slice(0, 28)
  return { name: `Guest ${id}`, email: `${id}@${id}.example`, password: `Pass-${id}-1` }
}

export const visitorContext = (
  browser: Visitors,
  site: string,
  options: Parameters<Visitors['newContext']>[0] = {},
) =>
  browser.newContext({ viewport: PHONE, locale: 'en-GB', userAgent: VISITOR_UA, baseURL: site, ...options })

/** Fills the fields of the page's form named `form` (its `_form`) and sends it with its submit button. */
export async function fillAndSend(page: Page, name: string, values: Record<string, string>) {
  const form = page.locator(`form:has(input[name="_form"][value="${name}"])`)
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('button[type="submit"]').click()
}

/** Signs a new user up through the registration form of `/register` (or `/es/register`). */
export async function register(page: Page, user: ReturnType<typeof newUser>, path = '/register') {
  await page.goto(path)
  await fillAndSend(page, 'register', {
    name: user.name,
    email: user.email,
    password: user.password,
    passwordConfirmation: user.password,
  })
}

/** The link of the e-mail confirmation mail (docs/spec.md §9.10): to the site, never to the CMS. */
export const CONFIRMATION_LINK = /(http[^"'\s<]*\/confirm\?confirmation=[^"'\s<]+)/

/**
 * After a sign-up's form was sent: the visitor is on `/confirm` ("check your inbox"). A form that stayed
 * (a refusal, an outage) fails with what it said rather than only that time ran out.
 */
export async function toCheckInbox(page: Page, locale: 'en' | 'es' = 'en') {
  const address = `${inject('siteUrl')}${locale === 'es' ? '/es' : ''}/confirm`
  await page.waitForURL(address).catch(async (error: Error) => {
    const said = await page.locator('.form-message, .field-error').allTextContents()
    throw new Error(`the sign-up stayed on ${page.url()}: ${JSON.stringify(said)}`, { cause: error })
  })
}

/**
 * The rest of a sign-up after its form was sent (docs/spec.md §9.3): "check your inbox" on `/confirm`, the
 * mailed link, which confirms the address and leads to sign-in with the e-mail filled in, and the password;
 * the visitor lands signed in on `/account/register` to complete the profile. With JavaScript on or off.
 */
export async function confirmAndSignIn(
  page: Page,
  user: ReturnType<typeof newUser>,
  locale: 'en' | 'es' = 'en',
) {
  const site = inject('siteUrl')
  const prefix = locale === 'es' ? '/es' : ''
  await toCheckInbox(page, locale)
  await page.goto(await linkFromMail(inject('cmsOutbox'), user.email, CONFIRMATION_LINK))
  await page.waitForURL(
    `${site}${prefix}/login?confirmed=1&redirect=${encodeURIComponent(`${prefix}/account/register`)}`,
  )
  expect(await page.locator('[name="identifier"]').inputValue()).toBe(user.email)
  await fillAndSend(page, 'login', { password: user.password })
  await page.waitForURL(`${site}${prefix}/account/register`)
}

/**
 * Signs a new user up as a visitor does: the form of `/register` (`/es/register` in Spanish), the link of
 * the mail it sends, and sign-in; answers once the visitor is signed in on `/account/register`. The one way
 * a test gets a signed-in new account (tests/e2e/accounts-confirmation.test.ts walks it step by step).
 */
export async function signUp(page: Page, user: ReturnType<typeof newUser>, locale: 'en' | 'es' = 'en') {
  await register(page, user, `${inject('siteUrl')}${locale === 'es' ? '/es' : ''}/register`)
  await confirmAndSignIn(page, user, locale)
}

import { env, SELF } from 'cloudflare:test'
import { FORM_POSTS } from '../../src/server/limits/form-posts.server'

export const ORIGIN = 'http://site.test'
/** `x-html-cache` of a page served from a page cache (the tier it came from), not rendered. */
export const STORED = /^(memory|cache-api)$/
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

/**
 * The worker's configuration with its page caches off: the worker files share one isolate and its Cache
 * API, where a test rendering on content of its own would otherwise meet (or leave) a page another file
 * rendered on the fixture.
 */
export const UNCACHED_ENV = { ...env, HTML_CACHE_SECONDS: '0' }

/** A built script's text (`name` under `/_app/assets/`), from the worker's assets. */
export const builtScript = async (name: string) =>
  (await env.ASSETS.fetch(`${ORIGIN}/_app/assets/${name}`)).text()

/**
 * The built chunks a script imports statically, however deep: what loads with it. Chunks may import each
 * other in a cycle (a chunk group that moved made one, and the walk ran out of memory): each is read once.
 */
export async function staticImportsOf(name: string, seen = new Set([name])): Promise<string[]> {
  const direct = [...(await builtScript(name)).matchAll(/from\s*"\.\/([\w-]+\.js)"/g)]
    .map((match) => match[1] ?? '')
    .filter((chunk) => !seen.has(chunk))
  for (const chunk of direct) seen.add(chunk)
  for (const chunk of direct) await staticImportsOf(chunk, seen)
  return [...seen].filter((chunk) => chunk !== name)
}

/** A request as a phone browser sends it, not following redirects. */
export function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...headers },
  })
}

/** The `<html>` start tag's attributes. */
export function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html([^>]*)>/.exec(html)?.[1] ?? ''
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

export const linkHref = (html: string, rel: string, hreflang?: string) => {
  const pattern = hreflang
    ? new RegExp(`<link rel="${rel}" hrefLang="${hreflang}" href="([^"]+)"`)
    : new RegExp(`<link rel="${rel}" href="([^"]+)"`)
  return pattern.exec(html)?.[1]
}

/**
 * A client address of its own (documentation ranges, RFC 5737 and 3849), as Cloudflare would put it in
 * `CF-Connecting-IP`: limits count per address, so each test's visitor is a different client.
 */
export function clientAddress(): string {
  const random = crypto.getRandomValues(new Uint16Array(4))
  return `2001:db8:${[...random].map((part) => part.toString(16)).join(':')}::1`
}

/**
 * The answers of `burst`, posts from one new client, all within one window of the form-post limit. The
 * Rate Limiting binding counts in fixed windows (whole minutes), so a burst that straddled two would have
 * both windows' posts: such a burst is sent again from another client. A burst lasts seconds, so it cannot
 * straddle twice.
 */
export async function inOneFormWindow<T>(burst: (address: string) => Promise<T>): Promise<T> {
  const window = () => Math.floor(Date.now() / FORM_POSTS.periodMs)
  for (let attempt = 1; ; attempt++) {
    const started = window()
    const answers = await burst(clientAddress())
    if (window() === started) return answers
    if (attempt === 2) throw new Error('Two bursts in a row straddled a form-post window')
  }
}

/** The reference of the newest booking mail to `email` (a pending booking's link mail). */
export async function referenceMailedTo(email: string): Promise<string> {
  const { inject } = await import('vitest')
  const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
    to: string
    subject: string
  }[]
  return /IBZ-[A-Z0-9]{6}/.exec(mails.findLast((mail) => mail.to === email)?.subject ?? '')?.[0] ?? ''
}

/**
 * What a guest does with the mail of a pending booking (docs/spec.md §13.11): opens the link (a page listing
 * the bookings it may confirm, each with a button) and presses the button of this one. Answers the button's
 * response — 303 to the confirmation page when it held — or, when the page refused the link itself (used,
 * expired), the page's.
 */
export async function confirmFromMail(reference: string, locale: 'en' | 'es' = 'en'): Promise<Response> {
  const { inject } = await import('vitest')
  const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
    subject: string
    text: string
  }[]
  const mail = mails.findLast((m) => m.subject.includes(reference) && m.text.includes('confirm?token='))
  const token = decodeURIComponent(/confirm\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '')
  const prefix = locale === 'es' ? '/es' : ''
  const page = await get(`${prefix}/ibiza/reservations/confirm?token=${token}`)
  const html = await page.clone().text()
  if (!html.includes(`value="${token}"`)) return page
  if (!html.includes(`value="${reference}"`)) throw new Error(`the link's page does not list ${reference}`)
  return SELF.fetch(formPost(`${prefix}/ibiza/reservations/confirm`, { token, reference }))
}

/** A form as a browser posts it from the site's own page; `headers` add to or replace the usual ones. */
export const formPost = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'user-agent': BROWSER_UA,
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields),
  })

/** `formPost` sent by a visitor of its own (a fresh client address) unless `headers` names one. */
export const postAsNewClient = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) => SELF.fetch(formPost(path, fields, { 'cf-connecting-ip': clientAddress(), ...headers }))

/** A form posted as an island posts it (JSON in, JSON out) from a client address of the test's choosing. */
export const jsonPost = (path: string, body: Record<string, string>, address: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'user-agent': BROWSER_UA,
      'content-type': 'application/json',
      accept: 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': address,
    },
    body: JSON.stringify(body),
  })

/**
 * Opens the newest e-mail confirmation link mailed to `email` through the site (`/confirm?confirmation=`),
 * as the account's owner does: the site confirms at the CMS and sends on to sign-in.
 */
export async function openConfirmationLink(email: string): Promise<void> {
  const { inject } = await import('vitest')
  let link: string | undefined
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
      to: string
      text: string
    }[]
    link = /\/confirm\?confirmation=[\w-]+/.exec(mails.findLast((mail) => mail.to === email)?.text ?? '')?.[0]
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const confirmed = await get(link ?? '/confirm?confirmation=missing')
  if (confirmed.status !== 302)
    throw new Error(`the confirmation link of ${email} answered ${confirmed.status}`)
}

/**
 * A new account, made as a visitor makes one (docs/spec.md §9.3): signed up, its mailed link opened, signed
 * in from `address`. Answers who it is and the session's `Cookie` header.
 */
export async function newAccount(prefix = 'u', address = clientAddress()) {
  const handle = `${prefix}${crypto.randomUUID().slice(0, 8)}`
  const email = `${handle}@${handle}.example`
  const name = `Guest ${handle}`
  const password = 'sunset-2026'
  const headers = { 'cf-connecting-ip': address }
  const signUp = await SELF.fetch(
    formPost(
      '/register',
      { _form: 'register', name, email, password, passwordConfirmation: password },
      headers,
    ),
  )
  if (signUp.status !== 303) throw new Error(`sign-up of ${email} answered ${signUp.status}`)
  await openConfirmationLink(email)
  const signIn = await SELF.fetch(
    formPost('/login', { _form: 'login', identifier: email, password }, headers),
  )
  if (signIn.status !== 303) throw new Error(`sign-in of ${email} answered ${signIn.status}`)
  const session = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^strapi_jwt(_refresh)?=./.test(pair))
  const jwt = session.find((pair) => pair.startsWith('strapi_jwt='))?.slice('strapi_jwt='.length) ?? ''
  return { name, email, password, jwt, cookie: session.join('; ') }
}

/**
 * A staff tool's headers for the suite's CMS: a full-access token, through the private network like the
 * worker (its secret) — the CMS's gate opens the staff routes only that way.
 */
export async function staffHeaders(): Promise<Record<string, string>> {
  const { inject } = await import('vitest')
  return { authorization: `Bearer ${inject('cmsApiToken')}`, 'x-worker-secret': inject('cmsWorkerSecret') }
}

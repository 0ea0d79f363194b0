import type { Context, MiddlewareHandler } from 'hono'
import { DraftSlug } from '../../cms/src/shared/answers'
import { href, ROUTE_PATHS, type RouteName, VENUES } from '../app/paths'
import type { AppEnv, Env } from '../config'
import { translator } from '../lib/i18n'
import { isLocale, type Locale, localePath } from '../lib/locale'
import { sitePath } from '../lib/site-path'
import { clockOf } from './clock.server'
import { draftReaderHeaders } from './cms/draft-reader.server'
import { CmsError, isOutage } from './cms/errors.server'
import { cmsClient } from './cms/index.server'
import { carriesCookie, clearSiteCookie, readCookie, setSiteCookie } from './cookies.server'

/**
 * The site's draft mode (docs/spec.md §16.13, §17.10, §18.10): an editor's "Open preview" in the CMS's admin
 * is a link to `/_app/preview`, signed by the CMS with a key both derive from the worker's secret
 * (cms/src/lib/preview.ts). The link names a document, its language and an expiry; a valid one sets the
 * draft cookie and sends the editor to that document's page. With the cookie, every page reads drafts from
 * the CMS (with the worker's secret, the only credential the CMS takes for drafts), is never cached in any
 * tier, is noindex, carries a band saying it is a preview with a way out, and may be framed by the admin.
 */

declare module 'hono' {
  interface ContextVariableMap {
    /** The request carries a valid draft cookie: drafts, no caches, the band. */
    draftMode: boolean
    /** The request carries a draft cookie, valid or not: no page cache may answer or keep it (§17.10). */
    draftCookie: boolean
  }
}

export const DRAFT_COOKIE = 'draft'
/** How long draft mode lasts once entered; the admin's next "Open preview" starts it anew. */
export const DRAFT_MODE_SECONDS = 60 * 60
/** The longest a link may claim to live (the CMS signs them for 10 minutes): a later expiry is not ours. */
export const LINK_MAX_SECONDS = 15 * 60

/** What the key is derived for; the CMS derives the same (PREVIEW_KEY_LABEL in cms/src/lib/preview.ts). */
const KEY_LABEL = 'solera preview links v1'
const TYPES = ['event', 'article', 'venue', 'page', 'home', 'radio'] as const
type PreviewType = (typeof TYPES)[number]

const encoder = new TextEncoder()
const hmac = (key: CryptoKey, text: string) => crypto.subtle.sign('HMAC', key, encoder.encode(text))
const importKey = (bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

/** The preview key: HMAC-SHA-256 of the label under the worker's secret (none without a secret). */
async function previewKey(env: Pick<Env, 'CMS_WORKER_SECRET'>): Promise<CryptoKey | undefined> {
  if (!env.CMS_WORKER_SECRET) return undefined
  const secret = await importKey(encoder.encode(env.CMS_WORKER_SECRET))
  return importKey(await hmac(secret, KEY_LABEL))
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const fromBase64url = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  if (!/^[\w-]{43}$/.test(text)) return undefined
  return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0))
}

/** Whether `signature` is the key's over `text` (the platform's verify compares in constant time). */
const verify = async (key: CryptoKey, text: string, signature: string) => {
  const bytes = fromBase64url(signature)
  return !!bytes && crypto.subtle.verify('HMAC', key, bytes, encoder.encode(text))
}

const nowSeconds = (c: Context<AppEnv>) => Math.floor(clockOf(c).now() / 1000)

/** The draft cookie's value: its expiry and a signature over it. */
const cookieText = (expires: number) => `draft mode\n${expires}`

/** Whether a request carries a draft cookie at all (valid or not): no page cache may answer or keep it. */
const carriesDraftCookie = (c: Context<AppEnv>) => carriesCookie(c, DRAFT_COOKIE)

/**
 * Decides draft mode for every request, before the security headers (which let the admin frame a draft page)
 * and the page caches: a valid, unexpired draft cookie turns it on; any other draft cookie is cleared. Every
 * answer in draft mode is `private, no-store` and noindex, whatever it is.
 */
export const draftMode = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const value = readCookie(c, DRAFT_COOKIE)
  const [expires = '', signature = ''] = value?.split('.') ?? []
  const key = value ? await previewKey(c.env) : undefined
  const valid =
    !!key &&
    /^\d{10}$/.test(expires) &&
    Number(expires) > nowSeconds(c) &&
    (await verify(key, cookieText(Number(expires)), signature))
  const carried = carriesDraftCookie(c)
  c.set('draftMode', valid)
  c.set('draftCookie', carried)
  await next()
  if (valid) {
    c.res.headers.set('cache-control', 'private, no-store')
    c.res.headers.set('x-robots-tag', 'noindex')
  } else if (carried) {
    clearSiteCookie(c, DRAFT_COOKIE)
  }
}

/** Text answers of the preview entry, in the link's language (it is shown in the admin, beside the editor). */
const refuse = (c: Context<AppEnv>, status: 400 | 403 | 404 | 410 | 503, locale: Locale, message: string) =>
  c.text(message, status, { 'cache-control': 'no-store', 'content-language': locale })

/** The site's page of a previewed document, once the CMS has said its slug (drafts may change slugs). */
async function pageOf(c: Context<AppEnv>, type: PreviewType, id: string, locale: Locale) {
  if (type === 'home') return href('home', {}, locale)
  if (type === 'radio') return href('radio', {}, locale)
  const collection = { event: 'events', article: 'articles', venue: 'venues', page: 'pages' }[type]
  const answer = await cmsClient(c).request(`/${collection}/${encodeURIComponent(id)}`, DraftSlug, {
    query: { locale, status: 'draft', fields: ['slug'] },
    headers: await draftReaderHeaders(c.env),
  })
  const slug = answer.data.slug ?? ''
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return undefined
  if (type === 'event') return href('event', { slug }, locale)
  if (type === 'article') return href('article', { slug }, locale)
  if (type === 'venue') {
    // The eight venues have pages of their own (Ibiza's section is its twin, §2.9); any other, /venues/{slug}.
    if (slug === 'ibiza') return href('ibiza', {}, locale)
    const venue = VENUES.find((candidate) => candidate.slug === slug)
    return venue ? localePath(venue.base, locale) : href('venue-detail', { slug }, locale)
  }
  // A CMS page is shown at the route its slug names (cms-page.tsx); another slug is on no page of the site.
  const path = Object.hasOwn(ROUTE_PATHS, slug) ? ROUTE_PATHS[slug as RouteName] : undefined
  return path && !path.includes(':') ? localePath(path, locale) : undefined
}

/**
 * `GET /_app/preview?type&id&locale&expires&sig`: a link the CMS signed. A valid one sets the draft cookie
 * and answers 303 to the document's page; a link that is not the CMS's is refused (403), an expired one is
 * gone (410), a document the site shows on no page is not found (404).
 */
export async function enterPreview(c: Context<AppEnv>) {
  const { type = '', id = '', locale: asked = '', expires = '', sig = '' } = c.req.query()
  const locale: Locale = isLocale(asked) ? asked : 'en'
  const t = translator(locale)
  const key = await previewKey(c.env)
  const wellFormed =
    (TYPES as readonly string[]).includes(type) &&
    /^[a-z0-9]{1,64}$/.test(id) &&
    isLocale(asked) &&
    /^\d{10}$/.test(expires)
  if (!key || !wellFormed || !(await verify(key, `${type}\n${id}\n${asked}\n${expires}`, sig))) {
    return refuse(c, 403, locale, t('preview.forged'))
  }
  const left = Number(expires) - nowSeconds(c)
  if (left <= 0 || left > LINK_MAX_SECONDS) return refuse(c, 410, locale, t('preview.expired'))
  let page: string | undefined
  try {
    page = await pageOf(c, type as PreviewType, id, locale)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    if (isOutage(error)) return refuse(c, 503, locale, t('preview.unavailable'))
  }
  if (!page) return refuse(c, 404, locale, t('preview.nowhere'))
  const until = nowSeconds(c) + DRAFT_MODE_SECONDS
  const signature = base64url(await hmac(key, cookieText(until)))
  setSiteCookie(c, DRAFT_COOKIE, `${until}.${signature}`, { maxAge: DRAFT_MODE_SECONDS, framed: true })
  c.header('cache-control', 'no-store')
  return c.redirect(page, 303)
}

/** `GET /_app/preview/exit?to=/path`: draft mode ends; back to the same page as visitors see it. */
export function leavePreview(c: Context<AppEnv>) {
  clearSiteCookie(c, DRAFT_COOKIE, { framed: true })
  c.header('cache-control', 'no-store')
  return c.redirect(sitePath(c.req.query('to')) ?? '/', 303)
}

/** Where the band's "Leave preview" goes from a page: draft mode's end, then this page again. */
export const leavePreviewHref = (path: string) => `/_app/preview/exit?to=${encodeURIComponent(path)}`

/**
 * The origin of the CMS's admin, which alone may frame the site, and only in draft mode (§18.10):
 * CMS_ADMIN_URL, else the CMS's own address.
 */
export const adminOrigin = (env: Pick<Env, 'CMS_ADMIN_URL' | 'CMS_URL'>) =>
  new URL(env.CMS_ADMIN_URL || env.CMS_URL).origin

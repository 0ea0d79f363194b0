import type { Context } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import type { AppEnv, Env } from '../../config'
import { LOCALES, localePath } from '../../lib/locale'
import { hasSessionCookie } from '../auth/session.server'
import { buildInfoOf } from '../build-info.server'
import { cookieNames, readCookie } from '../cookies.server'
import { FLASH_COOKIE } from '../flash.server'
import { canonicalSearch } from '../page-query.server'
import { readTags } from './answers.server'
import { edgeCache } from './cache-api.server'
import { isCurrent, type TagSnapshot } from './ledger.server'
import { memoryTier, type StoredPage } from './memory.server'
import { tagSnapshot } from './snapshot.server'

/**
 * What the page tiers read of a route (page.server.ts's Route): its path, whether its pages may be kept, and
 * the query parameters its page reads.
 */
export interface PageRoute {
  path: string
  cache?: 'public' | 'private'
  page: { query?: readonly string[] }
}

/**
 * The page tiers of the content cache (docs/decisions/032-content-at-every-location.md, "The tiers"): an
 * anonymous page from the isolate's memory, else from the location's Cache API, else rendered and kept in
 * both, with the tags of what it shows and the ledger's number it was made under.
 */

/**
 * How long an anonymous page is served as it was rendered when nothing it shows changed (docs/spec.md §17.4):
 * a change rebuilds it at once (its tags, answers.server.ts); time alone does after this, for what moves with
 * the clock (tonight's nights, the lists that start today).
 */
export const HTML_FRESH_SECONDS = 60

let freshness: { value: string | undefined; seconds: number } | undefined

/** `HTML_CACHE_SECONDS` from the configuration; `0` renders every page (the bench's render rows). */
export function htmlFreshSeconds(env: Env): number {
  if (freshness?.value !== env.HTML_CACHE_SECONDS) {
    const seconds = Number(env.HTML_CACHE_SECONDS)
    freshness = {
      value: env.HTML_CACHE_SECONDS,
      seconds:
        env.HTML_CACHE_SECONDS?.trim() && Number.isFinite(seconds) && seconds >= 0
          ? seconds
          : HTML_FRESH_SECONDS,
    }
  }
  return freshness.seconds
}

/**
 * What browsers are told about anonymous HTML: keep it, but ask every time; with the ETag a page that has
 * not changed costs a 304 without a body (docs/spec.md §17.7).
 */
export const HTML_BROWSER_CACHE = 'no-cache'

/** The page tier an answer came from, as `x-html-cache` says it (`miss`: rendered now). */
export type PageTier = 'memory' | 'cache-api'

/**
 * Only pages that are the same for every visitor: no session, no one-time message (decision 009), and never
 * draft mode's (any draft cookie, §17.10: `draftCookie` is set for any, valid or not, by the draft middleware).
 */
function isAnonymous(c: Context<AppEnv>): boolean {
  return (
    c.req.method === 'GET' &&
    !c.get('draftCookie') &&
    !hasSessionCookie(c) &&
    readCookie(c, FLASH_COOKIE) === undefined &&
    !cookieNames(c).some((name) => name.startsWith('sb-'))
  )
}

/**
 * A page's key in both tiers: the CMS origin (media URLs in the page point at it), the path (which carries the
 * language) and the query parameters the page reads — never the Host header (docs/spec.md §17.3).
 */
export const pageKey = (env: Env, url: URL, route: PageRoute) =>
  `${encodeURIComponent(env.CMS_URL)}${url.pathname}${canonicalSearch(url.search, route.page.query ?? [])}`

/**
 * Whether a stored page may still be served at `now`: younger than its freshness, and nothing it shows purged
 * since it was rendered. The last snapshot it was found current under is kept on it: the same snapshot (the
 * isolate keeps one for seconds) says the same, without going through its tags again.
 */
export function isServable(env: Env, page: StoredPage, snapshot: TagSnapshot, now: number): boolean {
  if (now - page.storedAt >= htmlFreshSeconds(env) * 1000) return false
  if (page.currentUnder === snapshot) return true
  if (!isCurrent(snapshot, page)) return false
  page.currentUnder = snapshot
  return true
}

/** The route that answers a GET of a path when its pages may be cached (else undefined). */
export type CacheableRoute<R extends PageRoute = PageRoute> = (path: string) => R | undefined

const matchers = new WeakMap<readonly PageRoute[], CacheableRoute>()

/**
 * The one matcher of cacheable pages, built once per route table (the app's query check and the worker's
 * front door share it): every route in both languages, in the order the app registers them.
 */
export function cacheableRoutes<R extends PageRoute>(routes: readonly R[]): CacheableRoute<R> {
  const known = matchers.get(routes) as CacheableRoute<R> | undefined
  if (known) return known
  const router = new TrieRouter<R>()
  for (const code of LOCALES)
    for (const route of routes) router.add('GET', localePath(route.path, code), route)
  // The query check and the page cache ask for the same path one after another: the trie walks it once per
  // request (a pure function of the path, so a request interleaved with another at most walks it again).
  let lastPath: string | undefined
  let lastRoute: R | undefined
  const match: CacheableRoute<R> = (path) => {
    if (path === lastPath) return lastRoute
    const route = router.match('GET', path)[0][0]?.[0]
    lastPath = path
    lastRoute = route && route.cache !== 'private' ? route : undefined
    return lastRoute
  }
  matchers.set(routes, match)
  return match
}

/** `If-None-Match` against a strong tag; its comparison is the weak one (RFC 9110 §13.1.2). */
export function matchesTag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Whether an `Accept-Encoding` takes gzip (RFC 9110 §12.5.3): named, or `*`, with a weight above 0.
 * Browsers all do; a client that says nothing gets the page as it is.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false
  let gzip: boolean | undefined
  let any = false
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim())
    const weight = params.find((param) => param.startsWith('q='))
    const accepted = weight === undefined || Number(weight.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') gzip = accepted
    else if (coding === '*') any = accepted
  }
  return gzip ?? any
}

/**
 * Headers of a stored page as every tier serves it, a 304 included. Gzipped (by the front door only:
 * front-door.server.ts), its tag is weak: the same page in other bytes, as any server that compresses says it.
 */
export const storedPageHeaders = (
  page: StoredPage,
  tier: PageTier,
  gzip = false,
): Record<string, string> => ({
  etag: gzip ? `W/${page.etag}` : page.etag,
  'cache-control': HTML_BROWSER_CACHE,
  // The bytes depend on what the browser accepts: shared caches between must keep each apart.
  vary: 'accept-encoding',
  // One header says both that the page was stored and where from: each header costs a hit (decision 018).
  'x-html-cache': tier,
})

/** A stored page as the visitor gets it: 304 when their copy is this one, else the bytes. */
function servePage(c: Context<AppEnv>, page: StoredPage, tier: PageTier): Response {
  const headers = storedPageHeaders(page, tier)
  if (matchesTag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers)
  return c.body(page.body, 200, { ...headers, 'content-type': 'text/html; charset=utf-8' })
}

/** What the Cache API's copy of a page carries besides the page: when, on which snapshot, showing what. */
const STORED_AT = 'x-stored-at'
const STORED_SEQ = 'x-stored-seq'
const STORED_TAGS = 'x-stored-tags'

/** A strong ETag: the page's SHA-256, so every isolate that stores the same bytes names them alike. */
export async function strongTag(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 18)))}"`
}

/** Bytes gzipped by the runtime's own compressor. */
const gzipOf = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
  )

const pageBytes = (key: string, page: StoredPage) =>
  page.body.byteLength + (page.gzip?.byteLength ?? 0) + key.length + page.tags.join().length

/**
 * A page is remembered for what is left of its freshness (one read from the Cache API may be older); its
 * gzipped bytes follow once made, after the answer (the visitor who brought it does not wait for them).
 */
function rememberPage(c: Context<AppEnv>, key: string, page: StoredPage) {
  const tier = memoryTier(c)
  const left = () => page.storedAt + htmlFreshSeconds(c.env) * 1000 - tier.now()
  tier.pages.set(key, page, pageBytes(key, page), left())
  if (tier.pages.get(key) !== page) return // not kept (no memory tier, or no room): nothing to gzip for
  c.executionCtx.waitUntil(
    gzipOf(page.body).then((gzip) => {
      if (tier.pages.get(key) !== page) return // replaced or gone meanwhile
      page.gzip = gzip
      tier.pages.set(key, page, pageBytes(key, page), left())
    }),
  )
}

/**
 * Serves an anonymous page from the page tiers — the isolate's memory, then the location's Cache API — else
 * renders it (decision 009). A page rendered whole is stored in both tiers at once, byte for byte what its
 * first visitor got, with its ETag from that first answer and the tags of what it showed. Anything not
 * anonymous, or with page caching off (`HTML_CACHE_SECONDS=0`), is rendered.
 */
export async function cachedPage(
  c: Context<AppEnv>,
  route: PageRoute,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isAnonymous(c) || htmlFreshSeconds(c.env) === 0) return render()
  const url = new URL(c.req.url)
  const key = pageKey(c.env, url, route)
  const snapshot = await tagSnapshot(c)
  const remembered = memoryTier(c).pages.get(key)
  if (remembered && isServable(c.env, remembered, snapshot, memoryTier(c).now()))
    return servePage(c, remembered, 'memory')

  const cache = edgeCache()
  if (!cache) return render()
  // The Cache API outlives a deploy, and a page names its build's stylesheets and scripts, which leave
  // with it: a page is shared only by isolates of the build that rendered it (the memory tier is per
  // isolate, so per build already).
  const sharedKey = `https://html-cache.invalid/${(await buildInfoOf(c)).id}/${key}`
  const hit = await cache.match(sharedKey)
  if (hit) {
    const page: StoredPage = {
      body: new Uint8Array(await hit.arrayBuffer()),
      etag: hit.headers.get('etag') ?? '',
      storedAt: Number(hit.headers.get(STORED_AT) ?? 0),
      seq: Number(hit.headers.get(STORED_SEQ) ?? 0),
      tags: (hit.headers.get(STORED_TAGS) ?? '').split(' ').filter(Boolean),
    }
    if (isServable(c.env, page, snapshot, memoryTier(c).now())) {
      rememberPage(c, key, page)
      return servePage(c, page, 'cache-api')
    }
  }

  const response = await render()
  if (
    response.status !== 200 ||
    !response.body ||
    !response.headers.get('content-type')?.includes('text/html')
  ) {
    return response
  }
  response.headers.set('x-html-cache', 'miss')
  response.headers.set('cache-control', HTML_BROWSER_CACHE)
  response.headers.set('vary', 'accept-encoding')
  // Only a page rendered whole is stored. One streamed because its data came late has the route's generic
  // title and description in its head (and may show a late failure): served from a cache, crawlers would
  // get that. The next request finds the CMS answers cached and renders it whole.
  const body = c.get('renderedPage')
  if (!body) return response
  const page: StoredPage = {
    body,
    etag: await strongTag(body),
    storedAt: memoryTier(c).now(),
    seq: snapshot.seq,
    tags: [...readTags(c)],
  }
  rememberPage(c, key, page)
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': `max-age=${htmlFreshSeconds(c.env)}`,
    etag: page.etag,
    [STORED_AT]: String(page.storedAt),
    [STORED_SEQ]: String(page.seq),
    [STORED_TAGS]: page.tags.join(' '),
  }
  c.executionCtx.waitUntil(cache.put(sharedKey, new Response(body, { headers })))
  response.headers.set('etag', page.etag)
  return response
}

import type { Context, MiddlewareHandler } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import type { AppEnv, Env } from '../../config'
import { LOCALES, localePath } from '../../lib/locale'
import { hasSessionCookie } from '../auth/session.server'
import { buildInfoOf } from '../build-info.server'
import { readCookie } from '../cookies.server'
import { FLASH_COOKIE } from '../flash.server'
import { memoryTier, type StoredPage } from '../memory-cache.server'
import type { Route } from '../page.server'
import { canonicalSearch } from '../page-query.server'
import { carriesDraftCookie } from '../preview.server'
import { readTags } from './answers.server'
import { isCurrent, type TagSnapshot } from './ledger.server'
import { tagSnapshot } from './snapshot.server'

/**
 * How long an anonymous page is served as it was rendered when nothing it shows changed (docs/spec.md §17.4):
 * a change rebuilds it at once (its tags, answers.server.ts); time alone does after this, for what moves with
 * the clock (tonight's nights, the lists that start today).
 */
export const HTML_FRESH_SECONDS = 60

/** `HTML_CACHE_SECONDS` from the configuration; `0` renders every page (the bench's render rows). */
export function htmlFreshSeconds(env: Env): number {
  const seconds = Number(env.HTML_CACHE_SECONDS)
  return env.HTML_CACHE_SECONDS?.trim() && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : HTML_FRESH_SECONDS
}

/**
 * What browsers are told about anonymous HTML: keep it, but ask every time; with the ETag a page that has
 * not changed costs a 304 without a body (docs/spec.md §17.7).
 */
export const HTML_BROWSER_CACHE = 'no-cache'

/**
 * Only pages that are the same for every visitor: no session, no one-time message (decision 009), and never
 * draft mode's (any draft cookie, §17.10).
 */
function isAnonymous(c: Context<AppEnv>): boolean {
  return (
    c.req.method === 'GET' &&
    !hasSessionCookie(c) &&
    !carriesDraftCookie(c) &&
    readCookie(c, FLASH_COOKIE) === undefined &&
    !(c.req.header('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith('sb-'))
  )
}

const edgeCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default

/**
 * A page's key in both tiers: the CMS origin (media URLs in the page point at it), the path (which carries the
 * language) and the query parameters the page reads — never the Host header (docs/spec.md §17.3).
 */
export const pageKey = (env: Env, url: URL, route: Route) =>
  `${encodeURIComponent(env.CMS_URL)}${url.pathname}${canonicalSearch(url.search, route.page.query ?? [])}`

/**
 * Whether a stored page may still be served: younger than its freshness, and nothing it shows purged since
 * it was rendered.
 */
export const isServable = (c: Context<AppEnv>, page: StoredPage, snapshot: TagSnapshot) =>
  memoryTier(c).now() - page.storedAt < htmlFreshSeconds(c.env) * 1000 && isCurrent(snapshot, page)

/** The route that answers a GET of a path when its pages may be cached (else undefined). */
export type CacheableRoute = (path: string) => Route | undefined

const matchers = new WeakMap<readonly Route[], CacheableRoute>()

/**
 * The one matcher of cacheable pages, built once per route table (the app's query check and memory door
 * and the worker's front door share it): every route in both languages, in the order the app registers them.
 */
export function cacheableRoutes(routes: readonly Route[]): CacheableRoute {
  const known = matchers.get(routes)
  if (known) return known
  const router = new TrieRouter<Route>()
  for (const code of LOCALES)
    for (const route of routes) router.add('GET', localePath(route.path, code), route)
  // The front door, the query check and the memory door ask for the same path one after another: the
  // trie walks it once per request (a pure function of the path, so a request interleaved with another
  // at most walks it again).
  let lastPath: string | undefined
  let lastRoute: Route | undefined
  const match: CacheableRoute = (path) => {
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

/** Headers of a stored page as every tier serves it. */
export const storedPageHeaders = (page: StoredPage, tier: 'memory' | 'cache-api') => ({
  etag: page.etag,
  'cache-control': HTML_BROWSER_CACHE,
  // One header says both that the page was stored and where from: each header costs a hit (decision 018).
  'x-html-cache': tier,
})

/** A stored page as the visitor gets it: 304 when their copy is this one, else the bytes. */
function servePage(c: Context<AppEnv>, page: StoredPage, tier: 'memory' | 'cache-api') {
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

/** A page is remembered for what is left of its freshness (one read from the Cache API may be older). */
const rememberPage = (c: Context<AppEnv>, key: string, page: StoredPage) => {
  const tier = memoryTier(c)
  const left = page.storedAt + htmlFreshSeconds(c.env) * 1000 - tier.now()
  tier.pages.set(key, page, page.body.byteLength + key.length + page.tags.join().length, left)
}

/**
 * The memory tier's door in the middleware chain (docs/spec.md §17.5): after the bad-input checks, the
 * redirect rules and the language redirects, before everything else an anonymous page does not need
 * (sessions, the request context, guards, the Cache API), it answers a page this isolate remembers and
 * nothing it shows has changed since. Everything else goes on to the route's handler.
 */
export function pagesFromMemory(routeOf: CacheableRoute): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isAnonymous(c) || htmlFreshSeconds(c.env) === 0) return next()
    const url = new URL(c.req.url)
    const route = routeOf(url.pathname)
    if (!route) return next()
    const page = memoryTier(c).pages.get(pageKey(c.env, url, route))
    return page && isServable(c, page, await tagSnapshot(c)) ? servePage(c, page, 'memory') : next()
  }
}

/**
 * Serves anonymous HTML from the Workers Cache API, else renders it (decision 009); the memory tier in
 * front of it is `pagesFromMemory`. A page rendered whole is stored in both tiers at once, byte for byte
 * what its first visitor got, with its ETag from that first answer and the tags of what it showed.
 */
export async function cachedHtml(
  c: Context<AppEnv>,
  route: Route,
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = edgeCache()
  if (!cache || !isAnonymous(c) || htmlFreshSeconds(c.env) === 0) return render()
  const snapshot = await tagSnapshot(c)
  const key = pageKey(c.env, new URL(c.req.url), route)
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
    if (isServable(c, page, snapshot)) {
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

import type { Env } from '../../config'
import { arrivingCookieHeader } from '../cookies.server'
import type { KnownRequest, MemoryTier } from './memory.server'
import {
  acceptsGzip,
  type CacheableRoute,
  isServable,
  matchesTag,
  pageKey,
  storedPageHeaders,
} from './pages.server'
import { usableSnapshot } from './snapshot.server'

/**
 * Everything of a GET that the middleware chain reads before a page: the path and query (bad-input checks,
 * redirect rules, `?lang`, the route), the cookies (anonymity, the remembered language, the cookie-size
 * check), Accept-Language (a first visit's language) and User-Agent (crawlers are never redirected); and
 * Accept-Encoding, which decides the bytes of the answer. Never the Host, which decides nothing.
 */
function shapeOf(request: Request): string {
  const { headers, url } = request
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  return `${target}\n${arrivingCookieHeader(request)}\n${headers.get('accept-language') ?? ''}\n${headers.get('user-agent') ?? ''}\n${headers.get('accept-encoding') ?? ''}`
}

/** What belongs to one answer (or to its page, which brings its own), not to the request's shape. */
const PER_ANSWER = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'etag',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-html-cache',
])

/**
 * The memory tier's front door (docs/decisions/032-content-at-every-location.md, "The tiers"; 017). The
 * middleware chain decides how a request is answered from nothing but its shape (`shapeOf`); once it has
 * answered a shape with a page it remembers, the same shape gets that page straight from memory, with the
 * headers the chain gave it (the security headers, the language cookie): the bad-input checks, redirect
 * rules and language redirects ran for that shape and let it through (docs/spec.md §17.5). A browser that
 * takes gzip gets the page's gzipped bytes once they are made. Anything not known, or a page no longer in
 * memory or no longer current, goes through the whole app; a snapshot of the ledger due for its refresh is
 * refreshed in the background, as a request through the app would.
 */
export function createFrontDoor(routeOf: CacheableRoute) {
  return {
    answer(request: Request, env: Env, tier: MemoryTier, ctx: ExecutionContext): Response | undefined {
      if (request.method !== 'GET') return undefined
      const known = tier.requests.get(shapeOf(request))
      const page = known && tier.pages.get(known.key)
      if (!known || !page) return undefined
      const snapshot = usableSnapshot(env, tier, (promise) => ctx.waitUntil(promise))
      if (!snapshot || !isServable(env, page, snapshot, tier.now())) return undefined
      const gzip = known.gzip && page.gzip !== undefined
      // Building a Response's headers from strings costs more than everything else of a hit: they are
      // made once per page and encoding, and copied.
      let prepared = known.prepared
      if (prepared?.page !== page || prepared.gzip !== gzip) {
        const notModified = new Headers(known.headers)
        for (const [name, value] of Object.entries(storedPageHeaders(page, 'memory', gzip)))
          notModified.set(name, value)
        const ok = new Headers(notModified)
        ok.set('content-type', 'text/html; charset=utf-8')
        if (gzip) ok.set('content-encoding', 'gzip') // the body's, so not the 304's
        prepared = { page, gzip, ok, notModified }
        known.prepared = prepared
      }
      if (matchesTag(request.headers.get('if-none-match'), page.etag))
        return new Response(null, { status: 304, headers: prepared.notModified })
      // Gzipped bytes go as they are (Workers' `encodeBody: 'manual'`), not compressed again.
      return gzip
        ? new Response(page.gzip, { headers: prepared.ok, encodeBody: 'manual' })
        : new Response(page.body, { headers: prepared.ok })
    },

    /** Learns from the chain's answer: a 200 page from the page caches marks its shape as known. */
    learn(request: Request, env: Env, tier: MemoryTier, response: Response) {
      if (request.method !== 'GET' || response.status !== 200 || !response.headers.has('x-html-cache')) return
      const url = new URL(request.url)
      const route = routeOf(url.pathname)
      if (!route) return
      const headers: [string, string][] = [
        ...[...response.headers].filter(([name]) => !PER_ANSWER.has(name)),
        ...response.headers.getSetCookie().map((cookie): [string, string] => ['set-cookie', cookie]),
      ]
      const gzip = acceptsGzip(request.headers.get('accept-encoding'))
      const known: KnownRequest = { key: pageKey(env, url, route), headers, gzip }
      const shape = shapeOf(request)
      const bytes = shape.length + known.key.length + JSON.stringify(headers).length
      tier.requests.set(shape, known, bytes, Number.POSITIVE_INFINITY)
    },
  }
}

import type { Env } from '../../config'
import type { KnownRequest, MemoryTier } from '../memory-cache.server'
import { isCurrent } from './ledger.server'
import { type CacheableRoute, htmlFreshSeconds, matchesTag, pageKey, storedPageHeaders } from './pages.server'
import { SNAPSHOT_REFRESH_MS } from './snapshot.server'

/**
 * Everything of a GET that the middleware chain reads before a page: the path and query (bad-input checks,
 * redirect rules, `?lang`, the route), the cookies (anonymity, the remembered language, the cookie-size
 * check), Accept-Language (a first visit's language) and User-Agent (crawlers are never redirected).
 * Never the Host, which decides nothing.
 */
function shapeOf(request: Request): string {
  const { headers, url } = request
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  return `${target}\n${headers.get('cookie') ?? ''}\n${headers.get('accept-language') ?? ''}\n${headers.get('user-agent') ?? ''}`
}

/** What belongs to one answer (or to its page, which brings its own), not to the request's shape. */
const PER_ANSWER = new Set([
  'cache-control',
  'content-length',
  'content-type',
  'etag',
  'set-cookie',
  'transfer-encoding',
  'x-html-cache',
])

/**
 * The memory tier's front door (docs/decisions/017-memory-tier.md). The middleware chain decides how a
 * request is answered from nothing but its shape (`shapeOf`); once it has answered a shape with a page it
 * remembers, the same shape gets that page straight from memory, with the headers the chain gave it (the
 * security headers, the language cookie): the bad-input checks, redirect rules and
 * language redirects ran for that shape and let it through (docs/spec.md §17.5). Anything not known, a
 * page no longer in memory or no longer current, or a snapshot of the ledger due for its refresh goes through
 * the whole app.
 */
export function knownRequests(routeOf: CacheableRoute) {
  return {
    answer(request: Request, env: Env, tier: MemoryTier): Response | undefined {
      if (request.method !== 'GET') return undefined
      const now = tier.now()
      const slot = tier.tags
      if (!slot || now - slot.readAt >= SNAPSHOT_REFRESH_MS) return undefined
      const known = tier.requests.get(shapeOf(request))
      const page = known && tier.pages.get(known.key)
      if (!known || !page) return undefined
      if (now - page.storedAt >= htmlFreshSeconds(env) * 1000 || !isCurrent(slot.snapshot, page))
        return undefined
      // Building a Response's headers from strings costs more than everything else of a hit: they are
      // made once per page and copied.
      if (known.prepared?.etag !== page.etag) {
        const notModified = new Headers(known.headers)
        for (const [name, value] of Object.entries(storedPageHeaders(page, 'memory')))
          notModified.set(name, value)
        const ok = new Headers(notModified)
        ok.set('content-type', 'text/html; charset=utf-8')
        known.prepared = { etag: page.etag, ok, notModified }
      }
      return matchesTag(request.headers.get('if-none-match'), page.etag)
        ? new Response(null, { status: 304, headers: known.prepared.notModified })
        : new Response(page.body, { headers: known.prepared.ok })
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
      const known: KnownRequest = { key: pageKey(env, url, route), headers }
      const shape = shapeOf(request)
      const bytes = shape.length + known.key.length + JSON.stringify(headers).length
      tier.requests.set(shape, known, bytes, Number.POSITIVE_INFINITY)
    },
  }
}

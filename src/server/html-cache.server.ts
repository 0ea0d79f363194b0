import type { Context } from 'hono'
import type { AppEnv } from '../config'
import { hasSessionCookie } from './auth/session.server'
import { contentVersion } from './cms/index.server'
import { readCookie } from './cookies.server'
import { FLASH_COOKIE } from './flash.server'

/** Anonymous pages are the same for everyone for a minute (the CMS's own freshness). */
export const HTML_FRESH_SECONDS = 60

/** Only pages that are the same for every visitor: no session, no one-time message (decision 009). */
function isAnonymous(c: Context<AppEnv>): boolean {
  return (
    c.req.method === 'GET' &&
    !hasSessionCookie(c) &&
    readCookie(c, FLASH_COOKIE) === undefined &&
    !(c.req.header('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith('sb-'))
  )
}

const edgeCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default

/** Only the query parameters a page reads, sorted: other parameters cannot make copies of a page. */
export function pageQuery(url: URL, reads: readonly string[]): string {
  const kept = [...url.searchParams]
    .filter(([name]) => reads.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return kept.length ? `?${new URLSearchParams(kept)}` : ''
}

/**
 * Serves anonymous HTML from the Workers Cache API (docs/spec.md §17). The key is the content version (a
 * purge makes every page fresh at once), the CMS origin (media URLs in the page point at it), the path
 * (which carries the language) and the query parameters the page reads — never the Host header. Misses
 * stream as usual and are stored once complete, unless their data failed after the shell had left.
 */
export async function cachedHtml(
  c: Context<AppEnv>,
  reads: readonly string[],
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = edgeCache()
  if (!cache || !isAnonymous(c)) return render()
  const url = new URL(c.req.url)
  const cms = encodeURIComponent(c.env.CMS_URL)
  const key = new Request(
    `https://html-cache.invalid/${await contentVersion(c)}/${cms}${url.pathname}${pageQuery(url, reads)}`,
  )

  const hit = await cache.match(key)
  if (hit) {
    return c.body(await hit.text(), 200, {
      'content-type': 'text/html; charset=utf-8',
      'x-html-cache': 'hit',
    })
  }

  const response = await render()
  if (
    response.status !== 200 ||
    !response.body ||
    !response.headers.get('content-type')?.includes('text/html')
  ) {
    return response
  }
  const [visitor, copy] = response.body.tee()
  c.executionCtx.waitUntil(
    new Response(copy).text().then((html) => {
      if (c.get('noHtmlCache')) return
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': `max-age=${HTML_FRESH_SECONDS}`,
      }
      return cache.put(key, new Response(html, { headers }))
    }),
  )
  const answer = new Response(visitor, response)
  answer.headers.set('x-html-cache', 'miss')
  return answer
}

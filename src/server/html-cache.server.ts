import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../config'
import { contentVersion } from './cms/index.server'
import { FLASH_COOKIE } from './flash.server'

/** Anonymous pages are the same for everyone for a minute (the CMS's own freshness). */
export const HTML_FRESH_SECONDS = 60
const NONCE_HEADER = 'x-page-nonce'

/** Only pages that are the same for every visitor: no session, no one-time message. */
function isAnonymous(c: Context<AppEnv>): boolean {
  const cookies = getCookie(c)
  return (
    c.req.method === 'GET' &&
    !c.get('user') &&
    cookies[c.env.JWT_COOKIE] === undefined &&
    cookies[FLASH_COOKIE] === undefined &&
    !Object.keys(cookies).some((name) => name.startsWith('sb-'))
  )
}

const edgeCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default

/**
 * Serves anonymous HTML from the Workers Cache API, keyed by path (which carries the language), query and
 * content version, so a purge makes every page fresh at once. The per-request CSP nonce is swapped in on
 * the way out, so a cached page never reuses another visitor's nonce. Misses stream as usual and are
 * stored once complete, unless their data failed after the shell had left.
 */
export async function cachedHtml(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const cache = edgeCache()
  if (!cache || !isAnonymous(c)) return render()
  const url = new URL(c.req.url)
  // The CMS origin is part of the key: media URLs in the page point at it.
  const cms = encodeURIComponent(c.env.CMS_URL)
  const key = new Request(
    `https://html-cache.invalid/${await contentVersion(c)}/${cms}${url.pathname}${url.search}`,
  )
  const nonce = c.get('secureHeadersNonce') ?? ''

  const hit = await cache.match(key)
  if (hit) {
    const stored = hit.headers.get(NONCE_HEADER) ?? ''
    const html = (await hit.text()).replaceAll(`nonce="${stored}"`, `nonce="${nonce}"`)
    return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8', 'x-html-cache': 'hit' })
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
        [NONCE_HEADER]: nonce,
      }
      return cache.put(key, new Response(html, { headers }))
    }),
  )
  const answer = new Response(visitor, response)
  answer.headers.set('x-html-cache', 'miss')
  return answer
}

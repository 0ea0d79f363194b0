import type { Context } from 'hono'
import { isInlineMedia, MEDIA_CSP, typeEssence } from '../../cms/src/shared/media'
import { WORKER_SECRET_HEADER } from '../../cms/src/shared/worker-channel'
import type { AppEnv, Env } from '../config'
import { edgeCache } from './content/cache-api.server'

/**
 * Pictures and sounds under the site's own origin (docs/spec.md §18.8): `/media/<path>`, streamed from where
 * the CMS keeps its uploads — its own `/uploads/` folder, or the object store at MEDIA_ORIGIN (R2 or S3) —
 * so browsers never need the CMS, which can sit on a private network. Upload names carry a content hash,
 * so an answer never changes: immutable caching, and the Cache API keeps whole files at the edge. Range
 * requests (audio seeking) go through.
 */

/** Segments of letters, digits, dots, dashes and underscores: no `..`, no `//`, nothing encoded. */
const MEDIA_PATH = /^\/media\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/
const PASSED_ON = ['if-range', 'if-none-match', 'if-modified-since']
const KEPT = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified']

/**
 * One byte range, passed on as it came (`bytes=0-1023`, `bytes=1024-`, `bytes=-500`): what a player seeking
 * in a sound asks. Several ranges in one header would be answered as one part each, over and over the same
 * bytes (a header of 1,400 ranges made 1.85 GB of a 1.3 MB file), so they are not served: the file is
 * answered whole, once (a server may ignore Range, RFC 9110 §14.2).
 */
const singleRange = (header: string | undefined): string | undefined =>
  header && /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/.test(header.trim()) ? header.trim() : undefined
const MEDIA_TIMEOUT_MS = 15_000
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const trimmed = (url: string) => url.replace(/\/+$/, '')

/** Where media come from: the object store when MEDIA_ORIGIN is set, else the CMS's uploads folder. */
export const mediaSource = (env: Pick<Env, 'CMS_URL' | 'MEDIA_ORIGIN'>) =>
  env.MEDIA_ORIGIN
    ? { base: trimmed(env.MEDIA_ORIGIN), cms: false }
    : { base: new URL(env.CMS_URL).origin, cms: true }

/**
 * The site path of a media URL the CMS answered: `/uploads/…` (relative to the CMS), the CMS's origin or the
 * object store's base, each becomes `/media/…`. Anything else (a stream elsewhere) is kept as it is.
 */
export function sitePathOfMedia(env: Pick<Env, 'CMS_URL' | 'MEDIA_ORIGIN'>) {
  const cms = new URL(env.CMS_URL).origin
  const store = env.MEDIA_ORIGIN ? trimmed(env.MEDIA_ORIGIN) : undefined
  return (url: string): string => {
    if (url.startsWith('/uploads/')) return `/media${url}`
    if (store && url.startsWith(`${store}/`)) return `/media${url.slice(store.length)}`
    if (url.startsWith(`${cms}/uploads/`)) return `/media${url.slice(cms.length)}`
    return url
  }
}

export async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const path = MEDIA_PATH.exec(c.req.path)?.[1]
  const source = mediaSource(c.env)
  // From the CMS only its uploads folder: `/media/api/…` must never reach its API.
  if (!path || (source.cms && !path.startsWith('uploads/'))) return c.text('Not Found', 404)
  const range = singleRange(c.req.header('range'))
  const cache = edgeCache()
  const key = new Request(new URL(c.req.path, c.req.url).toString())
  if (cache && c.req.method === 'GET') {
    const hit = await cache.match(range ? new Request(key, { headers: { range } }) : key)
    // A cached answer's headers are immutable; the security headers are still to be added.
    if (hit) return sandboxed(new Response(hit.body, hit))
  }
  // The CMS's uploads folder answers the worker (its secret) and nobody else while the admin is off
  // (docs/spec.md §18.11); the object store is another party and never gets the secret.
  const credential = (): Headers =>
    new Headers(source.cms ? { [WORKER_SECRET_HEADER]: c.env.CMS_WORKER_SECRET } : {})
  const headers = credential()
  if (range) headers.set('range', range)
  for (const name of PASSED_ON) {
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  const target = `${source.base}/${path}`
  const ask = (method: 'GET' | 'HEAD', sent: Headers) =>
    fetch(target, { method, headers: sent, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) })
  let upstream: Response
  try {
    upstream = await ask(c.req.method === 'HEAD' ? 'HEAD' : 'GET', headers)
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    // Strapi's uploads folder answers a range past the end with a broken Content-Length; the answer it
    // means is 416, with the file's size.
    const size = range && !timedOut ? await ask('HEAD', credential()).catch(() => undefined) : undefined
    if (size?.ok) {
      return new Response(null, {
        status: 416,
        headers: { 'content-range': `bytes */${size.headers.get('content-length') ?? '*'}` },
      })
    }
    return c.text(timedOut ? 'Gateway Timeout' : 'Bad Gateway', timedOut ? 504 : 502)
  }
  if (upstream.status === 404 || upstream.status === 403) return c.text('Not Found', 404)
  if (![200, 206, 304, 416].includes(upstream.status)) return c.text('Bad Gateway', 502)
  const answer = new Headers({
    'cache-control': IMMUTABLE,
    ...mediaTypeHeaders(upstream.headers.get('content-type')),
  })
  for (const name of KEPT) {
    const value = upstream.headers.get(name)
    if (value) answer.set(name, value)
  }
  if (!answer.has('accept-ranges')) answer.set('accept-ranges', 'bytes')
  const response = new Response(upstream.body, { status: upstream.status, headers: answer })
  if (cache && upstream.status === 200 && c.req.method === 'GET' && !range) {
    c.executionCtx.waitUntil(cache.put(key, response.clone()))
  }
  return sandboxed(response)
}

/** A media type as served: media (cms/src/shared/media.ts) inline, anything else a download browsers cannot sniff into a page. */
function mediaTypeHeaders(type: string | null): Record<string, string> {
  const essence = typeEssence(type)
  return isInlineMedia(essence)
    ? { 'content-type': essence, 'x-content-type-options': 'nosniff' }
    : {
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment',
        'x-content-type-options': 'nosniff',
      }
}

/**
 * The media answer's own policy (MEDIA_CSP), which the security middleware leaves in place: the site's page
 * policy would let a file under /media run as a script of the site.
 */
function sandboxed(response: Response): Response {
  response.headers.set('content-security-policy', MEDIA_CSP)
  return response
}

import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../config'
import { redirectOnSite } from '../redirect.server'

/** Letters, digits and `-._~`: percent-encoding them changes nothing (RFC 3986 §2.3), so they are decoded. */
const UNRESERVED_ESCAPE = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g

/**
 * The one spelling of a path (docs/spec.md §18.9): escapes of unreserved characters decoded and the others
 * written in capitals, repeated slashes as one, no trailing slash (but the root's). Dot segments are gone
 * already: the URL parser removes them, `%2e` included.
 */
export function canonicalPath(path: string): string {
  const decoded = path
    .replace(UNRESERVED_ESCAPE, (encoded) => String.fromCharCode(Number.parseInt(encoded.slice(1), 16)))
    .replace(/%[0-9a-f]{2}/gi, (encoded) => encoded.toUpperCase())
  const single = decoded.replace(/\/{2,}/g, '/')
  return single.length > 1 ? single.replace(/\/$/, '') : single
}

/**
 * Every path has one address: another spelling of it (`/events/`, `/es//malta`, `/%65vents`) is sent to it
 * with 301, its query kept, before any gate, cache or page reads the path; a post to another spelling is
 * not found. So nothing downstream meets two spellings of one page, and a visitor who typed a trailing slash
 * lands on the page instead of a dead end.
 */
export const canonicalPaths = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url)
  const canonical = canonicalPath(url.pathname)
  if (canonical === url.pathname) return next()
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.notFound()
  c.header('cache-control', 'public, max-age=3600')
  return redirectOnSite(c, canonical + url.search, 301)
}

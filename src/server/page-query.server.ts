import type { Context, MiddlewareHandler } from 'hono'
import { LAST_PAGE, VALUE_PATTERNS } from '../../cms/src/shared/content-reads'
import { SLUG_PATTERN } from '../app/paths'
import type { AppEnv } from '../config'
import { isWhen } from '../lib/nights'
import { redirectOnSite } from './redirect.server'

/**
 * The query of a page that may be cached holds what the page reads and nothing else (docs/spec.md §17.3):
 * each parameter the page reads, with a value of its form, once; `page=1` (the default) left out. The page
 * reads these values and the page caches key on them (in name order), so no spelling (`page[]=`, `page=02`,
 * a parameter twice, one the page ignores) can render one page under another's key: anything else is
 * redirected to the canonical address first. The order of the parameters is free (it changes nothing).
 */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
/** A tag as articles carry it, and the last page a list shows: what the CMS's gate allows too (§18.11). */
export const TAG_PATTERN = VALUE_PATTERNS.tag
export { LAST_PAGE }

const matching = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : undefined)

const PARAMS: Record<string, (value: string) => string | undefined> = {
  page: (value) =>
    /^[1-9]\d{0,3}$/.test(value) && Number(value) <= LAST_PAGE && value !== '1' ? value : undefined,
  venue: matching(SLUG_PATTERN),
  month: matching(MONTH_PATTERN),
  tag: matching(TAG_PATTERN),
  when: (value) => (isWhen(value) ? value : undefined),
}

/** The canonical `?…` of a query for a page that reads `reads`, in name order ('' when nothing is left). */
export function canonicalSearch(search: string, reads: readonly string[]): string {
  if (search === '' || search === '?') return ''
  const given = new URLSearchParams(search)
  const kept: [string, string][] = []
  for (const name of [...reads].sort()) {
    const value = given.get(name)
    const canonical = value === null ? undefined : (PARAMS[name] ?? ((v: string) => v || undefined))(value)
    if (canonical !== undefined) kept.push([name, canonical])
  }
  return kept.length ? `?${new URLSearchParams(kept)}` : ''
}

/** A query's `name=value` pairs, as written, in name order: canonical queries differ from this in order only. */
const inNameOrder = (search: string) => `?${search.slice(1).split('&').sort().join('&')}`

/**
 * Sends a GET of a cacheable page whose query is not canonical to its canonical address (301), before any
 * cache tier or the page sees it. A plain address (no query) passes at no cost.
 */
export const canonicalQueries =
  (
    routeOf: (path: string) => { page: { query?: readonly string[] } } | undefined,
  ): MiddlewareHandler<AppEnv> =>
  async (c: Context<AppEnv>, next) => {
    const search = c.req.url.includes('?') ? new URL(c.req.url).search : ''
    if (search === '' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const route = routeOf(c.req.path)
    if (!route) return next()
    const canonical = canonicalSearch(search, route.page.query ?? [])
    if (canonical === inNameOrder(search)) return next()
    return redirectOnSite(c, `${c.req.path}${canonical}`, 301)
  }

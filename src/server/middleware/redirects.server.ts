import type { MiddlewareHandler } from 'hono'
import { isExternal, type RedirectRule } from '../../app/redirects'
import type { AppEnv } from '../../config'
import { localePath } from '../../lib/locale'
import { redirectOnSite } from '../redirect.server'

/**
 * Applies the configured redirect rules in both languages, keeping the query string (docs/spec.md §8.1):
 * internal targets in the request's language, external ones (the rules alone may name them) as written.
 */
export const redirects =
  (rules: readonly RedirectRule[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const path = c.get('unprefixedPath').replace(/(.)\/$/, '$1')
    const rule = rules.find((candidate) => candidate.from === path)
    if (!rule) return next()
    if (isExternal(rule.to)) return c.redirect(rule.to, rule.status)
    return redirectOnSite(c, localePath(rule.to, c.get('locale')) + new URL(c.req.url).search, rule.status)
  }

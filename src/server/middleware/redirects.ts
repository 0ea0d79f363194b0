import type { MiddlewareHandler } from 'hono'
import { isExternal, type RedirectRule } from '../../app/redirects'
import type { AppEnv } from '../../config'
import { localePath, splitLocale } from '../../lib/locale'

/** Applies the configured redirect rules in both languages, keeping the query string. */
export const redirects =
  (rules: readonly RedirectRule[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const url = new URL(c.req.url)
    const { locale, path } = splitLocale(url.pathname.replace(/(.)\/$/, '$1'))
    const rule = rules.find((candidate) => candidate.from === path)
    if (!rule) return next()
    const target = isExternal(rule.to) ? rule.to : localePath(rule.to, locale) + url.search
    return c.redirect(target, rule.status)
  }

import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../config'
import { isBotUserAgent } from '../../lib/bots'
import { AppError } from '../../lib/errors'
import { splitLocale } from '../../lib/locale'
import { parseQuery, QueryLimitError } from '../../lib/query'
import { cookieHeader } from '../cookies.server'

export const MAX_PATH_BYTES = 2048
export const MAX_COOKIE_BYTES = 8192

const refuse = (status: 400 | 414 | 431, message: string) => new AppError(message, { status, fatal: false })

/**
 * The first thing every request meets: what it is (a crawler or not, the page's language from its path)
 * and whether the site can use it at all. Over-long paths (414), malformed percent-encoding (400),
 * oversized cookie headers (431) and query strings beyond the parsing limits (400) are refused before
 * anything else reads them, with a page in the path's language (docs/spec.md §7.4).
 */
export const requestBasics = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url)
  const { locale, path } = splitLocale(url.pathname)
  c.set('isBot', isBotUserAgent(c.req.header('user-agent')))
  c.set('locale', locale)
  c.set('unprefixedPath', path)
  c.set('query', {})
  if (url.pathname.length > MAX_PATH_BYTES) throw refuse(414, 'URI Too Long')
  try {
    decodeURIComponent(url.pathname)
  } catch {
    throw refuse(400, 'Malformed path encoding')
  }
  if (cookieHeader(c).length > MAX_COOKIE_BYTES) throw refuse(431, 'Cookies too large')
  try {
    c.set('query', parseQuery(url.search))
  } catch (error) {
    if (error instanceof QueryLimitError) throw refuse(400, error.message)
    throw error
  }
  await next()
}

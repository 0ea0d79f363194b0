import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../config'
import { AppError } from '../../lib/errors'
import { splitLocale } from '../../lib/locale'
import { parseQuery, QueryLimitError } from '../../lib/query'

export const MAX_PATH_BYTES = 2048
export const MAX_COOKIE_BYTES = 8192

const refuse = (status: 400 | 414 | 431, message: string) => new AppError(message, { status, fatal: false })

/**
 * Refuses input the site cannot use before anything else reads it: over-long paths (414), malformed
 * percent-encoding (400), oversized cookie headers (431), query strings beyond the qs limits (400). The
 * error handler answers with a clear page in the path's language. The parsed query is kept for handlers.
 */
export const badInput = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url)
  c.set('locale', splitLocale(url.pathname).locale)
  if (url.pathname.length > MAX_PATH_BYTES) throw refuse(414, 'URI Too Long')
  try {
    decodeURIComponent(url.pathname)
  } catch {
    throw refuse(400, 'Malformed path encoding')
  }
  if ((c.req.header('cookie')?.length ?? 0) > MAX_COOKIE_BYTES) throw refuse(431, 'Cookies too large')
  try {
    c.set('query', parseQuery(url.search))
  } catch (error) {
    if (error instanceof QueryLimitError) throw refuse(400, error.message)
    throw error
  }
  await next()
}

import type { Context, MiddlewareHandler } from 'hono'
import { type AppEnv, siteOrigin } from '../../config'
import { requestContext } from '../context.server'

/** A request from the site's own pages: its Origin is SITE_URL's, or the browser says it is same-origin. */
export const isFromSite = (c: Context<AppEnv>): boolean =>
  c.req.header('origin') === siteOrigin(c.env) || c.req.header('sec-fetch-site') === 'same-origin'

/**
 * One rule for every POST, whatever it says its body is (docs/spec.md §11.7): it comes from the site's own
 * pages, or it is refused with a message in its language. (hono/csrf looks at form bodies only: a JSON post
 * from another site went through.) The one exception, a mail program's one-click unsubscribe (§14.8), is
 * answered before this rule by its own route, with its token for proof (pages/newsletter.tsx).
 */
export const sameSitePosts = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (isFromSite(c)) return next()
  c.header('cache-control', 'no-store')
  return c.text(requestContext(c).t('auth.errors.crossOrigin'), 403)
}

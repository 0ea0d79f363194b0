import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { REDIRECTS, type RedirectRule } from './app/redirects'
import { ROUTES, type RouteDef } from './app/routes'
import type { AppEnv } from './config'
import { isBotUserAgent } from './lib/bots'
import { AppError, toErrorInfo } from './lib/errors'
import { LOCALES, localePath } from './lib/locale'
import { authRoutes, session } from './server/auth/index.server'
import { buildManifest } from './server/build-routes'
import { CmsError } from './server/cms/errors'
import { formsApp } from './server/forms/index.server'
import { badInput } from './server/middleware/bad-input'
import { locale } from './server/middleware/locale'
import { redirects } from './server/middleware/redirects'
import { securityHeaders } from './server/middleware/security'
import {
  type PageRegistry,
  renderBadRequest,
  renderErrorScreen,
  renderNotFound,
  renderUnavailable,
  routeHandler,
} from './server/pages.server'
import { purgeContent } from './server/purge.server'
import { robots, sitemap } from './server/sitemap.server'

export interface AppOptions {
  routes?: readonly RouteDef[]
  redirectRules?: readonly RedirectRule[]
  pages?: PageRegistry
}

/**
 * The worker: security → bad input → build manifest → redirects → locale → routes, with one not-found and
 * one error handler. Options exist so tests can mount a route table of their own.
 */
export function createApp({ routes = ROUTES, redirectRules = REDIRECTS, pages }: AppOptions = {}) {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(securityHeaders())
  app.use(async (c, next) => {
    c.set('isBot', isBotUserAgent(c.req.header('user-agent')))
    c.set('user', null)
    await next()
  })
  app.use(badInput())
  app.get('/_app/builds/:file', buildManifest)
  app.post('/_app/purge', purgeContent)
  app.get('/robots.txt', robots)
  app.get('/sitemap.xml', sitemap)
  app.use(redirects(redirectRules))
  app.use(locale())
  app.use(session())
  app.route('/', authRoutes)
  app.route('/', formsApp())

  for (const route of routes) {
    const handler = routeHandler(route, pages)
    for (const code of LOCALES) app.get(localePath(route.path, code), handler)
  }

  app.notFound(renderNotFound)
  app.onError(async (error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    const info = toErrorInfo(error)
    console.error(`[error] ${c.get('requestId') ?? ''} ${c.req.method} ${c.req.path}: ${info.message}`)
    if (error instanceof CmsError) {
      return c.get('isBot') ? c.text('Service Unavailable', 503) : renderUnavailable(c)
    }
    const nonFatal = error instanceof AppError && !error.fatal
    if (nonFatal && info.status === 404) return renderNotFound(c)
    if (nonFatal && (info.status === 400 || info.status === 414 || info.status === 431)) {
      if (info.status === 431) clearSiteCookies(c.header.bind(c), c.req.header('cookie'))
      return renderBadRequest(c, info.status)
    }
    // Crawlers never get an error screen: the status alone tells them what happened.
    if (c.get('isBot')) return c.text(statusText(info.status), info.status as 500)
    try {
      return await renderErrorScreen(c, info)
    } catch (renderError) {
      console.error('[error] the error screen failed to render', renderError)
      return c.text(statusText(info.status), info.status as 500)
    }
  })
  return app
}

const statusText = (status: number) =>
  ({ 400: 'Bad Request', 404: 'Not Found', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' })[
    status
  ] ?? 'Internal Server Error'

/** After an oversized cookie header, expire every cookie it named so the next request gets through. */
function clearSiteCookies(
  setHeader: (name: string, value: string, options: { append: true }) => void,
  cookie = '',
) {
  const names = new Set(cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? ''))
  for (const name of [...names].filter((n) => /^[\w.-]{1,64}$/.test(n)).slice(0, 50)) {
    setHeader('set-cookie', `${name}=; Path=/; Max-Age=0`, { append: true })
  }
}

export { AccountProfiles, SignInThrottle } from './server/auth/index.server'
export default createApp()

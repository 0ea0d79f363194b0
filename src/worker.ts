import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ROUTE_PATHS } from './app/paths'
import { REDIRECTS, type RedirectRule } from './app/redirects'
import type { AppEnv, Env } from './config'
import { AppError, toErrorInfo, UnreadableForm } from './lib/errors'
import { DEFAULT_LOCALE, LOCALES, localePath } from './lib/locale'
import { oneClickUnsubscribe } from './pages/newsletter'
import { RESOURCES, ROUTES } from './routes'
import { connectThroughSite } from './server/auth/connect.server'
import { supabaseSessions } from './server/auth/supabase.server'
import { buildManifest } from './server/build-routes.server'
import { type Clock, systemClock } from './server/clock.server'
import { CmsError } from './server/cms/errors.server'
import { createFrontDoor } from './server/content/front-door.server'
import type { ContentSource } from './server/content/index.server'
import { type MemoryTier, memoryFor } from './server/content/memory.server'
import { cacheableRoutes } from './server/content/pages.server'
import { contentHealth, purgeContent } from './server/content/purge.server'
import { cookieNames } from './server/cookies.server'
import {
  actionHandler,
  pageHandler,
  renderBadRequest,
  renderErrorScreen,
  renderNotFound,
  renderUnavailable,
} from './server/dispatch.server'
import { serveMedia } from './server/media.server'
import { canonicalPaths } from './server/middleware/canonical-path.server'
import { locale } from './server/middleware/locale.server'
import { postLimit } from './server/middleware/post-limit.server'
import { redirects } from './server/middleware/redirects.server'
import { requestBasics } from './server/middleware/request.server'
import { requestIds } from './server/middleware/request-id.server'
import { sameSitePosts } from './server/middleware/same-site-posts.server'
import { securityHeaders } from './server/middleware/security.server'
import type { ResourceRoute, Route } from './server/page.server'
import { canonicalQueries } from './server/page-query.server'
import { draftMode, enterPreview, leavePreview } from './server/preview.server'
import { robots, sitemap } from './server/sitemap.server'

export interface AppOptions {
  routes?: readonly Route[]
  resources?: readonly ResourceRoute[]
  redirectRules?: readonly RedirectRule[]
  /** Where content comes from; tests about routing pass a fixture instead of the CMS. */
  content?: ContentSource
  /** The isolate's memory tier for a configuration (docs/decisions/017-memory-tier.md). */
  memory?: (env: Env) => MemoryTier
  /** Every timer of the app (the sign-in floor, the data deadline); tests pass their own. */
  clock?: Clock
}

/** Posted forms are small; anything larger is not one of ours (docs/spec.md §11.8). */
const MAX_POST_BYTES = 32 * 1024

/**
 * The worker: draft mode → security → request basics → build manifest, purge, preview, robots, sitemap →
 * redirects → locale → canonical queries → every route of the table (its pages through the content cache:
 * server/content/index.server.ts), with one not-found and one error handler (docs/decisions/012-route-table.md).
 */
export function createApp({
  routes = ROUTES,
  resources = RESOURCES,
  redirectRules = REDIRECTS,
  content,
  clock = systemClock,
  memory = memoryFor(clock.now),
}: AppOptions = {}) {
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    c.set('clock', clock)
    c.set('memoryTier', memory(c.env))
    await next()
  })
  app.use(requestIds())
  // Before the security headers: draft mode decides who may frame the answer (docs/spec.md §18.10).
  app.use(draftMode())
  app.use(securityHeaders())
  app.use(requestBasics())
  app.use(canonicalPaths())
  if (content) {
    app.use(async (c, next) => {
      c.set('contentSource', content)
      await next()
    })
  }
  app.get('/_app/builds/:file', buildManifest(routes, resources))
  app.post('/_app/purge', purgeContent)
  app.get('/_app/content', contentHealth)
  // The CMS's "Open preview" and the band's way out (docs/spec.md §16.13).
  app.get('/_app/preview', enterPreview)
  app.get('/_app/preview/exit', leavePreview)
  app.get('/robots.txt', robots)
  app.get('/sitemap.xml', sitemap(routes))
  // Files and the social sign-in's steps have no language: answered before the language redirects.
  // Pictures and sounds under the site's origin, from the CMS's uploads or the object store.
  app.get('/media/*', serveMedia)
  // The browser's steps of a social sign-in, through the site to the CMS (docs/spec.md §9.4).
  app.get('/api/connect/:provider', connectThroughSite)
  app.get('/api/connect/:provider/callback', connectThroughSite)
  app.use(redirects(redirectRules))
  app.use(locale())
  // One address per cacheable page: its query as the page reads it, or a redirect there (§17.3).
  const cacheableRoute = cacheableRoutes(routes)
  app.use(canonicalQueries(cacheableRoute))
  app.use(supabaseSessions())
  // A mail program's one-click unsubscribe comes from no page of the site: its own rule (§14.8).
  for (const code of LOCALES)
    app.post(localePath(ROUTE_PATHS['newsletter-unsubscribe'], code), oneClickUnsubscribe)
  app.on('POST', '*', sameSitePosts(), postLimit(MAX_POST_BYTES))

  for (const resource of resources) {
    const codes = resource.localized === false ? [DEFAULT_LOCALE] : LOCALES
    for (const code of codes) app.get(localePath(resource.path, code), resource.get)
  }
  for (const code of LOCALES) {
    for (const route of routes) {
      const path = localePath(route.path, code)
      app.get(path, pageHandler(route))
      if (route.maxPostBytes) app.post(path, postLimit(route.maxPostBytes))
      app.post(path, actionHandler(route))
    }
  }

  app.notFound(renderNotFound)
  app.onError(async (error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    const info = toErrorInfo(error)
    console.error(`[error] ${c.get('requestId') ?? ''} ${c.req.method} ${c.req.path}: ${info.message}`)
    if (error instanceof CmsError) {
      return c.get('isBot') ? c.text('Service Unavailable', 503) : renderUnavailable(c)
    }
    if (error instanceof UnreadableForm) return renderBadRequest(c, 'form')
    const nonFatal = error instanceof AppError && !error.fatal
    if (nonFatal && info.status === 404) return renderNotFound(c)
    if (nonFatal && (info.status === 400 || info.status === 414 || info.status === 431)) {
      if (info.status === 431) clearNamedCookies(c)
      return renderBadRequest(c, info.status)
    }
    // Crawlers never get an error screen: the status alone tells them what happened (docs/spec.md §7.9).
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
function clearNamedCookies(c: Context<AppEnv>) {
  for (const name of cookieNames(c)
    .filter((n) => /^[\w.-]{1,64}$/.test(n))
    .slice(0, 50)) {
    c.header('set-cookie', `${name}=; Path=/; Max-Age=0`, { append: true })
  }
}

/**
 * The worker: the content cache's front door (request shapes the app has already answered with a page it
 * remembers: server/content/front-door.server.ts), then the app. Options as for createApp.
 */
export function createWorker(options: Omit<AppOptions, 'memory'> = {}) {
  const memory = memoryFor(options.clock?.now)
  const app = createApp({ ...options, memory })
  const frontDoor = createFrontDoor(cacheableRoutes(options.routes ?? ROUTES))
  return {
    async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      const tier = memory(env)
      const remembered = frontDoor.answer(request, env, tier, ctx)
      if (remembered) return remembered
      const response = await app.fetch(request, env, ctx)
      frontDoor.learn(request, env, tier, response)
      return response
    },
  }
}

export { ClientBookings } from './bookings/server/limits.server'
export { AccountProfiles } from './server/auth/profile.server'
export { SignInThrottle } from './server/auth/throttle.server'
export { TagLedger } from './server/content/ledger.server'
export { ContentShield } from './server/content/shield.server'
export { FormTokens } from './server/limits/form-tokens.server'
export { MailLimits } from './server/limits/mail.server'
export default createWorker()

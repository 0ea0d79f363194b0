import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { Breadcrumbs } from '../app/components/breadcrumbs'
import { PageSlot } from '../app/components/PageSlot'
import { JsonLd } from '../app/components/seo'
import { resolveLayout } from '../app/layouts/names'
import { fillPath, isVenueSlug, paramNames, ROUTE_PATHS, SLUG_PATTERN } from '../app/paths'
import type { RouteInfo } from '../app/render-context'
import { browserTitle, routeLabel } from '../app/route-label'
import {
  BadRequestPage,
  type BadRequestReason,
  ErrorScreen,
  NotFoundPage,
  StartingPage,
  UnavailablePage,
} from '../app/status-pages'
import { type AppEnv, isDevelopment, siteOrigin } from '../config'
import type { SocialLink } from '../lib/domain'
import { type ErrorInfo, invalidRouteParams, toErrorInfo, unknownRouteMiddleware } from '../lib/errors'
import { localePath } from '../lib/locale'
import { clockOf } from './clock.server'
import { isOutage } from './cms/errors.server'
import { contentCache } from './content/index.server'
import { requestContext } from './context.server'
import { isDefinedGuard, type PageContext, type Route } from './page.server'
import { renderPage } from './render.server'

/**
 * The route table's dispatcher (docs/decisions/012-route-table.md): for every route, GET renders its page
 * and POST hands a form to its `action`. Guards run first in each case.
 */

/**
 * How long a visitor's page waits for its data before the shell is sent without it. CMS answers from the
 * edge cache arrive well within this, so the page gets its real title and a correct 404; a slow CMS never
 * delays the first byte by more than this (docs/spec.md §22.2).
 */
export const DATA_WAIT_MS = 50

/** How often the starting page reloads itself, and the Retry-After it answers (renderUnavailable). */
export const STARTING_RETRY_SECONDS = 10

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown }

const settle = (promise: Promise<unknown>): Promise<Settled> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )

const within = <T,>(c: Context<AppEnv>, promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    clockOf(c)
      .deadline(ms)
      .then(() => undefined),
  ])

/** What a section shows when its data failed after the shell had left (the status is already sent). */
function LateError({ error, path, starting }: { error: unknown; path: string; starting: boolean }) {
  if (toErrorInfo(error).status === 404) return <NotFoundPage requestedPath={path} />
  // In development the local CMS is starting (renderUnavailable): said in place, the page reloads itself.
  return starting ? <StartingPage reloadAfter={STARTING_RETRY_SECONDS} /> : <UnavailablePage />
}

const forcedMode = (route: Route): 'light' | 'dark' | undefined => {
  if (route.colorMode !== 'system') return route.colorMode
  console.warn(`Route "${route.name}" forces colour mode "system", which cannot be forced; ignoring it.`)
  return undefined
}

const routeInfo = (route: Route): RouteInfo => ({
  name: route.name,
  venue: route.venue,
  section: route.section,
  forcedColorMode: forcedMode(route),
  personal: route.cache === 'private',
  translatedQuery: route.page.translatedQuery,
})

/** The brand's social links for the footer; none when the CMS cannot say (a page never fails for them). */
const brandSocials = (ctx: PageContext): Promise<SocialLink[]> =>
  ctx.content.brandSocials(ctx.locale).catch(() => [])

/** Checks the path parameters, builds the page's context and runs the route's guards. */
async function enter(c: Context<AppEnv>, route: Route): Promise<PageContext | Response> {
  const base = requestContext(c)
  const params: Record<string, string> = {}
  for (const name of paramNames(route.path)) {
    const value = c.req.param(name) ?? ''
    if (!SLUG_PATTERN.test(value)) throw invalidRouteParams(base.path)
    params[name] = value
  }
  const reads = route.page.query ?? []
  const query = Object.fromEntries(Object.entries(base.query).filter(([name]) => reads.includes(name)))
  const ctx: PageContext = { ...base, query, route, params, renderPage: (status) => render(ctx, status) }
  for (const guard of route.guards ?? []) {
    if (!isDefinedGuard(guard)) throw unknownRouteMiddleware()
    const answer = await guard.check(ctx)
    if (answer) return answer
  }
  return ctx
}

/** Renders a route's page: its data, breadcrumbs and structured data, streamed. */
async function render(ctx: PageContext, answerStatus: ContentfulStatusCode = 200): Promise<Response> {
  let status = answerStatus
  const { c, route, t } = ctx
  const module = route.page
  const url = siteOrigin(c.env) + localePath(ctx.unprefixedPath, ctx.locale)
  let title = routeLabel(route.name, t)
  let documentTitle: string | undefined
  let description: string | null | undefined
  let image: string | undefined
  let info = routeInfo(route)
  let body: ReactNode
  let deferred: Promise<ReactNode> | undefined

  const fallbackTitle = title
  /** The page with its breadcrumbs and structured data, once its data is known. */
  const content = (data: unknown) => {
    const thing = module.jsonLd?.(data, { url, siteName: t('site.name') })
    return (
      <>
        <Breadcrumbs current={module.title?.(data, ctx) ?? fallbackTitle} />
        <module.Page data={data} />
        {thing && <JsonLd data={thing} />}
      </>
    )
  }
  const lateError = (error: unknown) => (
    <LateError error={error} path={ctx.path} starting={isDevelopment(c.env)} />
  )

  // The footer's social links come from the CMS with the page's data, within the same wait (docs/spec.md §3.2).
  const socials = brandSocials(ctx)
  const settled = settle(module.load ? module.load(ctx) : Promise.resolve(undefined))
  const both = Promise.all([settled, socials])
  // Crawlers and answers to a posted form wait for everything; visitors wait a moment, then get the shell.
  const early = c.get('isBot') || ctx.form ? await both : await within(c, both, DATA_WAIT_MS)
  const [result, links] = early ?? [undefined, undefined]
  if (result && !result.ok && ctx.form && module.outage && isOutage(result.error)) {
    // Answering a form while the CMS is down: the form alone, with everything typed.
    status = 503
    c.header('retry-after', '60')
    body = await module.outage(ctx)
  } else if (result && !result.ok) {
    throw result.error
  } else if (result?.ok) {
    // The page's own status for its data (a link refused on opening it), unless it answers a refused form.
    if (answerStatus === 200) status = module.status?.(result.value) ?? status
    title = module.title?.(result.value, ctx) ?? title
    documentTitle = module.documentTitle?.(result.value, ctx)
    description = module.description?.(result.value)
    image = module.image?.(result.value)
    const venue = module.venue?.(result.value)
    if (venue && isVenueSlug(venue)) info = { ...info, dataVenue: venue }
    body = content(result.value)
  } else {
    // The shell leaves now; the content and the footer's links follow in place when the data arrives.
    body = <PageSlot />
    deferred = settled.then((late) => (late.ok ? content(late.value) : lateError(late.error)))
  }

  const uncached = route.cache === 'private'
  return renderPage(c, {
    status,
    layout: resolveLayout(route.layout),
    route: info,
    params: ctx.params,
    query: ctx.query,
    title: route.name === 'home' ? title : browserTitle(documentTitle ?? title, t('site.name')),
    description: description ?? undefined,
    image,
    alternates: true,
    // A form page is private (its fill-time token) but not personal: crawlers index it (spec §6.5).
    noindex: route.noindex,
    canonicalPath: route.canonical && fillPath(ROUTE_PATHS[route.canonical], ctx.params),
    headers: uncached ? { 'cache-control': 'private, no-store' } : undefined,
    form: ctx.form,
    body,
    deferred,
    socials: links ?? socials,
  })
}

/** GET: the page, through the content cache's page tiers (anonymous pages of cacheable routes). */
export const pageHandler = (route: Route) => (c: Context<AppEnv>) =>
  contentCache(c).page(route, async () => {
    const entered = await enter(c, route)
    return entered instanceof Response ? entered : render(entered)
  })

/** POST: the route's form action; a page that takes no form answers 404 (docs/spec.md §7.4). */
export const actionHandler = (route: Route) => async (c: Context<AppEnv>) => {
  const action = route.page.action
  if (!action) return renderNotFound(c)
  const entered = await enter(c, route)
  return entered instanceof Response ? entered : action.call(route.page, entered)
}

/** A status page (not found, bad request, unavailable): the 404 layout, its title, never indexed. */
function renderStatusPage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  titleKey: 'notFound.title' | 'badRequest.title' | 'unavailable.title' | 'starting.title',
  body: ReactNode,
  headers?: Record<string, string>,
) {
  const { t } = requestContext(c)
  const title = browserTitle(t(titleKey), t('site.name'))
  return renderPage(c, { status, layout: '404', title, alternates: false, noindex: true, headers, body })
}

export const renderNotFound = (c: Context<AppEnv>) =>
  renderStatusPage(c, 404, 'notFound.title', <NotFoundPage requestedPath={requestContext(c).path} />)

export const renderBadRequest = (c: Context<AppEnv>, reason: BadRequestReason) =>
  renderStatusPage(
    c,
    reason === 'form' ? 400 : reason,
    'badRequest.title',
    <BadRequestPage reason={reason} />,
    {
      'cache-control': 'no-store',
    },
  )

/**
 * The CMS is down and nothing is cached for this page: a localised 503 that asks to come back soon. In
 * development the CMS is the local one `npm start` runs, which cannot be reached only while it starts
 * (a first start seeds the demo content for about a minute): the page says so and reloads itself.
 */
export const renderUnavailable = (c: Context<AppEnv>) =>
  isDevelopment(c.env)
    ? renderStatusPage(c, 503, 'starting.title', <StartingPage />, {
        'retry-after': String(STARTING_RETRY_SECONDS),
        refresh: String(STARTING_RETRY_SECONDS),
        'cache-control': 'no-store',
      })
    : renderStatusPage(c, 503, 'unavailable.title', <UnavailablePage />, {
        'retry-after': '60',
        'cache-control': 'no-store',
      })

/** The full-page error screen; the stack is shown only in development (docs/spec.md §7.7). */
export function renderErrorScreen(c: Context<AppEnv>, error: ErrorInfo) {
  const shown = isDevelopment(c.env) ? error : { ...error, stack: undefined }
  return renderPage(c, {
    status: error.status,
    layout: 'empty',
    title: 'Oh no!!',
    alternates: false,
    noindex: true,
    headers: { 'cache-control': 'no-store' },
    body: <ErrorScreen error={shown} />,
  })
}

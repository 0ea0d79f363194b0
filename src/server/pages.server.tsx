import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { PageSlot } from '../app/components/PageSlot'
import { Breadcrumbs, JsonLd, socialImage, structuredData } from '../app/components/seo'
import { PAGES } from '../app/pages'
import { BadRequestPage, ErrorScreen, NotFoundPage, UnavailablePage } from '../app/pages/errors'
import type { PageModule } from '../app/pages/types'
import {
  forcedColorMode,
  type PageName,
  type RouteDef,
  resolveLayout,
  routeLabel,
  routeParamNames,
  SLUG_PATTERN,
} from '../app/routes'
import { type AppEnv, type FormState, isDevelopment } from '../config'
import { type ErrorInfo, invalidRouteParams, toErrorInfo } from '../lib/errors'
import { translator } from '../lib/i18n'
import { contentFor } from './cms/index.server'
import { runGuards } from './guards'
import { cachedHtml } from './html-cache.server'
import { renderPage } from './render.server'

export type PageRegistry = Record<PageName, PageModule>

/**
 * How long a visitor's page waits for its data before the shell is sent without it. CMS answers from the
 * edge cache arrive well within this, so the page gets its real title and a correct 404; a slow CMS
 * never delays the first byte by more than this.
 */
export const DATA_WAIT_MS = 50

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown }

const settle = (promise: Promise<unknown>): Promise<Settled> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )

const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))])

/** What a section shows when its data failed after the shell had left (the status is already sent). */
function LateError({ error, path }: { error: unknown; path: string }) {
  return toErrorInfo(error).status === 404 ? <NotFoundPage requestedPath={path} /> : <UnavailablePage />
}

/** Handles one route: validates its params, runs its guards, loads its data, streams its page. */
export const routeHandler =
  (route: RouteDef, pages: PageRegistry = PAGES) =>
  (c: Context<AppEnv>) =>
    route.noStore ? renderRoute(c, route, { pages }) : cachedHtml(c, () => renderRoute(c, route, { pages }))

export interface RenderRouteOptions {
  pages?: PageRegistry
  /** Status of the answer, e.g. 400 when a posted form comes back with errors. */
  status?: ContentfulStatusCode
  /** A posted form's values and errors, for the page to show again (works without JavaScript). */
  form?: FormState
}

/** Renders a route's page; POST handlers use it to answer a form with the same page and its errors. */
export async function renderRoute(c: Context<AppEnv>, route: RouteDef, options: RenderRouteOptions = {}) {
  const pages = options.pages ?? PAGES
  if (options.form) c.set('form', options.form)
  const url = new URL(c.req.url)
  const params: Record<string, string> = {}
  for (const name of routeParamNames(route.path)) {
    const value = c.req.param(name) ?? ''
    if (!SLUG_PATTERN.test(value)) throw invalidRouteParams(url.pathname)
    params[name] = value
  }
  const stopped = runGuards(c, route)
  if (stopped) return stopped

  const locale = c.get('locale')
  const t = translator(locale)
  const module = pages[route.page]
  let title = routeLabel(route, t)
  let description: string | null | undefined
  let image: string | undefined
  let body: ReactNode
  let deferred: Promise<ReactNode> | undefined

  const routeTitle = title
  const structured = (data: unknown) => {
    const thing = structuredData(route.page, data, url.origin + url.pathname)
    return thing && <JsonLd data={thing} />
  }
  const lateError = (error: unknown) => {
    c.set('noHtmlCache', true)
    return <LateError error={error} path={url.pathname} />
  }
  /** The page with its breadcrumbs and structured data, once its data is known. */
  const content = (data: unknown) => (
    <>
      <Breadcrumbs current={module.title?.(data, t, route) ?? routeTitle} />
      <module.Page params={params} data={data} />
      {structured(data)}
    </>
  )

  if (!module.load) {
    body = content(undefined)
  } else {
    const loading = module.load({
      content: contentFor(c),
      locale,
      params,
      route,
      query: c.get('query') ?? {},
      path: url.pathname,
    })
    const settled = settle(loading)
    // Crawlers wait for everything; visitors wait a moment, then get the shell first.
    const early = c.get('isBot') ? await settled : await within(settled, DATA_WAIT_MS)
    if (early && !early.ok) throw early.error
    if (early?.ok) {
      title = module.title?.(early.value, t, route) ?? title
      description = module.description?.(early.value)
      image = socialImage(route.page, early.value)
      body = content(early.value)
    } else {
      // The shell leaves now; the content follows in place when the data arrives.
      body = <PageSlot />
      deferred = settled.then((result) => (result.ok ? content(result.value) : lateError(result.error)))
    }
  }

  return renderPage(c, {
    status: options.status ?? 200,
    layout: resolveLayout(route.layout),
    route,
    params,
    title: route.name === 'home' ? title : `${title} · ${t('site.name')}`,
    description: description ?? undefined,
    image,
    alternates: true,
    forcedColorMode: forcedColorMode(route),
    noindex: route.noindex || route.guards?.includes('auth'),
    canonicalPath: route.canonical?.replace(':slug', params.slug ?? ''),
    headers: route.noStore ? { 'cache-control': 'no-store' } : undefined,
    body,
    deferred,
  })
}

export function renderNotFound(c: Context<AppEnv>) {
  const t = translator(c.get('locale'))
  const requestedPath = new URL(c.req.url).pathname
  return renderPage(c, {
    status: 404,
    layout: '404',
    title: t('notFound.title'),
    alternates: false,
    noindex: true,
    body: <NotFoundPage requestedPath={requestedPath} />,
  })
}

export function renderBadRequest(c: Context<AppEnv>, status: 400 | 414 | 431) {
  const t = translator(c.get('locale'))
  return renderPage(c, {
    status,
    layout: '404',
    title: t('badRequest.title'),
    alternates: false,
    noindex: true,
    body: <BadRequestPage status={status} />,
  })
}

/** The CMS is down and nothing is cached for this page: a localised 503 that asks to come back soon. */
export function renderUnavailable(c: Context<AppEnv>) {
  const t = translator(c.get('locale'))
  return renderPage(c, {
    status: 503,
    layout: '404',
    title: t('unavailable.title'),
    alternates: false,
    noindex: true,
    headers: { 'retry-after': '60', 'cache-control': 'no-store' },
    body: <UnavailablePage />,
  })
}

/** The full-page error screen; the stack is shown only in development. */
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

import type { Context } from 'hono'
import { PAGES, type PageComponent } from '../app/pages'
import { BadRequestPage, ErrorScreen, NotFoundPage } from '../app/pages/errors'
import {
  forcedColorMode,
  type PageName,
  type RouteDef,
  resolveLayout,
  routeParamNames,
  SLUG_PATTERN,
} from '../app/routes'
import { type AppEnv, isDevelopment } from '../config'
import { type ErrorInfo, invalidRouteParams } from '../lib/errors'
import { translator } from '../lib/i18n'
import { runGuards } from './guards'
import { renderPage } from './render.server'

export type PageRegistry = Record<PageName, PageComponent>

/** Handles one route: validates its params, runs its guards, streams its page. */
export const routeHandler =
  (route: RouteDef, pages: PageRegistry = PAGES) =>
  async (c: Context<AppEnv>) => {
    const params: Record<string, string> = {}
    for (const name of routeParamNames(route.path)) {
      const value = c.req.param(name) ?? ''
      if (!SLUG_PATTERN.test(value)) throw invalidRouteParams(new URL(c.req.url).pathname)
      params[name] = value
    }
    const stopped = runGuards(c, route)
    if (stopped) return stopped

    const t = translator(c.get('locale'))
    const Page = pages[route.page]
    return renderPage(c, {
      status: 200,
      layout: resolveLayout(route.layout),
      route,
      params,
      title: t(`routes.${route.name}`),
      alternates: true,
      forcedColorMode: forcedColorMode(route),
      noindex: !!route.guards?.length,
      headers: route.noStore ? { 'cache-control': 'no-store' } : undefined,
      body: <Page params={params} />,
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

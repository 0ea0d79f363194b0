import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { PAGE_SLOT_HTML } from '../app/components/PageSlot'
import { Document } from '../app/document'
import { Layout } from '../app/layouts'
import type { LayoutName } from '../app/layouts/names'
import { RenderContext, type RenderContextValue, type RouteInfo } from '../app/render-context'
import { type AppState, createAppStore } from '../app/state'
import { type AppEnv, siteOrigin } from '../config'
import type { FormState } from '../lib/forms/validate'
import { APP_STATE_ID } from '../lib/island-markers'
import type { ParsedQuery } from '../lib/query'
import { getBuildInfo } from './build-info.server'
import { requestContext } from './context.server'
import { injectBeforeClosingTags } from './html-injector'
import { fillSlot } from './html-slot'
import { botCheckSiteKey } from './limits/turnstile.server'

export interface PageRender {
  status: number
  layout: LayoutName
  route?: RouteInfo
  params?: Record<string, string>
  /** The query parameters the page reads (the rest must not shape a page that may be cached). */
  query?: ParsedQuery
  title: string
  description?: string
  /** Absolute URL of the picture for social cards. */
  image?: string
  /** The unprefixed path this page duplicates, when it is not its own canonical page. */
  canonicalPath?: string
  /** Canonical and hreflang links; only for pages that exist in every language. */
  alternates: boolean
  noindex?: boolean
  headers?: Record<string, string>
  form?: FormState
  /** The signed-in user, on pages that loaded the session (islands follow it). */
  user?: AppState['user']
  body: ReactNode
  /** Content that waits for data: sent in place of `body`'s PageSlot once ready (see html-slot). */
  deferred?: Promise<ReactNode>
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Streams a whole document. The shell (head, header, layout) leaves as soon as React has it; a page's
 * data-dependent part follows in place when it is ready (docs/decisions/003-streaming-in-order.md). The
 * client entry (React) is added only when an island rendered, the small site module only when a header
 * control or a gallery did: a page with neither ships no JavaScript. Nothing
 * in the markup depends on the visitor beyond the session flag and a posted form, so an anonymous page is
 * the same bytes for everyone and can be cached as it is.
 */
export async function renderPage(c: Context<AppEnv>, page: PageRender): Promise<Response> {
  const ctx = requestContext(c)
  const context: RenderContextValue = {
    locale: ctx.locale,
    t: ctx.t,
    path: ctx.unprefixedPath,
    origin: siteOrigin(c.env),
    route: page.route,
    params: page.params ?? {},
    query: page.query ?? {},
    layout: page.layout,
    signedIn: ctx.signedIn,
    flash: ctx.flash,
    form: page.form,
    botCheckSiteKey: botCheckSiteKey(c.env),
    islands: new Set(),
    controls: new Set(),
  }
  const build = await getBuildInfo(c.env)
  const state: AppState = { signedIn: ctx.signedIn, user: page.user ?? null }
  const store = createAppStore(state)
  const providers = (children: ReactNode) => (
    <RenderContext.Provider value={context}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </RenderContext.Provider>
  )
  const onError = (error: unknown) => console.error(`[render] ${c.get('requestId') ?? ''}`, error)
  const tree = providers(
    <Document
      title={page.title}
      description={page.description ?? ctx.t('site.description')}
      image={page.image}
      canonicalPath={page.canonicalPath}
      stylesheets={build.stylesheets}
      fonts={build.fonts}
      alternates={page.alternates}
      forcedColorMode={page.route?.forcedColorMode}
      noindex={page.noindex}
    >
      <Layout name={page.layout}>{page.body}</Layout>
    </Document>,
  )

  let stream: ReadableStream<Uint8Array> = await renderToReadableStream(tree, { onError })
  const { deferred } = page
  if (deferred) {
    stream = stream.pipeThrough(
      fillSlot(PAGE_SLOT_HTML, async () => renderToReadableStream(providers(await deferred), { onError })),
    )
  }

  // Scripts are decided once the shell has rendered (or, for islands only in late content, at the end):
  // the site module where a header control or gallery rendered, the React entry only where an island did
  // (docs/decisions/001, 015). The site module comes first, so toasts announced by islands find it ready.
  let shipped = { site: false, islands: false }
  const scriptTags = () => {
    const site = !!build.site && context.controls.size > 0 && !shipped.site
    const islands = !!build.entry && context.islands.size > 0 && !shipped.islands
    if (!site && !islands) return ''
    const seed =
      shipped.site || shipped.islands
        ? ''
        : `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(state)}</script>`
    shipped = { site: shipped.site || site, islands: shipped.islands || islands }
    return (
      seed +
      (site ? `<script type="module" src="${build.site}"></script>` : '') +
      (islands ? `<script type="module" src="${build.entry}"></script>` : '')
    )
  }
  const body = stream.pipeThrough(injectBeforeClosingTags({ head: scriptTags, body: scriptTags }))

  // c.body keeps what middleware already set on the context (cookies, security headers).
  return c.body(body, page.status as ContentfulStatusCode, {
    'content-type': 'text/html; charset=utf-8',
    ...page.headers,
  })
}

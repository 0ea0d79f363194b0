import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { PAGE_SLOT_HTML } from '../app/components/PageSlot'
import { Document } from '../app/document'
import { Layout } from '../app/layouts'
import { RenderContext, type RenderContextValue } from '../app/render-context'
import type { LayoutName, RouteDef } from '../app/routes'
import { type AppState, createAppStore } from '../app/state'
import type { AppEnv } from '../config'
import { translator } from '../lib/i18n'
import { APP_STATE_ID } from '../lib/island-markers'
import { getBuildInfo } from './build-info.server'
import { takeFlash } from './flash.server'
import { injectBeforeClosingTags } from './html-injector'
import { fillSlot } from './html-slot'

export interface PageRender {
  status: number
  layout: LayoutName
  route?: RouteDef
  params?: Record<string, string>
  title: string
  description?: string
  /** Absolute URL of the picture for social cards. */
  image?: string
  /** The unprefixed path this page duplicates, when it is not its own canonical page. */
  canonicalPath?: string
  /** Canonical and hreflang links; only for pages that exist in every language. */
  alternates: boolean
  forcedColorMode?: 'light' | 'dark'
  noindex?: boolean
  headers?: Record<string, string>
  body: ReactNode
  /** Content that waits for data: sent in place of `body`'s PageSlot once ready (see html-slot). */
  deferred?: Promise<ReactNode>
}

/** The request-derived part of the render context, shared by every page, error and status render. */
export function renderContextFor(
  c: Context<AppEnv>,
  layout: LayoutName,
  route?: RouteDef,
): RenderContextValue {
  const locale = c.get('locale') ?? 'en'
  return {
    locale,
    t: translator(locale),
    path: c.get('unprefixedPath') ?? '/',
    origin: new URL(c.req.url).origin,
    route,
    params: {},
    query: c.get('query') ?? {},
    layout,
    nonce: c.get('secureHeadersNonce') ?? '',
    user: c.get('user') ?? null,
    flash: takeFlash(c),
    form: c.get('form'),
    islands: new Set(),
  }
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Streams a whole document. The shell (head, header, layout) leaves as soon as React has it; Suspense
 * sections follow as their data arrives. Bots get the finished document in one piece. The client entry
 * is added only when an island rendered: a page without islands ships no JavaScript.
 */
export async function renderPage(c: Context<AppEnv>, page: PageRender): Promise<Response> {
  const context = { ...renderContextFor(c, page.layout, page.route), params: page.params ?? {} }
  const build = await getBuildInfo(c.env)
  const state: AppState = { locale: context.locale, user: context.user, buildId: build.id }
  const t = context.t

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
      description={page.description ?? t('site.description')}
      image={page.image}
      canonicalPath={page.canonicalPath}
      stylesheets={build.stylesheets}
      alternates={page.alternates}
      forcedColorMode={page.forcedColorMode}
      noindex={page.noindex}
    >
      <Layout name={page.layout}>{page.body}</Layout>
    </Document>,
  )

  let stream: ReadableStream<Uint8Array> = await renderToReadableStream(tree, {
    nonce: context.nonce,
    onError,
  })
  const { deferred } = page
  if (deferred) {
    stream = stream.pipeThrough(
      fillSlot(PAGE_SLOT_HTML, async () =>
        renderToReadableStream(providers(await deferred), { nonce: context.nonce, onError }),
      ),
    )
  }

  let entryAdded = false
  const entryTags = () => {
    if (entryAdded || !build.entry || context.islands.size === 0) return ''
    entryAdded = true
    return `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(state)}</script><script type="module" src="${build.entry}" nonce="${context.nonce}"></script>`
  }
  const body = stream.pipeThrough(injectBeforeClosingTags({ head: entryTags, body: entryTags }))

  // c.body keeps what middleware already set on the context (the language cookie, security headers).
  return c.body(body, page.status as ContentfulStatusCode, {
    'content-type': 'text/html; charset=utf-8',
    ...page.headers,
  })
}

import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { FooterSocials } from '../app/components/Footer'
import { PAGE_SLOT_HTML, SOCIAL_SLOT_HTML } from '../app/components/PageSlot'
import { Document } from '../app/document'
import { Layout } from '../app/layouts'
import type { LayoutName } from '../app/layouts/names'
import { RenderContext, type RenderContextValue, type RouteInfo } from '../app/render-context'
import { type AppState, createAppStore } from '../app/state'
import { type AppEnv, siteOrigin } from '../config'
import type { SocialLink } from '../lib/domain'
import type { FormState } from '../lib/forms/validate'
import { APP_STATE_ID, ISLANDS_ID } from '../lib/island-markers'
import { localePath } from '../lib/locale'
import type { ParsedQuery } from '../lib/query'
import { buildInfoOf } from './build-info.server'
import { clockOf } from './clock.server'
import { requestContext } from './context.server'
import { botCheckSiteKey } from './limits/turnstile.server'
import { adminOrigin, leavePreviewHref } from './preview.server'

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
  body: ReactNode
  /** Content that waits for data: sent in place of `body`'s PageSlot once ready. */
  deferred?: Promise<ReactNode>
  /**
   * The brand's social links for the footer: known, or on their way with a deferred page's data (sent in
   * place of the footer's slot); none on pages that do not read them (status pages, the error screen).
   */
  socials?: SocialLink[] | Promise<SocialLink[]>
}

/** JSON inside `<script>`: `<` escaped so no value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

declare module 'hono' {
  interface ContextVariableMap {
    /** A page rendered whole, as the bytes sent: the page cache stores them without reading the answer. */
    renderedPage: Uint8Array<ArrayBuffer>
  }
}

const DOCTYPE = '<!DOCTYPE html>'
const encoder = new TextEncoder()

/**
 * Where the scripts go: before the first `</head>` (React escapes text: the real one is the first) and
 * before the last `</body>` (CMS HTML comes before the real one). The document is cut there once and put
 * together once, so its text is copied once, when it is encoded.
 */
const cuts = (html: string) => ({ head: html.indexOf('</head>'), bodyEnd: html.lastIndexOf('</body>') })

/**
 * Renders a whole document. The shell (head, header, layout) is rendered at once; a page's data-dependent
 * part follows in place when it is ready, streamed after the shell (docs/decisions/003-streaming-in-order.md).
 * Pages have no Suspense boundaries, so React renders each part whole: to a string, which costs a fraction
 * of its byte stream (that encodes every attribute on its own). A page ready at once is one body of bytes
 * (kept for the page cache). The client entry (React) is added only when an island rendered, the small
 * site module only when a header control or a gallery did: a page with neither ships no JavaScript. The
 * page lists the islands this response rendered, the only ones the client hydrates (§18.6). Nothing in the
 * markup depends on the visitor beyond the session flag and a posted form, so an anonymous page is the
 * same bytes for everyone and can be cached as it is.
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
    islands: [],
    controls: new Set(),
    now: clockOf(c).now(),
    socials: page.socials instanceof Promise ? undefined : (page.socials ?? []),
    draft: c.get('draftMode')
      ? { leave: leavePreviewHref(localePath(ctx.unprefixedPath, ctx.locale)), admin: adminOrigin(c.env) }
      : undefined,
  }
  const build = await buildInfoOf(c)
  const state: AppState = { signedIn: ctx.signedIn }
  const store = createAppStore(state)
  const render = (children: ReactNode) => {
    try {
      return renderToString(
        <RenderContext.Provider value={context}>
          <JotaiProvider store={store}>{children}</JotaiProvider>
        </RenderContext.Provider>,
      )
    } catch (error) {
      console.error(`[render] ${c.get('requestId') ?? ''}`, error)
      throw error
    }
  }
  const shell = render(
    <Document
      title={page.title}
      description={page.description ?? ctx.t('site.description')}
      image={page.image}
      canonicalPath={page.canonicalPath}
      stylesheets={build.stylesheets}
      fonts={build.fonts}
      buildId={build.id}
      alternates={page.alternates}
      forcedColorMode={page.route?.forcedColorMode}
      noindex={page.noindex || !!context.draft}
    >
      <Layout name={page.layout}>{page.body}</Layout>
    </Document>,
  )

  // Scripts go in as early as the shell allows (or, for islands only in late content, at the end): the
  // store's seed, the site module where a header control or gallery rendered, the React entry where an
  // island did (docs/decisions/001, 015); the site module first, so toasts announced by islands find it
  // ready. The list of islands goes last, when every island of the response has rendered (§18.6).
  let shipped = { site: false, islands: false }
  const scriptTags = () => {
    const site = !!build.site && context.controls.size > 0 && !shipped.site
    const islands = !!build.entry && context.islands.length > 0 && !shipped.islands
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
  const endTags = () =>
    (context.islands.length && build.entry
      ? `<script type="application/json" id="${ISLANDS_ID}">${scriptJson(context.islands)}</script>`
      : '') + scriptTags()
  const headers = { 'content-type': 'text/html; charset=utf-8', ...page.headers }
  const status = page.status as ContentfulStatusCode

  const { head, bodyEnd } = cuts(shell)
  const { deferred } = page
  const slot = deferred ? shell.indexOf(PAGE_SLOT_HTML) : -1
  if (!deferred || slot === -1) {
    const html = `${DOCTYPE}${shell.slice(0, head)}${scriptTags()}${shell.slice(head, bodyEnd)}${endTags()}${shell.slice(bodyEnd)}`
    const bytes = encoder.encode(html)
    c.set('renderedPage', bytes)
    // c.body keeps what middleware already set on the context (cookies, security headers).
    return c.body(bytes, status, headers)
  }
  const before = `${DOCTYPE}${shell.slice(0, head)}${scriptTags()}${shell.slice(head, slot)}`
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(before))
      try {
        const [content, socials] = await Promise.all([deferred, page.socials ?? []])
        const late = render(content)
        const tail = shell
          .slice(slot + PAGE_SLOT_HTML.length, bodyEnd)
          .replace(SOCIAL_SLOT_HTML, () => render(<FooterSocials links={socials} />))
        const after = `${late}${tail}${endTags()}${shell.slice(bodyEnd)}`
        controller.enqueue(encoder.encode(after))
        controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
  })
  return c.body(body, status, headers)
}

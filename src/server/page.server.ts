/**
 * The contract between the route table, page modules and the dispatcher: what a route is, what a page
 * module may define and the request context its functions get (docs/decisions/012-route-table.md).
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import type { LayoutName } from '../app/layouts/names'
import type { ResourceName, RouteName, VenueSection, VenueSlug } from '../app/paths'
import type { AppEnv } from '../config'
import type { FormState } from '../lib/forms/validate'
import type { RequestContext } from './context.server'

export type { RequestContext } from './context.server'

/** Forcing `system` is refused with a warning (docs/spec.md §5.3). */
export type ForcedColorMode = 'light' | 'dark' | 'system'

/** Structured data for crawlers (schema.org as JSON-LD). */
export type JsonLdThing = Record<string, unknown>

/** What every page-module function gets: the request context, plus the route it answers. */
export interface PageContext extends RequestContext {
  route: Route
  /** The path parameters, already validated (docs/spec.md §2.3). */
  params: Record<string, string>
  /** A posted form coming back to its page with its errors (set by form actions). */
  form?: FormState
  /** Renders the route's page again with `form` (form actions answering with errors). */
  renderPage(status: ContentfulStatusCode): Promise<Response>
}

/**
 * A page. `load` reads its data (and may throw `pageNotFound`); `action` answers a posted form; the rest
 * describe the page to crawlers and link previews once its data is known.
 */
export interface PageModule<Data = unknown> {
  /** The query parameters the page reads: only these reach `ctx.query` and the page cache key. */
  query?: readonly string[]
  /** Those of them whose values are words of the page's language (a tag): the language switch leaves them out. */
  translatedQuery?: readonly string[]
  /**
   * The runtime's rules for `load` (docs/decisions/003-streaming-in-order.md): the page renders whole, to
   * a string, once this resolves — no Suspense or `use()` in pages (a test fails on them). A visitor's page
   * waits 50 ms for it; after that the shell (status 200) has left and the page follows in place. So a
   * `pageNotFound` thrown late is shown in place under a 200 that cannot be taken back: crawlers, who always
   * wait, get the 404, and such a page is never stored (tests/worker/app.test.tsx, "a not-found that comes
   * late"). Anything that must decide the status — a redirect, a refusal — belongs in a guard, which runs
   * before the first byte.
   */
  load?(ctx: PageContext): Promise<Data>
  action?(ctx: PageContext): Promise<Response>
  Page(props: { data: Data }): ReactNode
  /** The answer's status once the data is known, when it is not 200 (a refused social sign-in). */
  status?(data: Data): ContentfulStatusCode | undefined
  /** The page's own name once its data is known: its breadcrumb, and its browser title with the brand. */
  title?(data: Data, ctx: PageContext): string
  /** The browser title's name when the page's own is not enough on its own ("Menu · Solera Malta"). */
  documentTitle?(data: Data, ctx: PageContext): string
  description?(data: Data): string | null | undefined
  /** The venue the page belongs to once its data is known (an event's): the header's Book goes there. */
  venue?(data: Data): string | null | undefined
  /** Absolute URL of the picture for social cards. */
  image?(data: Data): string | undefined
  jsonLd?(data: Data, page: { url: string; siteName: string }): JsonLdThing | undefined
  /**
   * What the page shows when it answers a posted form but its own data cannot load (a CMS outage): the
   * form alone, so nothing the visitor typed is lost (docs/spec.md §13.8, §14.5).
   */
  outage?(ctx: PageContext): Promise<ReactNode>
  /** For routes with parameters: every parameter set to list in the sitemap. */
  sitemap?(ctx: RequestContext): Promise<Record<string, string>[]>
}

/** Keeps the module's data type for its own functions (no casts by page name anywhere). */
export const definePage = <Data>(module: PageModule<Data>): PageModule<Data> => module

/** A guard answers with a response (a redirect) to stop the page, or undefined to let it render. */
export interface Guard {
  /** Named for the build manifest's route rules (docs/spec.md §21.1). */
  readonly guardName: string
  check(ctx: PageContext): Promise<Response | undefined> | Response | undefined
}

const definedGuards = new WeakSet<Guard>()

/** Guards are made here only, so a route naming anything else fails with 'Unknown route middleware'. */
export function defineGuard(guardName: string, check: Guard['check']): Guard {
  const guard = { guardName, check }
  definedGuards.add(guard)
  return guard
}
export const isDefinedGuard = (guard: Guard) => definedGuards.has(guard)

/** How a route's page is served, besides its module. */
export interface RouteOptions {
  /** Method signatures make a module of any data type fit here without a cast. */
  page: PageModule
  /** Unknown names fall back to `default` (docs/spec.md §3.1). */
  layout?: LayoutName
  colorMode?: ForcedColorMode
  guards?: readonly Guard[]
  /** `private`: personal or random, never cached anywhere; `public` (default): the same for everyone. */
  cache?: 'public' | 'private'
  /** Kept out of search results and the sitemap. */
  noindex?: boolean
  /** The largest post its forms take, in bytes (docs/spec.md §11.8; 32 KB unless said). */
  maxPostBytes?: number
  /** The route this page duplicates, for its canonical link. */
  canonical?: RouteName
  /** The venue a venue page shows, and which part of it. */
  venue?: VenueSlug
  section?: VenueSection
}

export interface Route extends RouteOptions {
  name: RouteName
  path: string
}

/**
 * An answer that is not a page (JSON, a calendar file): its GET handler sets its own cache rule, private
 * unless `shared` says it is the same for every visitor (an event's calendar file, cached like its page).
 * `localized: false` serves it at its path only, not under `/es`.
 */
export interface ResourceRoute {
  name: ResourceName
  path: string
  get(c: Context<AppEnv>): Promise<Response> | Response
  localized?: false
  shared?: true
}

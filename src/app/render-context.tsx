import { createContext, useContext } from 'react'
import type { SocialLink } from '../lib/domain'
import type { FormState } from '../lib/forms/validate'
import type { Translate } from '../lib/i18n'
import type { ControlName, RenderedIsland } from '../lib/island-markers'
import type { Locale } from '../lib/locale'
import type { ParsedQuery } from '../lib/query'
import type { LayoutName } from './layouts/names'
import type { RouteName, VenueSection, VenueSlug } from './paths'

/** What the page's components know about the route they render. */
export interface RouteInfo {
  name: RouteName
  venue?: VenueSlug
  section?: VenueSection
  /** The venue the page's data belongs to (an event's), where the route names none: Book goes there. */
  dataVenue?: VenueSlug
  /** The colour mode the route forces, if any (docs/spec.md §5.3). */
  forcedColorMode?: 'light' | 'dark'
  /** A personal page (never cached): its query is the visitor's own, not carried to other links. */
  personal?: boolean
  /** Query parameters whose values are words of the page's language (a tag): not carried to the other. */
  translatedQuery?: readonly string[]
}

/** Everything a server component needs to know about the request being rendered. */
export interface RenderContextValue {
  locale: Locale
  t: Translate
  /** The page's path without the language prefix, e.g. `/events`. */
  path: string
  /** The site's public origin (SITE_URL), for canonical and alternate links. */
  origin: string
  /** Absent on error and status pages. */
  route?: RouteInfo
  params: Record<string, string>
  query: ParsedQuery
  layout: LayoutName
  /** Whether the visitor carries a session (the header offers the account instead of sign-in). */
  signedIn: boolean
  /** A one-time message from the previous request (shown as a toast). */
  flash?: { kind: 'success' | 'error'; message: string }
  /** A posted form's values and errors when the page answers a post. */
  form?: FormState
  /** Turnstile's site key when the site runs the bot check on its public forms (docs/spec.md §11.10). */
  botCheckSiteKey?: string
  /** The islands rendered so far, in render order; the renderer ships the client entry only when any. */
  islands: RenderedIsland[]
  /** Controls rendered so far that the small site module enhances (no React; docs/decisions/015). */
  controls: Set<ControlName>
  /** The app clock's time of the render: what "Tonight" and "Tomorrow" are counted from (docs/spec.md §24.6). */
  now: number
  /** The brand's social links for the footer; undefined while they come with the page's late data (a slot). */
  socials?: SocialLink[]
  /**
   * Draft mode (docs/spec.md §16.13): where "Leave preview" goes from this page, and the admin's origin, whose
   * "saved" message reloads the page. Absent for everyone else.
   */
  draft?: { leave: string; admin: string }
}

export const RenderContext = createContext<RenderContextValue | null>(null)

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext)
  if (!value) throw new Error('useRenderContext outside of a server render')
  return value
}

/**
 * The path of every page, by route name: what links are built from (`href`). The route table
 * (`src/routes.ts`) gives each of these names its page module, layout and rules; the type checker keeps
 * the two in step (docs/decisions/012-route-table.md). Every path is served unprefixed in English and
 * under `/es` in Spanish (docs/spec.md §2.1).
 */
import { type Locale, localePath } from '../lib/locale'

/**
 * The eight venues with pages of their own (docs/spec.md §2.6); Ibiza's venue pages live under /venues and
 * its own section under /ibiza (see IBIZA_TWINS).
 */
export const VENUES = [
  { slug: 'malta', base: '/malta', gallery: true },
  { slug: 'phuket', base: '/phuket', gallery: true },
  { slug: 'meloneras', base: '/meloneras', gallery: true },
  { slug: 'tigotan', base: '/tigotan', gallery: true },
  { slug: 'tenerife', base: '/tenerife', gallery: true },
  { slug: 'tarifa-beach', base: '/tarifa-beach', gallery: true },
  { slug: 'tarifa-club', base: '/tarifa-club', gallery: false },
  // Ibiza's gallery lives in its own section, beside its menu and memories (/venues/ibiza/gallery redirects).
  { slug: 'ibiza', base: '/venues/ibiza', gallery: true, moved: { gallery: '/ibiza/gallery' } },
] as const
export type VenueSlug = (typeof VENUES)[number]['slug']
export const isVenueSlug = (value: string): value is VenueSlug => VENUES.some((venue) => venue.slug === value)

export const VENUE_SECTIONS = ['overview', 'menu', 'events', 'gallery', 'faq'] as const
export type VenueSection = (typeof VENUE_SECTIONS)[number]

/** The sections a venue has: every one, except a gallery where the venue has none. */
export const venueSections = (venue: (typeof VENUES)[number]): VenueSection[] =>
  VENUE_SECTIONS.filter((section) => venue.gallery || section !== 'gallery')

const PAGE_PATHS = {
  home: '/',
  faq: '/faq',
  about: '/about',
  demos: '/demos',
  login: '/login',
  radio: '/radio',
  listen: '/listen',
  confirm: '/confirm',
  contact: '/contact',
  privacy: '/privacy',
  callback: '/callback',
  register: '/register',
  settings: '/settings',
  licensing: '/licensing',
  'terms-of-use': '/terms-of-use',
  venues: '/venues',
  articles: '/articles',
  'brand-protection': '/brand-protection',
  random: '/random',
  music: '/music',
  testpage: '/testpage',
  'pop-player': '/pop-player',
  book: '/book',
  newsletter: '/newsletter',
  'newsletter-confirm': '/newsletter/confirm',
  'newsletter-unsubscribe': '/newsletter/unsubscribe',
  events: '/events',
  mixes: '/music/mixes',
  albums: '/music/albums',
  playlists: '/music/playlists',
  ibiza: '/ibiza',
  'ibiza-menu': '/ibiza/menu',
  'ibiza-contact': '/ibiza/contact',
  'ibiza-memories': '/ibiza/memories',
  'ibiza-events': '/ibiza/events',
  'ibiza-reservations': '/ibiza/reservations',
  'ibiza-reservation-confirmed': '/ibiza/reservations/confirmed',
  'ibiza-reservation-confirm': '/ibiza/reservations/confirm',
  'ibiza-reservation-manage': '/ibiza/reservations/manage',
  'ibiza-event': '/ibiza/events/:slug',
  account: '/account',
  'account-register': '/account/register',
  event: '/events/:slug',
  'venue-detail': '/venues/:slug',
  article: '/articles/:slug',
  mix: '/music/mixes/:slug',
  album: '/music/albums/:slug',
  playlist: '/music/playlists/:slug',
} as const

/**
 * Answers that are not pages (docs/spec.md §2.11): JSON for islands and scripts, calendar files. Served in
 * both languages unless the route table says otherwise; never cached unless it says so, never in the
 * sitemap.
 */
export const RESOURCE_PATHS = {
  'ibiza-availability': '/ibiza/reservations/availability',
  'ibiza-calendar': '/ibiza/reservations/calendar.ics',
  'event-calendar': '/events/:slug/calendar.ics',
  'users-me': '/api/users/me',
} as const
export type ResourceName = keyof typeof RESOURCE_PATHS

/** The public path of a resource in a language, its parameters filled in (`{}` for those without). */
export const resourceHref = <Name extends ResourceName>(
  name: Name,
  locale: Locale,
  ...[params]: ParamNames<(typeof RESOURCE_PATHS)[Name]> extends never
    ? []
    : [Record<ParamNames<(typeof RESOURCE_PATHS)[Name]>, string>]
) => localePath(fillPath(RESOURCE_PATHS[name], params ?? {}), locale)

/** Pages with a name of their own (their title is the message `routes.{name}`). */
export type PageRouteName = keyof typeof PAGE_PATHS

type VenueWithGallery = Extract<(typeof VENUES)[number], { gallery: true }>['slug']
/** Venue pages: `venue-malta`, `venue-malta-menu` … (named after the venue and the section). */
export type VenueRouteName =
  | `venue-${VenueSlug}`
  | `venue-${VenueSlug}-${Exclude<VenueSection, 'overview' | 'gallery'>}`
  | `venue-${VenueWithGallery}-gallery`
export type RouteName = PageRouteName | VenueRouteName

/** The route of a venue's section (the section must be one the venue has, see venueSections). */
export const venueRouteName = (slug: VenueSlug, section: VenueSection) =>
  (section === 'overview' ? `venue-${slug}` : `venue-${slug}-${section}`) as VenueRouteName

/**
 * Ibiza's venue pages that show the same as a page of the Ibiza section: links go to that page, and it is
 * their canonical (docs/spec.md §2.9).
 */
export const IBIZA_TWINS: Partial<Record<VenueSection, StaticRouteName & PageRouteName>> = {
  overview: 'ibiza',
  menu: 'ibiza-menu',
  events: 'ibiza-events',
}

/** Where a link to a venue's section goes: its route, or for Ibiza the /ibiza page showing the same. */
export const venueLinkRoute = (slug: VenueSlug, section: VenueSection): StaticRouteName =>
  (slug === 'ibiza' ? IBIZA_TWINS[section] : undefined) ?? venueRouteName(slug, section)

export const venuePath = (venue: (typeof VENUES)[number], section: VenueSection): string => {
  const moved: Partial<Record<VenueSection, string>> = 'moved' in venue ? venue.moved : {}
  return moved[section] ?? (section === 'overview' ? venue.base : `${venue.base}/${section}`)
}

/** Each venue page: which venue and section it shows, and its path. */
export const VENUE_ROUTES = Object.fromEntries(
  VENUES.flatMap((venue) =>
    venueSections(venue).map((section) => [
      venueRouteName(venue.slug, section),
      { venue: venue.slug, section, path: venuePath(venue, section) },
    ]),
  ),
  // Every name VenueRouteName spells is built here, from the same VENUES and sections.
) as Record<VenueRouteName, { venue: VenueSlug; section: VenueSection; path: string }>

export const isPageRouteName = (name: RouteName): name is PageRouteName => Object.hasOwn(PAGE_PATHS, name)

/** Every route's path pattern (Hono syntax: `:slug`). */
export const ROUTE_PATHS: Readonly<Record<RouteName, string>> = {
  ...PAGE_PATHS,
  ...(Object.fromEntries(Object.entries(VENUE_ROUTES).map(([name, { path }]) => [name, path])) as Record<
    VenueRouteName,
    string
  >),
}

/** `slug` for `/events/:slug`; nothing for paths without parameters. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never
type PathOf<Name extends RouteName> = Name extends PageRouteName ? (typeof PAGE_PATHS)[Name] : string
export type RouteParams<Name extends RouteName> = Record<ParamNames<PathOf<Name>>, string>
/** Routes whose path has no parameters (navigation links). */
export type StaticRouteName = {
  [Name in RouteName]: ParamNames<PathOf<Name>> extends never ? Name : never
}[RouteName]

/** Slugs in paths: lowercase letters, digits and hyphens, at most 100 characters (docs/spec.md §2.3). */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/

export const paramNames = (path: string): string[] =>
  [...path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] as string)

/** A path pattern with its parameters filled in (most have none: a page renders dozens of links). */
export const fillPath = (pattern: string, params: Record<string, string>) =>
  pattern.includes(':')
    ? pattern.replace(/:([a-zA-Z]+)/g, (_, param: string) => encodeURIComponent(params[param] ?? ''))
    : pattern

/** The unprefixed path of a route with its parameters filled in. */
export const routePath = <Name extends RouteName>(name: Name, params: RouteParams<Name>): string =>
  fillPath(ROUTE_PATHS[name], params)

/** The public path of a route in a language: `href('event', { slug }, 'es')` → `/es/events/{slug}`. */
export function href<Name extends RouteName>(name: Name, params: RouteParams<Name>, locale: Locale): string {
  return localePath(routePath(name, params), locale)
}

/** The route whose pattern is exactly `path` (breadcrumbs look up a page's parents this way). */
export const routeNameOf = (path: string): RouteName | undefined =>
  (Object.keys(ROUTE_PATHS) as RouteName[]).find((name) => ROUTE_PATHS[name] === path)

/** Adds a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])
  // Most links have no query: no URLSearchParams for them (a page renders dozens of links).
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path
}

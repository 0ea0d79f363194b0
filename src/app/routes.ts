/**
 * The route table: the single source of truth for every page of the site. The worker's router, the guards,
 * the sitemap, the hreflang links, the build manifest and the tests all derive from it. Each route is
 * served unprefixed in English and under `/es` in Spanish.
 */

export const LAYOUTS = ['404', 'default', 'empty', 'ibiza', 'popup', 'radio', 'venue'] as const
export type LayoutName = (typeof LAYOUTS)[number]

/** A route may force a colour mode; forcing `system` is refused with a warning (spec §4). */
export type ForcedColorMode = 'light' | 'dark' | 'system'

/** The page module that renders a route (`src/app/pages/`). */
export type PageName =
  | 'home'
  | 'cms-page'
  | 'auth'
  | 'account'
  | 'events'
  | 'event'
  | 'venues'
  | 'venue'
  | 'articles'
  | 'article'
  | 'music'
  | 'mixes'
  | 'mix'
  | 'albums'
  | 'album'
  | 'playlists'
  | 'playlist'
  | 'radio'
  | 'random'
  | 'memories'
  | 'ibiza-contact'
  | 'reservations'
  | 'reservation-confirmed'

export interface RouteDef {
  /** Stable id, also the i18n key of the page title (`routes.{name}`). */
  name: string
  /** Hono pattern of the English path; `:slug` params are validated with {@link SLUG_PATTERN}. */
  path: string
  page: PageName
  /** Any string; an unknown layout name falls back to `default`. */
  layout?: string
  colorMode?: ForcedColorMode
  /** Names of guards run before the page (see `server/guards.ts`). */
  guards?: string[]
  /** Venue slug for venue pages (from the path when it has a `:slug`). */
  venue?: string
  /** Which part of a venue a venue page shows. */
  section?: VenueSection
  /** Pages never cached at the edge (per user or random). */
  noStore?: boolean
  /** Pages kept out of search results and the sitemap (transient, personal or duplicate). */
  noindex?: boolean
  /** The path pattern of the page this one duplicates, for its canonical link. */
  canonical?: string
}

/** Slugs: lowercase letters, digits and hyphens, at most 100 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/

/** A page whose text is a CMS page with the route's name as slug. */
const cmsPage = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  page: 'cms-page',
  ...extra,
})
const auth = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  page: 'auth',
  noStore: true,
  ...extra,
})

const PUBLIC_ROUTES: RouteDef[] = [
  { name: 'home', path: '/', page: 'home', colorMode: 'dark' },
  cmsPage('faq', '/faq'),
  cmsPage('about', '/about'),
  cmsPage('demos', '/demos'),
  auth('login', '/login', { noindex: true }),
  { name: 'radio', path: '/radio', page: 'radio', layout: 'radio' },
  cmsPage('listen', '/listen'),
  auth('confirm', '/confirm', { noindex: true }),
  cmsPage('contact', '/contact'),
  cmsPage('privacy', '/privacy'),
  auth('callback', '/callback', { layout: 'empty', noindex: true }),
  auth('register', '/register', { noindex: true }),
  auth('settings', '/settings', { noindex: true }),
  cmsPage('licensing', '/licensing'),
  cmsPage('terms-of-use', '/terms-of-use'),
  { name: 'venues', path: '/venues', page: 'venues' },
  { name: 'articles', path: '/articles', page: 'articles' },
  cmsPage('brand-protection', '/brand-protection'),
  { name: 'random', path: '/random', page: 'random', colorMode: 'dark', noStore: true, noindex: true },
  { name: 'music', path: '/music', page: 'music', colorMode: 'dark' },
  cmsPage('testpage', '/testpage', { layout: 'venue' }),
  { name: 'pop-player', path: '/pop-player', page: 'radio', layout: 'popup', noindex: true },
  { name: 'events', path: '/events', page: 'events', layout: 'ibiza', colorMode: 'dark' },
  { name: 'mixes', path: '/music/mixes', page: 'mixes' },
  { name: 'albums', path: '/music/albums', page: 'albums' },
  { name: 'playlists', path: '/music/playlists', page: 'playlists' },
]

const DETAIL_ROUTES: RouteDef[] = [
  { name: 'event', path: '/events/:slug', page: 'event' },
  {
    name: 'venue-detail',
    path: '/venues/:slug',
    page: 'venue',
    section: 'overview',
    // Venues with pages of their own (all eight today) are sent there.
    guards: ['venue-home'],
  },
  { name: 'article', path: '/articles/:slug', page: 'article' },
  { name: 'mix', path: '/music/mixes/:slug', page: 'mix' },
  { name: 'album', path: '/music/albums/:slug', page: 'album' },
  { name: 'playlist', path: '/music/playlists/:slug', page: 'playlist' },
]

const ibiza = (name: string, path: string, page: PageName, extra: Partial<RouteDef> = {}): RouteDef => ({
  name: `ibiza-${name}`,
  path: `/ibiza${path}`,
  page,
  layout: 'ibiza',
  colorMode: 'light',
  venue: 'ibiza',
  ...extra,
})

const IBIZA_ROUTES: RouteDef[] = [
  { ...ibiza('index', '', 'venue', { section: 'overview' }), name: 'ibiza' },
  ibiza('menu', '/menu', 'venue', { section: 'menu' }),
  ibiza('contact', '/contact', 'ibiza-contact'),
  ibiza('memories', '/memories', 'memories'),
  ibiza('events', '/events', 'venue', { section: 'events' }),
  ibiza('reservations', '/reservations', 'reservations', { noStore: true }),
  ibiza('reservation-confirmed', '/reservations/confirmed', 'reservation-confirmed', { noStore: true }),
  ibiza('event', '/events/:slug', 'event', { canonical: '/events/:slug' }),
]

const ACCOUNT_ROUTES: RouteDef[] = [
  { name: 'account', path: '/account', page: 'account', colorMode: 'dark', guards: ['auth'], noStore: true },
  {
    name: 'account-register',
    path: '/account/register',
    page: 'account',
    colorMode: 'dark',
    guards: ['auth'],
    noStore: true,
  },
]

/** The eight venues with their own pages; Ibiza's lives under /venues. */
export const VENUES = [
  { slug: 'malta', base: '/malta', gallery: true },
  { slug: 'phuket', base: '/phuket', gallery: true },
  { slug: 'meloneras', base: '/meloneras', gallery: true },
  { slug: 'tigotan', base: '/tigotan', gallery: true },
  { slug: 'tenerife', base: '/tenerife', gallery: true },
  { slug: 'tarifa-beach', base: '/tarifa-beach', gallery: true },
  { slug: 'tarifa-club', base: '/tarifa-club', gallery: false },
  { slug: 'ibiza', base: '/venues/ibiza', gallery: true },
] as const

export const VENUE_SECTIONS = ['overview', 'menu', 'events', 'gallery', 'faq'] as const
export type VenueSection = (typeof VENUE_SECTIONS)[number]

const VENUE_ROUTES: RouteDef[] = VENUES.flatMap(({ slug, base, gallery }) =>
  VENUE_SECTIONS.filter((section) => gallery || section !== 'gallery').map((section) => ({
    name: section === 'overview' ? `venue-${slug}` : `venue-${slug}-${section}`,
    path: section === 'overview' ? base : `${base}/${section}`,
    page: 'venue' as const,
    layout: 'venue',
    venue: slug,
    section,
  })),
)

/** Static paths are listed before parameterised ones so `/venues/ibiza` wins over `/venues/:slug`. */
export const ROUTES: readonly RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...IBIZA_ROUTES,
  ...ACCOUNT_ROUTES,
  ...VENUE_ROUTES,
  ...DETAIL_ROUTES,
]

/** A route's name as visitors read it (headings, breadcrumbs): venue pages are named after the venue. */
export function routeLabel(route: RouteDef, t: (key: string) => string): string {
  if (route.page === 'venue' && route.venue && route.layout === 'venue') {
    return route.section === 'overview' ? t(`venues.${route.venue}`) : t(`venueSections.${route.section}`)
  }
  return t(`routes.${route.name}`)
}

export function resolveLayout(name: string | undefined): LayoutName {
  return (LAYOUTS as readonly string[]).includes(name ?? '') ? (name as LayoutName) : 'default'
}

/** The class `<html>` gets for a forced mode; `system` is not a forced mode (see `colorMode`). */
export function forcedColorMode(route: Pick<RouteDef, 'colorMode' | 'name'>): 'light' | 'dark' | undefined {
  if (route.colorMode === 'system') {
    console.warn(`Route "${route.name}" forces colour mode "system", which cannot be forced; ignoring it.`)
    return undefined
  }
  return route.colorMode
}

export const routeParamNames = (path: string): string[] =>
  [...path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] as string)

/**
 * The route table: every page of the site, and the one place that says how each is served — its page
 * module, layout, forced colour mode, guards, whether it may be cached, whether it is indexed and what it
 * duplicates (docs/spec.md §2, docs/decisions/012-route-table.md) — and below them the resources (JSON,
 * a calendar file). The worker registers every route from it and nothing else; the sitemap, the build
 * manifest, the page cache's matcher and the tests read it too. Paths live
 * in `app/paths.ts` (links need them without the pages); the checker keeps both tables to the same names.
 */
import {
  IBIZA_TWINS,
  isPageRouteName,
  type PageRouteName,
  RESOURCE_PATHS,
  type ResourceName,
  ROUTE_PATHS,
  type RouteName,
  VENUE_ROUTES,
  type VenueRouteName,
} from './app/paths'
import { bookPage } from './bookings/pages/book'
import { reservationConfirmPage } from './bookings/pages/reservation-confirm'
import { bookingCalendar, reservationConfirmedPage } from './bookings/pages/reservation-confirmed'
import { reservationManagePage } from './bookings/pages/reservation-manage'
import { availability, reservationsPage } from './bookings/pages/reservations'
import { accountPage, accountRegisterPage } from './pages/account/account'
import {
  callbackPage,
  confirmEmailLink,
  confirmPage,
  loginPage,
  registerPage,
  settingsPage,
} from './pages/account/screens'
import { articlePage, articlesPage } from './pages/articles'
import { cmsFormPage, cmsPage } from './pages/cms-page'
import { eventCalendar, eventPage, eventsPage } from './pages/events'
import { homePage } from './pages/home'
import { ibizaContactPage, memoriesPage } from './pages/ibiza'
import {
  albumPage,
  albumsPage,
  mixesPage,
  mixPage,
  musicPage,
  playlistPage,
  playlistsPage,
  radioPage,
  randomPage,
} from './pages/music'
import { newsletterConfirmPage, newsletterPage, newsletterUnsubscribePage } from './pages/newsletter'
import { venuePage, venuesPage } from './pages/venues'
import { currentUser } from './server/auth/current-user.server'
import { eventHome, guestOnly, requireUser, venueHome } from './server/guards.server'
import type { ResourceRoute, Route, RouteOptions } from './server/page.server'

/** Account screens: personal, never cached or indexed; their forms take at most 16 KB (docs/spec.md §11.8). */
const personal = { cache: 'private', noindex: true, maxPostBytes: 16 * 1024 } as const
/** The Ibiza section: its own layout, forced light (docs/spec.md §2.8). */
const ibiza = { layout: 'ibiza', colorMode: 'light', venue: 'ibiza' } as const

const PAGE_ROUTES: Record<PageRouteName, RouteOptions> = {
  home: { page: homePage, colorMode: 'dark' },
  faq: { page: cmsPage },
  about: { page: cmsPage },
  demos: { page: cmsFormPage('demos'), cache: 'private' },
  login: { page: loginPage, guards: [guestOnly], ...personal },
  radio: { page: radioPage, layout: 'radio' },
  listen: { page: cmsPage },
  confirm: { page: confirmPage, guards: [confirmEmailLink], ...personal },
  contact: { page: cmsFormPage('contact'), cache: 'private' },
  privacy: { page: cmsPage },
  callback: { page: callbackPage, layout: 'empty', ...personal },
  register: { page: registerPage, guards: [guestOnly], ...personal },
  settings: { page: settingsPage, ...personal },
  licensing: { page: cmsFormPage('licensing'), cache: 'private' },
  'terms-of-use': { page: cmsPage },
  venues: { page: venuesPage },
  articles: { page: articlesPage },
  'brand-protection': { page: cmsFormPage('brand-protection'), cache: 'private' },
  random: { page: randomPage, colorMode: 'dark', ...personal },
  music: { page: musicPage, colorMode: 'dark' },
  // A page for staff to try content on: served, never indexed or listed.
  testpage: { page: cmsPage, layout: 'venue', noindex: true },
  'pop-player': { page: radioPage, layout: 'popup', noindex: true },
  book: { page: bookPage },
  newsletter: { page: newsletterPage, cache: 'private' },
  'newsletter-confirm': { page: newsletterConfirmPage, ...personal },
  'newsletter-unsubscribe': { page: newsletterUnsubscribePage, ...personal },
  events: { page: eventsPage, colorMode: 'dark' },
  mixes: { page: mixesPage },
  albums: { page: albumsPage },
  playlists: { page: playlistsPage },
  ibiza: { page: venuePage, ...ibiza, section: 'overview' },
  'ibiza-menu': { page: venuePage, ...ibiza, section: 'menu' },
  'ibiza-contact': { page: ibizaContactPage, ...ibiza, cache: 'private' },
  'ibiza-memories': { page: memoriesPage, ...ibiza },
  'ibiza-events': { page: venuePage, ...ibiza, section: 'events' },
  'ibiza-reservations': { page: reservationsPage, ...ibiza, cache: 'private' },
  'ibiza-reservation-confirmed': { page: reservationConfirmedPage, ...ibiza, ...personal },
  'ibiza-reservation-confirm': { page: reservationConfirmPage, ...ibiza, ...personal },
  'ibiza-reservation-manage': { page: reservationManagePage, ...ibiza, ...personal },
  'ibiza-event': { page: eventPage, ...ibiza, canonical: 'event', guards: [eventHome] },
  account: { page: accountPage, colorMode: 'dark', guards: [requireUser], ...personal },
  'account-register': { page: accountRegisterPage, colorMode: 'dark', guards: [requireUser], ...personal },
  event: { page: eventPage },
  // Venues with pages of their own (all eight today) are sent there.
  'venue-detail': { page: venuePage, section: 'overview', guards: [venueHome] },
  article: { page: articlePage },
  mix: { page: mixPage },
  album: { page: albumPage },
  playlist: { page: playlistPage },
}

/**
 * Every venue's overview, menu, events, gallery (where it has one) and FAQ, in the venue layout. Ibiza's
 * are the Ibiza section's pages under another address: same layout and colours, and the /ibiza twin as
 * their canonical where there is one (docs/spec.md §2.9).
 */
const venueRoute = (name: VenueRouteName): RouteOptions => {
  const { venue, section } = VENUE_ROUTES[name]
  if (venue !== 'ibiza') return { page: venuePage, layout: 'venue', venue, section }
  return { page: venuePage, ...ibiza, section, canonical: IBIZA_TWINS[section] }
}

const optionsOf = (name: RouteName): RouteOptions =>
  isPageRouteName(name) ? PAGE_ROUTES[name] : venueRoute(name)

/**
 * Every route, static paths before those with parameters, so `/venues/ibiza` is matched before
 * `/venues/:slug`.
 */
export const ROUTES: readonly Route[] = (Object.keys(ROUTE_PATHS) as RouteName[])
  .map((name) => ({ name, path: ROUTE_PATHS[name], ...optionsOf(name) }))
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))

/** Answers that are not pages, by name; their paths are in `app/paths.ts` (docs/spec.md §2.11). */
const RESOURCE_ROUTES: Record<ResourceName, Omit<ResourceRoute, 'name' | 'path'>> = {
  'ibiza-availability': { get: availability },
  'ibiza-calendar': { get: bookingCalendar },
  'event-calendar': { get: eventCalendar, shared: true },
  'users-me': { get: currentUser, localized: false },
}

export const RESOURCES: readonly ResourceRoute[] = (Object.keys(RESOURCE_PATHS) as ResourceName[]).map(
  (name) => ({ name, path: RESOURCE_PATHS[name], ...RESOURCE_ROUTES[name] }),
)

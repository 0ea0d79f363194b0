import type { PageName } from '../routes'
import { accountPage } from './account'
import { articlePage, articlesPage } from './articles'
import { authPage } from './auth'
import cmsPage from './cms-page'
import { eventPage, eventsPage } from './events'
import homePage from './home'
import { ibizaContactPage, memoriesPage } from './ibiza'
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
} from './music'
import { reservationConfirmedPage, reservationsPage } from './reservations'
import type { PageModule } from './types'
import { venuePage, venuesPage } from './venues'

export const PAGES: Record<PageName, PageModule> = {
  home: homePage,
  'cms-page': cmsPage,
  auth: authPage,
  account: accountPage,
  events: eventsPage,
  event: eventPage,
  venues: venuesPage,
  venue: venuePage,
  articles: articlesPage,
  article: articlePage,
  music: musicPage,
  mixes: mixesPage,
  mix: mixPage,
  albums: albumsPage,
  album: albumPage,
  playlists: playlistsPage,
  playlist: playlistPage,
  radio: radioPage,
  random: randomPage,
  memories: memoriesPage,
  'ibiza-contact': ibizaContactPage,
  reservations: reservationsPage,
  'reservation-confirmed': reservationConfirmedPage,
}

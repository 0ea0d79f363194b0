/**
 * Structured data (schema.org JSON-LD) for the pages that describe one thing (docs/spec.md §6.4); each
 * page module's `jsonLd` uses one of these with its own data.
 */
import { ticketsOnSale } from '../app/components/event-facts'
import { shareImage } from '../app/components/seo'
import type { Album, Article, Event, Playlist, Venue } from '../lib/domain'
import type { JsonLdThing as Thing } from '../server/page.server'

function place(venue: Venue | Event['venue']) {
  if (!venue) return undefined
  return {
    '@type': 'Place',
    name: venue.name,
    address:
      'address' in venue && venue.address
        ? venue.address
        : [venue.city, venue.country].filter(Boolean).join(', '),
  }
}

const EVENT_STATUS: Record<Event['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  soldout: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
}

/**
 * What a ticket offer says to crawlers: on sale (the page's Tickets), or sold out. A cancelled night sells
 * nothing, and a postponed one nothing until its new date is set (docs/spec.md §24.7): no offer.
 */
const offerAvailability = (event: Event) =>
  ticketsOnSale(event)
    ? 'https://schema.org/InStock'
    : event.status === 'soldout' && event.ticketUrl
      ? 'https://schema.org/SoldOut'
      : undefined

export function eventLd(event: Event, url: string): Thing {
  const availability = offerAvailability(event)
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    startDate: event.startsAt,
    ...(event.endsAt && { endDate: event.endsAt }),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event.venue),
    image: shareImage(event.image),
    url,
    performer: event.lineup.map((entry) => ({ '@type': 'MusicGroup', name: entry.artist })),
    ...(availability && {
      offers: {
        '@type': 'Offer',
        url: event.ticketUrl,
        ...(event.priceFrom !== null && { price: event.priceFrom, priceCurrency: event.currency ?? 'EUR' }),
        availability,
      },
    }),
  }
}

export function venueLd(venue: Venue, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': venue.menuSections.length > 0 ? ['NightClub', 'Restaurant'] : 'NightClub',
    name: venue.name,
    description: venue.tagline,
    url,
    image: shareImage(venue.heroImage),
    telephone: venue.phone,
    email: venue.email,
    address: venue.address,
    ...(venue.latitude !== null &&
      venue.longitude !== null && {
        geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude },
      }),
    ...(venue.menuSections.length > 0 && {
      servesCuisine: 'Mediterranean',
      hasMenu: `${url.replace(/\/$/, '')}/menu`,
    }),
    openingHoursSpecification: venue.openingHours
      .filter((row) => !row.closed && row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS[row.day],
        opens: row.opens,
        closes: row.closes,
      })),
    sameAs: venue.socials.map((social) => social.url),
  }
}

const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

export function articleLd(article: Article, url: string, siteName: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: shareImage(article.cover),
    datePublished: article.publishedOn,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
  }
}

export function albumLd(album: Album, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: album.title,
    byArtist: album.artist ? { '@type': 'MusicGroup', name: album.artist } : undefined,
    datePublished: album.releaseDate,
    image: shareImage(album.cover),
    url,
    numTracks: album.tracks.length,
    track: album.tracks.map((track) => ({
      '@type': 'MusicRecording',
      name: track.title,
      byArtist: track.artist ?? album.artist,
    })),
    sameAs: album.links.map((link) => link.url),
  }
}

export function playlistLd(playlist: Playlist, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: playlist.title,
    image: shareImage(playlist.cover),
    url,
    numTracks: playlist.tracks.length,
    track: playlist.tracks.map((track) => ({
      '@type': 'MusicRecording',
      name: track.title,
      byArtist: track.artist,
    })),
  }
}

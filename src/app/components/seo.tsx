import type { Album, Article, Event, Media, Playlist, Venue } from '../../lib/domain'
import { localePath } from '../../lib/locale'
import { useRenderContext } from '../render-context'
import { type PageName, ROUTES, routeLabel } from '../routes'
import { Link } from './Link'

type Thing = Record<string, unknown>

/** JSON-LD for crawlers; `<` is escaped so no value can end the script element. */
export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

const image = (media: Media | null | undefined) => media?.formats.large?.url ?? media?.url

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

function eventLd(event: Event, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    startDate: event.startsAt,
    ...(event.endsAt && { endDate: event.endsAt }),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event.venue),
    image: image(event.image),
    url,
    performer: event.lineup.map((entry) => ({ '@type': 'MusicGroup', name: entry.artist })),
    ...(event.ticketUrl && {
      offers: {
        '@type': 'Offer',
        url: event.ticketUrl,
        ...(event.priceFrom !== null && { price: event.priceFrom, priceCurrency: event.currency ?? 'EUR' }),
        availability:
          event.status === 'soldout' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
    }),
  }
}

function venueLd(venue: Venue, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': venue.menuSections.length > 0 ? ['NightClub', 'Restaurant'] : 'NightClub',
    name: venue.name,
    description: venue.tagline,
    url,
    image: image(venue.heroImage),
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

function articleLd(article: Article, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: image(article.cover),
    datePublished: article.publishedOn,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: { '@type': 'Organization', name: 'Solera' },
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
  }
}

function albumLd(album: Album, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: album.title,
    byArtist: album.artist ? { '@type': 'MusicGroup', name: album.artist } : undefined,
    datePublished: album.releaseDate,
    image: image(album.cover),
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

function playlistLd(playlist: Playlist, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: playlist.title,
    image: image(playlist.cover),
    url,
    numTracks: playlist.tracks.length,
    track: playlist.tracks.map((track) => ({
      '@type': 'MusicRecording',
      name: track.title,
      byArtist: track.artist,
    })),
  }
}

/** Structured data for the pages that describe one thing (the data is what the page module loaded). */
export function structuredData(page: PageName, data: unknown, url: string): Thing | undefined {
  if (!data || typeof data !== 'object') return undefined
  switch (page) {
    case 'event':
      return eventLd(data as Event, url)
    case 'venue':
      return venueLd((data as { venue: Venue }).venue, url)
    case 'article':
      return articleLd(data as Article, url)
    case 'album':
      return albumLd(data as Album, url)
    case 'playlist':
      return playlistLd(data as Playlist, url)
    default:
      return undefined
  }
}

/** The picture social cards show for a page, when it has one. */
export function socialImage(page: PageName, data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  const record = data as Record<string, unknown>
  if (page === 'venue') return image((record.venue as Venue | undefined)?.heroImage)
  if (page === 'home') return image((record.home as { hero?: { image?: Media | null } } | null)?.hero?.image)
  for (const key of ['image', 'cover', 'heroImage']) {
    const media = record[key] as Media | null | undefined
    if (media?.url) return image(media)
  }
  return undefined
}

/**
 * "Home › Music › Mixes › This mix": every parent path that is itself a page, then the page. Shown to
 * visitors and given to crawlers as a BreadcrumbList.
 */
export function Breadcrumbs({ current }: { current: string }) {
  const { path, locale, origin, t } = useRenderContext()
  if (path === '/') return null
  const parents = path
    .split('/')
    .slice(1, -1)
    .map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`)
    .map((parent) => ROUTES.find((route) => route.path === parent))
    .filter((route) => route !== undefined)
  const items = [
    { name: t('breadcrumbs.home'), path: '/' },
    ...parents.map((route) => ({ name: routeLabel(route, t), path: route.path })),
    { name: current, path },
  ]
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index < items.length - 1 ? (
              <Link to={item.path}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: new URL(localePath(item.path, locale), origin).href,
          })),
        }}
      />
    </nav>
  )
}

import type {
  Album,
  AlbumSummary,
  Article,
  ArticleSummary,
  Event,
  EventStatus,
  EventSummary,
  Home,
  Media,
  MediaFormat,
  Memory,
  Mix,
  MixSummary,
  Page,
  Playlist,
  PlaylistSummary,
  Radio,
  ReservationSettings,
  Seo,
  SocialLink,
  Track,
  Venue,
  VenueSummary,
} from '../../lib/domain'
import type {
  ArticleSummaryEntry,
  EntryOf,
  EventSummaryEntry,
  MixSummaryEntry,
  TrackRow,
  VenueSummaryEntry,
} from '../content/schemas.server'
import { isRecord } from './errors.server'

/**
 * Turns flat CMS entries, checked against their type's schema (content/schemas.server.ts, whose types these
 * take), into the domain objects pages use; tolerant of missing optional fields. `mediaUrl`
 * says where a media file the CMS names is served to browsers (the site's `/media/…`, media.server.ts).
 */
export function createMappers(mediaUrl: (url: string) => string) {
  const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
  const string = (value: unknown): string => (typeof value === 'string' ? value : '')
  const number = (value: unknown): number | null => {
    const parsed = typeof value === 'string' ? Number(value) : value
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null
  }
  const records = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter(isRecord) : []
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

  /**
   * A media file as the page shows it. `alt` is the entry's own alt text for this use of the picture,
   * in the page's language (Strapi's alternativeText on the file is not localized): it wins over the
   * file's, which stays the fallback.
   */
  function media(value: unknown, alt?: unknown): Media | null {
    if (!isRecord(value) || typeof value.url !== 'string') return null
    const formats: Record<string, MediaFormat> = {}
    if (isRecord(value.formats)) {
      for (const [name, format] of Object.entries(value.formats)) {
        if (isRecord(format) && typeof format.url === 'string') {
          formats[name] = {
            url: mediaUrl(format.url),
            width: number(format.width) ?? 0,
            height: number(format.height) ?? 0,
          }
        }
      }
    }
    return {
      url: mediaUrl(value.url),
      alternativeText: text(alt) ?? text(value.alternativeText),
      width: number(value.width),
      height: number(value.height),
      mime: text(value.mime),
      formats,
    }
  }
  /** Gallery rows are { image, alt, caption } components; a plain list of files (older schema) still reads. */
  function galleryPhoto(row: unknown): Media | null {
    if (isRecord(row) && 'image' in row) {
      const photo = media(row.image, row.alt)
      return photo && { ...photo, caption: text(row.caption) }
    }
    return media(row)
  }
  const gallery = (value: unknown) =>
    Array.isArray(value) ? value.map(galleryPhoto).filter((m): m is Media => !!m) : []

  const seo = (value: unknown): Seo | null =>
    isRecord(value) ? { title: text(value.title), description: text(value.description) } : null

  const venueSummary = (raw: VenueSummaryEntry): VenueSummary => ({
    name: string(raw.name),
    slug: string(raw.slug),
    city: text(raw.city),
    country: text(raw.country),
    timezone: text(raw.timezone) ?? 'UTC',
    tagline: text(raw.tagline),
    heroImage: media(raw.heroImage, raw.heroImageAlt),
    address: text(raw.address),
    latitude: number(raw.latitude),
    longitude: number(raw.longitude),
    phone: text(raw.phone),
  })
  const optionalVenue = (value: VenueSummaryEntry | null | undefined) => (value ? venueSummary(value) : null)

  function reservationSettings(value: unknown): ReservationSettings | null {
    if (!isRecord(value)) return null
    return {
      enabled: value.enabled === true,
      slotMinutes: number(value.slotMinutes) ?? 30,
      firstSeating: text(value.firstSeating) ?? '19:00',
      lastSeating: text(value.lastSeating) ?? '23:30',
      capacityPerSlot: number(value.capacityPerSlot) ?? 40,
      minParty: number(value.minParty) ?? 1,
      maxParty: number(value.maxParty) ?? 12,
      windowDays: number(value.windowDays) ?? 60,
      leadMinutes: number(value.leadMinutes) ?? 120,
    }
  }

  const venue = (raw: EntryOf<'venues'>): Venue => ({
    ...venueSummary(raw),
    heroPortrait: media(raw.heroPortrait, raw.heroImageAlt),
    description: text(raw.description),
    gallery: gallery(raw.gallery),
    email: text(raw.email),
    openingHours: records(raw.openingHours).map((row) => ({
      day: string(row.day),
      opens: text(row.opens),
      closes: text(row.closes),
      closed: row.closed === true,
    })),
    socials: socials(raw.socials),
    menuSections: records(raw.menuSections).map((section) => ({
      title: string(section.title),
      description: text(section.description),
      items: records(section.items).map((item) => ({
        name: string(item.name),
        description: text(item.description),
        price: number(item.price),
        currency: text(item.currency),
        allergens: strings(item.allergens),
        dietaryTags: strings(item.dietaryTags),
      })),
    })),
    faqs: records(raw.faqs).map((row) => ({ question: string(row.question), answer: string(row.answer) })),
    reservationSettings: reservationSettings(raw.reservationSettings),
    hasGallery: raw.hasGallery !== false,
    seo: seo(raw.seo),
  })

  const STATUSES: EventStatus[] = ['scheduled', 'soldout', 'cancelled', 'postponed']
  const eventSummary = (raw: EventSummaryEntry): EventSummary => ({
    title: string(raw.title),
    slug: string(raw.slug),
    startsAt: string(raw.startsAt),
    endsAt: text(raw.endsAt),
    status: STATUSES.find((status) => status === (raw.eventStatus ?? raw.status)) ?? 'scheduled',
    featured: raw.featured === true,
    image: media(raw.image, raw.imageAlt),
    venue: optionalVenue(raw.venue),
    priceFrom: number(raw.priceFrom),
    currency: text(raw.currency),
    ticketUrl: text(raw.ticketUrl),
    lineup: records(raw.lineup).map((row) => ({
      artist: string(row.artist),
      role: text(row.role),
      startsAt: text(row.startsAt),
    })),
  })
  const event = (raw: EntryOf<'events'>): Event => ({
    ...eventSummary(raw),
    description: text(raw.description),
  })

  const articleSummary = (raw: ArticleSummaryEntry): ArticleSummary => ({
    title: string(raw.title),
    slug: string(raw.slug),
    excerpt: text(raw.excerpt),
    cover: media(raw.cover, raw.coverAlt),
    author: text(raw.author),
    publishedOn: text(raw.publishedOn) ?? text(raw.publishedAt),
    tags: strings(raw.tags),
  })
  const article = (raw: EntryOf<'articles'>): Article => ({
    ...articleSummary(raw),
    body: string(raw.body),
    venue: optionalVenue(raw.venue),
    seo: seo(raw.seo),
  })

  const track = (row: TrackRow): Track => ({
    n: number(row.n),
    title: string(row.title),
    artist: text(row.artist),
    duration: number(row.duration),
    preview: media(row.preview),
  })
  const links = (value: unknown) =>
    records(value).map((row) => ({ platform: string(row.platform), url: string(row.url) }))

  const mixSummary = (raw: MixSummaryEntry): MixSummary => ({
    title: string(raw.title),
    slug: string(raw.slug),
    artist: text(raw.artist),
    cover: media(raw.cover, raw.coverAlt),
    duration: number(raw.duration),
    genre: text(raw.genre),
  })
  const mix = (raw: EntryOf<'mixes'>): Mix => ({
    ...mixSummary(raw),
    audio: media(raw.audio),
    recordedOn: text(raw.recordedOn),
    description: text(raw.description),
    tracklist: records(raw.tracklist).map((row) => ({
      at: string(row.at),
      artist: string(row.artist),
      title: string(row.title),
    })),
  })

  const albumSummary = (raw: EntryOf<'albums'>): AlbumSummary => ({
    title: string(raw.title),
    slug: string(raw.slug),
    artist: text(raw.artist),
    cover: media(raw.cover, raw.coverAlt),
    releaseDate: text(raw.releaseDate),
  })
  const album = (raw: EntryOf<'albums'>): Album => ({
    ...albumSummary(raw),
    label: text(raw.label),
    description: text(raw.description),
    tracks: (raw.tracks ?? []).map(track),
    links: links(raw.links),
  })

  const playlistSummary = (raw: EntryOf<'playlists'>): PlaylistSummary => ({
    title: string(raw.title),
    slug: string(raw.slug),
    curator: text(raw.curator),
    cover: media(raw.cover, raw.coverAlt),
  })
  const playlist = (raw: EntryOf<'playlists'>): Playlist => ({
    ...playlistSummary(raw),
    description: text(raw.description),
    tracks: (raw.tracks ?? []).map(track),
    links: links(raw.links),
  })

  const radio = (raw: EntryOf<'radio'>): Radio => ({
    title: string(raw.title),
    description: text(raw.description),
    streamUrl: text(raw.streamUrl) && mediaUrl(string(raw.streamUrl)),
    fallbackStreamUrl: text(raw.fallbackStreamUrl) && mediaUrl(string(raw.fallbackStreamUrl)),
    timezone: text(raw.timezone) ?? 'Europe/Madrid',
    cover: media(raw.cover, raw.coverAlt),
    schedule: records(raw.schedule).map((row) => ({
      day: string(row.day),
      start: string(row.start),
      end: string(row.end),
      show: string(row.show),
      host: text(row.host),
    })),
  })

  const memory = (raw: EntryOf<'memories'>): Memory => ({
    title: string(raw.title),
    year: number(raw.year) ?? 0,
    caption: text(raw.caption),
    // a memory without an alt of its own is described by its title
    image: media(raw.image, text(raw.imageAlt) ?? text(raw.title)),
  })

  const page = (raw: EntryOf<'pages'>): Page => ({
    slug: string(raw.slug),
    title: string(raw.title),
    body: string(raw.body),
    seo: seo(raw.seo),
  })

  /** Social links that are links: an https address each (anything else an editor typed is left out). */
  function socials(value: unknown): SocialLink[] {
    return records(value)
      .map((row) => ({ platform: string(row.platform), url: string(row.url) }))
      .filter((link) => link.platform && /^https:\/\/[^\s"<>]+$/.test(link.url))
  }

  function home(raw: EntryOf<'home'>): Home {
    const hero = isRecord(raw.hero) ? raw.hero : null
    return {
      hero: hero && {
        title: string(hero.title),
        subtitle: text(hero.subtitle),
        ctaLabel: text(hero.ctaLabel),
        ctaHref: text(hero.ctaHref),
        image: media(hero.image, hero.imageAlt),
        portrait: media(hero.portrait, hero.imageAlt),
      },
      featuredEvents: (raw.featuredEvents ?? []).map(eventSummary),
      featuredMixes: (raw.featuredMixes ?? []).map(mixSummary),
      featuredArticles: (raw.featuredArticles ?? []).map(articleSummary),
      seo: seo(raw.seo),
    }
  }

  return {
    venueSummary,
    venue,
    eventSummary,
    event,
    articleSummary,
    article,
    mixSummary,
    mix,
    albumSummary,
    album,
    playlistSummary,
    playlist,
    radio,
    memory,
    page,
    home,
    socials,
  }
}

export type Mappers = ReturnType<typeof createMappers>

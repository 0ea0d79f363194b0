/**
 * The site's content as pages use it, whatever CMS API version delivered it (see server/cms/normalise).
 * Text fields are already in the page's language.
 */

import type { BookingRules } from '../../cms/src/shared/booking-rules'

/** The venue that takes table bookings online (docs/spec.md §13.1); the others are booked by phone. */
export const RESERVATION_VENUE = 'ibiza'

export interface MediaFormat {
  url: string
  width: number
  height: number
}

export interface Media {
  url: string
  /** In the page's language when the CMS has an alt text for this use of the picture. */
  alternativeText: string | null
  width: number | null
  height: number | null
  mime: string | null
  /** Smaller renditions (thumbnail, small, medium, large) for srcset. */
  formats: Record<string, MediaFormat>
  /** A caption in the page's language (venue gallery photos). */
  caption?: string | null
}

export interface Seo {
  title: string | null
  description: string | null
}

export interface VenueSummary {
  name: string
  slug: string
  city: string | null
  country: string | null
  timezone: string
  tagline: string | null
  heroImage: Media | null
  /** How to reach it: where every list of venues offers Call and Directions. */
  address: string | null
  latitude: number | null
  longitude: number | null
  phone: string | null
}

export interface MenuItem {
  name: string
  description: string | null
  price: number | null
  currency: string | null
  allergens: string[]
  dietaryTags: string[]
}

/** An account of the brand or a venue elsewhere: Instagram, SoundCloud… (an https address). */
export interface SocialLink {
  platform: string
  url: string
}

export interface Venue extends VenueSummary {
  /** The hero's portrait crop for phones: the same scene, composed upright (its alt text is the hero's). */
  heroPortrait: Media | null
  description: string | null
  gallery: Media[]
  email: string | null
  openingHours: { day: string; opens: string | null; closes: string | null; closed: boolean }[]
  socials: SocialLink[]
  menuSections: { title: string; description: string | null; items: MenuItem[] }[]
  faqs: { question: string; answer: string }[]
  reservationSettings: ReservationSettings | null
  hasGallery: boolean
  seo: Seo | null
}

/** A venue's reservation settings: the booking rules of cms/src/shared, less the venue's own time zone. */
export interface ReservationSettings extends Omit<BookingRules, 'timezone'> {
  enabled: boolean
}

export type EventStatus = 'scheduled' | 'soldout' | 'cancelled' | 'postponed'

export interface EventSummary {
  title: string
  slug: string
  startsAt: string
  endsAt: string | null
  status: EventStatus
  featured: boolean
  image: Media | null
  venue: VenueSummary | null
  priceFrom: number | null
  currency: string | null
  ticketUrl: string | null
  lineup: { artist: string; role: string | null; startsAt: string | null }[]
}

export interface Event extends EventSummary {
  description: string | null
}

export interface ArticleSummary {
  title: string
  slug: string
  excerpt: string | null
  cover: Media | null
  author: string | null
  publishedOn: string | null
  tags: string[]
}

export interface Article extends ArticleSummary {
  body: string
  venue: VenueSummary | null
  seo: Seo | null
}

export interface Track {
  n: number | null
  title: string
  artist: string | null
  duration: number | null
  preview: Media | null
}

export interface PlatformLink {
  platform: string
  url: string
}

export interface MixSummary {
  title: string
  slug: string
  artist: string | null
  cover: Media | null
  duration: number | null
  genre: string | null
}

export interface Mix extends MixSummary {
  audio: Media | null
  recordedOn: string | null
  description: string | null
  tracklist: { at: string; artist: string; title: string }[]
}

export interface AlbumSummary {
  title: string
  slug: string
  artist: string | null
  cover: Media | null
  releaseDate: string | null
}

export interface Album extends AlbumSummary {
  label: string | null
  description: string | null
  tracks: Track[]
  links: PlatformLink[]
}

export interface PlaylistSummary {
  title: string
  slug: string
  curator: string | null
  cover: Media | null
}

export interface Playlist extends PlaylistSummary {
  description: string | null
  tracks: Track[]
  links: PlatformLink[]
}

export interface Radio {
  title: string
  description: string | null
  streamUrl: string | null
  fallbackStreamUrl: string | null
  timezone: string
  cover: Media | null
  schedule: { day: string; start: string; end: string; show: string; host: string | null }[]
}

export interface Memory {
  title: string
  year: number
  caption: string | null
  image: Media | null
}

export interface Page {
  slug: string
  title: string
  body: string
  seo: Seo | null
}

export interface Home {
  hero: {
    title: string
    subtitle: string | null
    ctaLabel: string | null
    ctaHref: string | null
    image: Media | null
    /** The picture's portrait crop for phones (its alt text is the picture's). */
    portrait: Media | null
  } | null
  featuredEvents: EventSummary[]
  featuredMixes: MixSummary[]
  featuredArticles: ArticleSummary[]
  seo: Seo | null
}

export interface Paginated<T> {
  items: T[]
  page: number
  pageSize: number
  pageCount: number
  total: number
}

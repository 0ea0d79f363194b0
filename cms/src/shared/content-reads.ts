/**
 * The site's reads of public content (docs/spec.md §18.11), in one module both sides import: the worker
 * builds its queries from these trees and orders (src/server/cms/content.server.ts), and the CMS's gate
 * answers a content read only when its query is one of these shapes (cms/src/lib/gate/queries.ts). A test
 * runs every content function of the site through the gate's check and fails on a shape either side has
 * that the other lacks (tests/unit/content-reads.test.ts). Keyed by the public content types' paths
 * (content-types.ts, the one list): every public type has its reads here, and nothing else does. Like
 * booking-rules.ts: imports of shared/ alone, and code both tsconfigs compile.
 */
import type { ContentPath } from './content-types'

/** A relation, component or media populated as it is (no deeper). */
const SHOWN = true

/** What a query populates: each name shown as it is, or with what it populates in turn. */
export interface PopulateTree {
  readonly [name: string]: true | { readonly populate: PopulateTree }
}

const VENUE_CARD = { populate: { heroImage: SHOWN } } as const
/** Lists show events as posters: picture, venue, line-up and the ticket link (docs/spec.md §24.6). */
const EVENT_CARD = { image: SHOWN, venue: VENUE_CARD, lineup: SHOWN } as const
const TRACKS = { populate: { preview: SHOWN } } as const

/** The populate trees the site's pages ask for, by what they show. */
export const POPULATE = {
  none: {},
  venueCard: { heroImage: SHOWN },
  venue: {
    heroImage: SHOWN,
    heroPortrait: SHOWN,
    gallery: { populate: { image: SHOWN } },
    openingHours: SHOWN,
    socials: SHOWN,
    menuSections: { populate: { items: SHOWN } },
    faqs: SHOWN,
    reservationSettings: SHOWN,
    seo: SHOWN,
  },
  eventCard: EVENT_CARD,
  cover: { cover: SHOWN },
  article: { cover: SHOWN, venue: VENUE_CARD, seo: SHOWN },
  mix: { cover: SHOWN, audio: SHOWN, tracklist: SHOWN },
  /** Albums and playlists. */
  release: { cover: SHOWN, tracks: TRACKS, links: SHOWN },
  memory: { image: SHOWN },
  page: { seo: SHOWN },
  home: {
    hero: { populate: { image: SHOWN, portrait: SHOWN } },
    featuredEvents: { populate: EVENT_CARD },
    featuredMixes: { populate: { cover: SHOWN } },
    featuredArticles: { populate: { cover: SHOWN } },
    seo: SHOWN,
  },
  socials: { socials: SHOWN },
  radio: { cover: SHOWN, schedule: SHOWN },
} as const satisfies Record<string, PopulateTree>

/** What a filter compares with, by kind (VALUE_PATTERNS). */
export type ValueKind = 'moment' | 'slug' | 'word' | 'tag'

/**
 * The values a filter may compare with. A tag is what the site's `?tag=` takes (letters, digits, spaces,
 * dashes: src/server/page-query.server.ts); a moment a date or an ISO instant (events from a night on).
 */
export const VALUE_PATTERNS: Record<ValueKind, RegExp> = {
  moment: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
  slug: /^[a-z0-9-]{1,100}$/,
  word: /^[a-z-]{1,30}$/,
  tag: /^[\p{L}\p{N} -]{1,40}$/u,
}

/** The fields and operators a type's reads filter on, each with the kind of value it takes. */
export interface FilterTree {
  readonly [name: string]: ValueKind | FilterTree
}

/**
 * What one content type's reads may name (the API path's type: `events`, `home`, …). A single type
 * (`/api/home`, content-types.ts) is read whole, one entry, with none of a list's options.
 */
export interface ContentRead {
  /** Each filter a list may use, alone or with the others. None: lists are not filtered. */
  readonly filters?: FilterTree
  /** The orders a list is read in (one at a time), by what the site calls them. */
  readonly sorts?: Readonly<Record<string, string>>
  /** The fields a read may keep itself to (none: every field, as populated). */
  readonly fields?: readonly string[]
  /** The populate trees of the type's reads; a read populates one of them or a part of one. */
  readonly populate: readonly PopulateTree[]
}

const BY_SLUG: FilterTree = { slug: { $eq: 'slug' } }
/** Sitemaps read every slug in this order. */
const SLUG_ORDER = 'slug:asc'

/** Every public content type's reads. */
export const CONTENT_READS = {
  events: {
    filters: {
      ...BY_SLUG,
      startsAt: { $gte: 'moment', $lt: 'moment' },
      venue: { slug: { $eq: 'slug' } },
      eventStatus: { $eq: 'word' },
    },
    sorts: { soonest: 'startsAt:asc', slug: SLUG_ORDER },
    // The months that have events read dates only; a preview asks a draft's slug.
    fields: ['startsAt', 'slug'],
    populate: [POPULATE.eventCard],
  },
  venues: {
    filters: BY_SLUG,
    sorts: { name: 'name:asc' },
    fields: ['slug'],
    populate: [POPULATE.venue],
  },
  articles: {
    filters: { ...BY_SLUG, tags: { $contains: 'tag' } },
    sorts: { newest: 'publishedOn:desc', slug: SLUG_ORDER },
    // The tags `?tag=` may name are read from the articles' tags alone.
    fields: ['slug', 'tags'],
    populate: [POPULATE.article],
  },
  mixes: {
    filters: BY_SLUG,
    sorts: { newest: 'recordedOn:desc', slug: SLUG_ORDER },
    populate: [POPULATE.mix],
  },
  albums: {
    filters: BY_SLUG,
    sorts: { newest: 'releaseDate:desc', slug: SLUG_ORDER },
    populate: [POPULATE.release],
  },
  playlists: {
    filters: BY_SLUG,
    sorts: { title: 'title:asc', slug: SLUG_ORDER },
    populate: [POPULATE.release],
  },
  memories: {
    sorts: { newest: 'year:desc' },
    populate: [POPULATE.memory],
  },
  pages: {
    filters: BY_SLUG,
    fields: ['slug'],
    populate: [POPULATE.page],
  },
  home: { populate: [POPULATE.home, POPULATE.socials] },
  radio: { populate: [POPULATE.radio] },
} as const satisfies Record<ContentPath, ContentRead>

export type ContentType = keyof typeof CONTENT_READS

/** The largest page a list asks for (Strapi's own `maxLimit`, cms/config/api.ts, is the same). */
export const MAX_PAGE_SIZE = 100
/** The deepest page a list asks for (the site's pagination stops there: page-query.server.ts). */
export const LAST_PAGE = 1000
/** The languages content is read in. */
export const CONTENT_LOCALES = ['en', 'es'] as const

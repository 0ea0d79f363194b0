import type { EventSummary, Paginated } from '../../lib/domain'
import type { Locale } from '../../lib/locale'
import type { SharedRead } from '../content/answers.server'
import { checkedEntry, type EntryOf, MalformedEntry, type Plural } from '../content/schemas.server'
import type { CmsClient } from './client.server'
import { CmsError, fallbackErrorBody } from './errors.server'
import type { Mappers } from './mappers.server'
import { readCollection, readSingle } from './normalise.server'
import { type ListQuery, toVersionQuery } from './query.server'

const IMAGE = true
const VENUE_CARD = { populate: { heroImage: IMAGE } }
/** Lists show events as posters: picture, venue, line-up and the ticket link (docs/spec.md §24.6). */
const EVENT_CARD = { image: IMAGE, venue: VENUE_CARD, lineup: true }
const VENUE_FULL = {
  heroImage: IMAGE,
  heroPortrait: IMAGE,
  gallery: { populate: { image: IMAGE } },
  openingHours: true,
  socials: true,
  menuSections: { populate: { items: true } },
  faqs: true,
  reservationSettings: true,
  seo: true,
}
const TRACKS = { populate: { preview: IMAGE } }

export interface PageOptions {
  page?: number
  pageSize?: number
}

/** Which events a list asks for: from a date or moment (default today), before another, at a venue, in a status. */
export interface UpcomingOptions {
  venue?: string
  from?: string
  to?: string
  status?: EventSummary['status']
}

/**
 * What is made from a kept answer, made once: every request that reads the same answer object (the isolate
 * keeps it: content/answers.server.ts) gets the same entries and domain objects, which nothing mutates. A
 * fresh answer (a draft, a read past the memory tier) makes its own, and they go with it.
 */
const made = new WeakMap<object, Map<unknown, unknown>>()

function once<T>(from: unknown, how: unknown, make: () => T): T {
  if (typeof from !== 'object' || from === null) return make()
  let byHow = made.get(from)
  if (!byHow) {
    byHow = new Map()
    made.set(from, byHow)
  }
  if (byHow.has(how)) return byHow.get(how) as T
  const value = make()
  byHow.set(how, value)
  return value
}

/**
 * One typed function per need of the pages, over the shared public answers (content/answers.server.ts). A list
 * depends on its whole content type (`whole`: any publish of the type may change it); a lookup by slug and
 * a single type only on the documents they show. `map` must be the same object for every request of a
 * configuration (`once` keys on its functions).
 */
export function createContent({ client, read, map }: { client: CmsClient; read: SharedRead; map: Mappers }) {
  /** Entries the mappers can read, or the CMS's "unavailable" for the page (never a half-rendered one). */
  const checked = <T>(check: () => T): T => {
    try {
      return check()
    } catch (error) {
      if (!(error instanceof MalformedEntry)) throw error
      console.error(`[content] ${error.message}`)
      throw new CmsError(502, fallbackErrorBody(client.version, error.message), error.message)
    }
  }
  const list = async <P extends Plural>(
    type: P,
    query: ListQuery,
    whole = true,
  ): Promise<Paginated<EntryOf<P>>> => {
    const url = client.url(`/${type}`, toVersionQuery(client.version, query))
    const body = await read({ url, plural: type, locale: query.locale, whole })
    return once(body, type, () => {
      const page = readCollection(body, client.version)
      return checked(() => ({ ...page, items: page.items.map((raw) => checkedEntry(type, raw)) }))
    })
  }
  const single = async <P extends Plural>(type: P, locale: Locale, populate: unknown) => {
    const query = client.version === 'v3' ? { _locale: locale } : { locale, populate }
    const url = client.url(`/${type}`, query)
    const raw = readSingle(await read({ url, plural: type, locale, whole: false }), client.version)
    return raw && checked(() => checkedEntry(type, raw))
  }
  /** Events from `from` (the start of today unless said) until before `to`, at one venue if said. */
  const upcoming = (options: UpcomingOptions) => {
    const startsAt: Record<string, string> = { $gte: options.from ?? new Date().toISOString().slice(0, 10) }
    if (options.to) startsAt.$lt = options.to
    return {
      startsAt,
      ...(options.venue && { venue: { slug: { $eq: options.venue } } }),
      // The CMS names an event's status `eventStatus` (`status` is Strapi's own: draft or published).
      ...(options.status && { eventStatus: { $eq: options.status } }),
    }
  }
  const mapPage = <E, T>(page: Paginated<E>, mapper: (raw: E) => T): Paginated<T> =>
    once(page, mapper, () => ({ ...page, items: page.items.map(mapper) }))
  const bySlug = async <P extends Plural, T>(
    type: P,
    locale: Locale,
    slug: string,
    populate: unknown,
    mapper: (raw: EntryOf<P>) => T,
  ) => {
    const page = await list(type, { locale, filters: { slug: { $eq: slug } }, pageSize: 1, populate }, false)
    const raw = page.items[0]
    return raw ? once(raw, mapper, () => mapper(raw)) : null
  }

  return {
    /** Every slug of a collection (for the sitemap), page by page up to 2,000 entries. */
    async slugs(
      type: 'events' | 'articles' | 'mixes' | 'albums' | 'playlists',
      locale: Locale,
    ): Promise<string[]> {
      const slugs: string[] = []
      for (let page = 1; page <= 20; page++) {
        const answer = await list(type, { locale, page, pageSize: 100, sort: ['slug:asc'], populate: {} })
        slugs.push(...answer.items.map((raw) => raw.slug ?? '').filter(Boolean))
        if (page >= answer.pageCount) break
      }
      return slugs
    },
    /** Events from the start of today on, soonest first; optionally at one venue or in one month. */
    async upcomingEvents(locale: Locale, options: PageOptions & UpcomingOptions = {}) {
      const page = await list('events', {
        locale,
        filters: upcoming(options),
        sort: ['startsAt:asc'],
        page: options.page,
        pageSize: options.pageSize ?? 12,
        populate: EVENT_CARD,
      })
      return mapPage(page, map.eventSummary)
    },
    /**
     * The months ahead that have events (optionally at one venue), soonest first, with how many: the month
     * filter offers only those (docs/spec.md §24.6). Reads dates only, up to 300 events.
     */
    async eventMonths(locale: Locale, venue?: string): Promise<{ month: string; count: number }[]> {
      const counts = new Map<string, number>()
      for (let page = 1; page <= 3; page++) {
        const answer = await list('events', {
          locale,
          filters: upcoming({ venue }),
          sort: ['startsAt:asc'],
          page,
          pageSize: 100,
          fields: ['startsAt'],
          populate: {},
        })
        for (const raw of answer.items) {
          const month = (raw.startsAt ?? '').slice(0, 7)
          if (/^\d{4}-\d{2}$/.test(month)) counts.set(month, (counts.get(month) ?? 0) + 1)
        }
        if (page >= answer.pageCount) break
      }
      return [...counts].map(([month, count]) => ({ month, count }))
    },
    eventBySlug: (locale: Locale, slug: string) => bySlug('events', locale, slug, EVENT_CARD, map.event),

    async venues(locale: Locale) {
      return mapPage(
        await list('venues', { locale, sort: ['name:asc'], pageSize: 50, populate: { heroImage: IMAGE } }),
        map.venueSummary,
      )
    },
    venueBySlug: (locale: Locale, slug: string) => bySlug('venues', locale, slug, VENUE_FULL, map.venue),

    async articles(locale: Locale, options: PageOptions & { tag?: string } = {}) {
      const page = await list('articles', {
        locale,
        ...(options.tag && { filters: { tags: { $contains: options.tag } } }),
        sort: ['publishedOn:desc'],
        page: options.page,
        pageSize: options.pageSize ?? 9,
        populate: { cover: IMAGE },
      })
      return mapPage(page, map.articleSummary)
    },
    articleBySlug: (locale: Locale, slug: string) =>
      bySlug('articles', locale, slug, { cover: IMAGE, venue: VENUE_CARD, seo: true }, map.article),

    async mixes(locale: Locale, options: PageOptions = {}) {
      const page = await list('mixes', {
        locale,
        sort: ['recordedOn:desc'],
        ...options,
        populate: { cover: IMAGE },
      })
      return mapPage(page, map.mixSummary)
    },
    mixBySlug: (locale: Locale, slug: string) =>
      bySlug('mixes', locale, slug, { cover: IMAGE, audio: IMAGE, tracklist: true }, map.mix),

    async albums(locale: Locale, options: PageOptions = {}) {
      const page = await list('albums', {
        locale,
        sort: ['releaseDate:desc'],
        ...options,
        populate: { cover: IMAGE },
      })
      return mapPage(page, map.albumSummary)
    },
    albumBySlug: (locale: Locale, slug: string) =>
      bySlug('albums', locale, slug, { cover: IMAGE, tracks: TRACKS, links: true }, map.album),

    async playlists(locale: Locale, options: PageOptions = {}) {
      const page = await list('playlists', {
        locale,
        sort: ['title:asc'],
        ...options,
        populate: { cover: IMAGE },
      })
      return mapPage(page, map.playlistSummary)
    },
    playlistBySlug: (locale: Locale, slug: string) =>
      bySlug('playlists', locale, slug, { cover: IMAGE, tracks: TRACKS, links: true }, map.playlist),

    async memories(locale: Locale) {
      const page = await list('memories', {
        locale,
        sort: ['year:desc'],
        pageSize: 100,
        populate: { image: IMAGE },
      })
      return mapPage(page, map.memory)
    },
    pageBySlug: (locale: Locale, slug: string) => bySlug('pages', locale, slug, { seo: true }, map.page),

    async home(locale: Locale) {
      const raw = await single('home', locale, {
        hero: { populate: { image: IMAGE, portrait: IMAGE } },
        featuredEvents: { populate: EVENT_CARD },
        featuredMixes: { populate: { cover: IMAGE } },
        featuredArticles: { populate: { cover: IMAGE } },
        seo: true,
      })
      return raw && once(raw, map.home, () => map.home(raw))
    },
    /** The brand's own social links (the home's), for the footer of every page (docs/spec.md §3.2). */
    async brandSocials(locale: Locale) {
      const raw = await single('home', locale, { socials: true })
      return raw ? once(raw, map.socials, () => map.socials(raw.socials)) : []
    },
    async radio(locale: Locale) {
      const raw = await single('radio', locale, { cover: IMAGE, schedule: true })
      return raw && once(raw, map.radio, () => map.radio(raw))
    },
  }
}

export type Content = ReturnType<typeof createContent>

import { CONTENT_READS, MAX_PAGE_SIZE, POPULATE } from '../../../cms/src/shared/content-reads'
import type { EventSummary, Paginated } from '../../lib/domain'
import type { Locale } from '../../lib/locale'
import type { SharedRead } from '../content/answers.server'
import { checkedEntry, type EntryOf, MalformedEntry, type Plural } from '../content/schemas.server'
import type { CmsClient } from './client.server'
import { CmsError } from './errors.server'
import type { Mappers } from './mappers.server'
import {
  fallbackErrorBody,
  type ListQuery,
  readCollection,
  readSingle,
  singleQuery,
  toVersionQuery,
} from './strapi-versions.server'

/** The site's reads, one list with the CMS's gate (docs/spec.md §18.11). */
const { events, venues, articles, mixes, albums, playlists, memories } = CONTENT_READS
const SLUG_ORDER = [events.sorts.slug]

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

function once<Made>(from: unknown, how: unknown, make: () => Made): Made {
  if (typeof from !== 'object' || from === null) return make()
  let byHow = made.get(from)
  if (!byHow) {
    byHow = new Map()
    made.set(from, byHow)
  }
  // What `make` made for this `how` before: the same kind of value (no CMS body is read here).
  if (byHow.has(how)) return byHow.get(how) as Made
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
export function createContent({
  client,
  read,
  map,
  now,
}: {
  client: CmsClient
  read: SharedRead
  map: Mappers
  /** The app's clock: what "today" is for the lists of upcoming events. */
  now: () => number
}) {
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
    const url = client.url(`/${type}`, singleQuery(client.version, locale, populate))
    const raw = readSingle(await read({ url, plural: type, locale, whole: false }), client.version)
    return raw && checked(() => checkedEntry(type, raw))
  }
  /** Events from `from` (the start of today unless said) until before `to`, at one venue if said. */
  const upcoming = (options: UpcomingOptions) => {
    const startsAt: Record<string, string> = {
      $gte: options.from ?? new Date(now()).toISOString().slice(0, 10),
    }
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
        const answer = await list(type, {
          locale,
          page,
          pageSize: MAX_PAGE_SIZE,
          sort: SLUG_ORDER,
          populate: POPULATE.none,
        })
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
        sort: [events.sorts.soonest],
        page: options.page,
        pageSize: options.pageSize ?? 12,
        populate: POPULATE.eventCard,
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
          sort: [events.sorts.soonest],
          page,
          pageSize: MAX_PAGE_SIZE,
          fields: ['startsAt'],
          populate: POPULATE.none,
        })
        for (const raw of answer.items) {
          const month = (raw.startsAt ?? '').slice(0, 7)
          if (/^\d{4}-\d{2}$/.test(month)) counts.set(month, (counts.get(month) ?? 0) + 1)
        }
        if (page >= answer.pageCount) break
      }
      return [...counts].map(([month, count]) => ({ month, count }))
    },
    eventBySlug: (locale: Locale, slug: string) =>
      bySlug('events', locale, slug, POPULATE.eventCard, map.event),

    async venues(locale: Locale) {
      return mapPage(
        await list('venues', {
          locale,
          sort: [venues.sorts.name],
          pageSize: 50,
          populate: POPULATE.venueCard,
        }),
        map.venueSummary,
      )
    },
    venueBySlug: (locale: Locale, slug: string) => bySlug('venues', locale, slug, POPULATE.venue, map.venue),

    async articles(locale: Locale, options: PageOptions & { tag?: string } = {}) {
      const page = await list('articles', {
        locale,
        ...(options.tag && { filters: { tags: { $contains: options.tag } } }),
        sort: [articles.sorts.newest],
        page: options.page,
        pageSize: options.pageSize ?? 9,
        populate: POPULATE.cover,
      })
      return mapPage(page, map.articleSummary)
    },
    /**
     * Every tag the articles of a language carry, the only values `?tag=` may take (docs/spec.md §17.3): one
     * shared answer per language (tags alone, up to 1,000 articles), so a tag nobody uses asks the CMS nothing.
     */
    async articleTags(locale: Locale): Promise<Set<string>> {
      const tags = new Set<string>()
      for (let page = 1; page <= 10; page++) {
        const answer = await list('articles', {
          locale,
          sort: [articles.sorts.newest],
          page,
          pageSize: MAX_PAGE_SIZE,
          fields: ['tags'],
          populate: POPULATE.none,
        })
        for (const raw of answer.items) for (const tag of raw.tags ?? []) tags.add(tag)
        if (page >= answer.pageCount) break
      }
      return tags
    },
    articleBySlug: (locale: Locale, slug: string) =>
      bySlug('articles', locale, slug, POPULATE.article, map.article),

    async mixes(locale: Locale, options: PageOptions = {}) {
      const page = await list('mixes', {
        locale,
        sort: [mixes.sorts.newest],
        ...options,
        populate: POPULATE.cover,
      })
      return mapPage(page, map.mixSummary)
    },
    mixBySlug: (locale: Locale, slug: string) => bySlug('mixes', locale, slug, POPULATE.mix, map.mix),

    async albums(locale: Locale, options: PageOptions = {}) {
      const page = await list('albums', {
        locale,
        sort: [albums.sorts.newest],
        ...options,
        populate: POPULATE.cover,
      })
      return mapPage(page, map.albumSummary)
    },
    albumBySlug: (locale: Locale, slug: string) =>
      bySlug('albums', locale, slug, POPULATE.release, map.album),

    async playlists(locale: Locale, options: PageOptions = {}) {
      const page = await list('playlists', {
        locale,
        sort: [playlists.sorts.title],
        ...options,
        populate: POPULATE.cover,
      })
      return mapPage(page, map.playlistSummary)
    },
    playlistBySlug: (locale: Locale, slug: string) =>
      bySlug('playlists', locale, slug, POPULATE.release, map.playlist),

    async memories(locale: Locale) {
      const page = await list('memories', {
        locale,
        sort: [memories.sorts.newest],
        pageSize: MAX_PAGE_SIZE,
        populate: POPULATE.memory,
      })
      return mapPage(page, map.memory)
    },
    pageBySlug: (locale: Locale, slug: string) => bySlug('pages', locale, slug, POPULATE.page, map.page),

    async home(locale: Locale) {
      const raw = await single('home', locale, POPULATE.home)
      return raw && once(raw, map.home, () => map.home(raw))
    },
    /** The brand's own social links (the home's), for the footer of every page (docs/spec.md §3.2). */
    async brandSocials(locale: Locale) {
      const raw = await single('home', locale, POPULATE.socials)
      return raw ? once(raw, map.socials, () => map.socials(raw.socials)) : []
    },
    async radio(locale: Locale) {
      const raw = await single('radio', locale, POPULATE.radio)
      return raw && once(raw, map.radio, () => map.radio(raw))
    },
  }
}

export type Content = ReturnType<typeof createContent>

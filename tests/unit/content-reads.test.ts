// The site's reads of public content and the CMS's gate know one list of shapes (docs/spec.md §18.11,
// cms/src/shared/content-reads.ts): every query the site's content functions make passes the gate's check as
// Strapi parses it, every shape the gate allows is one the site makes, and the shapes an attacker sent are
// refused however they are spelled.
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { type ContentRoute, contentReadProblem, filterBoundProblem } from '../../cms/src/lib/gate/queries'
import {
  CONTENT_READS,
  type ContentType,
  type FilterTree,
  type PopulateTree,
} from '../../cms/src/shared/content-reads'
import { isSingleContentPath } from '../../cms/src/shared/content-types'
import { createCmsClient } from '../../src/server/cms/client.server'
import { createContent } from '../../src/server/cms/content.server'
import { createMappers } from '../../src/server/cms/mappers.server'
import { draftUrl } from '../../src/server/content/drafts.server'
import { sitePathOfMedia } from '../../src/server/media.server'

/** How Strapi parses a query (its `strapi::query` middleware's defaults). */
const parse = (search: string) =>
  qs.parse(search, { strictNullHandling: true, arrayLimit: 100, depth: 20, ignoreQueryPrefix: true })

/** The route a URL of the site's reads reaches at the CMS. */
function routeOf(url: string): ContentRoute {
  const [, type = '', id] = new URL(url).pathname.replace(/^\/api/, '').split('/')
  if (!Object.hasOwn(CONTENT_READS, type)) throw new Error(`no content read /api/${type}`)
  return { type: type as ContentType, one: isSingleContentPath(type) || id !== undefined }
}

const problemOf = (url: string, drafts = false) =>
  contentReadProblem(routeOf(url), parse(new URL(url).search), drafts)

/** Every URL the site's content functions ask, each function called with every option it has. */
async function siteReads(): Promise<string[]> {
  const urls: string[] = []
  const client = createCmsClient({ baseUrl: 'http://cms.test', prefix: '/api', version: 'v5' })
  const content = createContent({
    client,
    read: async ({ url }) => {
      urls.push(url)
      return { data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 0 } } }
    },
    map: createMappers(sitePathOfMedia({ CMS_URL: 'http://cms.test', MEDIA_ORIGIN: '' })),
    now: Date.now,
  })
  for (const locale of ['en', 'es'] as const) {
    for (const type of ['events', 'articles', 'mixes', 'albums', 'playlists'] as const) {
      await content.slugs(type, locale)
    }
    await content.upcomingEvents(locale)
    await content.upcomingEvents(locale, {
      venue: 'ibiza',
      from: '2026-12-01T21:00:00.000Z',
      to: '2026-12-31',
      status: 'scheduled',
      page: 3,
      pageSize: 24,
    })
    await content.eventMonths(locale, 'malta')
    await content.eventBySlug(locale, 'sunset-session')
    await content.venues(locale)
    await content.venueBySlug(locale, 'ibiza')
    await content.articles(locale, { tag: 'Sunset sessions', page: 2 })
    await content.articleTags(locale)
    await content.articleBySlug(locale, 'summer-notes')
    await content.mixes(locale, { page: 2, pageSize: 12 })
    await content.mixBySlug(locale, 'blue-hour')
    await content.albums(locale, { pageSize: 4 })
    await content.albumBySlug(locale, 'shoreline')
    await content.playlists(locale)
    await content.playlistBySlug(locale, 'shoreline')
    await content.memories(locale)
    await content.pageBySlug(locale, 'about')
    await content.home(locale)
    await content.brandSocials(locale)
    await content.radio(locale)
  }
  return urls
}

/** Every path to a leaf of a tree: `slug.$eq`, `venue.populate.heroImage`. */
const leaves = (tree: FilterTree | PopulateTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' ? leaves(value as FilterTree, `${prefix}${name}.`) : [`${prefix}${name}`],
  )

describe('the site’s reads and the gate’s', () => {
  it('every query the site makes is one the gate lets through', async () => {
    const urls = await siteReads()
    expect(urls.length).toBeGreaterThan(40)
    for (const url of urls) expect(problemOf(url), url).toBeUndefined()
  })

  it('draft mode’s reads pass only for the draft reader', async () => {
    for (const url of await siteReads()) {
      expect(problemOf(draftUrl(url), true), url).toBeUndefined()
      expect(problemOf(draftUrl(url), false), url).toMatch(/status/)
    }
    // The preview's lookup of a draft's slug (src/server/preview.server.ts).
    for (const type of ['events', 'articles', 'venues', 'pages']) {
      const url = `http://cms.test/api/${type}/abc123?${qs.stringify({ locale: 'es', status: 'draft', fields: ['slug'] }, { encodeValuesOnly: true })}`
      expect(problemOf(url, true), url).toBeUndefined()
    }
  })

  it('the gate allows no shape the site never makes', async () => {
    const queries = (await siteReads()).map((url) => ({
      route: routeOf(url),
      query: parse(new URL(url).search),
    }))
    for (const [type, read] of Object.entries(CONTENT_READS) as [
      ContentType,
      (typeof CONTENT_READS)[ContentType],
    ][]) {
      const ofType = queries.filter(({ route }) => route.type === type).map(({ query }) => query)
      const used = (name: string) => ofType.map((query) => query[name]).filter((value) => value !== undefined)
      const filtersUsed = new Set(used('filters').flatMap((filters) => leaves(filters as FilterTree)))
      if ('filters' in read) {
        // The preview's lookup by id filters nothing; every other filter the gate names is one the site uses.
        expect(new Set(leaves(read.filters)), type).toEqual(filtersUsed)
      }
      if ('sorts' in read) {
        expect(new Set(Object.values(read.sorts)), type).toEqual(new Set(used('sort').flat()))
      }
      if ('fields' in read) {
        // The preview asks for `slug` alone (see above); the lists' fields are the rest.
        const fields = new Set([
          ...used('fields').flat(),
          ...(type === 'events' || type === 'articles' || type === 'venues' || type === 'pages'
            ? ['slug']
            : []),
        ])
        expect(new Set(read.fields), type).toEqual(fields)
      }
      const populated = new Set(used('populate').flatMap((populate) => leaves(populate as PopulateTree)))
      const allowed = new Set(read.populate.flatMap((tree) => leaves(tree)).map((leaf) => leaf))
      expect(new Set([...allowed].map((leaf) => leaf)), type).toEqual(
        new Set([...populated].map((leaf) => leaf)),
      )
    }
  })
})

describe('a content read the site does not make', () => {
  const events = 'http://cms.test/api/events'
  const bad = (search: string, drafts = false) => problemOf(`${events}?${search}`, drafts)

  it('asks for drafts in no spelling', () => {
    for (const status of [
      'status=x',
      'status=',
      'status',
      'status=DRAFT',
      'status[0]=draft',
      'status=draft&status=published',
      'status=draft',
    ]) {
      expect(bad(status), status).toMatch(/status/)
    }
    expect(bad('status=published')).toBeUndefined()
    expect(problemOf('http://cms.test/api/home?status=x')).toMatch(/status/)
    expect(problemOf('http://cms.test/api/articles/abc?status=DRAFT', true)).toMatch(/status/)
  })

  it('filters, sorts, populates, pages and keeps fields only as the site does', () => {
    const refused = [
      // The query that held SQLite for 8–17 s: seven branches over a venue's opening hours.
      Array.from({ length: 7 }, (_, i) => `filters[$or][${i}][openingHours][day][$eq]=z${i}`).join('&'),
      'filters[$or][0][slug][$eq]=a',
      'filters[slug][$containsi]=a',
      'filters[slug][$eq][0]=a',
      'filters[slug][$eq]=NOT A SLUG',
      'filters[venue][name][$eq]=Ibiza',
      'filters[tags][$contains]=x',
      'sort=title:asc',
      'sort[0]=startsAt:asc&sort[1]=slug:asc',
      'populate=*',
      'populate[venue][populate]=*',
      'populate[venue][populate][gallery]=true',
      'populate[image][fields][0]=url',
      'populate[0]=image',
      'populate[venue]=1',
      'pagination[pageSize]=101',
      'pagination[pageSize]=1e2',
      'pagination[page]=1001',
      'pagination[page]=01',
      'pagination[withCount]=false',
      'pagination[limit]=-1',
      'fields[0]=title',
      'fields[0]=slug&fields[1]=slug',
      'locale=*',
      'locale=fr',
      '_q=a',
      'publicationState=preview',
    ]
    for (const search of refused) expect(bad(search), search).toBeDefined()
    expect(problemOf('http://cms.test/api/home?filters[slug][$eq]=a')).toBeDefined()
    expect(problemOf('http://cms.test/api/events/abc?pagination[page]=2')).toBeDefined()
    expect(
      bad(
        'filters[venue][slug][$eq]=ibiza&filters[startsAt][$gte]=2026-12-01&sort[0]=startsAt:asc&pagination[page]=2&pagination[pageSize]=12&populate[venue][populate][heroImage]=true&locale=es',
      ),
    ).toBeUndefined()
  })
})

describe('any other filter', () => {
  const or = (count: number, node: (i: number) => unknown) => ({
    $or: Array.from({ length: count }, (_, i) => node(i)),
  })

  it('stays within its bound of branches, nesting and joins', () => {
    // The stall: seven branches, each a join of a repeatable component.
    expect(filterBoundProblem(or(7, (i) => ({ openingHours: { day: { $eq: `z${i}` } } })))).toMatch(
      /relations/,
    )
    expect(filterBoundProblem(or(9, (i) => ({ name: { $eq: `n${i}` } })))).toMatch(/branches/)
    expect(filterBoundProblem({ $or: [{ $and: [{ $or: [{ name: { $eq: 'a' } }] }] }] })).toMatch(/nest/)
    expect(filterBoundProblem({ a: { b: { c: { d: { $eq: 'x' } } } }, e: { f: { $eq: 'y' } } })).toMatch(
      /relations/,
    )
  })

  it('lets the admin’s own lists through', () => {
    // The content manager's filters: a condition or a few, a relation, its search (`_q`, not a filter).
    expect(
      filterBoundProblem({ $and: [{ status: { $eq: 'confirmed' } }, { date: { $gte: '2026-12-01' } }] }),
    ).toBeUndefined()
    expect(filterBoundProblem({ $and: [{ venue: { slug: { $eq: 'ibiza' } } }] })).toBeUndefined()
    expect(
      filterBoundProblem({
        $and: [
          { folderPath: { $eq: '/' } },
          { $or: [{ mime: { $contains: 'image' } }, { mime: { $contains: 'video' } }] },
        ],
      }),
    ).toBeUndefined()
  })
})

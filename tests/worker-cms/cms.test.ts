import { SELF } from 'cloudflare:test'
import { describe, expect, inject, it, vi } from 'vitest'
import { Acknowledged } from '../../cms/src/shared/answers'
import { localePath } from '../../src/lib/locale'
import { ROUTES } from '../../src/routes'
import { createCmsClient } from '../../src/server/cms/client.server'
import { createContent } from '../../src/server/cms/content.server'
import { CmsError } from '../../src/server/cms/errors.server'
import { createMappers } from '../../src/server/cms/mappers.server'
import { sitePathOfMedia } from '../../src/server/media.server'
import { get, ORIGIN, STORED, staffHeaders } from '../worker/helpers'

const cmsUrl = inject('cmsUrl')
const workerSecret = inject('cmsWorkerSecret')
const client = createCmsClient({ baseUrl: cmsUrl, prefix: '/api', version: 'v5', workerSecret })
// The content functions straight on Strapi, as the shields call it (the worker's secret), without them between.
const content = createContent({
  client,
  read: async ({ url }) => (await fetch(url, { headers: { 'x-worker-secret': workerSecret } })).json(),
  map: createMappers(sitePathOfMedia({ CMS_URL: cmsUrl, MEDIA_ORIGIN: '' })),
  now: Date.now,
})

describe('content functions against the real Strapi, in both languages', () => {
  it('lists upcoming events soonest first, paginated, and by venue', async () => {
    const [en, es] = await Promise.all([content.upcomingEvents('en'), content.upcomingEvents('es')])
    expect(en.items.length).toBeGreaterThan(0)
    expect(en.total).toBeGreaterThanOrEqual(24)
    expect(en.pageCount).toBe(Math.ceil(en.total / en.pageSize))
    const starts = en.items.map((event) => event.startsAt)
    expect([...starts].sort()).toEqual(starts)
    expect(es.items[0]?.slug).toBe(en.items[0]?.slug)
    expect(es.items.map((e) => e.title)).not.toEqual(en.items.map((e) => e.title))
    const second = await content.upcomingEvents('en', { page: 2 })
    expect(second.page).toBe(2)
    expect(second.items[0]?.slug).not.toBe(en.items[0]?.slug)
    const malta = await content.upcomingEvents('en', { venue: 'malta', pageSize: 50 })
    // Not vacuous: Malta has events, and every one listed is Malta's.
    expect(malta.items.length).toBeGreaterThan(0)
    expect(new Set(malta.items.map((event) => event.venue?.slug))).toEqual(new Set(['malta']))
  })

  it('reads a venue with its menu, FAQ, gallery and reservation settings', async () => {
    const [en, es] = await Promise.all([
      content.venueBySlug('en', 'ibiza'),
      content.venueBySlug('es', 'ibiza'),
    ])
    expect(en?.menuSections.length).toBeGreaterThanOrEqual(3)
    expect(en?.menuSections[0]?.items.length).toBeGreaterThanOrEqual(4)
    expect(en?.faqs.length).toBeGreaterThanOrEqual(4)
    expect(en?.gallery.length).toBeGreaterThanOrEqual(6)
    expect(en?.reservationSettings).toMatchObject({ capacityPerSlot: 40, maxParty: 12, slotMinutes: 30 })
    expect(es?.faqs[0]?.question).not.toBe(en?.faqs[0]?.question)
    expect((await content.venueBySlug('en', 'tarifa-club'))?.hasGallery).toBe(false)
    expect(await content.venueBySlug('en', 'atlantis')).toBeNull()
  })

  it('reads every other kind of content in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      const [articles, mixes, albums, playlists, memories, venues, home, radio, page] = await Promise.all([
        content.articles(locale),
        content.mixes(locale),
        content.albums(locale),
        content.playlists(locale),
        content.memories(locale),
        content.venues(locale),
        content.home(locale),
        content.radio(locale),
        content.pageBySlug(locale, 'privacy'),
      ])
      expect(articles.total).toBeGreaterThanOrEqual(6)
      expect(mixes.total).toBeGreaterThanOrEqual(6)
      expect(albums.total).toBeGreaterThanOrEqual(4)
      expect(playlists.total).toBeGreaterThanOrEqual(4)
      expect(memories.total).toBeGreaterThanOrEqual(12)
      expect(venues.total).toBe(8)
      expect(home?.hero?.title).toBeTruthy()
      expect(home?.hero?.portrait?.height).toBeGreaterThan(
        home?.hero?.portrait?.width ?? Number.POSITIVE_INFINITY,
      )
      expect(radio?.schedule.length).toBeGreaterThan(0)
      expect(page?.body).toBeTruthy()
      const article = await content.articleBySlug(locale, articles.items[0]?.slug ?? '')
      expect(article?.body).toBeTruthy()
      const mix = await content.mixBySlug(locale, mixes.items[0]?.slug ?? '')
      expect(mix?.audio?.url).toMatch(/^\/media\/uploads\//)
      expect(mix?.tracklist.length).toBeGreaterThan(0)
      expect((await content.albumBySlug(locale, albums.items[0]?.slug ?? ''))?.tracks.length).toBeGreaterThan(
        0,
      )
      expect(
        (await content.playlistBySlug(locale, playlists.items[0]?.slug ?? ''))?.links.length,
      ).toBeGreaterThan(0)
      const event = await content.eventBySlug(
        locale,
        (await content.upcomingEvents(locale)).items[0]?.slug ?? '',
      )
      expect(event?.lineup.length).toBeGreaterThan(0)
    }
    const [en, es] = await Promise.all([content.pageBySlug('en', 'about'), content.pageBySlug('es', 'about')])
    expect(es?.title).not.toBe(en?.title)
  })

  it('surfaces the CMS’s own error body', async () => {
    // A filter the site never sends: the CMS's gate refuses it in Strapi's error shape (docs/spec.md §18.11).
    const error = (await client
      .request('/events', Acknowledged, { query: { filters: { nope: { $eq: 1 } } } })
      .catch((e: unknown) => e)) as CmsError
    expect(error).toBeInstanceOf(CmsError)
    expect(error.status).toBe(400)
    expect(error.body).toMatchObject({ data: null, error: { status: 400, name: 'BadRequestError' } })
    expect(error.message).toMatch(/filters\[nope\] is not a filter the site uses/)
  })
})

describe('pages from the CMS', () => {
  it('gives the not-found page for an unknown slug, in the page’s language', async () => {
    const response = await get('/es/events/no-existe-este-evento')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('No hay nada en /es/events/no-existe-este-evento.')
  })

  it('keeps CMS answers until what they show is purged, then shows the change', async () => {
    const headers = { ...(await staffHeaders()), 'content-type': 'application/json' }
    const about = (await (
      await fetch(`${cmsUrl}/api/pages?filters[slug][$eq]=about&locale=en`, { headers: await staffHeaders() })
    ).json()) as {
      data: { documentId: string; title: string }[]
    }
    const { documentId, title } = about.data[0] ?? { documentId: '', title: '' }
    expect(await (await get('/about')).text()).toContain(title)

    const edited = `${title} (edited ${Date.now()})`
    const update = await fetch(`${cmsUrl}/api/pages/${documentId}?locale=en`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: { title: edited } }),
    })
    expect(update.status).toBe(200)
    // Nobody told the site: the page and its answer are still what they were.
    expect(await (await get('/about')).text()).not.toContain(edited)

    const purge = (authorization: string, body: unknown) =>
      SELF.fetch(`${ORIGIN}/_app/purge`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const change = { event: 'entry.update', model: 'page', documentId, locale: 'en' }
    expect((await purge('Bearer wrong', change)).status).toBe(401)
    expect((await purge('Bearer worker-test-secret', { nonsense: true })).status).toBe(400)
    expect((await purge('Bearer worker-test-secret', change)).status).toBe(200)
    expect(await (await get('/about')).text()).toContain(edited)
  })
})

describe('social links from the real CMS, through the shields', () => {
  /** The addresses of the social navigation labelled `label`. */
  const links = (html: string, label: string) =>
    [
      ...(
        new RegExp(`<nav aria-label="${label}" class="social">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? ''
      ).matchAll(/href="([^"]+)"/g),
    ].map((match) => match[1] ?? '')

  it('puts the brand’s in every footer and a venue’s own on its page, in both languages', async () => {
    const brand = await content.brandSocials('en')
    expect(brand.map((link) => link.url)).toContain('https://instagram.com/solera')
    const footers: [string, string][] = [
      ['/', 'Follow Solera'],
      ['/malta', 'Follow Solera'],
      ['/es/events', 'Sigue a Solera'],
    ]
    for (const [path, label] of footers) {
      const html = await (await get(path)).text()
      expect(links(html, label), path).toEqual(brand.map((link) => link.url))
    }
    const malta = await (await get('/es/malta')).text()
    expect(malta).toContain('href="https://instagram.com/solera.malta"')
  })
})

describe('the page cache', () => {
  it('serves anonymous pages from the edge as they are, and never a signed-in visitor’s', async () => {
    const first = await get('/es/music/playlists')
    const stored = await first.text()
    const second = await get('/es/music/playlists')
    expect(second.headers.get('x-html-cache')).toMatch(STORED)
    expect(await second.text()).toBe(stored)
    expect(stored).toContain('<html lang="es"')

    // Query parameters the page does not read make no copies of it: they are sent to the page's address.
    const flood = await get('/es/music/playlists?miss=1&utm_source=x')
    expect(flood.status).toBe(301)
    expect(flood.headers.get('location')).toBe('/es/music/playlists')

    const signedIn = await get('/es/music/playlists', { cookie: 'strapi_jwt=abc' })
    expect(signedIn.headers.get('x-html-cache')).toBeNull()
    const flashed = await get('/es/music/playlists', { cookie: 'flash=success:flash.languageSaved' })
    expect(flashed.headers.get('x-html-cache')).toBeNull()
  })
})

describe('sitemap and robots', () => {
  it('lists every indexable page in both languages with its alternates', async () => {
    const response = await get('/sitemap.xml')
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
    // A page that duplicates another (its canonical is elsewhere, e.g. /venues/ibiza → /ibiza) is left out.
    const indexable = ROUTES.filter(
      (route) => !route.path.includes(':') && !route.noindex && !route.guards?.length && !route.canonical,
    )
    expect(indexable.length).toBeGreaterThan(40)
    for (const route of indexable) {
      expect(locs).toContain(route.path)
      expect(locs).toContain(localePath(route.path, 'es'))
    }
    // Form pages are uncached (each carries a fill-time token) but public.
    for (const form of ['/ibiza/reservations', '/es/contact', '/demos']) expect(locs).toContain(form)
    for (const hidden of ['/account', '/callback', '/random', '/es/settings', '/venues/ibiza', '/login'])
      expect(locs).not.toContain(hidden)
    const events = await content.upcomingEvents('en', { pageSize: 100 })
    for (const event of events.items) expect(locs).toContain(`/es/events/${event.slug}`)
    const article = (await content.articles('en')).items[0]?.slug
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/articles/${article}"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/articles/${article}"/>`,
    )
  })

  it('points crawlers at the sitemap and away from private pages', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(robots).toContain('Disallow: /es/account')
  })
})

describe('a change', () => {
  /** Two events the seed published, by slug and document. */
  async function twoEvents() {
    const answer = (await (
      await fetch(`${cmsUrl}/api/events?locale=en&sort=startsAt:desc&pagination[pageSize]=2`, {
        headers: await staffHeaders(),
      })
    ).json()) as { data: { documentId: string; slug: string; title: string }[] }
    const [changed, other] = answer.data
    if (!changed || !other) throw new Error('the seed has fewer than two events')
    return { changed, other }
  }
  const cacheOf = async (path: string) => {
    const response = await get(path)
    await response.arrayBuffer()
    return response.headers.get('x-html-cache')
  }
  const purge = (documentId: string) =>
    SELF.fetch(`${ORIGIN}/_app/purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer worker-test-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.publish', model: 'event', documentId, locale: 'en' }),
    })

  it('rebuilds only the pages that show what changed', async () => {
    const { changed, other } = await twoEvents()
    const pages = [
      `/events/${changed.slug}`,
      `/events/${other.slug}`,
      '/events',
      `/es/events/${changed.slug}`,
    ]
    for (const path of pages) await cacheOf(path)
    for (const path of pages) expect(await cacheOf(path), path).toMatch(STORED)

    const purged = await purge(changed.documentId)
    expect(await purged.json()).toMatchObject({ ok: true, tags: expect.arrayContaining(['type:events@en']) })
    // The changed event's page and the list that shows it are rebuilt; another event's page, and the
    // changed one in Spanish (another document version), are served as they were.
    expect(await cacheOf(`/events/${changed.slug}`)).toBe('miss')
    expect(await cacheOf('/events')).toBe('miss')
    expect(await cacheOf(`/events/${other.slug}`)).toMatch(STORED)
    expect(await cacheOf(`/es/events/${changed.slug}`)).toMatch(STORED)
  })

  it('that is only a draft asks nothing of the CMS: no purge, no request', async () => {
    const { changed } = await twoEvents()
    const path = `/events/${changed.slug}`
    await cacheOf(path)
    const calls = (await (await fetch(inject('cmsPurgeLog'))).json()) as unknown[]
    const draft = await fetch(`${cmsUrl}/api/events/${changed.documentId}?locale=en&status=draft`, {
      method: 'PUT',
      headers: { ...(await staffHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: `${changed.title} (draft)` } }),
    })
    expect(draft.status).toBe(200)
    const fetches = vi.spyOn(globalThis, 'fetch')
    const shown = await get(path)
    expect(shown.headers.get('x-html-cache')).toMatch(STORED)
    expect(await shown.text()).not.toContain('(draft)')
    expect(fetches.mock.calls.filter(([input]) => String(input).startsWith(cmsUrl))).toEqual([])
    fetches.mockRestore()
    expect(((await (await fetch(inject('cmsPurgeLog'))).json()) as unknown[]).length).toBe(calls.length)
  })
})

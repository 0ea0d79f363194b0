import { describe, expect, it } from 'vitest'
import { cmsUrl, getJson, registerUser, tokenHeader } from './_helpers'

type Doc = Record<string, unknown> & { id: number; documentId: string; locale?: string }
type Pagination = { page: number; pageSize: number; pageCount: number; total: number }

const list = async (type: string, query = '', headers: Record<string, string> = {}) => {
  const res = await getJson<Doc[]>(`/${type}?pagination[pageSize]=100${query}`, headers)
  expect(res.status, `${type}${query}`).toBe(200)
  return { data: res.body.data, pagination: (res.body.meta as { pagination: Pagination }).pagination }
}

// type → [minimum count, a localized long-text field that must differ between en and es]
const COLLECTIONS: Array<[string, number, string]> = [
  ['venues', 8, 'description'],
  ['events', 24, 'description'],
  ['articles', 6, 'body'],
  ['mixes', 6, 'description'],
  ['albums', 4, 'description'],
  ['playlists', 4, 'description'],
  ['memories', 12, 'caption'],
  ['pages', 10, 'body'],
]

describe('content API: every type in en and es', () => {
  it.each(COLLECTIONS)('%s: listed in both languages with Spanish text', async (type, min, field) => {
    const en = await list(type)
    const es = await list(type, '&locale=es')
    expect(en.pagination.total).toBeGreaterThanOrEqual(min)
    expect(es.pagination.total).toBe(en.pagination.total)
    expect(en.data.every((d) => d.locale === 'en')).toBe(true)
    expect(es.data.every((d) => d.locale === 'es')).toBe(true)
    const esById = new Map(es.data.map((d) => [d.documentId, d]))
    for (const doc of en.data) {
      const other = esById.get(doc.documentId)
      expect(other, `${type} ${doc.documentId} has an es version`).toBeDefined()
      expect(typeof doc[field]).toBe('string')
      expect((doc[field] as string).length).toBeGreaterThan(10)
      expect(other?.[field], `${type} ${doc.documentId}.${field} is translated`).not.toBe(doc[field])
    }
  })

  it('single types radio and home exist in both languages', async () => {
    for (const [type, pick] of [
      ['radio', (d: Doc) => d.description],
      ['home', (d: Doc) => (d.hero as { title: string }).title],
    ] as const) {
      const en = await getJson<Doc>(`/${type}?populate=*`)
      const es = await getJson<Doc>(`/${type}?populate=*&locale=es`)
      expect(en.status).toBe(200)
      expect(es.status).toBe(200)
      expect(en.body.data.documentId).toBe(es.body.data.documentId)
      expect(pick(es.body.data)).not.toBe(pick(en.body.data))
    }
  })

  it('pagination meta follows page and pageSize', async () => {
    const all = await list('events')
    const res = await getJson<Doc[]>('/events?pagination[page]=2&pagination[pageSize]=5&sort=startsAt:asc')
    expect(res.status).toBe(200)
    expect(res.body.meta).toEqual({
      pagination: {
        page: 2,
        pageSize: 5,
        pageCount: Math.ceil(all.pagination.total / 5),
        total: all.pagination.total,
      },
    })
    expect(res.body.data).toHaveLength(5)
  })
})

describe('drafts are never served without a full-access token', () => {
  const DRAFT = 'summer-line-up-preview'

  it('status=draft answers published content only', async () => {
    const published = await list('articles', '&fields[0]=slug&sort=id:asc')
    const asked = await list('articles', '&fields[0]=slug&sort=id:asc&status=draft')
    expect(asked.data.map((d) => d.id)).toEqual(published.data.map((d) => d.id))
    expect(asked.data.map((d) => d.slug)).not.toContain(DRAFT)
    const direct = await list('articles', `&filters[slug][$eq]=${DRAFT}&status=draft`)
    expect(direct.data).toHaveLength(0)
    // the same with the v4-style parameter, on another type, and for a signed-in user
    const legacy = await getJson<Doc[]>(`/articles?filters[slug][$eq]=${DRAFT}&publicationState=preview`)
    expect(legacy.body.data ?? []).toHaveLength(0)
    // a signed-in user is not staff either
    const user = await registerUser('drafts')
    const asUser = await getJson<Doc[]>(`/articles?filters[slug][$eq]=${DRAFT}&status=draft`, {
      authorization: `Bearer ${user.jwt}`,
    })
    expect(asUser.status).toBe(200)
    expect(asUser.body.data).toHaveLength(0)
    // single types too: the published home, whatever status is asked for
    const home = await getJson<Doc>('/home')
    const homeDraft = await getJson<Doc>('/home?status=draft')
    expect(homeDraft.status).toBe(200)
    expect(homeDraft.body.data.id).toBe(home.body.data.id)
    expect(homeDraft.body.data.publishedAt).toBeTruthy()
  })

  it('a full-access API token can read the draft', async () => {
    const withToken = await list('articles', `&filters[slug][$eq]=${DRAFT}&status=draft`, tokenHeader())
    expect(withToken.data).toHaveLength(1)
    const documentId = withToken.data[0]?.documentId ?? ''
    const publicOne = await getJson(`/articles/${documentId}?status=draft`)
    expect(publicOne.status).toBe(404)
    const tokenOne = await getJson<Doc>(`/articles/${documentId}?status=draft`, tokenHeader())
    expect(tokenOne.status).toBe(200)
    expect(tokenOne.body.data.slug).toBe(DRAFT)
  })
})

describe('demo content', () => {
  const SLUGS = [
    'malta',
    'phuket',
    'meloneras',
    'tigotan',
    'tenerife',
    'tarifa-beach',
    'tarifa-club',
    'ibiza',
  ]
  const TIMEZONES: Record<string, string> = {
    ibiza: 'Europe/Madrid',
    malta: 'Europe/Malta',
    phuket: 'Asia/Bangkok',
    meloneras: 'Atlantic/Canary',
    tigotan: 'Atlantic/Canary',
    tenerife: 'Atlantic/Canary',
    'tarifa-beach': 'Europe/Madrid',
    'tarifa-club': 'Europe/Madrid',
  }

  it('venues have menus, FAQs, galleries, hours, socials and reservation settings', async () => {
    const populate =
      '&populate[menuSections][populate]=items&populate[faqs]=true&populate[gallery]=true&populate[heroImage]=true&populate[openingHours]=true&populate[socials]=true&populate[reservationSettings]=true'
    for (const locale of ['en', 'es']) {
      const { data } = await list('venues', `${populate}&locale=${locale}`)
      expect(data.map((v) => v.slug).sort()).toEqual([...SLUGS].sort())
      for (const v of data) {
        const slug = v.slug as string
        expect(v.timezone).toBe(TIMEZONES[slug])
        expect(typeof v.latitude).toBe('number')
        expect(typeof v.longitude).toBe('number')
        expect(v.address).toBeTruthy()
        const sections = v.menuSections as Array<{
          title: string
          items: Array<{
            name: string
            price: number
            currency: string
            allergens: string[]
            dietaryTags: string[]
          }>
        }>
        expect(sections.length).toBeGreaterThanOrEqual(3)
        for (const s of sections) {
          expect(s.items.length).toBeGreaterThanOrEqual(4)
          for (const item of s.items) {
            expect(item.price).toBeGreaterThan(0)
            expect(item.currency).toBe(slug === 'phuket' ? 'THB' : 'EUR')
            expect(Array.isArray(item.allergens)).toBe(true)
            expect(Array.isArray(item.dietaryTags)).toBe(true)
          }
        }
        expect((v.faqs as unknown[]).length).toBeGreaterThanOrEqual(4)
        expect((v.openingHours as unknown[]).length).toBe(7)
        expect((v.socials as unknown[]).length).toBeGreaterThan(0)
        const rs = v.reservationSettings as Record<string, unknown>
        expect(rs).toMatchObject({
          slotMinutes: 30,
          firstSeating: '19:00',
          lastSeating: '23:30',
          capacityPerSlot: 40,
          minParty: 1,
          maxParty: 12,
          windowDays: 60,
          leadMinutes: 120,
        })
        expect(rs.enabled).toBe(slug === 'ibiza')
        expect((v.heroImage as { url: string }).url).toMatch(/^\/uploads\//)
        const gallery = (v.gallery ?? []) as Array<{ url: string; formats: Record<string, { url: string }> }>
        if (slug === 'tarifa-club') {
          expect(v.hasGallery).toBe(false)
          expect(gallery).toHaveLength(0)
        } else {
          expect(v.hasGallery).toBe(true)
          expect(gallery.length).toBeGreaterThanOrEqual(6)
          for (const img of gallery)
            expect(Object.keys(img.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail'])
        }
      }
    }
  })

  it('events are upcoming, spread over venues, with line-ups and states', async () => {
    const { data } = await list(
      'events',
      '&populate[venue][fields][0]=slug&populate[lineup]=true&populate[image]=true',
    )
    expect(data.length).toBeGreaterThanOrEqual(24)
    const now = Date.now()
    for (const e of data) {
      const starts = Date.parse(e.startsAt as string)
      expect(starts).toBeGreaterThan(now - 2 * 86400000)
      expect(starts).toBeLessThan(now + 70 * 86400000)
      expect((e.lineup as unknown[]).length).toBeGreaterThan(0)
      expect((e.image as { url: string }).url).toMatch(/^\/uploads\//)
    }
    const venues = new Set(data.map((e) => (e.venue as { slug: string }).slug))
    expect(venues.size).toBe(8)
    const states = data.map((e) => e.eventStatus)
    expect(states).toContain('soldout')
    expect(states).toContain('cancelled')
    expect(data.some((e) => e.featured === true)).toBe(true)
  })

  it('memories cover several years at Ibiza', async () => {
    const { data } = await list('memories', '&populate[venue][fields][0]=slug&populate[image]=true')
    expect(data.length).toBeGreaterThanOrEqual(12)
    expect(new Set(data.map((m) => m.year)).size).toBeGreaterThanOrEqual(5)
    expect(data.every((m) => (m.venue as { slug: string }).slug === 'ibiza')).toBe(true)
  })

  it('pages exist with the expected slugs in both languages', async () => {
    const slugs = [
      'faq',
      'about',
      'privacy',
      'terms-of-use',
      'licensing',
      'brand-protection',
      'listen',
      'contact',
      'demos',
      'testpage',
    ]
    for (const locale of ['en', 'es']) {
      const { data } = await list('pages', `&locale=${locale}&populate=seo`)
      expect(data.map((p) => p.slug)).toEqual(expect.arrayContaining(slugs))
      for (const p of data) expect((p.seo as { title: string }).title).toBeTruthy()
    }
  })

  it('music: mixes with audio and tracklists, albums and playlists with previews and links', async () => {
    const mixes = await list('mixes', '&populate[audio]=true&populate[tracklist]=true&populate[cover]=true')
    for (const m of mixes.data) {
      expect((m.audio as { mime: string }).mime).toMatch(/^audio\//)
      expect((m.tracklist as unknown[]).length).toBeGreaterThanOrEqual(4)
    }
    for (const type of ['albums', 'playlists']) {
      const { data } = await list(
        type,
        '&populate[tracks][populate]=preview&populate[links]=true&populate[cover]=true',
      )
      for (const a of data) {
        const tracks = a.tracks as Array<{ n: number; title: string; preview: { url: string } }>
        expect(tracks.length).toBeGreaterThanOrEqual(4)
        for (const t of tracks) expect(t.preview.url).toMatch(/^\/uploads\/.+\.wav$/)
        expect((a.links as unknown[]).length).toBeGreaterThan(0)
      }
    }
  })

  it('radio has a playable stream and a full weekly schedule', async () => {
    const res = await getJson<Doc>('/radio?populate=*')
    const radio = res.body.data
    const schedule = radio.schedule as Array<{ day: string; start: string; end: string; show: string }>
    expect(new Set(schedule.map((s) => s.day))).toEqual(
      new Set(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    )
    const stream = await fetch(`${cmsUrl()}${radio.streamUrl as string}`)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/audio/)
    expect(Number(stream.headers.get('content-length'))).toBeGreaterThan(100000)
    await stream.arrayBuffer()
  })

  it('home features events, mixes and articles; media files are served', async () => {
    const res = await getJson<Doc>(
      '/home?populate[hero][populate]=image&populate[featuredEvents]=true&populate[featuredMixes]=true&populate[featuredArticles]=true',
    )
    const home = res.body.data
    expect((home.featuredEvents as unknown[]).length).toBeGreaterThan(0)
    expect((home.featuredMixes as unknown[]).length).toBeGreaterThan(0)
    expect((home.featuredArticles as unknown[]).length).toBeGreaterThan(0)
    const image = (home.hero as { image: { url: string; formats: Record<string, { url: string }> } }).image
    for (const url of [image.url, image.formats.small?.url ?? '']) {
      const file = await fetch(`${cmsUrl()}${url}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/jpeg')
      await file.arrayBuffer()
    }
  })
})

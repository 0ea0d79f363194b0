import { createHash, createHmac } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { fetchUpload, getJson, registerUser, tokenHeader, uploadUrl, viaWorker } from './_helpers'

type Doc = Record<string, unknown> & { id: number; documentId: string; locale?: string }
type Pagination = { page: number; pageSize: number; pageCount: number; total: number }

/**
 * The demo content as a staff tool reads it (a full-access API token through the worker's network): any query
 * within the gate's bound. The site's own reads are the shapes of cms/src/shared/content-reads.ts.
 */
const read = <T = Doc>(path: string, headers: Record<string, string> = tokenHeader()) =>
  getJson<T>(path, headers)

const list = async (type: string, query = '', headers: Record<string, string> = tokenHeader()) => {
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
      const en = await read<Doc>(`/${type}?populate=*`)
      const es = await read<Doc>(`/${type}?populate=*&locale=es`)
      expect(en.status).toBe(200)
      expect(es.status).toBe(200)
      expect(en.body.data.documentId).toBe(es.body.data.documentId)
      expect(pick(es.body.data)).not.toBe(pick(en.body.data))
    }
  })

  it('pagination meta follows page and pageSize', async () => {
    const all = await list('events')
    const res = await read<Doc[]>('/events?pagination[page]=2&pagination[pageSize]=5&sort=startsAt:asc')
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

describe('drafts are served only to the site’s draft reader and to full-access tokens', () => {
  const DRAFT = 'summer-line-up-preview'
  /** The site's draft mode: the worker's secret and the draft reader's key (src/server/cms/draft-reader.server.ts). */
  const draftReader = () => ({
    ...viaWorker(),
    'x-draft-reader': createHmac('sha256', inject('cmsWorkerSecret'))
      .update('solera draft reader v1')
      .digest('hex'),
  })
  const SITE_QUERY = `/articles?locale=en&filters[slug][$eq]=${DRAFT}&pagination[page]=1&pagination[pageSize]=1`

  it('a staff tool asking any other status gets the published content', async () => {
    const published = await list('articles', '&fields[0]=slug&sort=id:asc')
    for (const status of ['x', '', 'DRAFT']) {
      const asked = await list('articles', `&fields[0]=slug&sort=id:asc&status=${status}`)
      expect(
        asked.data.map((d) => d.id),
        status,
      ).toEqual(published.data.map((d) => d.id))
      expect(
        asked.data.map((d) => d.slug),
        status,
      ).not.toContain(DRAFT)
    }
    const legacy = await read<Doc[]>(`/articles?filters[slug][$eq]=${DRAFT}&publicationState=preview`)
    expect(legacy.body.data ?? []).toHaveLength(0)
    // Single types too: the published home, whatever status is asked for.
    const home = await read('/home')
    const homeDraft = await read('/home?status=x')
    expect(homeDraft.status).toBe(200)
    expect(homeDraft.body.data.id).toBe(home.body.data.id)
    expect(homeDraft.body.data.publishedAt).toBeTruthy()
  })

  it('a signed-in visitor’s token, through the worker, asks for no draft', async () => {
    const user = await registerUser('drafts')
    const asUser = await getJson<Doc[]>(`${SITE_QUERY}&status=draft`, {
      ...viaWorker(),
      authorization: `Bearer ${user.jwt}`,
    })
    expect(asUser.status).toBe(400)
    expect(JSON.stringify(asUser.body)).not.toContain(DRAFT)
  })

  it('a full-access API token can read the draft', async () => {
    const withToken = await list('articles', `&filters[slug][$eq]=${DRAFT}&status=draft`)
    expect(withToken.data).toHaveLength(1)
    const documentId = withToken.data[0]?.documentId ?? ''
    const publicOne = await getJson(`/articles/${documentId}?status=draft`, {})
    expect(publicOne.status).toBe(404)
    const tokenOne = await read(`/articles/${documentId}?status=draft`)
    expect(tokenOne.status).toBe(200)
    expect(tokenOne.body.data.slug).toBe(DRAFT)
  })

  it('the draft reader reads the draft (the site’s draft mode); the worker’s secret alone does not', async () => {
    const drafts = await getJson<Doc[]>(`${SITE_QUERY}&status=draft`, draftReader())
    expect(drafts.status).toBe(200)
    expect(drafts.body.data).toHaveLength(1)
    expect((await getJson(`${SITE_QUERY}&status=draft`, viaWorker())).status).toBe(400)
    const wrong = { ...draftReader(), 'x-worker-secret': 'not-the-worker-secret-at-all-0123456789' }
    expect((await getJson(`${SITE_QUERY}&status=draft`, wrong)).status).toBe(403)
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
      '&populate[menuSections][populate]=items&populate[faqs]=true&populate[gallery][populate]=image&populate[heroImage]=true&populate[openingHours]=true&populate[socials]=true&populate[reservationSettings]=true'
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
        expect((v.heroImage as { url: string }).url).toMatch(uploadUrl())
        const gallery = (v.gallery ?? []) as Array<{
          image: { url: string; formats: Record<string, { url: string }> }
        }>
        if (slug === 'tarifa-club') {
          expect(v.hasGallery).toBe(false)
          expect(gallery).toHaveLength(0)
        } else {
          expect(v.hasGallery).toBe(true)
          expect(gallery.length).toBeGreaterThanOrEqual(6)
          for (const photo of gallery)
            expect(Object.keys(photo.image.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail'])
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
      expect((e.image as { url: string }).url).toMatch(uploadUrl())
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
        for (const t of tracks) expect(t.preview.url).toMatch(uploadUrl('.+\\.wav$'))
        expect((a.links as unknown[]).length).toBeGreaterThan(0)
      }
    }
  })

  it('radio has a playable stream and a full weekly schedule', async () => {
    const res = await read<Doc>('/radio?populate=*')
    const radio = res.body.data
    const schedule = radio.schedule as Array<{ day: string; start: string; end: string; show: string }>
    expect(new Set(schedule.map((s) => s.day))).toEqual(
      new Set(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    )
    const stream = await fetchUpload(radio.streamUrl as string)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/audio/)
    expect(Number(stream.headers.get('content-length'))).toBeGreaterThan(100000)
    await stream.arrayBuffer()
  })

  it('radio speaks Spanish in Spanish: its shows and who plays them', async () => {
    const hosts = async (locale: string) =>
      ((await read<Doc>(`/radio?populate=*&locale=${locale}`)).body.data.schedule as { host: string }[]).map(
        (slot) => slot.host,
      )
    const [en, es] = [await hosts('en'), await hosts('es')]
    expect(en).toContain('Guest DJs')
    expect(es).toContain('DJs invitados')
    expect(es).not.toContain('Guest DJs')
    expect(es).not.toContain('Automated')
    // People's names stay theirs.
    expect(es).toContain('Nadia Sol')
  })

  it('home features events, mixes and articles; media files are served', async () => {
    const res = await read<Doc>(
      '/home?populate[hero][populate]=image&populate[featuredEvents]=true&populate[featuredMixes]=true&populate[featuredArticles]=true',
    )
    const home = res.body.data
    expect((home.featuredEvents as unknown[]).length).toBeGreaterThan(0)
    expect((home.featuredMixes as unknown[]).length).toBeGreaterThan(0)
    expect((home.featuredArticles as unknown[]).length).toBeGreaterThan(0)
    const image = (home.hero as { image: { url: string; formats: Record<string, { url: string }> } }).image
    for (const url of [image.url, image.formats.small?.url ?? '']) {
      const file = await fetchUpload(url)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/jpeg')
      await file.arrayBuffer()
    }
  })
})

describe('pictures: one frame per kind, alt text in both languages', () => {
  type Picture = {
    url: string
    width: number
    height: number
    formats: Record<string, { width: number; height: number }>
  }
  const RATIOS = {
    '1:1': 1,
    '3:2': 3 / 2,
    '16:9': 16 / 9,
    '4:5': 4 / 5,
    '2:3': 2 / 3,
    '9:16': 9 / 16,
  } as const
  type Ratio = keyof typeof RATIOS
  /** The named ratio of a picture; its renditions (rounded to whole pixels) keep it too. */
  const ratioOf = (p: Picture): Ratio | null => {
    const close = (w: number, h: number, r: number) => Math.abs(w / h - r) < Math.max(0.01, 2 / h)
    const named = (Object.keys(RATIOS) as Ratio[]).find((r) => close(p.width, p.height, RATIOS[r])) ?? null
    expect(Object.keys(p.formats).sort(), 'every picture is large enough for every format').toEqual([
      'large',
      'medium',
      'small',
      'thumbnail',
    ])
    for (const f of Object.values(p.formats))
      expect(named && close(f.width, f.height, RATIOS[named])).toBe(true)
    return named
  }

  /** Both languages of a collection, with a picture and its alt text picked from each entry. */
  const bothLanguages = async (type: string, populate: string) => {
    const en = await list(type, populate)
    const es = await list(type, `${populate}&locale=es`)
    const esById = new Map(es.data.map((d) => [d.documentId, d]))
    return en.data.map((doc) => {
      const other = esById.get(doc.documentId)
      expect(other, `${type} ${doc.slug ?? doc.documentId} has an es version`).toBeDefined()
      return [doc, other ?? doc] as const
    })
  }

  const expectAlts = (label: string, en: unknown, es: unknown) => {
    expect(typeof en === 'string' && en.length > 15, `${label}: English alt text`).toBe(true)
    expect(typeof es === 'string' && es.length > 15, `${label}: Spanish alt text`).toBe(true)
    expect(es, `${label}: the alt text is translated`).not.toBe(en)
  }

  it.each([
    ['events', 'image', 'imageAlt', '3:2'],
    ['articles', 'cover', 'coverAlt', '3:2'],
    ['venues', 'heroImage', 'heroImageAlt', '3:2'],
    ['mixes', 'cover', 'coverAlt', '1:1'],
    ['albums', 'cover', 'coverAlt', '1:1'],
    ['playlists', 'cover', 'coverAlt', '1:1'],
  ] as const)('%s: every %s is %s… with alt text in en and es', async (type, field, altField, ratio) => {
    const pairs = await bothLanguages(type, `&populate[${field}]=true`)
    expect(pairs.length).toBeGreaterThan(0)
    for (const [en, es] of pairs) {
      expect(ratioOf(en[field] as Picture), `${type} ${en.slug}`).toBe(ratio)
      expectAlts(`${type} ${en.slug}`, en[altField], es[altField])
    }
  })

  it('no two pictures of a kind look the same', async () => {
    for (const [type, field] of [
      ['events', 'image'],
      ['mixes', 'cover'],
      ['memories', 'image'],
    ] as const) {
      const { data } = await list(type, `&populate[${field}]=true`)
      const digests = await Promise.all(
        data.map(async (d) => {
          const thumbnail = (d[field] as Picture & { formats: { thumbnail: { url: string } } }).formats
            .thumbnail
          const file = await fetchUpload(thumbnail.url)
          return createHash('sha256')
            .update(Buffer.from(await file.arrayBuffer()))
            .digest('hex')
        }),
      )
      expect(digests.length, type).toBeGreaterThan(1)
      expect(new Set(digests).size, type).toBe(digests.length)
    }
  })

  it('heroes have a 9:16 portrait crop wide enough for a phone at 2x', async () => {
    const { data: venues } = await list('venues', '&populate[heroPortrait]=true')
    const home = await read<Doc>('/home?populate[hero][populate][portrait]=true')
    const portraits = [
      ...venues.map((v) => [`venue ${v.slug}`, v.heroPortrait] as const),
      ['home', (home.body.data.hero as { portrait: unknown }).portrait] as const,
    ]
    for (const [name, portrait] of portraits) {
      expect(ratioOf(portrait as Picture), name).toBe('9:16')
      expect((portrait as Picture).width, name).toBeGreaterThanOrEqual(780)
    }
  })

  /**
   * What a picture looks like at a glance: its thumbnail shrunk to 16 × 11 colour cells, as seen and as
   * seen mirrored. Byte-distinct files can still show one scene; these cells cannot tell them apart.
   */
  const glance = async (thumbnailUrl: string) => {
    const jpeg = Buffer.from(await (await fetchUpload(thumbnailUrl)).arrayBuffer())
    const cells = async (mirror: boolean) => {
      const image = sharp(jpeg)
      return (mirror ? image.flop() : image).resize(16, 11, { fit: 'fill' }).removeAlpha().raw().toBuffer()
    }
    return Promise.all([cells(false), cells(true)])
  }
  /** Mean difference of two glances per colour channel (0–255), the closer of as seen and mirrored. */
  const apart = (a: Buffer[], b: Buffer[]) => {
    const diff = (x: Buffer, y: Buffer) =>
      x.reduce((sum, v, i) => sum + Math.abs(v - (y[i] ?? 0)), 0) / x.length
    return Math.min(diff(a[0] as Buffer, b[0] as Buffer), diff(a[0] as Buffer, b[1] as Buffer))
  }

  it('no two events, articles or venues show the same picture, even mirrored', async () => {
    const listed: Array<{ name: string; url: string }> = []
    for (const [type, field] of [
      ['events', 'image'],
      ['articles', 'cover'],
      ['venues', 'heroImage'],
    ] as const) {
      const { data } = await list(type, `&populate[${field}]=true`)
      for (const d of data) {
        const picture = d[field] as Picture & { formats: { thumbnail: { url: string } } }
        listed.push({ name: `${type} ${d.slug}`, url: picture.formats.thumbnail.url })
      }
    }
    const glances = await Promise.all(listed.map((p) => glance(p.url)))
    // The seed's near twins (one scene, other colours and details) were 9–18 apart; different scenes are 20 and more.
    const twins = listed.flatMap((p, i) =>
      listed.slice(i + 1).flatMap((q, k) => {
        const d = apart(glances[i] as Buffer[], glances[i + 1 + k] as Buffer[])
        return d < 15 ? [`${p.name} ~ ${q.name} (${d.toFixed(1)})`] : []
      }),
    )
    expect(listed.length).toBeGreaterThan(30)
    expect(twins).toEqual([])
  })

  it('radio cover is square and home hero 16:9, each with alt text in en and es', async () => {
    const [radioEn, radioEs] = await Promise.all([
      read<Doc>('/radio?populate=cover'),
      read<Doc>('/radio?populate=cover&locale=es'),
    ])
    expect(ratioOf(radioEn.body.data.cover as Picture)).toBe('1:1')
    expectAlts('radio', radioEn.body.data.coverAlt, radioEs.body.data.coverAlt)
    const [homeEn, homeEs] = await Promise.all([
      read<Doc>('/home?populate[hero][populate]=image'),
      read<Doc>('/home?populate[hero][populate]=image&locale=es'),
    ])
    const hero = (d: Doc) => d.hero as { image: Picture; imageAlt: string }
    expect(ratioOf(hero(homeEn.body.data).image)).toBe('16:9')
    expectAlts('home hero', hero(homeEn.body.data).imageAlt, hero(homeEs.body.data).imageAlt)
  })

  it('venue galleries keep each photo’s own frame, varied, with localized alt text and captions', async () => {
    type Photo = { image: Picture; alt: string; caption: string | null }
    const pairs = await bothLanguages('venues', '&populate[gallery][populate]=image')
    expect(pairs.length).toBeGreaterThan(1)
    for (const [en, es] of pairs) {
      const photos = (en.gallery ?? []) as Photo[]
      const translated = (es.gallery ?? []) as Photo[]
      if (en.slug === 'tarifa-club') continue
      expect(photos.length).toBeGreaterThanOrEqual(6)
      expect(translated).toHaveLength(photos.length)
      const ratios = photos.map((p) => ratioOf(p.image))
      expect(ratios.every(Boolean), `${en.slug}: ${ratios}`).toBe(true)
      expect(new Set(ratios).size, `${en.slug}: frames vary`).toBeGreaterThanOrEqual(3)
      expect(
        photos.some((p) => p.image.height > p.image.width),
        `${en.slug}: a portrait`,
      ).toBe(true)
      expect(
        photos.some((p) => p.image.width > p.image.height),
        `${en.slug}: a landscape`,
      ).toBe(true)
      photos.forEach((p, k) => {
        expectAlts(`${en.slug} gallery ${k + 1}`, p.alt, translated[k]?.alt)
        expect(translated[k]?.image.url).toBe(p.image.url)
        expect(translated[k]?.caption).not.toBe(p.caption)
      })
    }
  })

  it('Ibiza memories keep their own frames (portrait, landscape, wide, square) with alt text in en and es', async () => {
    const pairs = await bothLanguages('memories', '&populate[image]=true')
    const ratios = pairs.map(([en]) => ratioOf(en.image as Picture))
    expect(ratios.every(Boolean)).toBe(true)
    // Every frame but the heroes' portrait crop.
    expect(new Set(ratios)).toEqual(new Set(Object.keys(RATIOS).filter((ratio) => ratio !== '9:16')))
    for (const [en, es] of pairs) expectAlts(`memory ${en.year}`, en.imageAlt, es.imageAlt)
  })
})

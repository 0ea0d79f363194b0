/**
 * Demo content, en + es, made on the spot (pictures and sounds included). Runs when the database has
 * no venues, unless SEED=false. Each document is created in en as published with the Document
 * Service, then the same documentId is updated with locale es (Spanish text, not copies).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { clock } from '../lib/clock'
import { withoutPurge } from '../lib/purge'
import { addDays, DEFAULT_BOOKING_RULES, daysBetween, zonedInstant, zonedNow } from '../shared/booking-rules'
import type { ArtSpec, Ratio } from './art'
import { ARTICLES } from './content/articles'
import { CONCEPTS, EVENT_PICTURES, EVENTS, type EventSeed } from './content/events'
import { HOME, MEMORIES } from './content/memories'
import {
  ALBUMS,
  MIXES,
  PLAYLISTS,
  PREVIEW_CLIPS,
  PREVIEW_SECONDS,
  PROGRESSIONS,
  platformLinks,
  RADIO,
  RADIO_SCHEDULE,
} from './content/music'
import { PAGES } from './content/pages'
import { galleryFor } from './content/pictures'
import { inLanguage, type Lang, type Picture, type Tr } from './content/types'
import { BRAND, faqsFor, menuFor, VENUES } from './content/venues'
import { MediaMaker, mapLimit, type UploadedFile } from './media'

/**
 * One frame per kind of picture: music covers square, events, venues and articles 3:2, the home hero
 * 16:9 (it runs edge to edge, and a wider frame keeps it above the fold on a laptop). Heroes also get a
 * 9:16 portrait of the same scene for phones, which would otherwise crop three quarters of it away.
 * Gallery photos and memories keep their own frames.
 */
const FRAME = {
  cover: '1:1',
  landscape: '3:2',
  homeHero: '16:9',
  heroPortrait: '9:16',
} as const satisfies Record<string, Ratio>

interface PictureJob {
  key: string
  name: string
  art: ArtSpec
  alt: string
  caption?: string
}

const conceptOf = (ev: EventSeed) => {
  const concept = CONCEPTS.find((c) => c.key === ev.concept)
  if (!concept) throw new Error(`seed: unknown event concept ${ev.concept}`)
  return concept
}

const pictureOf = (ev: EventSeed): Picture => {
  const picture = EVENT_PICTURES.get(ev.slug)
  if (!picture) throw new Error(`seed: no picture for event ${ev.slug}`)
  return picture
}

const SEED_TZ = 'Europe/Madrid'
// Reservation settings hold the booking rules but the time zone, which is a field of the venue.
const { timezone: _venueTimezone, ...slotRules } = DEFAULT_BOOKING_RULES
const STORE = { type: 'core' as const, name: 'demo-seed' }

type Data = Record<string, unknown>
type Loc = (lang: Lang) => Data

export interface SeedInfo {
  seededOn: string
  seededAt: string
  ms: number
}

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Creates a document in en (published) and adds its es locale; returns the documentId. */
const createBilingual = async (
  strapi: Core.Strapi,
  uid: string,
  data: Loc,
  opts: { draft?: boolean } = {},
): Promise<string> => {
  const docs = strapi.documents(uid as never) as unknown as {
    create(p: Data): Promise<{ documentId: string }>
    update(p: Data): Promise<{ documentId: string }>
  }
  const status = opts.draft ? 'draft' : 'published'
  const created = await docs.create({ data: data('en'), locale: 'en', status })
  await docs.update({ documentId: created.documentId, data: data('es'), locale: 'es', status })
  return created.documentId
}

const seo = (title: Tr, description: Tr) => (lang: Lang) => ({
  title: title[lang].slice(0, 70),
  description: description[lang].slice(0, 200),
})

export const readSeedInfo = async (strapi: Core.Strapi): Promise<SeedInfo | null> =>
  ((await strapi.store(STORE).get({ key: 'info' })) as SeedInfo | null) ?? null

export const hasContent = async (strapi: Core.Strapi): Promise<boolean> =>
  (await strapi.db.query('api::venue.venue').count({})) > 0

export const runSeed = async (strapi: Core.Strapi): Promise<SeedInfo> => {
  const started = clock.now()
  const today = zonedNow(SEED_TZ, started).date
  const media = new MediaMaker(strapi)
  // The generated JPEGs are already compact: skip the upload plugin's re-encoding while seeding.
  const uploadService = strapi.plugin('upload').service('upload')
  const uploadSettings = ((await uploadService.getSettings()) ?? {}) as Record<string, unknown>
  await uploadService.setSettings({
    ...uploadSettings,
    sizeOptimization: false,
    autoOrientation: false,
    responsiveDimensions: true,
  })
  const lap = (() => {
    let t = started
    return (label: string) => {
      const now = clock.now()
      strapi.log.info(`[seed] ${label} (${now - t} ms)`)
      t = now
    }
  })()

  try {
    await withoutPurge(async () => {
      // ------------------------------------------------------------ media
      const pictures: PictureJob[] = []
      // `seed` picks colours and positions: a hero's portrait shares its landscape's, so both show one evening.
      const addPicture = (
        key: string,
        name: string,
        picture: Picture,
        ratio: Ratio,
        caption?: Tr,
        seed = name,
      ) =>
        pictures.push({
          key,
          name,
          art: { scene: picture.scene, ratio, seed },
          alt: picture.alt.en,
          caption: caption?.en,
        })
      VENUES.forEach((v, i) => {
        addPicture(`venue:${v.slug}:hero`, `${v.slug}-hero`, v.hero, FRAME.landscape)
        addPicture(
          `venue:${v.slug}:portrait`,
          `${v.slug}-hero-portrait`,
          v.hero,
          FRAME.heroPortrait,
          undefined,
          `${v.slug}-hero`,
        )
        if (v.hasGallery)
          for (const [k, g] of galleryFor(v.scenery, i).entries())
            addPicture(`venue:${v.slug}:gallery:${k}`, `${v.slug}-gallery-${k + 1}`, g, g.ratio, g.caption)
      })
      for (const ev of EVENTS)
        addPicture(`event:${ev.slug}`, `event-${ev.slug}`, pictureOf(ev), FRAME.landscape)
      for (const a of ARTICLES) addPicture(`article:${a.slug}`, `article-${a.slug}`, a.cover, FRAME.landscape)
      for (const m of MIXES) addPicture(`mix:${m.slug}`, `mix-${m.slug}`, m.cover, FRAME.cover)
      for (const a of ALBUMS) addPicture(`album:${a.slug}`, `album-${a.slug}`, a.cover, FRAME.cover)
      for (const p of PLAYLISTS) addPicture(`playlist:${p.slug}`, `playlist-${p.slug}`, p.cover, FRAME.cover)
      for (const [i, m] of MEMORIES.entries())
        addPicture(`memory:${i}`, `memory-${m.year}`, m.picture, m.picture.ratio)
      addPicture('radio', 'radio-cover', RADIO.cover, FRAME.cover)
      addPicture('home', 'home-hero', HOME.hero.picture, FRAME.homeHero)
      addPicture(
        'home:portrait',
        'home-hero-portrait',
        HOME.hero.picture,
        FRAME.heroPortrait,
        undefined,
        'home-hero',
      )

      const images = new Map<string, UploadedFile>()
      const uploaded = await mapLimit(pictures, 3, (p) => media.image(p.name, p.art, p.alt, p.caption))
      for (const [i, { key }] of pictures.entries()) images.set(key, uploaded[i])
      const img = (key: string) => {
        const f = images.get(key)
        if (!f) throw new Error(`seed: no image ${key}`)
        return f.id
      }
      lap(`${pictures.length} images`)

      const audioJobs: Array<{ key: string; run: () => Promise<UploadedFile> }> = []
      for (const m of MIXES)
        audioJobs.push({
          key: `mix:${m.slug}`,
          run: () => media.audio(`mix-${m.slug}`, m.clip, `${m.title.en} — ${m.artist}`),
        })
      for (let i = 0; i < PREVIEW_CLIPS; i += 1) {
        audioJobs.push({
          key: `preview:${i}`,
          run: () =>
            media.audio(
              `preview-${i + 1}`,
              {
                seconds: PREVIEW_SECONDS,
                chords: PROGRESSIONS[i % PROGRESSIONS.length],
                bpm: 100 + i * 3,
                beat: i % 2 === 0,
                arp: true,
                seed: 30 + i,
              },
              `Preview ${i + 1}`,
            ),
        })
      }
      audioJobs.push({
        key: 'radio:stream',
        run: () =>
          media.audio(
            'solera-radio-stream',
            {
              seconds: 60,
              chords: PROGRESSIONS[0].concat(PROGRESSIONS[3]),
              bpm: 110,
              beat: true,
              arp: true,
              seed: 90,
            },
            'Solera Radio live stream',
          ),
      })
      audioJobs.push({
        key: 'radio:fallback',
        run: () =>
          media.audio(
            'solera-radio-fallback',
            { seconds: 30, chords: PROGRESSIONS[4], bpm: 80, seed: 91 },
            'Solera Radio fallback stream',
          ),
      })
      const audioFiles = await mapLimit(audioJobs, 2, (job) => job.run())
      const audio = new Map(audioJobs.map((j, i) => [j.key, audioFiles[i]]))
      const aud = (key: string) => {
        const f = audio.get(key)
        if (!f) throw new Error(`seed: no audio ${key}`)
        return f
      }
      lap(`${audioJobs.length} audio clips`)

      // ------------------------------------------------------------ venues
      const venueIds = new Map<string, string>()
      for (const [i, v] of VENUES.entries()) {
        const id = await createBilingual(strapi, 'api::venue.venue', (lang) => ({
          name: v.name,
          slug: v.slug,
          city: v.city[lang],
          country: v.country[lang],
          timezone: v.timezone,
          tagline: v.tagline[lang],
          description: v.description[lang],
          heroImage: img(`venue:${v.slug}:hero`),
          heroPortrait: img(`venue:${v.slug}:portrait`),
          heroImageAlt: v.hero.alt[lang],
          gallery: v.hasGallery
            ? galleryFor(v.scenery, i).map((g, k) => ({
                image: img(`venue:${v.slug}:gallery:${k}`),
                alt: g.alt[lang],
                caption: g.caption[lang],
              }))
            : [],
          address: v.address[lang],
          latitude: v.latitude,
          longitude: v.longitude,
          phone: v.phone,
          email: v.email,
          openingHours: v.hours.map((h) => ({
            day: h.day,
            opens: h.opens ?? null,
            closes: h.closes ?? null,
            closed: Boolean(h.closed),
          })),
          socials: v.socials,
          menuSections: menuFor(v, i, lang),
          faqs: faqsFor(v, lang),
          reservationSettings: { ...slotRules, enabled: v.reservations, referencePrefix: v.referencePrefix },
          hasGallery: v.hasGallery,
          seo: seo(tr2(`${v.name} — ${v.city.en}`, `${v.name} — ${v.city.es}`), v.tagline)(lang),
        }))
        venueIds.set(v.slug, id)
      }
      lap(`${VENUES.length} venues`)

      // ------------------------------------------------------------ events
      const eventIds: string[] = []
      const featuredEvents: string[] = []
      const seenSlugs = new Set<string>()
      for (const ev of EVENTS) {
        const venue = VENUES.find((v) => v.slug === ev.venue)
        const concept = conceptOf(ev)
        if (!venue) throw new Error(`seed: bad event ${ev.slug}`)
        const slug = slugify(`${concept.title.en} ${ev.guest} ${venue.slug}`)
        if (seenSlugs.has(slug)) throw new Error(`seed: duplicate event slug ${slug}`)
        seenSlugs.add(slug)
        const localDay = addDays(zonedNow(venue.timezone, started).date, ev.day)
        const startsAt = new Date(zonedInstant(localDay, ev.start, venue.timezone))
        const endsAt = new Date(startsAt.getTime() + ev.hours * 3600000)
        const id = await createBilingual(strapi, 'api::event.event', (lang) => ({
          title:
            lang === 'en' ? `${concept.title.en} with ${ev.guest}` : `${concept.title.es} con ${ev.guest}`,
          slug,
          venue: venueIds.get(venue.slug),
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          lineup: ev.lineup.map((entry) => ({ ...entry, artist: inLanguage(entry.artist, lang) })),
          description: `${concept.description[lang]}\n\n${lang === 'en' ? `With **${ev.guest}**, ${inLanguage(ev.lineup[0].artist, lang)} and the ${BRAND} residents at ${venue.name}.` : `Con **${ev.guest}**, ${inLanguage(ev.lineup[0].artist, lang)} y los residentes de ${BRAND} en ${venue.name}.`}`,
          image: img(`event:${ev.slug}`),
          imageAlt: pictureOf(ev).alt[lang],
          ticketUrl: ev.priceFrom > 0 ? `https://tickets.solera.example/${slug}` : null,
          priceFrom: ev.priceFrom,
          currency: venue.currency,
          eventStatus: ev.eventStatus,
          featured: ev.featured,
        }))
        eventIds.push(id)
        if (ev.featured) featuredEvents.push(id)
      }
      lap(`${EVENTS.length} events`)

      // ------------------------------------------------------------ articles
      const articleIds: string[] = []
      for (const a of ARTICLES) {
        const id = await createBilingual(
          strapi,
          'api::article.article',
          (lang) => ({
            title: a.title[lang],
            slug: a.slug,
            excerpt: a.excerpt[lang],
            body: a.body[lang],
            cover: img(`article:${a.slug}`),
            coverAlt: a.cover.alt[lang],
            author: a.author,
            publishedOn: addDays(today, -a.daysAgo),
            tags: a.tags[lang],
            venue: a.venue ? venueIds.get(a.venue) : null,
            seo: seo(a.title, a.excerpt)(lang),
          }),
          { draft: a.draft },
        )
        if (!a.draft) articleIds.push(id)
      }
      lap(`${ARTICLES.length} articles`)

      // ------------------------------------------------------------ music
      const mixIds: string[] = []
      for (const m of MIXES) {
        const file = aud(`mix:${m.slug}`)
        const step = Math.floor(m.clip.seconds / m.tracklist.length)
        mixIds.push(
          await createBilingual(strapi, 'api::mix.mix', (lang) => ({
            title: m.title[lang],
            slug: m.slug,
            artist: m.artist,
            cover: img(`mix:${m.slug}`),
            coverAlt: m.cover.alt[lang],
            audio: file.id,
            duration: m.clip.seconds,
            genre: m.genre,
            recordedOn: addDays(today, -m.daysAgo),
            tracklist: m.tracklist.map((t, k) => ({
              at: `0:${String(k * step).padStart(2, '0')}`,
              artist: t.artist,
              title: t.title,
            })),
            description: m.description[lang],
          })),
        )
      }
      let previewIndex = 0
      const nextPreview = () => aud(`preview:${previewIndex++ % PREVIEW_CLIPS}`).id
      for (const a of ALBUMS) {
        const tracks = a.tracks.map((t, k) => ({
          n: k + 1,
          title: t.title,
          artist: t.artist,
          duration: t.duration,
          preview: nextPreview(),
        }))
        await createBilingual(strapi, 'api::album.album', (lang) => ({
          title: a.title[lang],
          slug: a.slug,
          artist: inLanguage(a.artist, lang),
          cover: img(`album:${a.slug}`),
          coverAlt: a.cover.alt[lang],
          releaseDate: a.released,
          label: a.label,
          tracks,
          links: platformLinks(a.slug),
          description: a.description[lang],
        }))
      }
      for (const p of PLAYLISTS) {
        const tracks = p.tracks.map((t, k) => ({
          n: k + 1,
          title: t.title,
          artist: t.artist,
          duration: t.duration,
          preview: nextPreview(),
        }))
        await createBilingual(strapi, 'api::playlist.playlist', (lang) => ({
          title: p.title[lang],
          slug: p.slug,
          cover: img(`playlist:${p.slug}`),
          coverAlt: p.cover.alt[lang],
          curator: inLanguage(p.curator, lang),
          description: p.description[lang],
          tracks,
          links: platformLinks(p.slug)
            .slice(0, 3)
            .map((l) => ({ ...l, url: l.url.replace('/album/', '/playlist/') })),
        }))
      }
      const stream = aud('radio:stream')
      const fallback = aud('radio:fallback')
      await createBilingual(strapi, 'api::radio.radio', (lang) => ({
        title: RADIO.title[lang],
        description: RADIO.description[lang],
        streamUrl: stream.url,
        fallbackStreamUrl: fallback.url,
        timezone: RADIO.timezone,
        cover: img('radio'),
        coverAlt: RADIO.cover.alt[lang],
        schedule: RADIO_SCHEDULE.map((s) => ({
          day: s.day,
          start: s.start,
          end: s.end,
          show: s.show[lang],
          host: typeof s.host === 'string' ? s.host : s.host[lang],
        })),
      }))
      lap(`${MIXES.length} mixes, ${ALBUMS.length} albums, ${PLAYLISTS.length} playlists, radio`)

      // ------------------------------------------------------------ memories, pages, home
      for (const [i, m] of MEMORIES.entries()) {
        await createBilingual(strapi, 'api::memory.memory', (lang) => ({
          title: m.title[lang],
          venue: venueIds.get('ibiza'),
          year: m.year,
          image: img(`memory:${i}`),
          imageAlt: m.picture.alt[lang],
          caption: m.caption[lang],
        }))
      }
      for (const p of PAGES) {
        await createBilingual(strapi, 'api::page.page', (lang) => ({
          slug: p.slug,
          title: p.title[lang],
          body: p.body[lang],
          seo: seo(p.seo.title, p.seo.description)(lang),
        }))
      }
      await createBilingual(strapi, 'api::home.home', (lang) => ({
        hero: {
          title: HOME.hero.title[lang],
          subtitle: HOME.hero.subtitle[lang],
          ctaLabel: HOME.hero.ctaLabel[lang],
          ctaHref: HOME.hero.ctaHref[lang],
          image: img('home'),
          portrait: img('home:portrait'),
          imageAlt: HOME.hero.picture.alt[lang],
        },
        featuredEvents,
        featuredMixes: mixIds.slice(0, 3),
        featuredArticles: articleIds.slice(0, 3),
        socials: HOME.socials,
        seo: seo(HOME.seo.title, HOME.seo.description)(lang),
      }))
      lap(`${MEMORIES.length} memories, ${PAGES.length} pages, home`)
    })
  } finally {
    media.cleanup()
    await uploadService.setSettings({
      sizeOptimization: true,
      responsiveDimensions: true,
      autoOrientation: false,
      ...uploadSettings,
    })
  }

  const info: SeedInfo = { seededOn: today, seededAt: clock.date().toISOString(), ms: clock.now() - started }
  await strapi.store(STORE).set({ key: 'info', value: info })
  strapi.log.info(`[seed] demo content ready in ${info.ms} ms`)
  return info
}

const tr2 = (en: string, es: string): Tr => ({ en, es })

/**
 * Keeps demo dates relative to today: when the demo content was made on an earlier day (a restored
 * template, or a dev database from last week), events, article dates and mix dates move forward by
 * the days that passed. SEED_REDATE=false turns it off.
 */
export const redateDemo = async (strapi: Core.Strapi): Promise<void> => {
  if (process.env.SEED_REDATE === 'false') return
  const info = await readSeedInfo(strapi)
  if (!info) return
  const today = zonedNow(SEED_TZ, clock.now()).date
  const days = daysBetween(info.seededOn, today)
  if (days <= 0) return
  const shiftMs = days * 86400000
  await strapi.db.transaction(async () => {
    const events = (await strapi.db
      .query('api::event.event')
      .findMany({ select: ['id', 'startsAt', 'endsAt'] })) as Array<{
      id: number
      startsAt: string | null
      endsAt: string | null
    }>
    for (const e of events) {
      await strapi.db.query('api::event.event').update({
        where: { id: e.id },
        data: {
          startsAt: e.startsAt ? new Date(new Date(e.startsAt).getTime() + shiftMs) : null,
          endsAt: e.endsAt ? new Date(new Date(e.endsAt).getTime() + shiftMs) : null,
        },
      })
    }
    for (const [uid, field] of [
      ['api::article.article', 'publishedOn'],
      ['api::mix.mix', 'recordedOn'],
    ] as const) {
      const rows = (await strapi.db.query(uid).findMany({ select: ['id', field] })) as Array<
        Record<string, unknown>
      >
      for (const r of rows) {
        const v = r[field]
        if (typeof v === 'string' && v)
          await strapi.db
            .query(uid)
            .update({ where: { id: r.id }, data: { [field]: addDays(v.slice(0, 10), days) } })
      }
    }
  })
  await strapi.store(STORE).set({ key: 'info', value: { ...info, seededOn: today } })
  strapi.log.info(`[seed] demo dates moved forward ${days} day(s)`)
}

/**
 * After a fresh seed on SQLite, leaves a copy of the database and the uploads in SEED_CACHE_DIR
 * (written to a temporary folder, then renamed) so the launcher can start the next throw-away
 * database from it instead of seeding again.
 */
export const writeSeedCache = async (strapi: Core.Strapi): Promise<void> => {
  const dir = process.env.SEED_CACHE_DIR
  if (!dir || strapi.db.dialect.client !== 'sqlite') return
  if (fs.existsSync(path.join(dir, 'ready.json'))) return
  const started = clock.now()
  const tmp = `${dir}.tmp-${process.pid}-${started}`
  try {
    fs.mkdirSync(tmp, { recursive: true })
    await strapi.db.connection.raw('VACUUM INTO ?', [path.join(tmp, 'data.db')])
    // Only the files the database knows (a shared public/uploads may hold older runs' files).
    const publicDir = strapi.dirs.static.public
    fs.mkdirSync(path.join(tmp, 'uploads'), { recursive: true })
    const files = (await strapi.db
      .query('plugin::upload.file')
      .findMany({ select: ['url', 'formats'] })) as Array<{
      url: string
      formats: Record<string, { url: string }> | null
    }>
    for (const f of files) {
      for (const url of [f.url, ...Object.values(f.formats ?? {}).map((x) => x.url)]) {
        if (!url?.startsWith('/uploads/')) continue
        fs.copyFileSync(path.join(publicDir, url), path.join(tmp, url))
      }
    }
    const info = await readSeedInfo(strapi)
    fs.writeFileSync(
      path.join(tmp, 'ready.json'),
      `${JSON.stringify({ ...info, cachedAt: clock.date().toISOString() }, null, 2)}\n`,
    )
    try {
      fs.renameSync(tmp, dir)
      strapi.log.info(`[seed] template cached in ${dir} (${clock.now() - started} ms)`)
    } catch {
      // another run cached it first
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true })
    strapi.log.warn(`[seed] could not cache the template: ${(err as Error).message}`)
  }
}

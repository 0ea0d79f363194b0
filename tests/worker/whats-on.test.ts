import { describe, expect, it } from 'vitest'
import type { Event } from '../../src/lib/domain'
import { event, fixtureContent } from '../fixtures/content'
import { fixtureWorker } from './fixture'
import { BROWSER_UA, ORIGIN } from './helpers'
import { TEST_CLOCK } from './test-clock'

/** Wednesday 1 July 2099, 10:00 UTC: noon in Madrid, 17:00 in Bangkok. */
const NOW = Date.parse('2099-07-01T10:00:00.000Z')
const clock = { ...TEST_CLOCK, now: () => NOW }

/** A night of the fixture at `startsAt`, at a venue whose clock is `timezone`. */
const night = (slug: string, startsAt: string, timezone = 'Europe/Madrid', changes: Partial<Event> = {}) => {
  const base = event('en', slug, 'malta')
  return { ...base, startsAt, venue: base.venue && { ...base.venue, timezone }, ...changes }
}

const NIGHTS = [
  night('madrid-tonight', '2099-07-01T18:00:00.000Z'), // 20:00 in Madrid, today
  night('madrid-lunch', '2099-07-01T11:00:00.000Z'), // 13:00 in Madrid, today
  night('bangkok-late', '2099-07-01T18:00:00.000Z', 'Asia/Bangkok'), // 01:00 on Thursday in Bangkok
  night('friday', '2099-07-03T18:00:00.000Z'),
  night('sunday-late', '2099-07-05T21:30:00.000Z'), // 23:30 on Sunday in Madrid
  night('monday', '2099-07-06T18:00:00.000Z'),
  night('postponed', '2099-07-01T19:00:00.000Z', 'Europe/Madrid', { status: 'postponed' }),
]

/** Every night above, whatever the list asks (the worker narrows by day itself). */
const content = () => ({
  ...fixtureContent(),
  upcomingEvents: async () => ({ items: NIGHTS, page: 1, pageSize: 100, pageCount: 1, total: NIGHTS.length }),
})

const worker = fixtureWorker({ HTML_CACHE_SECONDS: '0' }, content, clock)
const get = (path: string) =>
  worker(new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } }))

/** Each poster row as "slug: its date block's words". */
async function rows(path: string) {
  const response = await get(path)
  expect(response.status).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/<li class="event-row[^"]*">([\s\S]*?)<\/li>/g)].map((row) => {
    const slug = /\/events\/([a-z-]+)"/.exec(row[1] ?? '')?.[1]
    const date = /class="poster-date[^"]*"[^>]*>([\s\S]*?)<\/(?:time|p)>/.exec(row[1] ?? '')?.[1] ?? ''
    const words = date
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return `${slug}: ${words}`
  })
}

describe('what is on, named on each venue’s clock', () => {
  it('says Tonight, Today and Tomorrow on the venue’s calendar day, and no date for a postponed night', async () => {
    expect(await rows('/events')).toEqual([
      'madrid-tonight: Tonight 1 Jul Wed 20:00',
      'madrid-lunch: Today 1 Jul Wed 13:00',
      // The same moment as Madrid's night is already Thursday in Bangkok.
      'bangkok-late: Tomorrow 2 Jul Thu 01:00',
      'friday: 3 Jul Fri 20:00',
      'sunday-late: 5 Jul Sun 23:30',
      'monday: 6 Jul Mon 20:00',
      'postponed: New date to be announced',
    ])
    expect((await rows('/es/events')).slice(0, 3)).toEqual([
      'madrid-tonight: Esta noche 1 jul mié 20:00',
      'madrid-lunch: Hoy 1 jul mié 13:00',
      'bangkok-late: Mañana 2 jul jue 01:00',
    ])
  })

  it('narrows the list to tonight or this weekend by links, each night on its venue’s clock', async () => {
    const slugs = async (path: string) => (await rows(path)).map((row) => row.split(':')[0])
    expect(await slugs('/events?when=tonight')).toEqual(['madrid-tonight', 'madrid-lunch', 'postponed'])
    expect(await slugs('/events?when=weekend')).toEqual(['friday', 'sunday-late'])
    expect(await slugs('/es/events?when=weekend')).toEqual(['friday', 'sunday-late'])
  })

  it('offers the narrowings as chips that keep the venue, and answers another spelling with 301', async () => {
    const html = await (await get('/events?venue=malta&when=tonight')).text()
    const chips = /<nav aria-label="When">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
    expect([...chips.matchAll(/href="([^"]+)"[^>]*?(aria-current="true")?>/g)].map((m) => m[1])).toEqual([
      '/events?venue=malta',
      '/events?venue=malta&amp;when=tonight',
      '/events?venue=malta&amp;when=weekend',
    ])
    expect(chips).toMatch(/when=tonight" aria-current="true"/)
    const spanish = await (await get('/es/events')).text()
    expect(spanish).toContain('<nav aria-label="Cuándo">')
    expect(spanish).toContain('>Esta noche</a>')
    expect(spanish).toContain('>Este fin de semana</a>')
    for (const [asked, canonical] of [
      ['/events?when=later', '/events'],
      ['/events?when=tonight&when=weekend', '/events?when=tonight'],
      ['/events?utm_source=x&when=weekend', '/events?when=weekend'],
    ]) {
      const sent = await get(asked ?? '')
      expect(sent.status).toBe(301)
      expect(sent.headers.get('location')).toBe(canonical)
    }
  })

  it('shows the events’ own navigation on /events, not the Ibiza section’s', async () => {
    const html = await (await get('/events')).text()
    expect(html).not.toContain('class="section-nav"')
    expect(html).toContain('<nav aria-label="Venue">')
    expect(html).toContain('<nav aria-label="Month">')
  })
})

describe('a venue page is a what’s-on page', () => {
  it('lists the next nights with their actions before the practical details, without repeating the venue', async () => {
    const html = await (await get('/malta')).text()
    const next = html.indexOf('id="next"')
    expect(next).toBeGreaterThan(html.indexOf('id="venue-title"'))
    expect(next).toBeLessThan(html.indexOf('id="visit"'))
    const row = /<li class="event-row[\s\S]*?<\/li>/.exec(html)?.[0] ?? ''
    expect(row).toContain('Tickets')
    expect(row).not.toContain('class="eyebrow"')
  })
})

describe('honest booking buttons', () => {
  const heroAction = async (path: string, hero?: { ctaHref: string; ctaLabel: string }) => {
    const home = () => {
      const source = fixtureContent()
      return {
        ...source,
        home: async (locale: 'en' | 'es') => {
          const shown = await source.home(locale)
          return shown?.hero && hero ? { ...shown, hero: { ...shown.hero, ...hero } } : shown
        },
      }
    }
    const response = await fixtureWorker(
      { HTML_CACHE_SECONDS: '0' },
      home,
      clock,
    )(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA } }))
    const actions = /<div class="actions">([\s\S]*?)<\/div>/.exec(await response.text())?.[1] ?? ''
    return /<a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(actions)?.slice(1, 3)
  }

  it('opens the chooser of every venue from the home page, in the page’s language', async () => {
    expect(await heroAction('/')).toEqual(['/book', 'Book a table'])
    expect(await heroAction('/es')).toEqual(['/es/book', 'Reservar mesa'])
  })

  it('says in the editors’ words where their own action books', async () => {
    const hero = { ctaHref: '/ibiza/reservations', ctaLabel: 'Book a table in Ibiza' }
    expect(await heroAction('/', hero)).toEqual(['/ibiza/reservations', 'Book a table in Ibiza'])
  })
})

describe('a day with nothing on is never a dead end (docs/spec.md §24.6)', () => {
  const LATER = [
    night('thursday', '2099-07-09T18:00:00.000Z'),
    night('friday-early', '2099-07-10T17:00:00.000Z'),
    night('friday-late', '2099-07-10T20:00:00.000Z'),
    night('saturday', '2099-07-11T18:00:00.000Z'),
    night('sunday', '2099-07-12T18:00:00.000Z'),
    night('friday-31', '2099-07-31T18:00:00.000Z'),
    night('saturday-1', '2099-08-01T18:00:00.000Z'),
    night('sunday-2', '2099-08-02T18:00:00.000Z'),
  ]
  const later = () => ({
    ...fixtureContent(),
    upcomingEvents: async () => ({ items: LATER, page: 1, pageSize: 100, pageCount: 1, total: LATER.length }),
  })
  /** The worker on a day of its own: `iso` is the moment of the visit. */
  const on = (iso: string) => {
    const at = Date.parse(iso)
    const dayWorker = fixtureWorker({ HTML_CACHE_SECONDS: '0' }, later, { ...TEST_CLOCK, now: () => at })
    return async (path: string) => {
      const response = await dayWorker(
        new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } }),
      )
      expect(response.status).toBe(200)
      return response.text()
    }
  }
  const text = (html: string) =>
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const slugsIn = (html: string) =>
    [...html.matchAll(/<li class="event-row[\s\S]*?\/events\/([a-z0-9-]+)"/g)].map((m) => m[1])
  const monthChips = (html: string) => {
    const nav = /<nav aria-label="(?:Month|Mes)">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
    return [...nav.matchAll(/<a class="chip" href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
      (m) => `${text(m[2] ?? '')} → ${(m[1] ?? '').replace(/&amp;/g, '&')}`,
    )
  }

  it('says nothing is on tonight, then shows the next three nights with their dates', async () => {
    // Wednesday 8 July: nothing tonight at any venue.
    const get = on('2099-07-08T10:00:00.000Z')
    const html = await get('/events?when=tonight')
    expect(html).not.toContain('No events match these filters yet')
    const next = /<section class="next-nights"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(text(next)).toMatch(/^Nothing on tonight\. The next nights /)
    expect(slugsIn(next)).toEqual(['thursday', 'friday-early', 'friday-late', 'saturday'])
    // Each with its date: tomorrow says so, the others their day and month.
    expect(text(next)).toContain('Tomorrow 9 Jul Thu 20:00')
    expect(text(next)).toContain('10 Jul Fri 19:00')
    expect(next).toContain('href="/events"')
    // At one venue, in Spanish: the venue's own next nights, and the way to all of its nights.
    const malta = await get('/es/events?venue=malta&when=tonight')
    expect(text(malta)).toContain('Esta noche no hay nada en Solera malta. Las próximas noches')
    expect(malta).toContain('href="/es/events?venue=malta"')
  })

  it('counts the month chips by the chosen day, and keeps the day in their links', async () => {
    const get = on('2099-07-08T10:00:00.000Z')
    // Nothing tonight: no month has a night to offer.
    expect(monthChips(await get('/events?when=tonight'))).toEqual(['Any month → /events?when=tonight'])
    expect(monthChips(await get('/events?when=weekend'))).toEqual([
      'Any month → /events?when=weekend',
      'July 2099 · 4 events → /events?month=2099-07&when=weekend',
    ])
    // A weekend across two months: each month counts its own nights, and a chip narrows the list to them.
    const late = on('2099-07-29T10:00:00.000Z')
    expect(monthChips(await late('/es/events?when=weekend'))).toEqual([
      'Cualquier mes → /es/events?when=weekend',
      'julio de 2099 · 1 evento → /es/events?month=2099-07&when=weekend',
      'agosto de 2099 · 2 eventos → /es/events?month=2099-08&when=weekend',
    ])
    expect(slugsIn(await late('/events?month=2099-08&when=weekend'))).toEqual(['saturday-1', 'sunday-2'])
    // Without a day, the months of every night ahead, as before.
    expect(monthChips(await get('/events')).length).toBeGreaterThan(1)
  })
})

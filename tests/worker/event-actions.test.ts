import { describe, expect, it } from 'vitest'
import { HERO_SIZES } from '../../src/app/components/picture'
import type { Event, Media } from '../../src/lib/domain'
import type { ContentSource } from '../../src/server/content/index.server'
import { event, fixtureContent } from '../fixtures/content'
import { fixtureWorker } from './fixture'
import { BROWSER_UA, ORIGIN } from './helpers'
import { TEST_CLOCK } from './test-clock'

/** The page at `path` of a worker on `content`, as a phone browser gets it; nothing is stored. */
async function render(path: string, content: ContentSource) {
  const response = await fixtureWorker(
    { HTML_CACHE_SECONDS: '0' },
    content,
  )(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA } }))
  expect(response.status).toBe(200)
  return response.text()
}

/**
 * The event page for the event `changes` make of the fixture's Malta night (18:00 UTC on 1 July 2099,
 * 20:00 in Madrid), with `others` as the venue's coming events.
 */
async function pageOf(
  changes: Partial<Event>,
  locale: 'en' | 'es' = 'en',
  venue = 'malta',
  others: Event[] = [],
) {
  const shown = { ...event(locale, 'the-night', venue), ...changes }
  const content = () => ({
    ...fixtureContent(),
    eventBySlug: async () => shown,
    upcomingEvents: async () => ({ items: [shown, ...others], page: 1, pageSize: 3, pageCount: 1, total: 3 }),
  })
  return render(`${locale === 'es' ? '/es' : ''}/events/the-night`, content)
}

const ACTION = /<div class="event-action[^"]*">([\s\S]*?)<\/div>/

/** The event page's action bar, for the event `changes` make of the fixture's Malta night. */
async function actionOf(...args: Parameters<typeof pageOf>) {
  return ACTION.exec(await pageOf(...args))?.[1] ?? ''
}

/** The hero: the picture edge to edge and everything set over it. */
const heroOf = (html: string) =>
  /<section class="hero event-hero[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''

/** Words as a reader gets them: tags and React's text separators gone. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The links styled as buttons, as "text → target", whatever order their attributes come in. */
const buttons = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes]) => /class="button/.test(attributes ?? ''))
    .map(([, attributes, text]) => {
      const href = /href="([^"]+)"/.exec(attributes ?? '')?.[1]
      return `${(text ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')} → ${href}`
    })

describe('the event page’s action, in every state', () => {
  it('sells tickets while they are on sale', async () => {
    expect(buttons(await actionOf({}))).toEqual(['Tickets from €20 → https://tickets.solera.example/1'])
  })

  it('books a table at Ibiza', async () => {
    const action = await actionOf({ ticketUrl: null }, 'en', 'ibiza')
    // The form opens on the night's date: 20:00 on 1 July 2099 in Madrid.
    // It names where it books to a screen reader too (the poster names the venue beside it).
    expect(buttons(action)).toEqual(['Book a table at Solera ibiza → /ibiza/reservations?date=2099-07-01'])
  })

  it('books a table from the events list too, on the night’s date in the venue’s calendar', async () => {
    // 23:30 in Madrid (21:30 UTC) is that evening's table.
    const late = {
      ...event('en', 'late-night', 'ibiza'),
      ticketUrl: null,
      startsAt: '2099-07-01T21:30:00.000Z',
    }
    const content = () => ({
      ...fixtureContent(),
      upcomingEvents: async () => ({ items: [late], page: 1, pageSize: 12, pageCount: 1, total: 1 }),
    })
    const row =
      /<div class="event-row-action">([\s\S]*?)<\/div>/.exec(await render('/es/events', content))?.[1] ?? ''
    expect(buttons(row)).toEqual(['Reservar mesa en Solera ibiza → /es/ibiza/reservations?date=2099-07-01'])
  })

  it('sells tickets and books a table on an Ibiza night with tickets', async () => {
    const action = await actionOf({}, 'es', 'ibiza')
    expect(buttons(action)).toEqual([
      'Entradas desde 20\u00a0€ → https://tickets.solera.example/1',
      'Reservar mesa en Solera ibiza → /es/ibiza/reservations?date=2099-07-01',
    ])
  })

  it('says "Free entry" as words, not a button, and offers directions and the calendar file', async () => {
    const action = await actionOf({ priceFrom: 0, ticketUrl: null })
    expect(action).toContain('<p class="free-entry">Free entry</p>')
    expect(buttons(action)).toEqual([
      'Directions → https://www.google.com/maps/dir/?api=1&amp;destination=38.9%2C1.4',
      'Add to calendar → /events/the-night/calendar.ics',
    ])
    const spanish = await actionOf({ priceFrom: 0, ticketUrl: null }, 'es')
    expect(spanish).toContain('<p class="free-entry">Entrada libre</p>')
    expect(buttons(spanish)).toContain('Añadir al calendario → /es/events/the-night/calendar.ics')
  })

  it('says a sold-out night is sold out and offers the venue’s next one after it, in the page’s language', async () => {
    // The CMS is asked for nights on sale from this one on; one that starts with it or before is not "next".
    const earlier = { ...event('es', 'earlier-night', 'malta'), startsAt: '2099-06-30T18:00:00.000Z' }
    const next = { ...event('es', 'next-night', 'malta'), startsAt: '2099-07-02T18:00:00.000Z' }
    const action = await actionOf({ status: 'soldout' }, 'es', 'malta', [earlier, next])
    expect(action).toContain('Esta noche está agotada.')
    expect(buttons(action)).toEqual(['Lo próximo en Solera malta → /es/events/next-night'])
  })

  it('asks the CMS for a past night’s next offer the same way all day, and never offers a night that has begun', async () => {
    // A sold-out night of 2020; the venue's nights of the day of the visit: one begun an hour ago, one tonight.
    const day = Date.parse('2099-07-01T00:00:00.000Z')
    const shown = {
      ...event('en', 'the-night', 'malta'),
      startsAt: '2020-01-01T18:00:00.000Z',
      status: 'soldout' as const,
    }
    const begun = { ...event('en', 'begun-night', 'malta'), startsAt: '2099-07-01T11:00:00.000Z' }
    const tonight = { ...event('en', 'tonight', 'malta'), startsAt: '2099-07-01T19:00:00.000Z' }
    const asked: unknown[] = []
    const content = () => ({
      ...fixtureContent(),
      eventBySlug: async () => shown,
      upcomingEvents: async (_locale: string, options: { from?: string } = {}) => {
        asked.push(options.from)
        return { items: [begun, tonight], page: 1, pageSize: 4, pageCount: 1, total: 2 }
      },
    })
    for (const hours of [12, 17]) {
      const clock = { ...TEST_CLOCK, now: () => day + hours * 3_600_000 }
      const response = await fixtureWorker(
        { HTML_CACHE_SECONDS: '0' },
        content,
        clock,
      )(new Request(`${ORIGIN}/events/the-night`, { headers: { 'user-agent': BROWSER_UA } }))
      expect(buttons(ACTION.exec(await response.text())?.[1] ?? '')).toEqual([
        'Next at Solera malta → /events/tonight',
      ])
    }
    // One query for the day, whatever the moment: its answer is shared, not asked of the CMS per visit.
    expect(asked).toEqual(['2099-07-01', '2099-07-01'])
  })

  it('says a cancelled or postponed night is off and offers more events when the venue has none', async () => {
    for (const [status, note] of [
      ['cancelled', 'This event is cancelled.'],
      ['postponed', 'This event is postponed: a new date is coming.'],
    ] as const) {
      const action = await actionOf({ status })
      expect(action).toContain(note)
      expect(buttons(action)).toEqual(['More events → /events'])
    }
  })
})

const PICTURE: Media = {
  url: '/media/night.jpg',
  alternativeText: 'Hands raised in front of the booth',
  width: 2400,
  height: 1600,
  mime: 'image/jpeg',
  formats: {
    small: { url: '/media/small_night.jpg', width: 500, height: 333 },
    medium: { url: '/media/medium_night.jpg', width: 750, height: 500 },
    large: { url: '/media/large_night.jpg', width: 1000, height: 667 },
  },
}

describe('the event page as a poster', () => {
  const night: Partial<Event> = {
    image: PICTURE,
    endsAt: '2099-07-01T23:30:00.000Z',
    lineup: [
      { artist: 'Tomás Ribera', role: 'support', startsAt: '19:00' },
      { artist: 'Nadia Sol', role: 'headliner', startsAt: null },
    ],
  }

  it('sets the title, the date block, the line-up and the action over a picture that fills the screen', async () => {
    const html = await pageOf(night)
    const hero = heroOf(html)
    expect(html).toMatch(
      /<section class="hero event-hero bleed status-scheduled" aria-labelledby="event-title">/,
    )
    expect(hero).toContain('<h1 id="event-title">Sunset session the-night</h1>')
    // The picture: every size the CMS made, drawn across the screen, its box reserved, loaded first.
    const image = /<img [^>]*>/.exec(hero)?.[0] ?? ''
    expect(image).toContain(`sizes="${HERO_SIZES}"`)
    expect(image).toContain(
      'srcSet="/media/small_night.jpg 500w, /media/medium_night.jpg 750w, /media/large_night.jpg 1000w, /media/night.jpg 2400w"',
    )
    expect(image).toMatch(/width="2400" height="1600"/)
    expect(image).toContain('fetchPriority="high"')
    // The list's date block, on the venue's clock (Madrid, UTC+2 in July), with the time the night ends.
    const date = /<time class="poster-date" dateTime="2099-07-01T18:00:00.000Z">([\s\S]*?)<\/time>/.exec(hero)
    expect(words(date?.[1] ?? '')).toBe('1 Jul Wed 20:00–01:30')
    // The headliner first, and the one action of the page.
    expect(words(hero)).toContain('Nadia Sol , Tomás Ribera')
    expect(hero).toMatch(ACTION)
    expect(html.match(/class="event-action/g)).toHaveLength(1)
  })

  it('says where and when below it, with a map link and the calendar file, in Spanish too', async () => {
    const html = await pageOf(night, 'es')
    const visit = /<section class="event-visit"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(words(visit)).toContain('Lugar Solera malta Platja 1 Ver en el mapa')
    expect(visit).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=38.9%2C1.4"')
    expect(words(visit)).toContain('Cuándo')
    expect(words(visit)).toContain('20:00 – 01:30 · hora local')
    // Tickets are the action, so the calendar file waits here.
    expect(visit).toContain('href="/es/events/the-night/calendar.ics"')
  })

  const eventDataOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((script) => JSON.parse(script[1] ?? '{}'))
      .find((thing) => thing['@type'] !== 'BreadcrumbList')

  it('keeps the event’s structured data for crawlers, with its ticket offer', async () => {
    const data = eventDataOf(await pageOf(night))
    expect(data.offers).toMatchObject({
      url: expect.stringMatching(/^https:\/\/tickets\./),
      availability: 'https://schema.org/InStock',
    })
    expect(data).toMatchObject({
      '@type': 'MusicEvent',
      name: 'Sunset session the-night',
      startDate: '2099-07-01T18:00:00.000Z',
      endDate: '2099-07-01T23:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
    })
  })

  it('marks a cancelled night on the poster and offers neither tickets nor the calendar', async () => {
    const html = await pageOf({ ...night, status: 'cancelled' })
    expect(html).toMatch(/<section class="hero event-hero bleed status-cancelled"/)
    const shown = heroOf(html) + (/<section class="event-visit"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '')
    expect(shown).toContain('This event is cancelled.')
    expect(shown).not.toContain('tickets.solera.example')
    expect(shown).not.toContain('calendar.ics')
    // Nor does a crawler show a ticket offer beside it.
    const data = eventDataOf(html)
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled')
    expect(data).not.toHaveProperty('offers')
  })

  it('tells crawlers a sold-out night is sold out, and offers nothing for a postponed one', async () => {
    const soldOut = eventDataOf(await pageOf({ ...night, status: 'soldout' }))
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
    const postponed = eventDataOf(await pageOf({ ...night, status: 'postponed' }))
    expect(postponed.eventStatus).toBe('https://schema.org/EventPostponed')
    expect(postponed).not.toHaveProperty('offers')
  })
})

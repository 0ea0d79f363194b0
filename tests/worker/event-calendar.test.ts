import { describe, expect, it } from 'vitest'
import type { Event } from '../../src/lib/domain'
import { event, fixtureContent } from '../fixtures/content'
import { fixtureWorker } from './fixture'
import { BROWSER_UA, ORIGIN } from './helpers'

/** `GET path` of a worker whose CMS knows the one event `shown` (any slug it is not answers nothing). */
async function get(path: string, shown: Event | null, headers: Record<string, string> = {}) {
  const content = () => ({
    ...fixtureContent(),
    eventBySlug: async (_locale: string, slug: string) => (slug === shown?.slug ? shown : null),
  })
  const response = await fixtureWorker(
    {},
    content,
  )(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, ...headers } }))
  const body = await response.text()
  return { response, body, lines: body.replace(/\r\n /g, '').split('\r\n') }
}

/** A night at a venue of `timezone`: 22:00 to 03:00 there on 31 October 2099, the night Europe's clocks go back. */
const night = (locale: 'en' | 'es', timezone: string, start: string, end: string | null): Event => {
  const base = event(locale, 'closing-night', 'malta')
  return {
    ...base,
    startsAt: start,
    endsAt: end,
    venue: base.venue && { ...base.venue, timezone },
    lineup: [
      { artist: 'Tomás Ribera', role: 'support', startsAt: null },
      { artist: 'Nadia Sol', role: 'headliner', startsAt: null },
    ],
  }
}

describe('an event’s calendar file', () => {
  it('puts the night on its venue’s clock with the zone’s rules, ending at its local time across a change of offset', async () => {
    // Madrid: 22:00 CEST is 20:00 UTC; the clocks go back at 03:00 CEST, so 03:00 CET is 02:00 UTC.
    const shown = night('en', 'Europe/Madrid', '2099-10-24T20:00:00.000Z', '2099-10-25T02:00:00.000Z')
    const { response, body, lines } = await get('/events/closing-night/calendar.ics', shown)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="closing-night.ics"')
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(lines).toContain('TZID:Europe/Madrid')
    expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20991024T220000')
    expect(lines).toContain('DTEND;TZID=Europe/Madrid:20991025T030000')
    // The zone's change that night is in the file, so every calendar shows 22:00–03:00 at the venue.
    expect(body).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20991025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100',
    )
    expect(lines).toContain('SUMMARY:Sunset session closing-night')
    expect(lines).toContain('DESCRIPTION:Line-up: Nadia Sol\\, Tomás Ribera')
    expect(lines).toContain('LOCATION:Solera malta\\, Platja 1')
    expect(lines).toContain('URL:http://site.test/events/closing-night')
    expect(lines).toContain('UID:event-closing-night@site.test')
    expect(lines).toContain('STATUS:CONFIRMED')
  })

  it('speaks the path’s language, and another zone is another clock', async () => {
    const shown = night('es', 'Asia/Bangkok', '2099-07-01T12:00:00.000Z', null)
    const { response, body, lines } = await get('/es/events/closing-night/calendar.ics', shown)
    expect(response.status).toBe(200)
    expect(lines).toContain('SUMMARY:Sesión al atardecer closing-night')
    expect(lines).toContain('DESCRIPTION:Cartel: Nadia Sol\\, Tomás Ribera')
    expect(lines).toContain('URL:http://site.test/es/events/closing-night')
    // Bangkok keeps UTC+7 all year: one observance, and 19:00 there. Without an end the night is a moment.
    expect(body).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0700\r\nTZOFFSETTO:+0700',
    )
    expect(lines).toContain('DTSTART;TZID=Asia/Bangkok:20990701T190000')
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false)
  })

  it('marks a cancelled night cancelled, so a calendar that has it strikes it', async () => {
    const shown = {
      ...night('en', 'Europe/Madrid', '2099-07-01T18:00:00.000Z', null),
      status: 'cancelled' as const,
    }
    const { lines } = await get('/events/closing-night/calendar.ics', shown)
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines).toContain('DESCRIPTION:This event is cancelled.\\nLine-up: Nadia Sol\\, Tomás Ribera')
  })

  it('is not found for an event the CMS does not know, in either language', async () => {
    const shown = night('en', 'Europe/Madrid', '2099-07-01T18:00:00.000Z', null)
    for (const path of ['/events/no-such-night/calendar.ics', '/es/events/no-such-night/calendar.ics']) {
      const { response, body } = await get(path, shown)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/html')
      expect(body, path).not.toContain('BEGIN:VCALENDAR')
    }
    expect((await get('/es/events/no-such-night/calendar.ics', shown)).body).toContain('lang="es"')
  })

  it('is cached like its page: kept by the browser, asked again with its tag, unchanged while the event is', async () => {
    const shown = night('en', 'Europe/Madrid', '2099-07-01T18:00:00.000Z', null)
    const first = await get('/events/closing-night/calendar.ics', shown)
    const etag = first.response.headers.get('etag') ?? ''
    expect(first.response.headers.get('cache-control')).toBe('no-cache')
    expect(etag).toMatch(/^"[\w+/=]+"$/)
    // The same file made again (another moment, another DTSTAMP) keeps its tag, so the browser's copy holds.
    const again = await get('/events/closing-night/calendar.ics', shown, { 'if-none-match': etag })
    expect(again.response.status).toBe(304)
    expect(again.body).toBe('')
    // Moved, the event is another file.
    const moved = await get(
      '/events/closing-night/calendar.ics',
      { ...shown, startsAt: '2099-07-02T18:00:00.000Z' },
      {
        'if-none-match': etag,
      },
    )
    expect(moved.response.status).toBe(200)
    expect(moved.response.headers.get('etag')).not.toBe(etag)
  })
})

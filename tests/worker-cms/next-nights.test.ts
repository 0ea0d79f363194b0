import { SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import { formatCalendarDate } from '../../src/lib/format'
import { holdEverySeating } from '../shared/phone-bookings'
import { get, ORIGIN } from '../worker/helpers'

/**
 * A date without a seating that has room for the party offers the next nights that have (docs/spec.md §13.5),
 * through the real worker and the real Strapi: the CMS's availability answer names them, the island's answer
 * words them, and the page without JavaScript shows them as links to the form with that night and party.
 */

// Days of their own: no other suite books these. 43 is filled whole; 44 keeps room for two at each seating
// only; 60 is the booking window's last night.
const inDays = (days: number) => addDays(zonedNow('Europe/Madrid', Date.now()).date, days)
const FULL = inDays(43)
const SMALL_ROOM = inDays(44)
const LAST = inDays(60)
const _tag = () => crypto.randomUUID().slice(0, 8)

interface Answer {
  slots: { time: string; left: number; available: boolean; note: string }[]
  nights: { text: string; links: { href: string; label: string; date?: string }[] } | null
}

const availability = async (prefix: string, date: string, partySize: number) =>
  (await (
    await SELF.fetch(`${ORIGIN}${prefix}/ibiza/reservations/availability?date=${date}&partySize=${partySize}`)
  ).json()) as Answer

describe('a night without room for the party', { timeout: 120_000 }, () => {
  it('offers the next nights with room, worded in the page’s language, with JavaScript and without', async () => {
    await holdEverySeating(FULL, 40)
    await holdEverySeating(SMALL_ROOM, 38)

    // The CMS itself names the nights (one query over the window), only for a day without room.
    const cms = await fetch(
      `${inject('cmsUrl')}/api/reservations/availability?venue=ibiza&date=${FULL}&partySize=4`,
      { headers: { 'x-worker-secret': inject('cmsWorkerSecret') } },
    )
    const asked = ((await cms.json()) as { data: { nextNights?: string[] } }).data
    // The next night has room for two at each seating, not for four: it is skipped.
    expect(asked.nextNights).toEqual([inDays(45), inDays(46), inDays(47)])
    const roomy = await fetch(
      `${inject('cmsUrl')}/api/reservations/availability?venue=ibiza&date=${SMALL_ROOM}&partySize=2`,
      { headers: { 'x-worker-secret': inject('cmsWorkerSecret') } },
    )
    expect(((await roomy.json()) as { data: { nextNights?: string[] } }).data.nextNights).toBeUndefined()

    // The island's answer: every seating says why it cannot be chosen, and the nights are links.
    const english = await availability('', FULL, 4)
    expect(english.slots.every((slot) => !slot.available && slot.note === en.reservations.full)).toBe(true)
    expect(english.nights?.text).toBe(
      `${formatCalendarDate(FULL, 'en')} has no table for 4 left. Nights with room:`,
    )
    expect(english.nights?.links).toEqual(
      [45, 46, 47].map((days) => ({
        date: inDays(days),
        href: `/ibiza/reservations?date=${inDays(days)}&partySize=4`,
        label: formatCalendarDate(inDays(days), 'en'),
      })),
    )
    // A party of two fits the next night, which is therefore the first offered; the day with room offers none.
    expect((await availability('', FULL, 2)).nights?.links[0]?.date).toBe(SMALL_ROOM)
    const small = await availability('/es', SMALL_ROOM, 2)
    expect(small.nights).toBeNull()
    expect(small.slots[0]?.note).toBe(es.reservations.placesLeft.replace('{{left}}', '2'))

    // Without JavaScript: the same words and links, rendered by the server in the form.
    for (const [prefix, messages, locale] of [
      ['', en, 'en'],
      ['/es', es, 'es'],
    ] as const) {
      const html = await (await get(`${prefix}/ibiza/reservations?date=${FULL}&partySize=4`)).text()
      const notice = /<p class="seating-gone" id="reservation-nights">[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''
      const said = messages.reservations.nightsFull
        .replace('{{date}}', formatCalendarDate(FULL, locale))
        .replace('{{count}}', '4')
      expect(notice).toContain(said)
      for (const days of [45, 46, 47]) {
        expect(notice).toContain(
          `href="${prefix}/ibiza/reservations?date=${inDays(days)}&amp;partySize=4" class="chip">${formatCalendarDate(inDays(days), locale)}</a>`,
        )
      }
      expect(html).toMatch(/<fieldset [^>]*aria-describedby="reservation-nights"/)
    }
  })

  it('says so when no night of the booking window has room, and links the contact page', async () => {
    await holdEverySeating(LAST, 40)
    const english = await availability('', LAST, 4)
    expect(english.nights).toEqual({
      text: en.reservations.nightsNone
        .replace('{{date}}', formatCalendarDate(LAST, 'en'))
        .replace('{{count}}', '4')
        .replace('{{last}}', formatCalendarDate(LAST, 'en')),
      links: [{ href: '/ibiza/contact', label: en.reservations.next.write }],
    })
    const html = await (await get(`/es/ibiza/reservations?date=${LAST}&partySize=4`)).text()
    expect(html).toContain(`href="/es/ibiza/contact" class="chip">${es.reservations.next.write}</a>`)
  })
})

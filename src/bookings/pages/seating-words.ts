import { href, withQuery } from '../../app/paths'
import { formatCalendarDate } from '../../lib/format'
import type { Translate } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'
import type { NightsNotice } from '../app/islands/ReservationForm'
import type { Seating, Slot } from '../lib/seatings'

/**
 * Each seating of a day with its words for the party (docs/spec.md §13.5): the places it has left ("12 places
 * left"), or why it cannot be chosen ("Full", "Room for 3", "Not available"). Worded here, for the page and
 * the island's availability answer alike, so the island carries no words of its own.
 */
export const seatingsWorded = (t: Translate, slots: readonly Slot[], partySize: number | string): Seating[] =>
  slots.map((slot) => {
    const { left } = slot
    const note =
      left < 1
        ? t('reservations.full')
        : left < Number(partySize)
          ? t('reservations.roomFor', { left })
          : !slot.available
            ? t('reservations.unavailable')
            : left === 1
              ? t('reservations.placeLeft')
              : t('reservations.placesLeft', { left })
    return { ...slot, note }
  })

/**
 * What the booking form says when the date a guest looks at has no seating with room for the party
 * (docs/spec.md §13.5): the next nights that have, as links to the form with that night and party, worded
 * here for the page's language, so the island only shows what the server said (the page, the island's
 * availability answer and a refused link say the same). None within the booking window (`last`, its last
 * night): it says so and links the contact page, for the waiting list or a larger party. Null when the CMS
 * named no nights (the date has room, or its answer was not read), or named none and `last` is not known.
 */
export function nightsNotice(
  { t, locale }: { t: Translate; locale: Locale },
  asked: { date: string; partySize: number | string; nextNights?: readonly string[]; last?: string },
): NightsNotice | null {
  const { date, partySize, nextNights, last } = asked
  if (!nextNights || (nextNights.length === 0 && !last)) return null
  const words = { date: formatCalendarDate(date, locale), count: Number(partySize) }
  if (nextNights.length === 0) {
    return {
      text: t('reservations.nightsNone', { ...words, last: formatCalendarDate(last ?? date, locale) }),
      links: [{ href: href('ibiza-contact', {}, locale), label: t('reservations.next.write') }],
    }
  }
  return {
    text: t('reservations.nightsFull', words),
    links: nextNights.map((night) => ({
      date: night,
      href: withQuery(href('ibiza-reservations', {}, locale), { date: night, partySize: String(partySize) }),
      label: formatCalendarDate(night, locale),
    })),
  }
}

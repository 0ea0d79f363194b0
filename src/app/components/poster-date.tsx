import { dateParts, formatDateTime } from '../../lib/format'
import type { Locale } from '../../lib/locale'

/**
 * The big day and month of a poster, with the weekday and the time on the venue's clock: an event's start
 * in the events lists, a booking's seating on the reservation pages. It takes its language as a prop (no
 * render context) because the booking summary island draws it in the browser too.
 */
export function PosterDate({
  at,
  end,
  timeZone,
  locale,
  time = true,
  when,
}: {
  /** The moment, as an ISO string. */
  at: string
  /** When it ends, as an ISO string: shown after the time ("Sat 22:00–03:00"). */
  end?: string
  timeZone: string
  locale: Locale
  /** Whether the time is known: a booking whose seating is still to be chosen shows the weekday alone. */
  time?: boolean
  /** "Tonight", "Tomorrow": the day named on the venue's clock, set above the date (docs/spec.md §24.6). */
  when?: string
}) {
  const parts = dateParts(at, locale, timeZone)
  if (!parts) return null
  const until = time && end ? `–${formatDateTime(end, locale, timeZone, 'time')}` : ''
  return (
    <time className="poster-date" dateTime={at}>
      {when && <span className="poster-when">{when}</span>}
      <span className="poster-day">{parts.day}</span>
      <span className="poster-month">{parts.month}</span>
      <span className="poster-time">{time ? `${parts.weekday} ${parts.time}${until}` : parts.weekday}</span>
    </time>
  )
}

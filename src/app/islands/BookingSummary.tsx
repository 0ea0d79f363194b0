import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { formatCalendarDate } from '../../lib/format'
import { isHhMm, isIsoDate, zonedInstant } from '../../lib/forms/reservation'
import type { Locale } from '../../lib/locale'
import { type BookingChoice, bookingChoiceAtom } from '../booking-choice'
import { BookingFacts } from '../components/booking-facts'
import { PosterDate } from '../components/poster-date'
import { defineIsland } from '../island'

export interface BookingSummaryProps {
  locale: Locale
  /** The venue's time zone: a booking's date and seating are on its clock. */
  timeZone: string
  /** What the page was rendered with: the asked-for or posted date and party size, a posted seating. */
  booking: BookingChoice
  labels: Record<'date' | 'time' | 'partySize' | 'notChosen', string>
}

/** A seating as a moment, for the poster date; a date without one is its midday. */
const seatingAt = ({ date, time }: BookingChoice, timeZone: string) =>
  new Date(zonedInstant(date, isHhMm(time) ? time : '12:00', timeZone)).toISOString()

/**
 * The booking as chosen so far, beside the form (docs/spec.md §13.2): the server draws the page's
 * values, so it says something true without JavaScript; alive, it follows the form as fields change.
 */
function BookingSummary({ locale, timeZone, booking, labels }: BookingSummaryProps) {
  const chosen = useAtomValue(bookingChoiceAtom)
  // Hydration draws what the server drew; the form's choices are shown from the next render on.
  const [alive, setAlive] = useState(false)
  useEffect(() => setAlive(true), [])
  const shown = (alive && chosen) || booking
  const dated = isIsoDate(shown.date)
  const timed = isHhMm(shown.time)
  return (
    <div className="booking-choice">
      {dated && (
        <PosterDate at={seatingAt(shown, timeZone)} timeZone={timeZone} locale={locale} time={timed} />
      )}
      <BookingFacts
        facts={[
          [labels.date, dated ? formatCalendarDate(shown.date, locale) : labels.notChosen],
          [labels.time, timed ? shown.time : labels.notChosen],
          [labels.partySize, shown.partySize || labels.notChosen],
        ]}
      />
    </div>
  )
}

export default defineIsland('BookingSummary', BookingSummary)

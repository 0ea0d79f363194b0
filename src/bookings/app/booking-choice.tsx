import { type BookingRules, isHhMm, isIsoDate, zonedInstant } from '../../../cms/src/shared/booking-rules'
import { PosterDate } from '../../app/components/poster-date'
import { formatCalendarDate } from '../../lib/format'
import type { Locale } from '../../lib/locale'
import { BookingFacts } from './booking-facts'

/** A booking's date, seating and party size as the form holds them ('' while not chosen). */
export interface BookingChoice {
  date: string
  time: string
  partySize: string
}

/**
 * The element the summary's choice is drawn in: by the server, then by the booking form once it is alive
 * (one island, which draws into it through a portal, rather than a second island kept in step with it).
 */
export const BOOKING_CHOICE_ID = 'booking-choice'

export interface BookingChoiceViewProps {
  locale: Locale
  /** The venue's time zone: a booking's date and seating are on its clock. */
  timeZone: string
  choice: BookingChoice
  labels: Record<'date' | 'time' | 'partySize' | 'notChosen', string>
}

/** The party sizes the form offers: the venue's, from the smallest to the largest (docs/spec.md §13.3). */
export const partySizes = (rules: Pick<BookingRules, 'minParty' | 'maxParty'>) =>
  Array.from({ length: rules.maxParty - rules.minParty + 1 }, (_, i) => String(rules.minParty + i))

/** A seating as a moment, for the poster date; a date without one is its midday. */
export const seatingAt = ({ date, time }: BookingChoice, timeZone: string) =>
  new Date(zonedInstant(date, isHhMm(time) ? time : '12:00', timeZone)).toISOString()

/** The booking as chosen so far (docs/spec.md §13.2): its poster date once dated, and its facts. */
export function BookingChoiceView({ locale, timeZone, choice, labels }: BookingChoiceViewProps) {
  const dated = isIsoDate(choice.date)
  const timed = isHhMm(choice.time)
  return (
    <>
      {dated && (
        <PosterDate at={seatingAt(choice, timeZone)} timeZone={timeZone} locale={locale} time={timed} />
      )}
      <BookingFacts
        facts={[
          [labels.date, dated ? formatCalendarDate(choice.date, locale) : labels.notChosen],
          [labels.time, timed ? choice.time : labels.notChosen],
          [labels.partySize, choice.partySize || labels.notChosen],
        ]}
      />
    </>
  )
}

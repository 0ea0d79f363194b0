import { type BookingRules, isHhMm, isIsoDate, zonedInstant } from '../../../cms/src/shared/booking-rules'
import { formatCalendarDate } from '../../lib/format'
import type { Locale } from '../../lib/locale'
import { BookingFacts } from './booking-facts'
import { PosterDate } from './poster-date'

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
  /**
   * Before the form is alive (no JavaScript, or not yet): every seating and party size the form offers, of
   * which the stylesheet shows the one chosen in the form (`:has(… :checked)`, reservations.css), so the
   * summary follows a choice made without a script.
   */
  choices?: { times: string[]; parties: string[] }
}

/** The party sizes the form offers: the venue's, from the smallest to the largest (docs/spec.md §13.3). */
export const partySizes = (rules: Pick<BookingRules, 'minParty' | 'maxParty'>) =>
  Array.from({ length: rules.maxParty - rules.minParty + 1 }, (_, i) => String(rules.minParty + i))

/**
 * Each of `options` (the stylesheet shows the one chosen in the form), and `none` for when nothing is chosen
 * there: what the server knew was chosen, else "not chosen yet".
 */
function Chosen({ options, none, kind }: { options: string[]; none: string; kind: 'time' | 'party' }) {
  return (
    <span className={`choice-options choice-${kind}`}>
      <span className="choice-none">{none}</span>
      {options.map((option) => (
        <span key={option} className="choice-option">
          {option}
        </span>
      ))}
    </span>
  )
}

/** A seating as a moment, for the poster date; a date without one is its midday. */
const seatingAt = ({ date, time }: BookingChoice, timeZone: string) =>
  new Date(zonedInstant(date, isHhMm(time) ? time : '12:00', timeZone)).toISOString()

/** The booking as chosen so far (docs/spec.md §13.2): its poster date once dated, and its facts. */
export function BookingChoiceView({ locale, timeZone, choice, labels, choices }: BookingChoiceViewProps) {
  const dated = isIsoDate(choice.date)
  const timed = isHhMm(choice.time)
  const time = choices ? (
    <Chosen options={choices.times} none={timed ? choice.time : labels.notChosen} kind="time" />
  ) : timed ? (
    choice.time
  ) : (
    labels.notChosen
  )
  const party = choices ? (
    <Chosen options={choices.parties} none={choice.partySize || labels.notChosen} kind="party" />
  ) : (
    choice.partySize || labels.notChosen
  )
  return (
    <>
      {dated && (
        <PosterDate at={seatingAt(choice, timeZone)} timeZone={timeZone} locale={locale} time={timed} />
      )}
      <BookingFacts
        facts={[
          [labels.date, dated ? formatCalendarDate(choice.date, locale) : labels.notChosen],
          [labels.time, time],
          [labels.partySize, party],
        ]}
      />
    </>
  )
}

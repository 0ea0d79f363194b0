/**
 * The checks of a booking's date, time and party size against a venue's rules (docs/spec.md §13.3), with the
 * codes the worker and the CMS answer: the worker's form schema, its availability answer and the CMS's booking
 * endpoint run these. Apart from booking-rules.ts so that the booking island, which shows seatings but checks
 * nothing before a guest starts on the form, does not carry them: the form's checks load with its schema
 * (src/bookings/lib/reservation.ts) once the guest starts typing.
 *
 * Like booking-rules.ts: no library, and code both tsconfigs compile.
 */
import {
  type BookingCode,
  type BookingRules,
  bookingWindow,
  isHhMm,
  isIsoDate,
  isSoonEnough,
  seatingTimes,
} from './booking-rules'

/** A party size typed or sent as JSON: a whole number (or its digits), else undefined. */
export const parsePartySize = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim())
  return undefined
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value)

/** What is wrong with a date (undefined: bookable). */
export const checkDate = (value: unknown, rules: BookingRules, now: number): BookingCode | undefined => {
  if (isBlank(value)) return 'required'
  const date = trimmed(value)
  if (!isIsoDate(date)) return 'date'
  const window = bookingWindow(rules, now)
  if (date < window.first) return 'datePast'
  if (date > window.last) return 'dateBeyond'
  return undefined
}

/** What is wrong with a party size (undefined: within the rules). */
export const checkPartySize = (
  value: unknown,
  rules: Pick<BookingRules, 'minParty' | 'maxParty'>,
): BookingCode | undefined => {
  if (isBlank(value)) return 'required'
  const size = parsePartySize(value)
  return size === undefined || size < rules.minParty || size > rules.maxParty ? 'party' : undefined
}

export interface BookingRequest {
  date?: unknown
  time?: unknown
  partySize?: unknown
}

/** A code per bad field of a booking; an empty object when the date, time and party size may be booked. */
export type BookingProblems = Partial<Record<keyof BookingRequest, BookingCode>>

/** Checks the date, time and party size of a booking against a venue's rules at `now`. */
export const checkBooking = (request: BookingRequest, rules: BookingRules, now: number): BookingProblems => {
  const problems: BookingProblems = {}
  const dateProblem = checkDate(request.date, rules, now)
  if (dateProblem) problems.date = dateProblem

  const date = trimmed(request.date)
  const time = trimmed(request.time)
  if (isBlank(time)) problems.time = 'timeRequired'
  else if (!isHhMm(time) || !seatingTimes(rules).includes(time)) problems.time = 'time'
  else if (!dateProblem && isIsoDate(date) && !isSoonEnough(rules, date, time, now))
    problems.time = 'timeTooSoon'

  const partyProblem = checkPartySize(request.partySize, rules)
  if (partyProblem) problems.partySize = partyProblem
  return problems
}

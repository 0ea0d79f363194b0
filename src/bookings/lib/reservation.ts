import * as v from 'valibot'
import { checkDate, checkPartySize } from '../../../cms/src/shared/booking-checks'
import { type BookingRules, isSoonEnough, seatingTimes } from '../../../cms/src/shared/booking-rules'
import { NOTES_MAX } from '../../../cms/src/shared/field-rules'
import { email, optionalText, personName, phone, requiredText, ticked } from '../../lib/forms/fields'

/**
 * The booking form's schema for one venue's rules at one moment: the date, time and party size rules come
 * from the module the CMS checks bookings with, so the browser, the worker and the CMS agree
 * (docs/spec.md §13.3).
 */
export const reservationSchema = (rules: BookingRules, now: number) =>
  v.pipe(
    v.object({
      date: v.pipe(
        requiredText(10, 'date'),
        v.check(
          (date) => !checkDate(date, rules, now),
          (issue) => checkDate(issue.input, rules, now) ?? 'date',
        ),
      ),
      time: v.pipe(
        v.optional(v.string('invalid'), ''),
        v.trim(),
        v.nonEmpty('timeRequired'),
        v.check((time) => seatingTimes(rules).includes(time), 'time'),
      ),
      partySize: v.pipe(
        requiredText(3, 'party'),
        v.check(
          (size) => !checkPartySize(size, rules),
          (issue) => checkPartySize(issue.input, rules) ?? 'party',
        ),
        v.transform(Number),
      ),
      name: personName,
      email,
      phone,
      notes: optionalText(NOTES_MAX, 'notes'),
      consent: ticked('consent'),
    }),
    v.forward(
      v.partialCheck(
        [['date'], ['time']],
        (input) => isSoonEnough(rules, input.date, input.time, now),
        'timeTooSoon',
      ),
      ['time'],
    ),
  )

/** A new party size for a booking: the same limits as booking (docs/spec.md §13.12). */
export const partySizeSchema = (rules: Pick<BookingRules, 'minParty' | 'maxParty'>) =>
  v.object({
    partySize: v.pipe(
      requiredText(3, 'party'),
      v.check((size) => !checkPartySize(size, rules), 'party'),
      v.transform(Number),
    ),
  })

export { checkBooking, parsePartySize } from '../../../cms/src/shared/booking-checks'
export {
  ARRIVALS,
  type Arrival,
  addDays,
  BOOKING_LIMITS,
  type BookingRules,
  bookingWindow,
  CALENDAR_BOOKING_MINUTES,
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  isHhMm,
  isIsoDate,
  isSoonEnough,
  seatingTimes,
  zonedInstant,
  zonedNow,
} from '../../../cms/src/shared/booking-rules'
export type { Slot } from './seatings'
/** The notes' limit, for the island's `maxLength` too. */
export { NOTES_MAX }

// The booking rules both the worker and the CMS import (cms/src/shared/booking-rules.ts): pure functions,
// checked here at fixed instants.
import { describe, expect, it } from 'vitest'
import { checkBooking } from '../../cms/src/shared/booking-checks'
import {
  type BookingRules,
  bookingWindow,
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  isIsoDate,
  isSoonEnough,
  seatingTimes,
  zonedInstant,
  zonedNow,
} from '../../cms/src/shared/booking-rules'

const rules = DEFAULT_BOOKING_RULES
/** 2026-07-10 12:00 in Madrid (CEST, UTC+2). */
const noon = Date.UTC(2026, 6, 10, 10, 0)

describe('booking rules', () => {
  it('lists the seatings from the first to the last, never past midnight', () => {
    expect(seatingTimes(rules)).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ])
    const lateNight: BookingRules = { ...rules, firstSeating: '22:00', lastSeating: '01:00', slotMinutes: 45 }
    expect(seatingTimes(lateNight)).toEqual(['22:00', '22:45', '23:30'])
  })

  it('works in the venue time zone, across a DST change', () => {
    expect(zonedNow('Europe/Madrid', noon)).toEqual({ date: '2026-07-10', minutes: 12 * 60 })
    expect(zonedNow('Asia/Bangkok', noon)).toEqual({ date: '2026-07-10', minutes: 17 * 60 })
    expect(zonedInstant('2026-07-10', '21:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 10, 19, 0))
    expect(zonedInstant('2026-01-10', '21:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 0, 10, 20, 0))
    // 02:30 does not exist on 2026-03-29 in Madrid: it moves forward to 03:30 CEST.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 1, 30))
    // From 00:30 CET to 03:00 CEST the clock moves 2.5 hours but only 1.5 real hours pass: too soon for a
    // 2-hour lead time; 03:30 CEST is exactly 2 hours away.
    const halfPastMidnight = Date.UTC(2026, 2, 28, 23, 30)
    const allDay = { ...rules, firstSeating: '00:00', lastSeating: '23:30' }
    expect(isSoonEnough(allDay, '2026-03-29', '03:00', halfPastMidnight)).toBe(false)
    expect(isSoonEnough(allDay, '2026-03-29', '03:30', halfPastMidnight)).toBe(true)
  })

  it('opens windowDays ahead and shows tomorrow once the last seating is too close', () => {
    expect(bookingWindow(rules, noon)).toEqual({ first: '2026-07-10', last: '2026-09-08' })
    expect(firstBookableDate(rules, noon)).toBe('2026-07-10')
    expect(firstBookableDate(rules, Date.UTC(2026, 6, 10, 20, 0))).toBe('2026-07-11')
  })

  it('answers a code per bad field', () => {
    const ok = { date: '2026-07-11', time: '21:00', partySize: 2 }
    expect(checkBooking(ok, rules, noon)).toEqual({})
    expect(checkBooking({ ...ok, partySize: '12' }, rules, noon)).toEqual({})
    expect(checkBooking({}, rules, noon)).toEqual({
      date: 'required',
      time: 'timeRequired',
      partySize: 'required',
    })
    expect(checkBooking({ date: '2026-02-30', time: '21:15', partySize: 13 }, rules, noon)).toEqual({
      date: 'date',
      time: 'time',
      partySize: 'party',
    })
    expect(checkBooking({ ...ok, date: '2026-07-09' }, rules, noon)).toEqual({ date: 'datePast' })
    expect(checkBooking({ ...ok, date: '2026-09-09' }, rules, noon)).toEqual({ date: 'dateBeyond' })
    expect(checkBooking({ ...ok, date: '2026-07-10', time: '19:00' }, rules, noon)).toEqual({})
    expect(checkBooking({ ...ok, date: '2026-07-10', time: '19:00' }, rules, noon + 5.5 * 3600e3)).toEqual({
      time: 'timeTooSoon',
    })
    // Anything a JSON body may hold is a clear code, never an exception.
    expect(checkBooking({ date: 20260711, time: ['21:00'], partySize: 2.5 }, rules, noon)).toEqual({
      date: 'date',
      time: 'time',
      partySize: 'party',
    })
    expect(isIsoDate('2026-7-1')).toBe(false)
  })
})

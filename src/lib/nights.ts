// What "Tonight", "Tomorrow" and "This weekend" mean for a night: days on its venue's clock, not the
// visitor's or the server's (docs/spec.md §24.6, §24.10).
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'

/** From this hour on the venue's clock a night that starts today is "Tonight"; before it, "Today". */
const EVENING_MINUTES = 17 * 60

export type NightLabel = 'today' | 'tonight' | 'tomorrow'

/**
 * Venue clocks already read, by instant and zone: every poster of a list asks for its night's and for the
 * moment's, and formatToParts was a tenth of /events' render. Bounded: emptied when full. (Here and not in
 * the booking rules: those reach the booking island, whose JavaScript has no bytes to spare.)
 */
const clocks = new Map<string, ReturnType<typeof zonedNow>>()
const CLOCKS_KEPT = 2_000

function venueClock(timeZone: string, at: number) {
  // To the minute: what these labels read (a day, minutes past midnight) does not change within one.
  const instant = at - (at % 60_000)
  const key = `${instant} ${timeZone}`
  let clock = clocks.get(key)
  if (!clock) {
    if (clocks.size >= CLOCKS_KEPT) clocks.clear()
    clock = zonedNow(timeZone, instant)
    clocks.set(key, clock)
  }
  return clock
}

/** The day after a calendar day, as every poster of a list asks it of the same today. */
const nextDays = new Map<string, string>()
const dayAfter = (date: string) => {
  let next = nextDays.get(date)
  if (next === undefined) {
    next = addDays(date, 1)
    if (nextDays.size >= CLOCKS_KEPT) nextDays.clear()
    nextDays.set(date, next)
  }
  return next
}

/** The calendar day on a venue's clock at a moment (kept like every venue clock here). */
export const venueDay = (timeZone: string, at: number) => venueClock(timeZone, at).date

/** How a list or poster names the night's day when it is today or tomorrow at its venue; null otherwise. */
export function nightLabel(startsAt: string, timeZone: string, now: number): NightLabel | null {
  const start = Date.parse(startsAt)
  if (Number.isNaN(start)) return null
  const today = venueClock(timeZone, now).date
  const night = venueClock(timeZone, start)
  if (night.date === today) return night.minutes >= EVENING_MINUTES ? 'tonight' : 'today'
  return night.date === dayAfter(today) ? 'tomorrow' : null
}

/** The narrowings of the events list by day (`?when=`). */
export const WHEN_VALUES = ['tonight', 'weekend'] as const
export type When = (typeof WHEN_VALUES)[number]
export const isWhen = (value: unknown): value is When => WHEN_VALUES.includes(value as When)

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7

/**
 * The venue's calendar days a narrowing covers: tonight is today; this weekend is Friday to Sunday of this
 * week, from today on once it has begun (on a Saturday, Saturday and Sunday).
 */
export function whenDates(when: When, timeZone: string, now: number): string[] {
  const today = venueClock(timeZone, now).date
  if (when === 'tonight') return [today]
  const weekday = isoWeekday(today)
  const friday = addDays(today, 5 - weekday)
  return [0, 1, 2].map((offset) => addDays(friday, offset)).filter((date) => date >= today)
}

/** The calendar day a night starts on at its venue ('' for a time that cannot be read). */
export function nightDay(startsAt: string, timeZone: string): string {
  const start = Date.parse(startsAt)
  return Number.isNaN(start) ? '' : venueClock(timeZone, start).date
}

/** Whether a night starts on one of `dates` on its venue's clock. */
export const startsOn = (startsAt: string, timeZone: string, dates: readonly string[]) => {
  const start = Date.parse(startsAt)
  return !Number.isNaN(start) && dates.includes(venueClock(timeZone, start).date)
}

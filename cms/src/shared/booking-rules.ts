/**
 * The table-booking rules, in one module that both sides import: the worker (src/, ESM bundled for
 * workerd and the browser islands) checks a form before calling the CMS, and the CMS (cms/, CommonJS
 * through tsc) checks again inside its booking endpoint, the check that counts. One module, so the two
 * can never disagree about a seating, the booking window, the lead time or an error code.
 *
 * Hence: no imports at all (no node:, no Strapi, no DOM; Intl only), and code that compiles under both
 * tsconfigs (the root one adds noUncheckedIndexedAccess and verbatimModuleSyntax).
 * Dates are wall-clock dates in the venue's time zone written 'YYYY-MM-DD', times 'HH:mm'.
 */

export interface BookingRules {
  /** IANA time zone of the venue: every date and time of a booking is wall-clock time there. */
  timezone: string
  /** Minutes between two seatings. */
  slotMinutes: number
  firstSeating: string
  /** The last seating of the day; a last seating after midnight ends the day's seatings at 23:59. */
  lastSeating: string
  /** Covers (guests) one seating takes. */
  capacityPerSlot: number
  minParty: number
  maxParty: number
  /** How many days ahead bookings open (today + windowDays is the last bookable date). */
  windowDays: number
  /** A seating must start at least this many minutes from now. */
  leadMinutes: number
}

/** Ibiza's rules, and what a venue's reservation settings fall back to field by field. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timezone: 'Europe/Madrid',
  slotMinutes: 30,
  firstSeating: '19:00',
  lastSeating: '23:30',
  capacityPerSlot: 40,
  minParty: 1,
  maxParty: 12,
  windowDays: 60,
  leadMinutes: 120,
}

/**
 * How much of a night one actor can take (docs/spec.md §11.5, §11.13, §13.13; decision 030). Counted in
 * covers as well as bookings, since covers are what a night runs out of (10 seatings × 40 covers = 400).
 * Every change of covers passes the same rule (cms/src/lib/reservations/admission.ts): a booking, its
 * confirmation, a larger party on the manage page.
 * - The worker alone sees the visitor's address and counts attempts, a larger party by its added covers:
 *   per client (an address, an IPv6 /64) and per network (an IPv4 /24, an IPv6 /48) in any 24 hours; a
 *   signed-in account booking for its own proven mailbox is counted as itself, not as its connection.
 * - The CMS counts what is held, per night booked, inside its booking transaction. A proven mailbox (its
 *   link opened, or its account's) takes at most `perGuestPerNight`; past that it is refused (429), since
 *   the mailbox is the guest's own. What anyone can type or share never refuses: a phone number, a mail
 *   domain, a client or a network past its share sends the booking to staff instead.
 * - `perClientPerNight`, `perNetworkPerNight`: the covers new guests' bookings made from one client or one
 *   network may hold of a night before staff look (a proven account is limited by its own covers only).
 * - `accountsPerNetworkPerNight`: the proven accounts whose tables of one night were booked from one network
 *   before the next account's waits for staff. An account is one guest, not its connection (a hotel's
 *   Wi-Fi); many accounts from one network are one actor's, who could otherwise sign up 20 a day there and,
 *   booking a few an hour past the brake's window and the domain's evidence, hold most of a night.
 * - `domainEvidence`: a mail domain (its registrable domain: every subdomain of a catch-all is the catch-all)
 *   is one guest (`perGuestPerNight`) only on evidence of one owner, within `windowMinutes` of the night's
 *   bookings: `mailboxes` distinct mailboxes at it, plus one for each of its mailboxes ever seen at the door
 *   (a provider thousands share has guests who came; a catch-all bought for the night has none), or
 *   `perSource` distinct mailboxes at it from one network or account (then the domain at that source is one
 *   guest: a household or an office books a table or two, an actor books from the few networks it has).
 *   A colleague or a stranger at the same provider is a guest of their own.
 * - Parties above `largeParty` are requests staff accept before they hold places.
 * - The night's brake: once new guests' bookings took `brake.share` of a night's covers within
 *   `brake.windowMinutes`, further bookings of new guests that night wait for staff. It counts with breadth:
 *   each source (a network, or a proven account), each mail domain and each mailbox adds at most its share,
 *   and the narrowest of the three counts, so pulling it takes many independent guests (100 / 20 = 5
 *   sources, 100 / 48 = 3 domains never seen at the door, 100 / 16 = 7 mailboxes). Each share is what that
 *   one source can hold before its own limit sends it to staff (a domain: its mailboxes short of evidence,
 *   three plus one for each seen at the door, of 16 each: `domainShare`), so what new guests hold within
 *   the window never exceeds what the brake counts.
 * - Booking links mailed to one inbox: at most `linkMailsPerInbox` a day; any of them lists every booking
 *   made with that address still waiting for its link.
 */
export const BOOKING_LIMITS = {
  perClient: { bookings: 3, covers: 24 },
  perNetwork: { bookings: 10, covers: 40 },
  perGuestPerNight: { bookings: 2, covers: 16 },
  perClientPerNight: 16,
  perNetworkPerNight: 20,
  accountsPerNetworkPerNight: 3,
  domainEvidence: { mailboxes: 4, perSource: 3, windowMinutes: 30 },
  largeParty: 8,
  brake: { share: 0.25, windowMinutes: 60, perSource: 20, perMailbox: 16 },
  linkMailsPerInbox: 3,
} as const

/**
 * What one mail domain adds to the night's brake at most (docs/spec.md §13.13): the covers its mailboxes may
 * hold before they are evidence of one owner — three, and one more for each of its mailboxes ever seen at the
 * door (`standing`) — of a mailbox's 16 each. 48 for a domain the venue has never seen a guest of.
 */
export const domainShare = (standing: number): number =>
  (BOOKING_LIMITS.domainEvidence.mailboxes - 1 + standing) * BOOKING_LIMITS.brake.perMailbox

/** Why a booking, or a larger party, waits for staff instead of holding places (docs/spec.md §13.13). */
export const REQUEST_REASONS = [
  'largeParty',
  'busyNight',
  'busyConnection',
  'busyDomain',
  'busyPhone',
] as const
export type RequestReason = (typeof REQUEST_REASONS)[number]

/**
 * How long a booking waits for its guest to open the mailed link (docs/spec.md §13.11): a day, and never past
 * the booking's own seating (a table for tonight can be confirmed until tonight, not tomorrow).
 */
export const CONFIRM_WINDOW_MS = 24 * 3600 * 1000
export const confirmDeadline = (bookedAt: number, seating: number): number =>
  Math.min(bookedAt + CONFIRM_WINDOW_MS, seating)

/** How long a table is kept in a calendar: a dinner seating, two hours (decision 016). */
export const CALENDAR_BOOKING_MINUTES = 120

/**
 * What the door saw of a confirmed booking: `expected` until staff mark the party `arrived` or a `no-show`;
 * a booking still expected when its seating ends becomes a no-show (docs/spec.md §13.15). Apart from the
 * booking's status, so door staff may change this and nothing else.
 */
export const ARRIVALS = ['expected', 'arrived', 'no-show'] as const
export type Arrival = (typeof ARRIVALS)[number]

/**
 * One party-size rule everywhere (docs/spec.md §13.3, §13.13): the booking form and the manage page take the
 * venue's parties (minParty to maxParty); above `largeParty` a booking or a change is a request staff accept;
 * larger than maxParty, the guest writes to the venue.
 */
export const isLargeParty = (partySize: number): boolean => partySize > BOOKING_LIMITS.largeParty

/** Why a date, time or party size cannot be booked. */
export type BookingCode =
  | 'required'
  | 'date'
  | 'datePast'
  | 'dateBeyond'
  | 'timeRequired'
  | 'time'
  | 'timeTooSoon'
  | 'party'

/**
 * Every code the CMS puts next to `path` and `message` in `error.details.errors[]` of its reservation
 * and submission endpoints. The worker maps these codes to its own texts, never the English message.
 * `kind`, `locale` and `body` flag requests the worker built wrongly, not anything a visitor typed.
 */
export const CMS_ERROR_CODES = [
  'required',
  'date',
  'datePast',
  'dateBeyond',
  'timeRequired',
  'time',
  'timeTooSoon',
  'party',
  'name',
  'email',
  'phone',
  'notes',
  'consent',
  'message',
  'link',
  'venue',
  'slotFull',
  'partyFull',
  'emailLimit',
  'kind',
  'locale',
  'body',
] as const
export type CmsErrorCode = (typeof CMS_ERROR_CODES)[number]

// ---------------------------------------------------------------------------------------------------
// Time helpers

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** True for a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE_RE.test(value) && addDays(value, 0) === value

/** True for a time written HH:mm (00:00–23:59). */
export const isHhMm = (value: unknown): value is string => typeof value === 'string' && TIME_RE.test(value)

/** Minutes since midnight of an HH:mm time. */
export const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const fromMinutes = (minutes: number): string =>
  `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`

const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS

/** The date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from)

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Throws a RangeError for an unknown time zone. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export const isValidTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '') return false
  try {
    formatterFor(value)
    return true
  } catch {
    return false
  }
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const wallClockAt = (instant: number, timeZone: string): WallClock => {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value)
  }
  // Some engines write midnight as 24 even with hourCycle h23.
  if (clock.hour === 24) clock.hour = 0
  return clock
}

/** Today's date and the minutes since midnight, in a time zone. */
export const zonedNow = (timezone: string, now: number): { date: string; minutes: number } => {
  const c = wallClockAt(now, timezone)
  return { date: `${c.year}-${pad2(c.month)}-${pad2(c.day)}`, minutes: c.hour * 60 + c.minute }
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. +120 for CEST). */
export const offsetMinutes = (instant: number, timeZone: string): number => {
  const c = wallClockAt(instant, timeZone)
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS)
}

/**
 * The instant (epoch ms) of a wall-clock date and time in a time zone. A time that a DST change skips
 * moves forward; a time it repeats takes the first occurrence.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): number => {
  const guess = (dayNumber(date) * 24 * 60 + toMinutes(time)) * MINUTE_MS
  const first = offsetMinutes(guess, timeZone)
  const instant = guess - first * MINUTE_MS
  const second = offsetMinutes(instant, timeZone)
  return second === first ? instant : guess - second * MINUTE_MS
}

// ---------------------------------------------------------------------------------------------------
// Booking rules

/** The seatings of a day: the first, then every slotMinutes up to the last (never past midnight). */
export const seatingTimes = (rules: BookingRules): string[] => {
  const times: string[] = []
  const first = toMinutes(rules.firstSeating)
  let last = toMinutes(rules.lastSeating)
  if (last < first) last += 24 * 60
  for (let m = first; m <= last && m < 24 * 60; m += Math.max(5, rules.slotMinutes))
    times.push(fromMinutes(m))
  return times
}

/**
 * The seatings of a day nearest to `time` that still have room for the party, in time order (docs/spec.md
 * §13.5): what the booking form offers when the chosen time is gone, and a refused link when its slot filled.
 */
export const nearestSeatings = (
  slots: ReadonlyArray<{ time: string; available: boolean }>,
  time: string,
  count = 3,
): string[] => {
  const distance = (slot: { time: string }) => Math.abs(toMinutes(slot.time) - toMinutes(time))
  return slots
    .filter((slot) => slot.available && slot.time !== time)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .map((slot) => slot.time)
    .sort()
}

/** The first and last bookable dates (venue time): the date input's min and max. */
export const bookingWindow = (rules: BookingRules, now: number): { first: string; last: string } => {
  const today = zonedNow(rules.timezone, now).date
  return { first: today, last: addDays(today, rules.windowDays) }
}

/** Whether a seating starts at least the lead time from now. */
export const isSoonEnough = (rules: BookingRules, date: string, time: string, now: number): boolean =>
  zonedInstant(date, time, rules.timezone) - now >= rules.leadMinutes * MINUTE_MS

/** The date a visitor sees first: today, or tomorrow once today's last seating is too close. */
export const firstBookableDate = (rules: BookingRules, now: number): string => {
  const { first } = bookingWindow(rules, now)
  return isSoonEnough(rules, first, rules.lastSeating, now) ? first : addDays(first, 1)
}

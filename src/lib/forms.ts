/**
 * Validation of the reservation and contact forms, shared by the worker (the rule that counts) and the
 * islands (quick feedback). Errors are codes; `validation.forms.<code>` in the locales holds their text.
 */

export type FieldErrors = Record<string, string>

/** What the booking form needs to know about the venue (from its reservation settings). */
export interface BookingRules {
  timezone: string
  slotMinutes: number
  firstSeating: string
  lastSeating: string
  minParty: number
  maxParty: number
  windowDays: number
  leadMinutes: number
}

/** Used when the CMS cannot be reached, so a form answered during an outage still shows sensible limits. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timezone: 'Europe/Madrid',
  slotMinutes: 30,
  firstSeating: '19:00',
  lastSeating: '23:30',
  minParty: 1,
  maxParty: 12,
  windowDays: 60,
  leadMinutes: 120,
}

export interface Slot {
  time: string
  left: number
  available: boolean
}

export const RESERVATION_FIELDS = [
  'date',
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'notes',
  'consent',
] as const
export const NOTES_MAX = 500
export const MESSAGE_MAX = 5000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL = /^[^\s@<>()[\],;:"]{1,64}@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/
const PHONE = /^[0-9 +()-]{6,30}$/

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value)

export function isHttpUrl(value: string) {
  if (value.length > 2000) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

export const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}
const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The seatings of a day: first, first + slot, … up to the last (same rule as the CMS). */
export function seatingTimes(rules: BookingRules): string[] {
  const times: string[] = []
  const last = toMinutes(rules.lastSeating)
  for (let m = toMinutes(rules.firstSeating); m <= last && m < 24 * 60; m += Math.max(5, rules.slotMinutes)) {
    times.push(fromMinutes(m))
  }
  return times
}

/** Today's date and the minutes since midnight in a time zone. */
export function zonedNow(timezone: string, now = Date.now()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(now))
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 864e5

export function addDays(date: string, days: number) {
  return new Date((dayNumber(date) + days) * 864e5).toISOString().slice(0, 10)
}

const isRealDate = (date: string) => ISO_DATE.test(date) && addDays(date, 0) === date

/** The first and last bookable dates (venue time), as the date input's min and max. */
export function bookingWindow(rules: BookingRules, now = Date.now()) {
  const today = zonedNow(rules.timezone, now).date
  return { first: today, last: addDays(today, rules.windowDays) }
}

/** Whether a seating starts at least the lead time from now (venue time). */
export function isSoonEnough(rules: BookingRules, date: string, time: string, now = Date.now()) {
  const current = zonedNow(rules.timezone, now)
  const ahead = (dayNumber(date) - dayNumber(current.date)) * 24 * 60 + toMinutes(time) - current.minutes
  return ahead >= rules.leadMinutes
}

/** The date a visitor sees first: today, or tomorrow once today's last seating is too close. */
export function firstBookableDate(rules: BookingRules, now = Date.now()) {
  const { first } = bookingWindow(rules, now)
  return isSoonEnough(rules, first, rules.lastSeating, now) ? first : addDays(first, 1)
}

export const parsePartySize = (value: string | undefined) =>
  value !== undefined && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : undefined

/** Checks a booking as typed; answers a code per bad field (none when it may be sent to the CMS). */
export function validateReservation(
  values: Record<string, string | undefined>,
  rules: BookingRules,
  now = Date.now(),
): FieldErrors {
  const errors: FieldErrors = {}
  const value = (name: string) => (values[name] ?? '').trim()

  const date = value('date')
  const window = bookingWindow(rules, now)
  if (!date) errors.date = 'required'
  else if (!isRealDate(date)) errors.date = 'date'
  else if (date < window.first) errors.date = 'datePast'
  else if (date > window.last) errors.date = 'dateBeyond'

  const time = value('time')
  if (!time) errors.time = 'timeRequired'
  else if (!HH_MM.test(time) || !seatingTimes(rules).includes(time)) errors.time = 'time'
  else if (!errors.date && !isSoonEnough(rules, date, time, now)) errors.time = 'timeTooSoon'

  const party = parsePartySize(value('partySize'))
  if (!value('partySize')) errors.partySize = 'required'
  else if (party === undefined || party < rules.minParty || party > rules.maxParty) errors.partySize = 'party'

  Object.assign(errors, validatePerson(values))

  const phone = value('phone')
  if (!phone) errors.phone = 'required'
  else if (!PHONE.test(phone) || !/\d/.test(phone)) errors.phone = 'phone'

  if (value('notes').length > NOTES_MAX) errors.notes = 'notes'
  if (!['on', 'true', 'yes'].includes(value('consent'))) errors.consent = 'consent'
  return errors
}

function validatePerson(values: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {}
  const name = (values.name ?? '').trim()
  if (!name) errors.name = 'required'
  else if (name.length < 2 || name.length > 100) errors.name = 'name'
  const email = (values.email ?? '').trim()
  if (!email) errors.email = 'required'
  else if (!isEmail(email)) errors.email = 'email'
  return errors
}

/** The forms stored as CMS submissions, by the route they live on. */
export const SUBMISSION_FORMS = {
  contact: { kind: 'contact', link: 'none' },
  'ibiza-contact': { kind: 'contact', link: 'none' },
  demos: { kind: 'demo', link: 'required' },
  licensing: { kind: 'licensing', link: 'optional' },
  'brand-protection': { kind: 'brand', link: 'optional' },
} as const

export type SubmissionForm = keyof typeof SUBMISSION_FORMS
export const isSubmissionForm = (name: string | undefined): name is SubmissionForm =>
  name !== undefined && Object.hasOwn(SUBMISSION_FORMS, name)

/** A person fills a form in more than this; a faster post is a script. */
export const MIN_FILL_MS = 3000

export function validateSubmission(
  form: SubmissionForm,
  values: Record<string, string | undefined>,
): FieldErrors {
  const errors = validatePerson(values)
  const message = (values.message ?? '').trim()
  if (!message) errors.message = 'required'
  else if (message.length > MESSAGE_MAX) errors.message = 'message'
  const link = (values.link ?? '').trim()
  const rule = SUBMISSION_FORMS[form].link
  if (rule === 'required' && !link) errors.link = 'required'
  else if (rule !== 'none' && link && !isHttpUrl(link)) errors.link = 'link'
  return errors
}

/** Every error code, so the server can hand islands their texts. */
export const ERROR_CODES = [
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
  'slotFull',
  'tooFast',
] as const

import type { Core } from '@strapi/strapi'
import { checkBooking, checkDate, checkPartySize, parsePartySize } from '../../shared/booking-checks'
import {
  type BookingCode,
  type BookingRules,
  bookingWindow,
  DEFAULT_BOOKING_RULES,
} from '../../shared/booking-rules'
import { NOTES_MAX } from '../../shared/field-rules'
import { canonicalEmail, canonicalPhone } from '../../shared/guest-identity'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import {
  bodyData,
  checkConsent,
  type Locale,
  readEmail,
  readLocale,
  readName,
  readPhone,
  readText,
  str,
} from '../fields'
import { mailDomain } from './identity'
import type { GuestKeys } from './limits'
import { type BookableVenue, findBookableVenue } from './venues'

/**
 * A booking as the endpoint accepted it: every field checked, kept as the guest typed it, with the guest's
 * canonical mailbox and number beside (what the per-guest limits compare, docs/spec.md §11.5).
 */
export interface Booking {
  venue: BookableVenue
  date: string
  time: string
  partySize: number
  name: string
  email: string
  phone: string
  notes: string
  locale: Locale
  /** The identities the limits count (docs/spec.md §11.5). */
  guest: GuestKeys
}

export interface AvailabilityQuery {
  venue: BookableVenue
  date: string
  partySize: number
}

const describe = (field: string, code: BookingCode, rules: BookingRules, now: number): string => {
  switch (code) {
    case 'required':
    case 'timeRequired':
      return `${field} is required`
    case 'date':
      return 'date must be a valid date written YYYY-MM-DD'
    case 'datePast':
      return 'date is in the past'
    case 'dateBeyond':
      return `Reservations open ${rules.windowDays} days ahead (until ${bookingWindow(rules, now).last})`
    case 'time':
      return `time must be one of the seatings (${rules.firstSeating}–${rules.lastSeating}, every ${rules.slotMinutes} minutes)`
    case 'timeTooSoon':
      return `Reservations must be made at least ${rules.leadMinutes} minutes in advance`
    case 'party':
      return `partySize must be a whole number between ${rules.minParty} and ${rules.maxParty}`
  }
}

/** venue, date and (optional, default the smallest party) partySize of an availability query; a 400 lists every bad one. */
export const parseAvailabilityQuery = async (
  strapi: Core.Strapi,
  query: Record<string, unknown>,
): Promise<AvailabilityQuery> => {
  const problems = new FieldErrors()
  const now = clock.now()
  const venue = await findBookableVenue(strapi, query.venue, problems)
  const rules = venue?.rules ?? DEFAULT_BOOKING_RULES
  const dateCode = checkDate(query.date, rules, now)
  if (dateCode) problems.add('date', dateCode, describe('date', dateCode, rules, now))
  const party = query.partySize === '' ? undefined : query.partySize
  const partyCode = party === undefined ? undefined : checkPartySize(party, rules)
  if (partyCode) problems.add('partySize', partyCode, describe('partySize', partyCode, rules, now))
  problems.throwIfAny()
  return {
    venue: venue as BookableVenue,
    date: str(query.date) ?? '',
    partySize: parsePartySize(party) ?? rules.minParty,
  }
}

/** A booking body `{ data: { venue, date, time, partySize, name, email, phone, notes, consent, locale } }`; a 400 lists every bad field. */
export const parseBooking = async (strapi: Core.Strapi, body: unknown): Promise<Booking> => {
  const data = bodyData(body)
  const problems = new FieldErrors()
  const now = clock.now()

  const venue = await findBookableVenue(strapi, data.venue, problems)
  // Without a bookable venue the date, time and party size are still checked, against the defaults.
  const rules = venue?.rules ?? DEFAULT_BOOKING_RULES
  const slot = checkBooking({ date: data.date, time: data.time, partySize: data.partySize }, rules, now)
  for (const field of ['date', 'time', 'partySize'] as const) {
    const code = slot[field]
    if (code) problems.add(field, code, describe(field, code, rules, now))
  }
  const name = readName(data.name, problems)
  const email = readEmail(data.email, problems)
  const phone = readPhone(data.phone, problems)
  const notes = readText('notes', data.notes, NOTES_MAX, problems)
  checkConsent(data.consent, problems)
  const locale = readLocale(data.locale, problems)
  problems.throwIfAny()

  return {
    venue: venue as BookableVenue,
    date: str(data.date) ?? '',
    time: str(data.time) ?? '',
    partySize: parsePartySize(data.partySize) ?? rules.minParty,
    name,
    email,
    phone,
    notes,
    locale,
    guest: {
      email: canonicalEmail(email),
      phone: canonicalPhone(phone, (venue as BookableVenue).country),
      domain: mailDomain(email),
    },
  }
}

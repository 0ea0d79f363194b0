import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { BOOKING_LIMITS, type BookingRules } from '../../shared/booking-rules'
import { clock } from '../clock'
import { fieldError } from '../errors'
import { type Admission, admit, type CoverChange, type NightBooking } from './admission-rules'
import { type BookingSource, COUNTED_STATUSES, type GuestKeys, RESERVATION_UID } from './limits'

/**
 * Every change of covers asks here (docs/spec.md §11.5, §13.13, decision 030): a booking, a booking's link
 * opened, a larger party on the manage page. Called inside the booking transaction after `lockFor`, it
 * reads the night as it stands and decides by admission-rules.ts.
 */

const toTime = (value: unknown): number | null => (value ? new Date(value as string | Date).getTime() : null)

/** The night's bookings that count: confirmed ones (with a larger party asked for, if any) and requests. */
const nightOf = async (strapi: Core.Strapi, venueSlug: string, date: string): Promise<NightBooking[]> => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: { venueSlug, date, status: { $in: COUNTED_STATUSES } },
    select: [
      'id',
      'time',
      'partySize',
      'requestedPartySize',
      'status',
      'emailKey',
      'phoneKey',
      'domainKey',
      'clientKey',
      'networkKey',
      'sourceKey',
      'placedAt',
      'confirmedAt',
    ],
  })) as Array<Omit<NightBooking, 'placedAt'> & { placedAt: unknown; confirmedAt: unknown }>
  return rows.map(({ confirmedAt, placedAt, ...row }) => ({
    ...row,
    partySize: Number(row.partySize),
    requestedPartySize: row.requestedPartySize === null ? null : Number(row.requestedPartySize),
    placedAt: toTime(placedAt) ?? toTime(confirmedAt),
  }))
}

/** The mailboxes among `emails` seen at the venue: a booking of theirs was marked arrived. */
const regularsAmong = async (strapi: Core.Strapi, emails: string[]): Promise<Set<string>> =>
  new Set(
    (
      (await strapi.db.query(RESERVATION_UID).findMany({
        where: { emailKey: { $in: emails }, arrival: 'arrived' },
        select: ['emailKey'],
      })) as Array<{ emailKey: string }>
    ).map((row) => row.emailKey),
  )

/**
 * Each of `domains`' standing at the door: how many distinct mailboxes at it were ever marked arrived (one
 * grouped query, in the booking's transaction). A domain none of whose guests came is not in the map.
 */
const standingOf = async (strapi: Core.Strapi, domains: string[]): Promise<Map<string, number>> => {
  if (domains.length === 0) return new Map()
  const meta = strapi.db.metadata.get(RESERVATION_UID)
  const column = (name: string) =>
    (meta.attributes[name] as { columnName?: string } | undefined)?.columnName ?? name
  const rows = (await strapi.db.transaction(({ trx }) =>
    trx(meta.tableName)
      .select({ domain: column('domainKey') })
      .countDistinct({ mailboxes: column('emailKey') })
      .where(column('arrival'), 'arrived')
      .whereIn(column('domainKey'), domains)
      .groupBy(column('domainKey')),
  )) as Array<{ domain: string; mailboxes: number | string }>
  return new Map(rows.map((row) => [row.domain, Number(row.mailboxes)]))
}

export interface AskedChange {
  /** The booking being confirmed or re-sized; none for a new one. */
  id?: number
  venueSlug: string
  date: string
  time: string
  partySize: number
  guest: GuestKeys
  source: BookingSource
}

/** Where `asked` goes (admission-rules.ts `admit`), read inside the booking lock. */
export const admission = async (
  strapi: Core.Strapi,
  rules: BookingRules,
  asked: AskedChange,
  now = clock.now(),
): Promise<Admission> => {
  const night = await nightOf(strapi, asked.venueSlug, asked.date)
  const emails = [
    ...new Set(
      [asked.guest.email, ...night.map((row) => row.emailKey)].filter((key): key is string => !!key),
    ),
  ]
  const domains = [
    ...new Set(
      [asked.guest.domain, ...night.map((row) => row.domainKey)].filter((key): key is string => !!key),
    ),
  ]
  const [regulars, standing] = await Promise.all([regularsAmong(strapi, emails), standingOf(strapi, domains)])
  const change: CoverChange = {
    id: asked.id,
    time: asked.time,
    partySize: asked.partySize,
    emailKey: asked.guest.email,
    phoneKey: asked.guest.phone,
    domainKey: asked.guest.domain,
    ...asked.source,
    regular: regulars.has(asked.guest.email),
  }
  return admit(night, change, { rules, regulars, standing, now })
}

/**
 * The 429 of a mailbox past its night: its own bookings, so it is refused. `slot`: the night and party, when
 * confirming a link (the site offers another night with them).
 */
export const guestLimitError = (slot: { date?: string; partySize?: number } = {}) => {
  const { bookings, covers } = BOOKING_LIMITS.perGuestPerNight
  const message = `One e-mail address books at most ${bookings} tables and ${covers} guests a night`
  return new errors.RateLimitError(message, {
    ...slot,
    errors: [fieldError('email', 'emailLimit', message, 'RateLimitError')],
  })
}

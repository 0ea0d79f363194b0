import crypto from 'node:crypto'
import type { Core } from '@strapi/strapi'
import type { Locale } from '../fields'
import type { ReservationMail } from '../mail'
import { type BookingSource, type GuestKeys, HOLDING_STATUSES, RESERVATION_UID } from './limits'
import type { Booking } from './request'

/**
 * A reservation as the database keeps it, and what every step of its life reads from it: the tokens of its
 * mailed links (kept as hashes), its mail, its guest and source, the covers a night holds and the lock that
 * orders bookings of one night. Booking, confirming, managing, staff decisions and the door tasks all build
 * on this module, and it on none of them.
 */

/** What the CMS keeps of a mailed link's token: its hash (the token itself travels in the mail alone). */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * A confirmed booking's link to manage it (docs/decisions/026-manage-booking.md): 24 random bytes, of
 * which the CMS keeps the hash only; the token goes to the guest in the confirmation mail and, through the
 * worker, on the confirmation page.
 */
export const manageLink = () => {
  const token = crypto.randomBytes(24).toString('base64url')
  return { token, hash: tokenHash(token) }
}

/**
 * Takes the write lock every booking that could conflict with this one needs, before anything is counted.
 * SQLite: a no-op UPDATE makes the transaction the database's one writer at once. Postgres: transaction-
 * scoped advisory locks on the night (its slots and its brake), the e-mail, the phone and the mail domain,
 * always taken in the same (sorted) order so that two bookings may wait for each other but never deadlock.
 * Other databases: a row lock on the venue (the limits are then exact per venue only).
 */
type Lockable = Pick<Booking, 'date'> & { guest: GuestKeys; venue: { id: number; slug: string } }

export const lockFor = async (
  strapi: Core.Strapi,
  trx: Core.Strapi['db']['connection'],
  booking: Lockable,
): Promise<void> => {
  const client = strapi.db.dialect.client
  if (client === 'sqlite') {
    await trx.raw('UPDATE ?? SET id = id WHERE 1 = 0', [strapi.db.metadata.get(RESERVATION_UID).tableName])
  } else if (client === 'postgres') {
    const keys = [
      `reservation-night:${booking.venue.slug}:${booking.date}`,
      `reservation-email:${booking.guest.email}`,
      `reservation-phone:${booking.guest.phone}`,
      ...(booking.guest.domain ? [`reservation-domain:${booking.guest.domain}`] : []),
    ].sort()
    for (const key of keys) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key])
  } else {
    await trx(strapi.db.metadata.get('api::venue.venue').tableName)
      .where({ id: booking.venue.id })
      .forUpdate()
      .select('id')
  }
}

/** Covers booked per seating of a day: only bookings that hold a table count (not pending, not cancelled). */
export const bookedCovers = async (
  strapi: Core.Strapi,
  venueSlug: string,
  date: string,
): Promise<Map<string, number>> => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: { venueSlug, date, status: { $in: HOLDING_STATUSES } },
    select: ['time', 'partySize'],
  })) as Array<{ time: string; partySize: number }>
  const byTime = new Map<string, number>()
  for (const r of rows) byTime.set(r.time, (byTime.get(r.time) ?? 0) + Number(r.partySize))
  return byTime
}

/**
 * Covers booked per night and seating over the nights after `after` up to `last`, as one query the database
 * groups (docs/spec.md §13.5: a full day offers the next nights with room): at most a row per seating of each
 * night, however many bookings the range holds. Run in the request's transaction when it has one (a read's,
 * or the booking lock's), so it is bound as every other read.
 */
export const coversByNight = async (
  strapi: Core.Strapi,
  venueSlug: string,
  after: string,
  last: string,
): Promise<Map<string, Map<string, number>>> => {
  const meta = strapi.db.metadata.get(RESERVATION_UID)
  const column = (name: string) =>
    (meta.attributes[name] as { columnName?: string } | undefined)?.columnName ?? name
  const rows = (await strapi.db.transaction(({ trx }) =>
    trx(meta.tableName)
      .select({ date: column('date'), time: column('time') })
      .sum({ covers: column('partySize') })
      .where(column('venueSlug'), venueSlug)
      .whereIn(column('status'), HOLDING_STATUSES)
      .where(column('date'), '>', after)
      .where(column('date'), '<=', last)
      .groupBy(column('date'), column('time')),
  )) as Array<{ date: string; time: string; covers: number | string | null }>
  const nights = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const date = String(row.date).slice(0, 10)
    const night = nights.get(date) ?? new Map<string, number>()
    night.set(row.time, Number(row.covers ?? 0))
    nights.set(date, night)
  }
  return nights
}

/** A reservation as the database holds it, whatever its status (what confirming and managing read). */
export interface ReservationRow {
  id: number
  reference: string
  venueSlug: string
  date: string
  time: string
  partySize: number
  name: string
  email: string
  phone: string | null
  notes: string | null
  emailKey: string | null
  phoneKey: string | null
  domainKey: string | null
  clientKey: string | null
  networkKey: string | null
  sourceKey: string | null
  language: Locale
  status: string
}

/** The identities a stored booking counts for. */
export const guestOf = (row: ReservationRow): GuestKeys => ({
  email: row.emailKey ?? '',
  phone: row.phoneKey ?? '',
  domain: row.domainKey,
})

/** Where a stored booking was asked from. */
export const sourceOf = (row: ReservationRow): BookingSource => ({
  clientKey: row.clientKey,
  networkKey: row.networkKey,
  sourceKey: row.sourceKey,
})

/** A stored reservation as its mails name it. */
export const mailOf = (row: ReservationRow, venueName: string): ReservationMail => ({
  reference: row.reference,
  date: row.date,
  time: row.time,
  partySize: row.partySize,
  name: row.name,
  email: row.email,
  venue: row.venueSlug,
  venueName,
  phone: row.phone ?? '',
  notes: row.notes ?? '',
  locale: row.language,
})

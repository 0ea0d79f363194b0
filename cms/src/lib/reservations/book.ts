import crypto from 'node:crypto'
import type { Core } from '@strapi/strapi'
import type { BookedReservation, WaitingBooking } from '../../shared/answers'
import { confirmDeadline, type RequestReason, zonedInstant } from '../../shared/booking-rules'
import { clock } from '../clock'
import { sendPendingMail, sendReservationMail } from '../mail'
import { admission, guestLimitError } from './admission'
import type { Admission } from './admission-rules'
import { type BookingSource, mayMailLink, RESERVATION_UID } from './limits'
import type { Booking } from './request'
import { announceRequest } from './requests'
import { guestOf, lockFor, mailOf, manageLink, type ReservationRow, sourceOf, tokenHash } from './rows'
import type { BookableVenue } from './venues'

/** What a guest whose slot filled may choose instead: other times that day, or, when it has none, other nights. */
export interface Instead {
  /** The seatings of that day nearest to the booking's that still fit the party. */
  nearest: string[]
  /** When the day has none: the next nights with room for the party (docs/spec.md §13.5). */
  nextNights: string[]
}

/**
 * The slot has fewer covers left than the party: the endpoint answers 409 with `left`, and, when a pending
 * booking is being confirmed, what the guest may choose instead (`Instead`).
 */
export class SlotFullError extends Error {
  constructor(
    readonly left: number,
    readonly instead: Instead = { nearest: [], nextNights: [] },
    /** The booking's day and party, when confirming: the site offers the form again with them. */
    readonly slot: { date?: string; partySize?: number } = {},
  ) {
    super('This time slot is fully booked')
  }
}

/** A confirmation link that names no waiting booking (used, unknown) or came too late: 404 / 410. */
export class ConfirmationLinkError extends Error {
  constructor(readonly code: 'linkInvalid' | 'linkExpired') {
    super(
      code === 'linkExpired' ? 'This confirmation link has expired' : 'This confirmation link is not valid',
    )
  }
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const randomCode = (length = 6): string =>
  Array.from(crypto.randomBytes(length), (byte) => REF_ALPHABET.charAt(byte % REF_ALPHABET.length)).join('')

/** A reference no reservation has (32^6 codes per prefix: a clash is rare, five in a row unheard of). */
const uniqueReference = async (strapi: Core.Strapi, prefix: string): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = `${prefix}-${randomCode()}`
    const clash = await strapi.db.query(RESERVATION_UID).findOne({ where: { reference }, select: ['id'] })
    if (!clash) return reference
  }
  throw new Error(`no free reservation reference for prefix ${prefix}`)
}

/** Where a booking that holds no places yet goes once its guest is known to be real. */
export type Placement = { status: 'confirmed' } | { status: 'requested'; reason: RequestReason }

/**
 * An admission as a placement, or the refusal it is: a slot without room (SlotFullError, 409, with the
 * nearest seatings when `nearest` is given) or a mailbox past its night (429).
 */
const placementFrom = async (
  decided: Admission,
  nearest?: () => Promise<SlotFullError>,
  slot?: { date: string; partySize: number },
): Promise<Placement> => {
  if (decided.verdict === 'slotFull') throw nearest ? await nearest() : new SlotFullError(decided.left)
  if (decided.verdict === 'guestLimit') throw guestLimitError(slot)
  return decided.verdict === 'confirmed'
    ? { status: 'confirmed' }
    : { status: 'requested', reason: decided.reason }
}

/** The columns a placement sets: a confirmed booking's time and manage link, or a request's reason. */
const placed = (placement: Placement, manageHash: string | undefined) =>
  placement.status === 'confirmed'
    ? {
        status: 'confirmed',
        confirmedAt: clock.date(),
        placedAt: clock.date(),
        manageToken: manageHash ?? null,
        requestReason: null,
      }
    : { status: 'requested', placedAt: clock.date(), requestReason: placement.reason }

/**
 * Asks the admission rule (admission.ts) and inserts the reservation in one transaction that holds the lock
 * first, so concurrent bookings can neither overbook a slot nor pass a limit. Throws a SlotFullError (409)
 * or a RateLimitError (429, `emailLimit`: the mailbox's own night is full). A guest whose mailbox is proven
 * (`proven`) is placed at once: confirmed with the confirmation mail, or a request for staff (a large party,
 * a night filling fast, a connection, mail domain or phone with many tables that night). Anyone else's
 * booking waits as pending, holds no places, and gets a link to confirm it within a day and before its
 * seating, unless the inbox had its three links of the day (docs/spec.md §13.11).
 */
export const bookTable = async (
  strapi: Core.Strapi,
  booking: Booking,
  guest: { userId: number | null; proven: boolean },
  source: BookingSource,
): Promise<BookedReservation> => {
  const { venue } = booking
  const token = guest.proven ? undefined : crypto.randomBytes(24).toString('base64url')
  const manage = manageLink()
  const now = clock.now()
  const confirmBy = new Date(
    confirmDeadline(now, zonedInstant(booking.date, booking.time, venue.rules.timezone)),
  )
  const { reference, placement, mailed } = await strapi.db.transaction(async ({ trx }) => {
    await lockFor(strapi, trx, booking)
    const decided = await admission(
      strapi,
      venue.rules,
      {
        venueSlug: venue.slug,
        date: booking.date,
        time: booking.time,
        partySize: booking.partySize,
        guest: booking.guest,
        source,
      },
      now,
    )
    // A booking still waiting for its link places nothing: only the slot and its mailbox are asked now.
    const placement = await placementFrom(decided)
    const mailed = token ? await mayMailLink(strapi, booking.guest.email) : false
    const created = await strapi.db.query(RESERVATION_UID).create({
      data: {
        reference: await uniqueReference(strapi, venue.referencePrefix),
        venue: venue.id,
        venueSlug: venue.slug,
        date: booking.date,
        time: booking.time,
        partySize: booking.partySize,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        emailKey: booking.guest.email,
        phoneKey: booking.guest.phone,
        domainKey: booking.guest.domain,
        ...source,
        notes: booking.notes,
        ...(token
          ? {
              status: 'pending',
              confirmToken: tokenHash(token),
              confirmBy,
              linkMailedAt: mailed ? new Date(now) : null,
            }
          : placed(placement, manage.hash)),
        language: booking.locale,
        consent: true,
        user: guest.userId,
        publishedAt: new Date(now),
      },
    })
    return { reference: created.reference as string, placement: token ? undefined : placement, mailed }
  })

  const status: BookedReservation['status'] = placement?.status ?? 'pending'
  const result: BookedReservation = {
    reference,
    date: booking.date,
    time: booking.time,
    partySize: booking.partySize,
    name: booking.name,
    email: booking.email,
    status,
    venue: venue.slug,
    locale: booking.locale,
    ...(placement?.status === 'requested' && { requestReason: placement.reason }),
    ...(status === 'pending' && { mailed, confirmBy: confirmBy.toISOString() }),
    ...(status === 'confirmed' && { manageToken: manage.token }),
  }
  const mail = { ...result, venueName: venue.name, phone: booking.phone, notes: booking.notes }
  try {
    if (status === 'pending' && mailed && token)
      await sendPendingMail(strapi, mail, token, confirmBy.getTime(), venue.rules.timezone)
    if (status === 'confirmed') await sendReservationMail(strapi, mail, manage.token)
    if (placement?.status === 'requested') await announceRequest(strapi, venue, mail, placement.reason)
  } catch (err) {
    strapi.log.error(`[reservation] mail for ${reference} failed: ${(err as Error).message}`)
  }
  return result
}

interface LinkedRow extends ReservationRow {
  confirmBy: string | Date | null
}

const expired = (row: { confirmBy: string | Date | null }, now: number) =>
  !row.confirmBy || new Date(row.confirmBy).getTime() < now

/**
 * The booking a mailed link names (by its token's hash) and the bookings still waiting for that link's inbox:
 * a link is good for a day, for every booking made with its address meanwhile (docs/spec.md §13.11).
 */
const linkedBookings = async (strapi: Core.Strapi, token: string) => {
  const reservations = strapi.db.query(RESERVATION_UID)
  const linked = (await reservations.findOne({
    where: { confirmToken: tokenHash(token) },
  })) as LinkedRow | null
  if (!linked) throw new ConfirmationLinkError('linkInvalid')
  if (expired(linked, clock.now())) throw new ConfirmationLinkError('linkExpired')
  const waiting = (await reservations.findMany({
    where: { emailKey: linked.emailKey, status: 'pending', confirmBy: { $gt: clock.date() } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as LinkedRow[]
  return { linked, waiting }
}

/** The bookings a link may confirm (its own first, when it still waits), each still to come. */
export const waitingFor = async (
  strapi: Core.Strapi,
  token: string,
  timezoneOf: (slug: string) => Promise<string | null>,
): Promise<WaitingBooking[]> => {
  const { waiting } = await linkedBookings(strapi, token)
  const upcoming: WaitingBooking[] = []
  for (const row of waiting) {
    const timezone = await timezoneOf(row.venueSlug)
    if (timezone && zonedInstant(row.date, row.time, timezone) > clock.now()) {
      upcoming.push({
        reference: row.reference,
        date: row.date,
        time: row.time,
        partySize: row.partySize,
        venue: row.venueSlug,
      })
    }
  }
  return upcoming
}

/**
 * Confirms a booking waiting for the inbox a mailed link went to (docs/spec.md §13.11): the link's own, or
 * `reference`, another booking made with the same address within the link's day. In the same locked
 * transaction bookings use, the slot is checked again (a full one throws SlotFullError with the nearest
 * seatings that fit, or the next nights with room) and so are the guest's limits of the night (pending bookings counted for none); the
 * booking then holds its table, or waits for staff (a large party, a night filling fast).
 */
export const confirmReservation = async (
  strapi: Core.Strapi,
  token: string,
  reference: string | undefined,
  venueOf: (slug: string) => Promise<BookableVenue | null>,
  insteadOf: (slug: string, date: string, time: string, partySize: number) => Promise<Instead>,
): Promise<BookedReservation> => {
  const { linked, waiting } = await linkedBookings(strapi, token)
  const row = waiting.find((candidate) => candidate.reference === (reference ?? linked.reference))
  if (!row) throw new ConfirmationLinkError('linkInvalid')
  const venue = await venueOf(row.venueSlug)
  if (!venue) throw new ConfirmationLinkError('linkInvalid')
  if (zonedInstant(row.date, row.time, venue.rules.timezone) <= clock.now())
    throw new ConfirmationLinkError('linkExpired')

  const guest = guestOf(row)
  const manage = manageLink()
  const placement = await strapi.db.transaction(async ({ trx }) => {
    await lockFor(strapi, trx, { venue, date: row.date, guest })
    const decided = await admission(strapi, venue.rules, {
      id: row.id,
      venueSlug: row.venueSlug,
      date: row.date,
      time: row.time,
      partySize: row.partySize,
      guest,
      source: sourceOf(row),
    })
    const slot = { date: row.date, partySize: row.partySize }
    const placement = await placementFrom(
      decided,
      async () => {
        const instead = await insteadOf(row.venueSlug, row.date, row.time, row.partySize)
        return new SlotFullError(decided.verdict === 'slotFull' ? decided.left : 0, instead, slot)
      },
      slot,
    )
    // Only a booking still pending is placed: two clicks on one link place it once.
    const { count } = await strapi.db.query(RESERVATION_UID).updateMany({
      where: { id: row.id, status: 'pending' },
      data: placed(placement, manage.hash),
    })
    if (!count) throw new ConfirmationLinkError('linkInvalid')
    return placement
  })

  const result: BookedReservation = {
    reference: row.reference,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    name: row.name,
    email: row.email,
    status: placement.status,
    venue: row.venueSlug,
    locale: row.language,
    ...(placement.status === 'requested'
      ? { requestReason: placement.reason }
      : { manageToken: manage.token }),
  }
  const mail = mailOf(row, venue.name)
  try {
    if (placement.status === 'confirmed') await sendReservationMail(strapi, mail, manage.token)
    else await announceRequest(strapi, venue, mail, placement.reason)
  } catch (err) {
    strapi.log.error(`[reservation] mail for ${row.reference} failed: ${(err as Error).message}`)
  }
  return result
}

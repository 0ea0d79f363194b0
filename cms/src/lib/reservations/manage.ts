import type { Core } from '@strapi/strapi'
import type { ManagedBooking } from '../../shared/answers'
import { checkPartySize, parsePartySize } from '../../shared/booking-checks'
import {
  type Arrival,
  addDays,
  BOOKING_LIMITS,
  type BookingRules,
  DEFAULT_BOOKING_RULES,
  type RequestReason,
  zonedInstant,
  zonedNow,
} from '../../shared/booking-rules'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import { sendChangeMail } from '../mail'
import { admission, guestLimitError } from './admission'
import { RESERVATION_UID } from './limits'
import { announceChangeRequest } from './requests'
import { guestOf, lockFor, mailOf, type ReservationRow, sourceOf, tokenHash } from './rows'
import { type BookableVenue, findBookableVenue } from './venues'

/**
 * A guest's own booking, seen, re-sized or cancelled (docs/spec.md §13.12, decision 026): named by the
 * token of its manage link (anyone holding the link), or by its reference for the signed-in account it
 * belongs to. Changes hold the same lock as bookings, so a larger party can never overbook a slot and a
 * cancelled booking's places are free for the very next booking.
 */
export type ManageKey = { token: string } | { reference: string; userId: number }

/** A link shows its booking until this many days after the booking's date; then it is as unknown as any. */
export const MANAGE_LINK_DAYS = 30

/**
 * Why a booking cannot be managed: `notFound` (no booking the caller may see: wrong, expired or someone
 * else's — never told apart), `cancelled` (or declined), `past` (its time has come: the guest arrived, did
 * not come, or it simply began), `waiting` (a request staff have not answered yet).
 */
export class ManageRefusal extends Error {
  constructor(readonly code: 'notFound' | 'cancelled' | 'past' | 'waiting') {
    super(
      {
        notFound: 'No such booking',
        cancelled: 'This booking is cancelled',
        past: 'This booking can no longer be changed',
        waiting: 'This booking waits for the team to answer',
      }[code],
    )
  }
}

/** A larger party than the slot has room for: `left` more guests would fit (409, field `partySize`). */
export class PartyFullError extends Error {
  constructor(readonly left: number) {
    super('The time slot has no room for a party that large')
  }
}

interface ManagedRow extends ReservationRow {
  status: 'requested' | 'confirmed' | 'declined' | 'cancelled'
  arrival: Arrival
  requestedPartySize: number | null
  requestReason: RequestReason | null
}

/**
 * The party sizes a booking may change to: the venue's, as on the booking form (docs/spec.md §13.3); above
 * `large` the change waits for staff (§13.13).
 */
const partyRule = (rules: BookingRules) => ({
  min: rules.minParty,
  max: rules.maxParty,
  large: BOOKING_LIMITS.largeParty,
})

const venueOf = (strapi: Core.Strapi, slug: string) => findBookableVenue(strapi, slug, new FieldErrors())

/** A confirmed booking may be changed until its own time, on the venue's clock, unless the door marked it already. */
export const isChangeable = (
  row: { status: string; arrival: string; date: string; time: string },
  timezone: string,
  now = clock.now(),
) =>
  row.status === 'confirmed' && row.arrival === 'expected' && zonedInstant(row.date, row.time, timezone) > now

/**
 * The booking a key names, if the caller may manage it; pending bookings are not bookings yet (§13.11). A
 * token is the confirmation's link or the reminder's (reminders.ts): both stay good.
 */
const findManaged = async (
  strapi: Core.Strapi,
  key: ManageKey,
): Promise<{ row: ManagedRow; venue: BookableVenue | null }> => {
  const where =
    'token' in key
      ? { $or: [{ manageToken: tokenHash(key.token) }, { reminderToken: tokenHash(key.token) }] }
      : { reference: key.reference, user: { id: key.userId } }
  const row = (await strapi.db
    .query(RESERVATION_UID)
    .findOne({ where: { ...where, status: { $ne: 'pending' } } })) as ManagedRow | null
  if (!row) throw new ManageRefusal('notFound')
  const venue = await venueOf(strapi, row.venueSlug)
  const timezone = venue?.rules.timezone ?? DEFAULT_BOOKING_RULES.timezone
  if ('token' in key && addDays(row.date, MANAGE_LINK_DAYS) < zonedNow(timezone, clock.now()).date)
    throw new ManageRefusal('notFound')
  return { row, venue }
}

const viewOf = (row: ManagedRow, venue: BookableVenue | null): ManagedBooking => {
  const rules = venue?.rules ?? DEFAULT_BOOKING_RULES
  return {
    reference: row.reference,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    name: row.name,
    status: row.status,
    arrival: row.arrival,
    venue: { slug: row.venueSlug, name: venue?.name ?? row.venueSlug },
    // A venue that stopped taking bookings online takes changes by phone too.
    changeable: !!venue && isChangeable(row, rules.timezone),
    party: partyRule(rules),
    requested:
      row.status === 'confirmed' && row.requestedPartySize && row.requestReason
        ? { partySize: Number(row.requestedPartySize), reason: row.requestReason }
        : null,
  }
}

export const viewBooking = async (strapi: Core.Strapi, key: ManageKey): Promise<ManagedBooking> => {
  const { row, venue } = await findManaged(strapi, key)
  return viewOf(row, venue)
}

/** The refusal of a booking that cannot change any more (or a venue that no longer takes bookings online). */
const refusalOf = (row: ManagedRow) =>
  new ManageRefusal(
    row.status === 'cancelled' || row.status === 'declined'
      ? 'cancelled'
      : row.status === 'requested'
        ? 'waiting'
        : 'past',
  )

const mailAfter = async (
  strapi: Core.Strapi,
  row: ManagedRow,
  venue: BookableVenue,
  kind: 'party' | 'cancelled',
) => {
  try {
    await sendChangeMail(strapi, mailOf(row, venue.name), kind)
  } catch (err) {
    strapi.log.error(`[reservation] ${kind} mail for ${row.reference} failed: ${(err as Error).message}`)
  }
}

/**
 * Runs `change` on the booking inside the booking lock, once the row read again under that lock is still
 * confirmed and still to come (a second tab, staff, or the clock may have moved it meanwhile).
 */
const underLock = async <T>(
  strapi: Core.Strapi,
  row: ManagedRow,
  venue: BookableVenue,
  change: (current: ManagedRow) => Promise<T>,
): Promise<T> =>
  strapi.db.transaction(async ({ trx }) => {
    await lockFor(strapi, trx, { venue, date: row.date, guest: guestOf(row) })
    const current = (await strapi.db
      .query(RESERVATION_UID)
      .findOne({ where: { id: row.id } })) as ManagedRow | null
    if (!current) throw new ManageRefusal('notFound')
    if (!isChangeable(current, venue.rules.timezone)) throw refusalOf(current)
    return change(current)
  })

/**
 * A new party size for a confirmed booking still to come (docs/spec.md §13.12): within the venue's party
 * limits (400, code `party`). A smaller party (or the same one, withdrawing a larger party asked for) is
 * written at once. A larger one asks the admission rule, as a new booking would, under the booking lock with
 * the booking's own covers counted out: no room → PartyFullError (409); the guest's mailbox past its night →
 * 429; a party above 8, a night filling fast, or a connection, domain or phone with many tables that night →
 * the booking keeps its table and party, and the larger party waits for staff (`requested`). The guest gets a
 * short mail either way.
 */
export const changePartySize = async (
  strapi: Core.Strapi,
  key: ManageKey,
  requested: unknown,
): Promise<ManagedBooking> => {
  const { row, venue } = await findManaged(strapi, key)
  if (!venue || !isChangeable(row, venue.rules.timezone)) throw refusalOf(row)
  const { rules } = venue
  if (checkPartySize(requested, rules)) {
    const problems = new FieldErrors()
    problems.add(
      'partySize',
      'party',
      `partySize must be a whole number between ${rules.minParty} and ${rules.maxParty}`,
    )
    problems.throwIfAny()
  }
  const partySize = parsePartySize(requested) ?? row.partySize
  if (partySize === row.partySize && !row.requestedPartySize) return viewOf(row, venue)
  const changed = await underLock(strapi, row, venue, async (current): Promise<ManagedRow> => {
    const reservations = strapi.db.query(RESERVATION_UID)
    const settled = { requestedPartySize: null, requestReason: null }
    if (partySize <= current.partySize) {
      await reservations.updateMany({ where: { id: current.id }, data: { partySize, ...settled } })
      return { ...current, partySize, ...settled }
    }
    const decided = await admission(strapi, rules, {
      id: current.id,
      venueSlug: current.venueSlug,
      date: current.date,
      time: current.time,
      partySize,
      guest: guestOf(current),
      source: sourceOf(current),
    })
    if (decided.verdict === 'slotFull') throw new PartyFullError(decided.left)
    if (decided.verdict === 'guestLimit') throw guestLimitError()
    if (decided.verdict === 'requested') {
      const asked = { requestedPartySize: partySize, requestReason: decided.reason }
      await reservations.updateMany({ where: { id: current.id }, data: asked })
      return { ...current, ...asked }
    }
    await reservations.updateMany({
      where: { id: current.id },
      data: { partySize, placedAt: clock.date(), ...settled },
    })
    return { ...current, partySize, ...settled }
  })
  if (changed.requestedPartySize && changed.requestReason) {
    await announce(strapi, changed, venue, changed.requestReason)
  } else if (changed.partySize !== row.partySize) {
    await mailAfter(strapi, changed, venue, 'party')
  }
  return viewOf(changed, venue)
}

/** Tells the guest that the larger party waits for staff, and staff what to decide. */
const announce = async (
  strapi: Core.Strapi,
  row: ManagedRow,
  venue: BookableVenue,
  reason: RequestReason,
) => {
  try {
    await announceChangeRequest(
      strapi,
      venue,
      mailOf(row, venue.name),
      Number(row.requestedPartySize),
      reason,
    )
  } catch (err) {
    strapi.log.error(
      `[reservation] change request mail for ${row.reference} failed: ${(err as Error).message}`,
    )
  }
}

/**
 * Cancels a confirmed booking still to come, under the booking lock: its places are free for the next
 * booking or availability read at once. The link keeps showing it, as cancelled. The guest gets a mail.
 */
export const cancelBooking = async (strapi: Core.Strapi, key: ManageKey): Promise<ManagedBooking> => {
  const { row, venue } = await findManaged(strapi, key)
  if (!venue || !isChangeable(row, venue.rules.timezone)) throw refusalOf(row)
  const settled = { status: 'cancelled' as const, requestedPartySize: null, requestReason: null }
  await underLock(strapi, row, venue, async (current) => {
    await strapi.db.query(RESERVATION_UID).updateMany({ where: { id: current.id }, data: settled })
  })
  const cancelled: ManagedRow = { ...row, ...settled }
  await mailAfter(strapi, cancelled, venue, 'cancelled')
  return viewOf(cancelled, venue)
}

import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import type { RequestReason } from '../../shared/booking-rules'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import {
  type ReservationMail,
  sendChangeDeclinedMail,
  sendChangeMail,
  sendChangeRequestMail,
  sendDeclinedMail,
  sendRequestMail,
  sendReservationMail,
  sendStaffRequestMail,
} from '../mail'
import { RESERVATION_UID } from './limits'
import { bookedCovers, mailOf, manageLink, type ReservationRow } from './rows'
import { type BookableVenue, findBookableVenue } from './venues'

/**
 * Bookings that wait for staff (docs/spec.md §13.13): a party above BOOKING_LIMITS.largeParty, a booking of
 * a night whose brake is on, or one whose connection, mail domain or phone number already has its share of
 * the night (admission-rules.ts); and a larger party asked for on the manage page for any of these reasons,
 * while the booking keeps its table. The guest is told so by mail; staff are mailed each large party, and
 * once an hour per night for the other reasons (an actor's flood must not become a flood of mails). Staff
 * decide in the admin (or with a staff token): setting a request `confirmed` gives it its table (if the slot
 * has room) and mails the guest the confirmation with its manage link; `declined` mails the guest that it
 * could not be taken. A larger party is accepted by setting `partySize` to it, declined by emptying
 * `requestedPartySize`; the guest is mailed either way.
 */

const staffAddress = (venue: Pick<BookableVenue, 'email'>) => process.env.STAFF_EMAIL || venue.email
const store = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'reservations' })
const HOUR_MS = 3600_000

/**
 * Mails staff about a request (`partySize`: a larger party asked for a confirmed table), in both languages:
 * each large party at once; any other reason once an hour per night and reason, however many requests come
 * meanwhile (the door list shows every one, with why).
 */
const tellStaff = async (
  strapi: Core.Strapi,
  venue: Pick<BookableVenue, 'email' | 'slug'>,
  m: ReservationMail,
  reason: RequestReason,
  partySize?: number,
) => {
  const to = staffAddress(venue)
  if (!to) return
  if (reason !== 'largeParty') {
    const key = `review-mailed:${venue.slug}:${m.date}:${reason}`
    const last = Number((await store(strapi).get({ key })) ?? 0)
    if (clock.now() - last < HOUR_MS) return
    await store(strapi).set({ key, value: clock.now() })
  }
  await sendStaffRequestMail(strapi, to, m, reason, partySize)
}

/** Mails the guest that the booking waits for staff, and staff what is waiting. */
export const announceRequest = async (
  strapi: Core.Strapi,
  venue: Pick<BookableVenue, 'email' | 'slug'>,
  m: ReservationMail,
  reason: RequestReason,
): Promise<void> => {
  await sendRequestMail(strapi, m, reason)
  await tellStaff(strapi, venue, m, reason)
}

/** Mails the guest that a larger party waits for staff (the table keeps its party), and staff what to decide. */
export const announceChangeRequest = async (
  strapi: Core.Strapi,
  venue: Pick<BookableVenue, 'email' | 'slug'>,
  m: ReservationMail,
  partySize: number,
  reason: RequestReason,
): Promise<void> => {
  await sendChangeRequestMail(strapi, m, partySize, reason)
  await tellStaff(strapi, venue, m, reason, partySize)
}

interface Decision {
  /** A request given its table or declined; a larger party given or refused (the table kept either way). */
  kind: 'accepted' | 'declined' | 'grown' | 'notGrown'
  manageToken?: string
}

interface UpdateEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> }
  state: { decision?: Decision }
  result?: ReservationRow & { id: number }
}

type StoredRow = ReservationRow & { requestedPartySize: number | null }

/** The room a seating has for `partySize` more guests once `own` (the booking's present covers) is counted out. */
const refuseWithoutRoom = async (
  strapi: Core.Strapi,
  row: StoredRow,
  date: string,
  time: string,
  partySize: number,
  own: number,
) => {
  const venue = await findBookableVenue(strapi, row.venueSlug, new FieldErrors())
  const booked = ((await bookedCovers(strapi, row.venueSlug, date)).get(time) ?? 0) - own
  const capacity = venue?.rules.capacityPerSlot ?? 0
  if (booked + partySize > capacity) {
    throw new errors.ApplicationError(
      `${date} at ${time} has room for ${Math.max(0, capacity - booked)} more guests: move the booking to another time first, or decline`,
    )
  }
}

/**
 * A confirmed booking's larger party that waits for staff: setting `partySize` above the present party gives
 * it (if the seating has room), emptying `requestedPartySize` with the party unchanged refuses it.
 */
const decideLargerParty = async (
  strapi: Core.Strapi,
  event: UpdateEvent,
  current: StoredRow,
): Promise<void> => {
  const data = event.params.data ?? {}
  const partySize = data.partySize === undefined ? current.partySize : Number(data.partySize)
  if (partySize > current.partySize) {
    await refuseWithoutRoom(
      strapi,
      current,
      String(data.date ?? current.date),
      String(data.time ?? current.time),
      partySize,
      Number(current.partySize),
    )
    Object.assign(data, { requestedPartySize: null, requestReason: null, placedAt: clock.date() })
    event.state.decision = { kind: 'grown' }
  } else if ('requestedPartySize' in data && !data.requestedPartySize) {
    Object.assign(data, { requestedPartySize: null, requestReason: null })
    event.state.decision = { kind: 'notGrown' }
  }
}

/**
 * Staff's decisions on requests, wherever the update comes from (the admin's content manager, a staff token):
 * before the update, a request set `confirmed` is checked against its slot's covers (no room: refused, with
 * what to do) and gets its manage link; after it, the guest is mailed. Only a request's own transition acts:
 * bookings placed by the booking code never pass here (it updates them in bulk).
 */
export const registerRequestDecisions = (strapi: Core.Strapi): void => {
  strapi.db.lifecycles.subscribe({
    models: [RESERVATION_UID],
    async beforeUpdate(event: UpdateEvent) {
      const data = event.params.data
      if (!data) return
      const current = (await strapi.db
        .query(RESERVATION_UID)
        .findOne({ where: event.params.where })) as StoredRow | null
      if (
        current?.status === 'confirmed' &&
        current.requestedPartySize &&
        (data.status ?? 'confirmed') === 'confirmed'
      ) {
        await decideLargerParty(strapi, event, current)
        return
      }
      const next = data.status
      if (current?.status !== 'requested' || (next !== 'confirmed' && next !== 'declined')) return
      if (next === 'declined') {
        event.state.decision = { kind: 'declined' }
        return
      }
      const date = String(data.date ?? current.date)
      const time = String(data.time ?? current.time)
      await refuseWithoutRoom(strapi, current, date, time, Number(data.partySize ?? current.partySize), 0)
      const manage = manageLink()
      Object.assign(data, { manageToken: manage.hash, confirmedAt: clock.date(), placedAt: clock.date() })
      event.state.decision = { kind: 'accepted', manageToken: manage.token }
    },
    async afterUpdate(event: UpdateEvent) {
      const decision = event.state.decision
      const row = event.result
      if (!decision || !row) return
      const venue = await findBookableVenue(strapi, row.venueSlug, new FieldErrors())
      const mail = mailOf(row, venue?.name ?? row.venueSlug)
      try {
        if (decision.kind === 'accepted' && decision.manageToken)
          await sendReservationMail(strapi, mail, decision.manageToken)
        if (decision.kind === 'declined') await sendDeclinedMail(strapi, mail)
        if (decision.kind === 'grown') await sendChangeMail(strapi, mail, 'party')
        if (decision.kind === 'notGrown') await sendChangeDeclinedMail(strapi, mail)
      } catch (err) {
        strapi.log.error(`[reservation] decision mail for ${row.reference} failed: ${(err as Error).message}`)
      }
    },
  })
}

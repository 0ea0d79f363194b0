import type { Core } from '@strapi/strapi'
import type { AccountReservation, Availability } from '../../shared/answers'
import {
  addDays,
  type BookingRules,
  bookingWindow,
  isSoonEnough,
  seatingTimes,
} from '../../shared/booking-rules'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import { RESERVATION_UID } from './limits'
import { isChangeable } from './manage'
import type { AvailabilityQuery } from './request'
import { bookedCovers, coversByNight } from './rows'
import { type BookableVenue, findBookableVenue } from './venues'

export { bookTable, ConfirmationLinkError, confirmReservation, SlotFullError, waitingFor } from './book'
export {
  cancelBooking,
  changePartySize,
  type ManageKey,
  ManageRefusal,
  PartyFullError,
  viewBooking,
} from './manage'
export { parseAvailabilityQuery, parseBooking } from './request'

/** How many nights with room a day without room for the party offers (docs/spec.md §13.5). */
export const NEXT_NIGHTS = 3

type Slot = Availability['data']['slots'][number]

/** Each seating of a day with the covers left; available when it is far enough ahead and the party fits. */
const slotsOf = (
  rules: BookingRules,
  date: string,
  booked: ReadonlyMap<string, number>,
  partySize: number,
  now: number,
): Slot[] =>
  seatingTimes(rules).map((time) => {
    const left = Math.max(0, rules.capacityPerSlot - (booked.get(time) ?? 0))
    return { time, left, available: isSoonEnough(rules, date, time, now) && left >= partySize }
  })

/**
 * The first NEXT_NIGHTS nights after `date`, within the booking window, with a seating that has room for the
 * party: one query over the whole range (rows.ts coversByNight), never one per night.
 */
const nightsWithRoom = async (
  strapi: Core.Strapi,
  venue: BookableVenue,
  date: string,
  partySize: number,
  now: number,
): Promise<string[]> => {
  const { rules } = venue
  const { last } = bookingWindow(rules, now)
  if (date >= last) return []
  const booked = await coversByNight(strapi, venue.slug, date, last)
  const nights: string[] = []
  for (
    let night = addDays(date, 1);
    night <= last && nights.length < NEXT_NIGHTS;
    night = addDays(night, 1)
  ) {
    if (slotsOf(rules, night, booked.get(night) ?? new Map(), partySize, now).some((slot) => slot.available))
      nights.push(night)
  }
  return nights
}

/**
 * A day's seatings for a party (docs/spec.md §13.5). When none has room for it (every seating full, none with
 * enough places, or all too soon), the answer also names the next nights that have (`nextNights`, possibly
 * none within the booking window); a day with room does not ask for them.
 */
export const availability = async (
  strapi: Core.Strapi,
  { venue, date, partySize }: AvailabilityQuery,
): Promise<Availability['data']> => {
  const { rules } = venue
  const now = clock.now()
  const slots = slotsOf(rules, date, await bookedCovers(strapi, venue.slug, date), partySize, now)
  const answer = { date, venue: venue.slug, timezone: rules.timezone, partySize, slots }
  if (slots.some((slot) => slot.available)) return answer
  return { ...answer, nextNights: await nightsWithRoom(strapi, venue, date, partySize, now) }
}

/**
 * A signed-in user's reservations, newest booking first, with each venue's name and whether the guest may
 * still change it. A pending booking is listed only while its link is live, as pending: it is not a booking
 * yet, and one whose link expired is nothing at all (docs/spec.md §13.11).
 */
export const reservationsOf = async (strapi: Core.Strapi, userId: number): Promise<AccountReservation[]> => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: {
      user: { id: userId },
      $or: [{ status: { $ne: 'pending' } }, { confirmBy: { $gt: clock.date() } }],
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: ['reference', 'date', 'time', 'partySize', 'status', 'arrival', 'venueSlug', 'createdAt'],
  })) as Array<Omit<AccountReservation, 'venue' | 'changeable'> & { venueSlug: string }>
  // A venue that no longer takes bookings online keeps its name here; its bookings change by phone.
  const venues = new Map<string, { name: string; timezone: string | null }>()
  for (const slug of new Set(rows.map((r) => r.venueSlug))) {
    const bookable = await findBookableVenue(strapi, slug, new FieldErrors())
    const stored = bookable
      ? null
      : await strapi.db.query('api::venue.venue').findOne({ where: { slug }, select: ['name'] })
    venues.set(slug, {
      name: bookable?.name ?? (stored?.name as string | undefined) ?? slug,
      timezone: bookable?.rules.timezone ?? null,
    })
  }
  return rows.map((r) => {
    const venue = venues.get(r.venueSlug)
    return {
      reference: r.reference,
      date: r.date,
      time: r.time,
      partySize: r.partySize,
      status: r.status,
      arrival: r.arrival,
      venue: { slug: r.venueSlug, name: venue?.name ?? r.venueSlug },
      changeable: !!venue?.timezone && isChangeable(r, venue.timezone),
    }
  })
}

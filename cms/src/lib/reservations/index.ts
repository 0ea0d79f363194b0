import type { Core } from '@strapi/strapi';
import { isSoonEnough, seatingTimes } from '../../shared/booking-rules';
import { bookedCovers, RESERVATION_UID } from './book';
import type { AvailabilityQuery } from './request';

export { bookTable, ConfirmationLinkError, confirmReservation, SlotFullError } from './book';
export { parseAvailabilityQuery, parseBooking } from './request';

/** Each seating of a day with the covers left; available when it is far enough ahead and the party fits. */
export const availability = async (strapi: Core.Strapi, { venue, date, partySize }: AvailabilityQuery) => {
  const { rules } = venue;
  const booked = await bookedCovers(strapi, venue.slug, date);
  const now = Date.now();
  const slots = seatingTimes(rules).map((time) => {
    const left = Math.max(0, rules.capacityPerSlot - (booked.get(time) ?? 0));
    return { time, left, available: isSoonEnough(rules, date, time, now) && left >= partySize };
  });
  return { date, venue: venue.slug, timezone: rules.timezone, partySize, slots };
};

/** A signed-in user's reservations, newest booking first, with each venue's name. */
export const reservationsOf = async (strapi: Core.Strapi, userId: number) => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    // Only bookings the guest confirmed: a pending one is not a booking yet (docs/spec.md §13.11).
    where: { user: { id: userId }, status: { $ne: 'pending' } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: ['reference', 'date', 'time', 'partySize', 'status', 'venueSlug', 'createdAt'],
  })) as Array<{ reference: string; date: string; time: string; partySize: number; status: string; venueSlug: string }>;
  const names = new Map<string, string>();
  for (const slug of new Set(rows.map((r) => r.venueSlug))) {
    const venue = await strapi.db.query('api::venue.venue').findOne({ where: { slug }, select: ['name'] });
    names.set(slug, (venue?.name as string | undefined) ?? slug);
  }
  return rows.map((r) => ({
    reference: r.reference,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    status: r.status,
    venue: { slug: r.venueSlug, name: names.get(r.venueSlug) ?? r.venueSlug },
  }));
};

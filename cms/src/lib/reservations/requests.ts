import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_LIMITS } from '../../shared/booking-rules';
import { type ReservationMail, sendDeclinedMail, sendRequestMail, sendReservationMail, sendStaffMail } from '../mail';
import { bookedCovers, mailOf, manageLink, type ReservationRow } from './book';
import { RESERVATION_UID } from './limits';
import { type BookableVenue, findBookableVenue } from './venues';
import { FieldErrors } from '../errors';

/**
 * Bookings that wait for staff (docs/spec.md §13.13): a party above BOOKING_LIMITS.largeParty, or any new
 * booking of a night whose brake is on. The guest is told so by mail; staff are mailed each large party, and
 * once an hour per night while its brake holds. Staff decide in the admin (or with a staff token): setting a
 * request `confirmed` gives it its table (if the slot has room) and mails the guest the confirmation with
 * its manage link; `declined` mails the guest that it could not be taken.
 */

const staffAddress = (venue: Pick<BookableVenue, 'email'>) => process.env.STAFF_EMAIL || venue.email;
const store = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'reservations' });
const HOUR_MS = 3600_000;

/** Mails the guest that the booking waits for staff, and staff what is waiting. */
export const announceRequest = async (
  strapi: Core.Strapi,
  venue: Pick<BookableVenue, 'email' | 'slug'>,
  m: ReservationMail,
  reason: 'largeParty' | 'busyNight',
): Promise<void> => {
  await sendRequestMail(strapi, m, reason);
  const to = staffAddress(venue);
  if (!to) return;
  const booking = `${m.reference}: ${m.name}, ${m.partySize} guests, ${m.date} at ${m.time}${m.notes ? ` (“${m.notes}”)` : ''}`;
  if (reason === 'largeParty') {
    await sendStaffMail(strapi, to, `Table request for ${m.partySize} on ${m.date} — ${m.reference}`, [
      `A party of ${m.partySize} asks for a table at ${m.venueName}. Online bookings above ${BOOKING_LIMITS.largeParty} guests wait for you.`,
      booking,
      'Set the reservation to confirmed to give it its table (the guest is mailed the confirmation), or to declined (the guest is told).',
    ]);
    return;
  }
  // One mail per night and hour while its brake holds: a flood of bookings must not become a flood of mails.
  const key = `brake-mailed:${venue.slug}:${m.date}`;
  const last = Number((await store(strapi).get({ key })) ?? 0);
  if (Date.now() - last < HOUR_MS) return;
  await store(strapi).set({ key, value: Date.now() });
  await sendStaffMail(strapi, to, `Bookings for ${m.date} are coming in fast`, [
    `New guests booked more than a quarter of ${m.date}'s covers at ${m.venueName} within the last hour, so new online bookings for that night now wait for you as requests.`,
    `The latest: ${booking}`,
    'Confirm the requests you want to take; the others can be declined.',
  ]);
};

interface Decision {
  kind: 'accepted' | 'declined';
  manageToken?: string;
}

interface UpdateEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  state: { decision?: Decision };
  result?: ReservationRow & { id: number };
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
      const next = event.params.data?.status;
      if (next !== 'confirmed' && next !== 'declined') return;
      const current = (await strapi.db.query(RESERVATION_UID).findOne({ where: event.params.where })) as ReservationRow | null;
      if (current?.status !== 'requested') return;
      if (next === 'declined') {
        event.state.decision = { kind: 'declined' };
        return;
      }
      const venue = await findBookableVenue(strapi, current.venueSlug, new FieldErrors());
      const date = String(event.params.data?.date ?? current.date);
      const time = String(event.params.data?.time ?? current.time);
      const partySize = Number(event.params.data?.partySize ?? current.partySize);
      const booked = (await bookedCovers(strapi, current.venueSlug, date)).get(time) ?? 0;
      const capacity = venue?.rules.capacityPerSlot ?? 0;
      if (booked + partySize > capacity) {
        throw new errors.ApplicationError(
          `${date} at ${time} has room for ${Math.max(0, capacity - booked)} more guests: move the request to another time before confirming it, or decline it`,
        );
      }
      const manage = manageLink();
      Object.assign(event.params.data ?? {}, { manageToken: manage.hash, confirmedAt: new Date() });
      event.state.decision = { kind: 'accepted', manageToken: manage.token };
    },
    async afterUpdate(event: UpdateEvent) {
      const decision = event.state.decision;
      const row = event.result;
      if (!decision || !row) return;
      const venue = await findBookableVenue(strapi, row.venueSlug, new FieldErrors());
      const mail = mailOf(row, venue?.name ?? row.venueSlug);
      try {
        if (decision.kind === 'accepted' && decision.manageToken) await sendReservationMail(strapi, mail, decision.manageToken);
        else await sendDeclinedMail(strapi, mail);
      } catch (err) {
        strapi.log.error(`[reservation] decision mail for ${row.reference} failed: ${(err as Error).message}`);
      }
    },
  });
};

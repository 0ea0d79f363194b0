import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_LIMITS } from '../../shared/booking-rules';
import { type FieldError, fieldError } from '../errors';
import type { Locale } from '../fields';
import { sendReservationMail } from '../mail';
import type { Booking } from './request';

export const RESERVATION_UID = 'api::reservation.reservation';
const DAY_MS = 86_400_000;

/** The slot has fewer covers left than the party: the endpoint answers 409 with `left`. */
export class SlotFullError extends Error {
  constructor(readonly left: number) {
    super('This time slot is fully booked');
  }
}

export interface BookedReservation {
  reference: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  status: 'confirmed';
  venue: string;
  locale: Locale;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const randomCode = (length = 6): string =>
  Array.from(crypto.randomBytes(length), (byte) => REF_ALPHABET.charAt(byte % REF_ALPHABET.length)).join('');

/**
 * Takes the write lock every booking that could conflict with this one needs, before anything is
 * counted. SQLite: a no-op UPDATE makes the transaction the database's one writer at once. Postgres:
 * transaction-scoped advisory locks on the slot, the e-mail and the phone, always taken in the same
 * (sorted) order so that two bookings may wait for each other but never deadlock. Other databases: a
 * row lock on the venue (the limits are then exact per venue only).
 */
const lockFor = async (strapi: Core.Strapi, trx: Core.Strapi['db']['connection'], booking: Booking): Promise<void> => {
  const client = strapi.db.dialect.client;
  if (client === 'sqlite') {
    await trx.raw('UPDATE ?? SET id = id WHERE 1 = 0', [strapi.db.metadata.get(RESERVATION_UID).tableName]);
  } else if (client === 'postgres') {
    const keys = [
      `reservation-slot:${booking.venue.slug}:${booking.date}:${booking.time}`,
      `reservation-email:${booking.guest.email}`,
      `reservation-phone:${booking.guest.phone}`,
    ].sort();
    for (const key of keys) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
  } else {
    await trx(strapi.db.metadata.get('api::venue.venue').tableName).where({ id: booking.venue.id }).forUpdate().select('id');
  }
};

/**
 * The per-e-mail and per-phone limits (BOOKING_LIMITS): bookings made in the last 24 hours by the same
 * mailbox or the same number however written (their canonical forms, stored beside what the guest typed),
 * cancelled ones apart. Answers the errors (code `emailLimit`, `phoneLimit`) of the limits this booking
 * would pass.
 */
const limitsReached = async (strapi: Core.Strapi, booking: Booking): Promise<FieldError[]> => {
  const recent = { createdAt: { $gte: new Date(Date.now() - DAY_MS) }, status: { $ne: 'cancelled' } };
  const reservations = strapi.db.query(RESERVATION_UID);
  const sameEmail = await reservations.count({ where: { ...recent, emailKey: booking.guest.email } });
  const samePhone = await reservations.count({ where: { ...recent, phoneKey: booking.guest.phone } });
  const reached: FieldError[] = [];
  if (sameEmail >= BOOKING_LIMITS.perEmailPerDay) {
    reached.push(fieldError('email', 'emailLimit', `At most ${BOOKING_LIMITS.perEmailPerDay} bookings a day per e-mail address`, 'RateLimitError'));
  }
  if (samePhone >= BOOKING_LIMITS.perPhonePerDay) {
    reached.push(fieldError('phone', 'phoneLimit', `At most ${BOOKING_LIMITS.perPhonePerDay} bookings a day per phone number`, 'RateLimitError'));
  }
  return reached;
};

/** Covers booked per seating of a day (cancelled reservations do not count). */
export const bookedCovers = async (strapi: Core.Strapi, venueSlug: string, date: string): Promise<Map<string, number>> => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: { venueSlug, date, status: { $ne: 'cancelled' } },
    select: ['time', 'partySize'],
  })) as Array<{ time: string; partySize: number }>;
  const byTime = new Map<string, number>();
  for (const r of rows) byTime.set(r.time, (byTime.get(r.time) ?? 0) + Number(r.partySize));
  return byTime;
};

/** A reference no reservation has (32^6 codes per prefix: a clash is rare, five in a row unheard of). */
const uniqueReference = async (strapi: Core.Strapi, prefix: string): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = `${prefix}-${randomCode()}`;
    const clash = await strapi.db.query(RESERVATION_UID).findOne({ where: { reference }, select: ['id'] });
    if (!clash) return reference;
  }
  throw new Error(`no free reservation reference for prefix ${prefix}`);
};

/**
 * Checks the slot's covers and the limits and inserts the reservation in one transaction that holds
 * the lock first, so concurrent bookings can neither overbook a slot nor pass a limit. Throws a
 * SlotFullError (409) or a RateLimitError (429, codes `emailLimit` / `phoneLimit`). The confirmation
 * mail goes out after the commit.
 */
export const bookTable = async (strapi: Core.Strapi, booking: Booking, userId: number | null): Promise<BookedReservation> => {
  const { venue } = booking;
  const reference = await strapi.db.transaction(async ({ trx }) => {
    await lockFor(strapi, trx, booking);
    // A full slot is said first: it is what the visitor can change on the spot (another time).
    const booked = (await bookedCovers(strapi, venue.slug, booking.date)).get(booking.time) ?? 0;
    const left = Math.max(0, venue.rules.capacityPerSlot - booked);
    if (booking.partySize > left) throw new SlotFullError(left);

    const reached = await limitsReached(strapi, booking);
    const [first] = reached;
    if (first) throw new errors.RateLimitError(reached.length === 1 ? first.message : `${reached.length} errors occurred`, { errors: reached });

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
        notes: booking.notes,
        status: 'confirmed',
        language: booking.locale,
        consent: true,
        user: userId,
        publishedAt: new Date(),
      },
    });
    return created.reference as string;
  });

  const result: BookedReservation = {
    reference,
    date: booking.date,
    time: booking.time,
    partySize: booking.partySize,
    name: booking.name,
    email: booking.email,
    status: 'confirmed',
    venue: venue.slug,
    locale: booking.locale,
  };
  try {
    await sendReservationMail(strapi, { ...result, venueName: venue.name, phone: booking.phone, notes: booking.notes });
  } catch (err) {
    strapi.log.error(`[reservation] confirmation mail for ${reference} failed: ${(err as Error).message}`);
  }
  return result;
};

import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_LIMITS } from '../../shared/booking-rules';
import { type FieldError, fieldError } from '../errors';
import type { Locale } from '../fields';
import { sendPendingMail, sendReservationMail } from '../mail';
import type { Booking } from './request';

export const RESERVATION_UID = 'api::reservation.reservation';
const DAY_MS = 86_400_000;
/** How long a guest has to open the confirmation link of a pending booking (docs/spec.md §13.11). */
export const CONFIRM_WINDOW_MS = 30 * 60 * 1000;
/** The statuses that hold a table: a pending booking holds none, a cancelled one none any more. */
export const HOLDING_STATUSES = ['confirmed', 'seated', 'no-show'];

/**
 * The slot has fewer covers left than the party: the endpoint answers 409 with `left`, and, when a pending
 * booking is being confirmed, the seatings of that day nearest to it that still fit the party.
 */
export class SlotFullError extends Error {
  constructor(
    readonly left: number,
    readonly nearest: string[] = [],
    /** The booking's day and party, when confirming: the site offers the form again with them. */
    readonly slot: { date?: string; partySize?: number } = {},
  ) {
    super('This time slot is fully booked');
  }
}

/** A confirmation link that names no pending booking (used, unknown) or came too late: 404 / 410. */
export class ConfirmationLinkError extends Error {
  constructor(readonly code: 'linkInvalid' | 'linkExpired') {
    super(code === 'linkExpired' ? 'This confirmation link has expired' : 'This confirmation link is not valid');
  }
}

/** What the CMS keeps of a mailed link's token: its hash (the token itself travels in the mail alone). */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A confirmed booking's link to manage it (docs/decisions/026-manage-booking.md): 24 random bytes, of
 * which the CMS keeps the hash only; the token goes to the guest in the confirmation mail and, through the
 * worker, on the confirmation page.
 */
const manageLink = () => {
  const token = crypto.randomBytes(24).toString('base64url');
  return { token, hash: tokenHash(token) };
};

export interface BookedReservation {
  reference: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  status: 'confirmed' | 'pending';
  venue: string;
  locale: Locale;
  /** The token of the booking's manage link, once it holds its table (only the worker sees this answer). */
  manageToken?: string;
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
type Lockable = Pick<Booking, 'date' | 'time' | 'guest'> & { venue: { id: number; slug: string } };

export const lockFor = async (strapi: Core.Strapi, trx: Core.Strapi['db']['connection'], booking: Lockable): Promise<void> => {
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
  // A live pending booking counts (a guest cannot flood the mails), an expired one does not.
  const recent = {
    createdAt: { $gte: new Date(Date.now() - DAY_MS) },
    status: { $ne: 'cancelled' },
    $or: [{ status: { $ne: 'pending' } }, { confirmBy: { $gt: new Date() } }],
  };
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

/** Covers booked per seating of a day: only bookings that hold a table count (not pending, not cancelled). */
export const bookedCovers = async (strapi: Core.Strapi, venueSlug: string, date: string): Promise<Map<string, number>> => {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: { venueSlug, date, status: { $in: HOLDING_STATUSES } },
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
 * SlotFullError (409) or a RateLimitError (429, codes `emailLimit` / `phoneLimit`). A guest whose mailbox
 * is proven (`proven`) books at once and gets the confirmation mail; anyone else's booking is held as
 * pending, takes no places, and gets a link to confirm it within 30 minutes (docs/spec.md §13.11).
 */
export const bookTable = async (
  strapi: Core.Strapi,
  booking: Booking,
  guest: { userId: number | null; proven: boolean },
): Promise<BookedReservation> => {
  const { venue } = booking;
  const token = guest.proven ? undefined : crypto.randomBytes(24).toString('base64url');
  const manage = token ? undefined : manageLink();
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
        status: token ? 'pending' : 'confirmed',
        confirmToken: token ? tokenHash(token) : null,
        confirmBy: token ? new Date(Date.now() + CONFIRM_WINDOW_MS) : null,
        manageToken: manage?.hash ?? null,
        language: booking.locale,
        consent: true,
        user: guest.userId,
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
    status: token ? 'pending' : 'confirmed',
    venue: venue.slug,
    locale: booking.locale,
    ...(manage && { manageToken: manage.token }),
  };
  const mail = { ...result, venueName: venue.name, phone: booking.phone, notes: booking.notes };
  try {
    if (token) await sendPendingMail(strapi, mail, token);
    else if (manage) await sendReservationMail(strapi, mail, manage.token);
  } catch (err) {
    strapi.log.error(`[reservation] mail for ${reference} failed: ${(err as Error).message}`);
  }
  return result;
};

/** A reservation as the database holds it, whatever its status (what confirming and managing read). */
export interface ReservationRow {
  id: number;
  reference: string;
  venueSlug: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  emailKey: string | null;
  phoneKey: string | null;
  language: Locale;
}

interface PendingRow extends ReservationRow {
  confirmBy: string | Date | null;
  user?: { id: number } | null;
}

/**
 * Confirms the pending booking a mailed link names (docs/spec.md §13.11): once, within 30 minutes, and only
 * while its slot still has room — checked in the same locked transaction bookings use, so confirming can
 * never overbook. A slot that filled meanwhile throws SlotFullError with the nearest seatings that fit.
 */
export const confirmReservation = async (
  strapi: Core.Strapi,
  token: string,
  venueOf: (slug: string) => Promise<{ id: number; slug: string; name: string; rules: { capacityPerSlot: number } } | null>,
  nearestSeatings: (slug: string, date: string, time: string, partySize: number) => Promise<string[]>,
): Promise<BookedReservation & { userId: number | null }> => {
  const reservations = strapi.db.query(RESERVATION_UID);
  const row = (await reservations.findOne({
    where: { confirmToken: tokenHash(token), status: 'pending' },
    populate: { user: { select: ['id'] } },
  })) as PendingRow | null;
  if (!row) throw new ConfirmationLinkError('linkInvalid');
  if (!row.confirmBy || new Date(row.confirmBy).getTime() < Date.now()) throw new ConfirmationLinkError('linkExpired');
  const venue = await venueOf(row.venueSlug);
  if (!venue) throw new ConfirmationLinkError('linkInvalid');

  const manage = manageLink();
  await strapi.db.transaction(async ({ trx }) => {
    const lockable = { venue, date: row.date, time: row.time, guest: { email: row.emailKey ?? '', phone: row.phoneKey ?? '' } };
    await lockFor(strapi, trx, lockable);
    const booked = (await bookedCovers(strapi, row.venueSlug, row.date)).get(row.time) ?? 0;
    const left = Math.max(0, venue.rules.capacityPerSlot - booked);
    if (row.partySize > left) {
      const nearest = await nearestSeatings(row.venueSlug, row.date, row.time, row.partySize);
      throw new SlotFullError(left, nearest, { date: row.date, partySize: row.partySize });
    }
    // Only a booking still pending is confirmed: two clicks on one link confirm it once.
    const { count } = await reservations.updateMany({
      where: { id: row.id, status: 'pending' },
      data: { status: 'confirmed', confirmToken: null, confirmBy: null, manageToken: manage.hash },
    });
    if (!count) throw new ConfirmationLinkError('linkInvalid');
  });

  const result: BookedReservation = {
    reference: row.reference,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    name: row.name,
    email: row.email,
    status: 'confirmed',
    venue: row.venueSlug,
    locale: row.language,
    manageToken: manage.token,
  };
  try {
    const mail = { ...result, venueName: venue.name, phone: row.phone ?? '', notes: row.notes ?? '' };
    await sendReservationMail(strapi, mail, manage.token);
  } catch (err) {
    strapi.log.error(`[reservation] confirmation mail for ${row.reference} failed: ${(err as Error).message}`);
  }
  return { ...result, userId: row.user?.id ?? null };
};

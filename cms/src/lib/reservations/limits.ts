import type { Core } from '@strapi/strapi';
import { BOOKING_LIMITS, type BookingRules, seatingTimes } from '../../shared/booking-rules';
import { type FieldError, fieldError } from '../errors';

/**
 * What one guest, one night and one inbox may take (BOOKING_LIMITS, docs/spec.md §11.5 and §13.13, decision
 * 030). Every function here runs inside the booking transaction, after the booking lock: what it counts
 * cannot change under it.
 */

export const RESERVATION_UID = 'api::reservation.reservation';

/**
 * The statuses that hold a table: a confirmed booking, whatever the door saw of it (`arrival`); a pending
 * booking holds none, a cancelled or declined one none any more.
 */
export const HOLDING_STATUSES = ['confirmed'];
/** What a guest's limits count: tables held and requests waiting for staff (not links nobody opened). */
const COUNTED_STATUSES = [...HOLDING_STATUSES, 'requested'];

/** A guest as the limits see one: each identity counts on its own. */
export interface GuestKeys {
  email: string;
  phone: string;
  /** The mail domain, when it is not a public provider's (identity.ts). */
  domain: string | null;
}

const LIMITS = [
  ['email', 'emailKey', 'emailLimit', 'e-mail address'],
  ['phone', 'phoneKey', 'phoneLimit', 'phone number'],
  ['email', 'domainKey', 'domainLimit', 'e-mail domain'],
] as const;

/**
 * The per-guest limits of one night (BOOKING_LIMITS.perGuestPerNight): the bookings already counted for each
 * of the guest's identities that night, this one added. Answers the field errors of the limits it would pass
 * (codes `emailLimit`, `phoneLimit`, `domainLimit`). `except`: the booking being confirmed.
 */
export const guestLimitsReached = async (
  strapi: Core.Strapi,
  night: { venueSlug: string; date: string },
  guest: GuestKeys,
  partySize: number,
  except?: number,
): Promise<FieldError[]> => {
  const { bookings, covers } = BOOKING_LIMITS.perGuestPerNight;
  const reached: FieldError[] = [];
  for (const [field, column, code, what] of LIMITS) {
    const value = column === 'emailKey' ? guest.email : column === 'phoneKey' ? guest.phone : guest.domain;
    if (!value) continue;
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      where: {
        venueSlug: night.venueSlug,
        date: night.date,
        [column]: value,
        status: { $in: COUNTED_STATUSES },
        ...(except && { id: { $ne: except } }),
      },
      select: ['partySize'],
    })) as Array<{ partySize: number }>;
    const taken = rows.reduce((sum, row) => sum + Number(row.partySize), 0);
    if (rows.length + 1 > bookings || taken + partySize > covers) {
      const message = `One ${what} books at most ${bookings} tables and ${covers} guests a night`;
      if (!reached.some((error) => error.path[0] === field)) reached.push(fieldError(field, code, message, 'RateLimitError'));
    }
  }
  return reached;
};

/** Covers a night holds in all: every seating full. */
export const nightCapacity = (rules: BookingRules): number => rules.capacityPerSlot * seatingTimes(rules).length;

/**
 * The night's brake: whether a booking by a guest never seen at the venue (no booking of theirs ever marked
 * arrived at the door) would bring what such guests took of the night within the last hour above its share. Regulars
 * never meet it; everybody else's booking then waits for staff instead of holding places.
 */
export const nightIsBusy = async (
  strapi: Core.Strapi,
  night: { venueSlug: string; date: string; rules: BookingRules },
  guestEmail: string,
  partySize: number,
  now = Date.now(),
): Promise<boolean> => {
  const reservations = strapi.db.query(RESERVATION_UID);
  const known = async (emails: string[]) =>
    new Set(
      ((await reservations.findMany({ where: { emailKey: { $in: emails }, arrival: 'arrived' }, select: ['emailKey'] })) as Array<{
        emailKey: string;
      }>).map((row) => row.emailKey),
    );
  if ((await known([guestEmail])).has(guestEmail)) return false;
  const recent = (await reservations.findMany({
    where: {
      venueSlug: night.venueSlug,
      date: night.date,
      status: { $in: HOLDING_STATUSES },
      confirmedAt: { $gte: new Date(now - BOOKING_LIMITS.brakeWindowMinutes * 60_000) },
    },
    select: ['partySize', 'emailKey'],
  })) as Array<{ partySize: number; emailKey: string }>;
  const regulars = await known([...new Set(recent.map((row) => row.emailKey))]);
  const taken = recent.filter((row) => !regulars.has(row.emailKey)).reduce((sum, row) => sum + Number(row.partySize), 0);
  return taken + partySize > BOOKING_LIMITS.brakeShare * nightCapacity(night.rules);
};

/** Whether an inbox may get another booking link: fewer than `linkMailsPerInbox` in the last 24 hours. */
export const mayMailLink = async (strapi: Core.Strapi, emailKey: string, now = Date.now()): Promise<boolean> =>
  (await strapi.db.query(RESERVATION_UID).count({
    where: { emailKey, linkMailedAt: { $gte: new Date(now - 24 * 3600_000) } },
  })) < BOOKING_LIMITS.linkMailsPerInbox;

/** Where a booking that holds no places yet goes once its guest is known to be real. */
export type Placement = { status: 'confirmed' } | { status: 'requested'; reason: 'largeParty' | 'busyNight' };

/** A large party, or a night filling too fast, waits for staff; anything else holds its table. */
export const placementOf = async (
  strapi: Core.Strapi,
  night: { venueSlug: string; date: string; rules: BookingRules },
  guestEmail: string,
  partySize: number,
): Promise<Placement> => {
  if (partySize > BOOKING_LIMITS.largeParty) return { status: 'requested', reason: 'largeParty' };
  if (await nightIsBusy(strapi, night, guestEmail, partySize)) return { status: 'requested', reason: 'busyNight' };
  return { status: 'confirmed' };
};

import type { Core } from '@strapi/strapi'
import { BOOKING_LIMITS } from '../../shared/booking-rules'
import { clientOf, networkOf } from '../../shared/network'
import { clock } from '../clock'

/**
 * What the booking code counts, read inside the booking transaction after the booking lock (docs/spec.md
 * §11.5, §13.13, decision 030): what it counts cannot change under it.
 */

export const RESERVATION_UID = 'api::reservation.reservation'

/**
 * The statuses that hold a table: a confirmed booking, whatever the door saw of it (`arrival`); a pending
 * booking holds none, a cancelled or declined one none any more.
 */
export const HOLDING_STATUSES = ['confirmed']
/** What the limits count: tables held and requests waiting for staff (not links nobody opened, not cancelled). */
export const COUNTED_STATUSES = [...HOLDING_STATUSES, 'requested']

/** A guest as the limits see one: each identity counts on its own. */
export interface GuestKeys {
  email: string
  phone: string
  /** The mail domain: one guest only on evidence (admission-rules.ts). */
  domain: string | null
}

/** Where a booking was asked from: the visitor's client and network, and what the night's brake counts it under. */
export interface BookingSource {
  clientKey: string | null
  networkKey: string | null
  sourceKey: string | null
}

/**
 * The source of a booking asked from `address` (the visitor's, as the worker said it; null when unknown): its
 * client and network, and the brake counts it as its network — or, for a signed-in account booking for its
 * own proven mailbox, as its account: one guest counted by its own covers, not by its connection's (a hotel's
 * Wi-Fi). Its connection is kept all the same, for how many accounts one network brings to a night
 * (admission-rules.ts).
 */
export const bookingSource = (address: string | null, provenAccount: number | null): BookingSource => {
  const networkKey = (address && networkOf(address)) || null
  return {
    clientKey: (address && clientOf(address)) || null,
    networkKey,
    sourceKey: provenAccount !== null ? `account:${provenAccount}` : networkKey && `net:${networkKey}`,
  }
}

/** Whether an inbox may get another booking link: fewer than `linkMailsPerInbox` in the last 24 hours. */
export const mayMailLink = async (
  strapi: Core.Strapi,
  emailKey: string,
  now = clock.now(),
): Promise<boolean> =>
  (await strapi.db.query(RESERVATION_UID).count({
    where: { emailKey, linkMailedAt: { $gte: new Date(now - 24 * 3600_000) } },
  })) < BOOKING_LIMITS.linkMailsPerInbox

import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { clientKey, networkKey } from '../../server/limits/client-address.server'
import {
  type CountRule,
  RequestCounter,
  requestCounter,
  reserveAll,
} from '../../server/limits/request-counter.server'
import { BOOKING_LIMITS } from '../lib/reservation'

/**
 * Bookings and their covers per client and per network (docs/spec.md §11.5, §11.13): in any 24 hours one
 * client address (an IPv6 client is its /64) books at most 3 tables and 24 guests, one network (IPv4 /24,
 * IPv6 /48) 10 tables and 40 guests, counted exactly in one Durable Object per key (binding
 * CLIENT_BOOKINGS); a larger party on the manage page counts its added guests. They count attempts from a
 * connection, to stop a flood before it reaches the CMS, which decides what a night holds (its admission
 * rule). A signed-in account booking for its own proven mailbox is not counted here: it is one guest, held
 * to its own covers by the CMS, not to its connection's (a hotel's Wi-Fi).
 */
export class ClientBookings extends RequestCounter {}

const DAY_MS = 24 * 60 * 60 * 1000
export const BOOKINGS_PER = {
  client: {
    windowMs: DAY_MS,
    perParty: BOOKING_LIMITS.perClient.bookings,
    weightPerParty: BOOKING_LIMITS.perClient.covers,
  },
  network: {
    windowMs: DAY_MS,
    perParty: BOOKING_LIMITS.perNetwork.bookings,
    weightPerParty: BOOKING_LIMITS.perNetwork.covers,
  },
} as const satisfies Record<string, CountRule>

export type BookingAllowance =
  | { ok: true; settle(booked: boolean): Promise<void> }
  | { ok: false; retryAfterSeconds: number; limit: 'client' | 'network' }

/**
 * Reserves a booking of `covers` guests from the client and its network before the CMS is asked, so
 * parallel posts cannot pass the limits; a booking the CMS did not take (full slot, invalid, its own limits,
 * an outage) is given back. `attempt` false: `covers` added to a booking (a larger party), no booking of
 * its own.
 */
export async function reserveBooking(
  c: Context<AppEnv>,
  covers: number,
  attempt = true,
): Promise<BookingAllowance> {
  const claims = await reserveAll([
    {
      counter: requestCounter(c.env.CLIENT_BOOKINGS, `bookings:${clientKey(c)}`),
      rule: BOOKINGS_PER.client,
      weight: covers,
      attempt,
    },
    {
      counter: requestCounter(c.env.CLIENT_BOOKINGS, `bookings:network:${networkKey(c)}`),
      rule: BOOKINGS_PER.network,
      weight: covers,
      attempt,
    },
  ])
  if (!claims.ok) {
    const limit = claims.refused[0] ? 'client' : 'network'
    return { ok: false, retryAfterSeconds: claims.retryAfterSeconds, limit }
  }
  return { ok: true, settle: (booked) => claims.settle(booked ? 'count' : 'release') }
}

import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { BOOKING_LIMITS } from '../../lib/forms/reservation'
import { clientKey, networkKey } from './client-address.server'
import { Ledger, type LedgerRule, ledger, reserveAll } from './ledger.server'

/**
 * Bookings per client and per network (docs/spec.md §11.5, §11.13): at most 3 in any 24 hours from one
 * client address (an IPv6 client is its /64), and 10 from one network (IPv4 /24, IPv6 /48), counted exactly
 * in one Durable Object per key (binding CLIENT_BOOKINGS). Only the worker knows the address; the CMS counts
 * per mailbox and per phone inside its booking transaction.
 */
export class ClientBookings extends Ledger {}

const DAY_MS = 24 * 60 * 60 * 1000
export const BOOKINGS_PER = {
  client: { windowMs: DAY_MS, perParty: BOOKING_LIMITS.perClientPerDay },
  network: { windowMs: DAY_MS, perParty: BOOKING_LIMITS.perNetworkPerDay },
} as const satisfies Record<string, LedgerRule>

export type BookingAllowance =
  | { ok: true; settle(booked: boolean): Promise<void> }
  | { ok: false; retryAfterSeconds: number; limit: 'client' | 'network' }

/**
 * Reserves one of the client's and the network's bookings before the CMS is asked, so parallel posts cannot
 * pass the limits; a booking the CMS did not take (full slot, invalid, its own limits, an outage) is given back.
 */
export async function reserveBooking(c: Context<AppEnv>): Promise<BookingAllowance> {
  const claims = await reserveAll([
    { ledger: ledger(c.env.CLIENT_BOOKINGS, `bookings:${clientKey(c)}`), rule: BOOKINGS_PER.client },
    {
      ledger: ledger(c.env.CLIENT_BOOKINGS, `bookings:network:${networkKey(c)}`),
      rule: BOOKINGS_PER.network,
    },
  ])
  if (!claims.ok) {
    const limit = claims.refused[0] ? 'client' : 'network'
    return { ok: false, retryAfterSeconds: claims.retryAfterSeconds, limit }
  }
  return { ok: true, settle: (booked) => claims.settle(booked ? 'count' : 'release') }
}

import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { BOOKING_LIMITS } from '../../lib/forms/reservation'
import { clientKey } from './client-address'
import { Ledger, type LedgerRule, ledger } from './ledger.server'

/**
 * Bookings per client address (docs/spec.md §11.5): at most 3 in any 24 hours, counted exactly in one
 * Durable Object per address (binding CLIENT_BOOKINGS). Only the worker knows the address; the CMS counts
 * per e-mail and per phone inside its booking transaction.
 */
export class ClientBookings extends Ledger {}

const PER_CLIENT: LedgerRule = { windowMs: 24 * 60 * 60 * 1000, perParty: BOOKING_LIMITS.perClientPerDay }

export type BookingAllowance =
  | { ok: true; settle(booked: boolean): Promise<void> }
  | { ok: false; retryAfterSeconds: number }

/**
 * Reserves one of the client's bookings before the CMS is asked, so parallel posts cannot pass the limit;
 * a booking the CMS did not take (full slot, invalid, its own limits, an outage) is given back.
 */
export async function reserveBooking(c: Context<AppEnv>): Promise<BookingAllowance> {
  const bookings = ledger(c.env.CLIENT_BOOKINGS, `bookings:${clientKey(c)}`)
  const reservation = await bookings.reserve('', PER_CLIENT)
  if (!reservation.ok) return reservation
  return {
    ok: true,
    settle: (booked) => bookings.settle(reservation.id, booked ? 'count' : 'release'),
  }
}

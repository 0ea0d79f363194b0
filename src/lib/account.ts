import type { Arrival } from './forms/reservation'

/** The signed-in user as islands see it; never holds the token. */
export interface SessionUser {
  id: number
  username: string
  email: string
}

/** The signed-in user as the CMS's `/users/me` answers, for the account screens. */
export interface AccountUser extends SessionUser {
  confirmed: boolean
  provider: string
  createdAt: string | null
}

/** What `/account/register` completes (docs/decisions/007-account-state-in-durable-objects.md). */
export interface AccountProfile {
  displayName: string
  phone: string
  preferredVenue: string
  newsletter: boolean
}

export const EMPTY_PROFILE: AccountProfile = {
  displayName: '',
  phone: '',
  preferredVenue: '',
  newsletter: false,
}

export interface AccountReservation {
  reference: string
  date: string
  time: string
  partySize: number
  status: string
  /** What the door saw of it (a confirmed booking): expected, arrived or no-show. */
  arrival: Arrival
  venue: { slug: string; name: string } | null
  /** Whether the guest may still change or cancel it (the CMS says: confirmed, and its time to come). */
  changeable: boolean
}

/** The user's reservations, or `{ ok: false }` when the CMS could not list them (the page still renders). */
export type ReservationsResult = { ok: true; items: AccountReservation[] } | { ok: false }

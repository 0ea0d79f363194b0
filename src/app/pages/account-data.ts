import type { SessionUser } from '../state'

/** The signed-in user as `/users/me` answers, for the account screens (islands get only SessionUser). */
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

export interface AccountReservation {
  reference: string
  date: string
  time: string
  partySize: number
  status: string
  venue: { slug: string; name: string } | null
}

/** The user's reservations, or `unavailable` when the CMS could not list them (the page still renders). */
export type ReservationsResult = { ok: true; items: AccountReservation[] } | { ok: false }

/**
 * What the worker knows about this request that the account screens need: the form token, the social
 * providers, the signed-in user. The worker builds it per request (server/auth/screens.server.tsx).
 */
export interface AccountScreenData {
  csrf: string
  providers: { name: string; href: string }[]
  account: AccountUser | null
  profile: AccountProfile | null
  /** The e-mail just registered and waiting for confirmation (from an HttpOnly cookie). */
  pendingEmail: string
  /** Why a social sign-in failed (the CMS's own message). */
  callbackError?: string
  reservations?: () => Promise<ReservationsResult>
  /** Set when Supabase is configured: the signed-in screens keep its session fresh in the browser. */
  supabase?: { url: string; anonKey: string }
}

export const ANONYMOUS_SCREEN: AccountScreenData = {
  csrf: '',
  providers: [],
  account: null,
  profile: null,
  pendingEmail: '',
}

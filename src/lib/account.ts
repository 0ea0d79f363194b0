import type { AccountReservation } from '../../cms/src/shared/answers'

/**
 * The signed-in user as islands and `/api/users/me` see it; never holds the token. `name` is what the person
 * gave at sign-up or in their profile, empty for an account that has none yet (one made before names, or by a
 * social sign-in): the site then asks for it rather than showing the account's username, which is internal
 * (docs/decisions/036-names-not-usernames.md).
 */
export interface SessionUser {
  id: number
  name: string
  email: string
}

/** The signed-in user as the CMS's `/users/me` answers, for the account screens. */
export interface AccountUser extends SessionUser {
  confirmed: boolean
  provider: string
  createdAt: string | null
}

/**
 * What `/account/register` completes besides the name (docs/decisions/007-account-state-in-durable-objects.md;
 * the name is the CMS's, on the account).
 */
export interface AccountProfile {
  phone: string
  preferredVenue: string
  newsletter: boolean
}

export const EMPTY_PROFILE: AccountProfile = {
  phone: '',
  preferredVenue: '',
  newsletter: false,
}

/** The user's reservations, or `{ ok: false }` when the CMS could not list them (the page still renders). */
export type ReservationsResult = { ok: true; items: AccountReservation[] } | { ok: false }

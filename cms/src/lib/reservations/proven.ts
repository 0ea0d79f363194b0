import { canonicalEmail } from '../../shared/guest-identity'

/**
 * Whose bookings need no link (docs/spec.md §13.11): a signed-in guest whose account's mailbox is proven —
 * every sign-up confirms its address before it can sign in (a social provider's accounts come confirmed) —
 * and who books for that same mailbox. The proof is the account's own `confirmed`, so the account and the
 * booking form can never say different things about it.
 */
export interface BookingUser {
  id: number
  email: string
  confirmed?: boolean
}

export const booksAtOnce = (user: BookingUser | null, guestEmail: string): boolean =>
  !!user && user.confirmed === true && canonicalEmail(user.email) === guestEmail

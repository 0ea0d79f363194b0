import { atom } from 'jotai/vanilla'

/** A booking's date, seating and party size as the form holds them ('' while not chosen). */
export interface BookingChoice {
  date: string
  time: string
  partySize: string
}

/**
 * What the booking form has chosen so far, for the summary beside it: two islands, one page store
 * (src/client/hydrate.tsx). Null until the form has come alive; the summary then shows the server's values.
 */
export const bookingChoiceAtom = atom<BookingChoice | null>(null)

// A day's seatings as the booking form shows them (docs/spec.md §13.5); no schema here, so the form's island
// can use it without loading its validation code.
import type { Slot } from '../../../cms/src/shared/answers'

/** A seating as the CMS's availability answers it (a type only: the islands load no schema). */
export type { Slot }

/** A seating as the booking form shows it: the CMS's slot and its words for the party, as the worker says them. */
export interface Seating extends Slot {
  note: string
}
/** The nearest seatings with room, as the CMS offers them on a refused link too (one rule for both). */
export { nearestSeatings } from '../../../cms/src/shared/booking-rules'

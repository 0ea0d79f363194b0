// A day's seatings as the booking form shows them (docs/spec.md §13.5); no schema here, so the form's island
// can use it without loading its validation code.
import type { Slot } from '../../../cms/src/shared/answers'
import { toMinutes } from '../../../cms/src/shared/booking-rules'

/** A seating as the CMS's availability answers it (a type only: the islands load no schema). */
export type { Slot }

/** The seatings of a day nearest to `time` that still have room for the party, in time order. */
export function nearestSeatings(slots: readonly Slot[], time: string, count = 3): string[] {
  const distance = (slot: Slot) => Math.abs(toMinutes(slot.time) - toMinutes(time))
  return slots
    .filter((slot) => slot.available && slot.time !== time)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .map((slot) => slot.time)
    .sort()
}

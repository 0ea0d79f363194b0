/**
 * The door list's night as the CMS answers it (`GET /door/night`, src/lib/reservations/door.ts) and the
 * admin's door list shows it (src/admin/door): one shape for both sides.
 */
import type { Arrival } from './booking-rules'

/** A booking as the door list shows it (any field the role may not read is left out). */
export interface DoorBooking {
  documentId: string
  reference?: string
  time?: string
  partySize?: number
  name?: string
  phone?: string | null
  notes?: string | null
  status?: string
  arrival?: Arrival
  /** Why it waits for staff: a request's, or a confirmed table's larger party's (docs/spec.md §13.13). */
  requestReason?: string | null
  /** A confirmed table's guest asked staff for this many guests (the table keeps its party meanwhile). */
  requestedPartySize?: number | null
  language?: string
  /** No-shows of this guest (its mailbox or its phone) at any venue, on nights before this one. */
  noShows: number
}

export interface DoorSeating {
  time: string
  capacity: number
  /** Covers of the confirmed bookings. */
  booked: number
  /** Covers of the parties that arrived. */
  arrived: number
  bookings: DoorBooking[]
}

export interface DoorNight {
  venue: { slug: string; name: string; timezone: string }
  /** Every venue whose door list may be opened, for a switch. */
  venues: Array<{ slug: string; name: string }>
  date: string
  /** Today on the venue's clock (the list opens there). */
  today: string
  /** The venue's clock when the CMS answered: a party may be marked a no-show once its seating started. */
  now: VenueClock
  seatings: DoorSeating[]
  /** Pending (the guest has not confirmed) and requested (staff have not decided). */
  waiting: DoorBooking[]
  /** Cancelled by the guest, or declined by staff. */
  cancelled: DoorBooking[]
}

/** A date and an HH:mm time on a venue's clock. */
export interface VenueClock {
  date: string
  time: string
}

/**
 * Whether a seating has started on the venue's clock (docs/spec.md §13.16): before it, nobody can have missed
 * it, so it cannot be marked a no-show. Dates and times written YYYY-MM-DD and HH:mm compare as text.
 */
export const seatingHasStarted = (date: string, time: string, now: VenueClock): boolean =>
  date < now.date || (date === now.date && time <= now.time)

/**
 * Whether a booking's night has begun on the venue's clock (docs/spec.md §13.16): a guest may come early to
 * their seating, never on another day, so a party is marked arrived from its date on. An arrived mark makes
 * the mailbox a regular, who passes the night's brake: before its night it would be a guest nobody saw. The
 * door list offers no marks before it; the CMS does not refuse such a write yet (its tests mark future
 * bookings arrived to stand for earlier nights), which a staff tool could still send.
 */
export const nightHasBegun = (date: string, now: VenueClock): boolean => date <= now.date

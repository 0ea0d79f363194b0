import {
  BOOKING_LIMITS,
  type BookingRules,
  domainShare,
  isLargeParty,
  type RequestReason,
  seatingTimes,
} from '../../shared/booking-rules'

/**
 * The one admission rule of every change of covers (docs/spec.md §11.5, §13.13; decision 030), as a pure
 * function of a night's bookings: a new booking, a pending booking confirmed by its link, a larger party on
 * the manage page. admission.ts reads the night inside the booking lock and hands it here, so what is decided
 * cannot change before it is written.
 */

/** A booking of the night that counts for something: it holds places, or waits for staff. */
export interface NightBooking {
  id: number
  time: string
  /** The covers it holds (a request: the covers it asks for). */
  partySize: number
  /** A confirmed booking whose guest asked staff for a larger party: the party asked for. */
  requestedPartySize: number | null
  status: 'confirmed' | 'requested'
  emailKey: string | null
  phoneKey: string | null
  domainKey: string | null
  clientKey: string | null
  networkKey: string | null
  /** What the brake counts it under: its network (`net:…`) or its proven account (`account:…`); null for staff's. */
  sourceKey: string | null
  /** When it last took places or covers (epoch ms), for the brake's and the domain evidence's window. */
  placedAt: number | null
}

/** The booking asking to take covers: who, from where, and how many. */
export interface CoverChange {
  /** The booking being confirmed or re-sized (its own covers are counted out); none for a new booking. */
  id?: number
  time: string
  partySize: number
  emailKey: string
  phoneKey: string
  domainKey: string | null
  clientKey: string | null
  networkKey: string | null
  sourceKey: string | null
  /** A guest seen at the venue before (a booking of their mailbox marked arrived): no shares, no brake. */
  regular: boolean
}

/**
 * What the rule knows beyond the night: the venue's rules, the mailboxes seen at the venue (regulars), and for
 * each mail domain how many of its mailboxes were ever seen at the door (`standing`; none: never).
 */
export interface AdmissionContext {
  rules: BookingRules
  regulars: ReadonlySet<string>
  standing: ReadonlyMap<string, number>
  now: number
}

export type Admission =
  | { verdict: 'slotFull'; left: number }
  | { verdict: 'guestLimit' }
  | { verdict: 'confirmed' }
  | { verdict: 'requested'; reason: RequestReason }

const held = (row: NightBooking) => row.status === 'confirmed'
/** What a booking counts for its guest: a request for more covers counts at the covers it asks for. */
const asked = (row: NightBooking) => Math.max(row.partySize, row.requestedPartySize ?? 0)
const covers = (rows: NightBooking[], of: (row: NightBooking) => number = (row) => row.partySize) =>
  rows.reduce((sum, row) => sum + of(row), 0)

/** Whether one more table of `partySize` would take a guest past a night's tables or covers. */
const pastGuestLimit = (rows: NightBooking[], partySize: number) =>
  rows.length + 1 > BOOKING_LIMITS.perGuestPerNight.bookings ||
  covers(rows, asked) + partySize > BOOKING_LIMITS.perGuestPerNight.covers

/** Covers a night holds in all: every seating full. */
export const nightCapacity = (rules: BookingRules): number =>
  rules.capacityPerSlot * seatingTimes(rules).length

/**
 * What new guests took of the night within the brake's window, with breadth: the covers counted three ways —
 * by source (network or proven account), by mail domain and by mailbox, each one adding at most its share —
 * and the narrowest way is the count. One actor with two networks, or one catch-all domain, or a handful of
 * mailboxes cannot pull the brake however many covers they hold; the shares hold those on their own. A
 * domain's share grows with its standing at the door (`domainShare`), as its evidence does: the guests of a
 * provider the venue knows count whole.
 */
export const brakeCount = (
  rows: NightBooking[],
  standing: ReadonlyMap<string, number> = new Map(),
): number => {
  const { perSource, perMailbox } = BOOKING_LIMITS.brake
  const byWay = (key: (row: NightBooking) => string | null, share: (name: string) => number) => {
    const sums = new Map<string, number>()
    rows.forEach((row, index) => {
      const name = key(row) ?? `booking:${index}`
      sums.set(name, (sums.get(name) ?? 0) + row.partySize)
    })
    return [...sums].reduce((sum, [name, value]) => sum + Math.min(value, share(name)), 0)
  }
  return Math.min(
    byWay(
      (row) => row.sourceKey ?? row.emailKey,
      () => perSource,
    ),
    byWay(
      (row) => row.domainKey,
      (domain) => domainShare(standing.get(domain) ?? 0),
    ),
    byWay(
      (row) => row.emailKey,
      () => perMailbox,
    ),
  )
}

/**
 * Which of a domain's bookings of the night count as one guest, on evidence of one owner (docs/spec.md §11.5):
 * none, when its mailboxes placed within the evidence window look like independent guests; all of them, when
 * there are more of them than the domain's standing explains (`mailboxes`, plus one for each of its mailboxes
 * ever seen at the door — a provider thousands share has guests who came, a catch-all bought for the night
 * has none); those from the asking booking's source, when that one network or account brought `perSource`
 * of them (a household or an office books a table or two; an actor books from the few networks it has).
 */
const oneOwnersBookings = (
  atDomain: NightBooking[],
  change: CoverChange,
  standing: number,
  now: number,
): NightBooking[] => {
  const { mailboxes, perSource, windowMinutes } = BOOKING_LIMITS.domainEvidence
  const recent = atDomain.filter((row) => (row.placedAt ?? 0) >= now - windowMinutes * 60_000)
  if (new Set(recent.map((row) => row.emailKey)).add(change.emailKey).size >= mailboxes + standing)
    return atDomain
  if (!change.sourceKey) return []
  const fromSource = (rows: NightBooking[]) => rows.filter((row) => row.sourceKey === change.sourceKey)
  const concentrated =
    new Set(fromSource(recent).map((row) => row.emailKey)).add(change.emailKey).size >= perSource
  return concentrated ? fromSource(atDomain) : []
}

/** Whether a booking was made by a proven account (`account:…`), counted as itself, not as its connection. */
const byAccount = (row: { sourceKey: string | null }) => !!row.sourceKey?.startsWith('account:')

/**
 * Whether a change's connection has brought the night more than its share, among new guests' `held` tables:
 * a booking made as its connection, past the covers its client or network may hold (the accounts' tables
 * are not the connection's); an account's, when its network already brought `accountsPerNetworkPerNight`
 * other accounts' tables (one guest per account, but not any number of accounts per network).
 */
const connectionReason = (held: NightBooking[], change: CoverChange): boolean => {
  const { perClientPerNight, perNetworkPerNight, accountsPerNetworkPerNight } = BOOKING_LIMITS
  if (byAccount(change)) {
    if (!change.networkKey) return false
    const accounts = held
      .filter((row) => byAccount(row) && row.networkKey === change.networkKey)
      .map((row) => row.sourceKey)
    return new Set(accounts).add(change.sourceKey).size > accountsPerNetworkPerNight
  }
  const heldBy = (key: 'clientKey' | 'networkKey') =>
    covers(held.filter((row) => !byAccount(row) && row[key] === change[key]))
  return (
    (!!change.clientKey && heldBy('clientKey') + change.partySize > perClientPerNight) ||
    (!!change.networkKey && heldBy('networkKey') + change.partySize > perNetworkPerNight)
  )
}

/**
 * Where a change of covers goes: refused for a slot without room (409) or a mailbox past its night (429),
 * else confirmed or a request for staff. Only a mailbox refuses, and only its own bookings: anything else a
 * visitor types or shares (a phone number, a mail domain, a client, a network) sends the booking to staff.
 * `regulars`: the mailboxes seen at the venue. `proven`: whether the mailbox is the guest's (a link opened or
 * the account's own) — a booking still waiting for its link is only checked against the slot and its
 * mailbox, and places nothing.
 */
export const admit = (night: NightBooking[], change: CoverChange, context: AdmissionContext): Admission => {
  const others = night.filter((row) => row.id !== change.id)
  const takenAtTime = covers(others.filter((row) => held(row) && row.time === change.time))
  const left = Math.max(0, context.rules.capacityPerSlot - takenAtTime)
  if (change.partySize > left) return { verdict: 'slotFull', left }
  if (
    pastGuestLimit(
      others.filter((row) => row.emailKey === change.emailKey),
      change.partySize,
    )
  )
    return { verdict: 'guestLimit' }

  const reason = reviewReason(others, change, context)
  return reason ? { verdict: 'requested', reason } : { verdict: 'confirmed' }
}

/** Why staff must look at a booking first, or undefined when it may hold its places at once. */
const reviewReason = (
  others: NightBooking[],
  change: CoverChange,
  { rules, regulars, standing, now }: AdmissionContext,
): RequestReason | undefined => {
  if (isLargeParty(change.partySize)) return 'largeParty'
  if (change.regular) return undefined
  const newGuests = others.filter((row) => !row.emailKey || !regulars.has(row.emailKey))
  const since = (minutes: number) => now - minutes * 60_000

  const { windowMinutes, share } = BOOKING_LIMITS.brake
  const recent = newGuests.filter(
    (row) => held(row) && row.sourceKey && (row.placedAt ?? 0) >= since(windowMinutes),
  )
  const placed: NightBooking = {
    ...change,
    id: 0,
    status: 'confirmed',
    requestedPartySize: null,
    placedAt: now,
  }
  if (brakeCount([...recent, placed], standing) > share * nightCapacity(rules)) return 'busyNight'

  if (connectionReason(newGuests.filter(held), change)) return 'busyConnection'

  if (change.domainKey) {
    const atDomain = newGuests.filter((row) => row.domainKey === change.domainKey)
    const owners = oneOwnersBookings(atDomain, change, standing.get(change.domainKey) ?? 0, now)
    if (owners.length > 0 && pastGuestLimit(owners, change.partySize)) return 'busyDomain'
  }

  if (
    pastGuestLimit(
      newGuests.filter((row) => row.phoneKey === change.phoneKey),
      change.partySize,
    )
  )
    return 'busyPhone'
  return undefined
}

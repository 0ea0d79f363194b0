import { describe, expect, it } from 'vitest'
import {
  admit,
  brakeCount,
  type CoverChange,
  type NightBooking,
} from '../../cms/src/lib/reservations/admission-rules'
import { mailDomain } from '../../cms/src/lib/reservations/identity'
import { DEFAULT_BOOKING_RULES } from '../../cms/src/shared/booking-rules'
import { clientOf, networkOf } from '../../cms/src/shared/network'

/**
 * The one admission rule of every change of covers (docs/spec.md §11.5, §13.13; decision 030), on nights
 * written out by hand: what it refuses, what it sends to staff, and what the brake counts.
 */

const NOW = Date.UTC(2026, 11, 1, 12)
const MINUTE = 60_000
const rules = DEFAULT_BOOKING_RULES
let nextId = 1

/** A confirmed booking of the night, placed a minute ago, from its own client, network and mailbox. */
const held = (over: Partial<NightBooking> = {}): NightBooking => {
  const id = nextId++
  return {
    id,
    time: '21:00',
    partySize: 2,
    requestedPartySize: null,
    status: 'confirmed',
    emailKey: `guest${id}@home${id}.example`,
    phoneKey: `+346000${String(id).padStart(5, '0')}`,
    domainKey: `home${id}.example`,
    clientKey: `10.0.${id % 250}.${id % 200}`,
    networkKey: `10.${id % 250}.${id % 200}.0/24`,
    sourceKey: `net:10.${id % 250}.${id % 200}.0/24`,
    placedAt: NOW - MINUTE,
    ...over,
  }
}

/** A new guest of their own asking for a table, unless said. */
const asking = (over: Partial<CoverChange> = {}): CoverChange => ({
  time: '21:00',
  partySize: 2,
  emailKey: 'new@guest.example',
  phoneKey: '+34611000000',
  domainKey: 'guest.example',
  clientKey: '192.0.2.7',
  networkKey: '192.0.2.0/24',
  sourceKey: 'net:192.0.2.0/24',
  regular: false,
  ...over,
})

const decide = (
  night: NightBooking[],
  change: CoverChange,
  regulars: string[] = [],
  standing: Record<string, number> = {},
) =>
  admit(night, change, {
    rules,
    regulars: new Set(regulars),
    standing: new Map(Object.entries(standing)),
    now: NOW,
  })

describe('the slot and the mailbox: the only refusals', () => {
  it('refuses a party the seating has no room for, counting a re-sized booking’s own covers out', () => {
    const night = [
      held({ partySize: 8 }),
      held({ partySize: 8 }),
      held({ partySize: 8 }),
      held({ partySize: 8 }),
    ]
    const own = held({ partySize: 4 })
    expect(decide([...night, own], asking({ partySize: 8 }))).toEqual({ verdict: 'slotFull', left: 4 })
    // The booking of 4 grown to 8: its own 4 are not counted against it.
    expect(decide([...night, own], asking({ id: own.id, partySize: 8 }))).toEqual({ verdict: 'confirmed' })
    // Another seating has room.
    expect(decide(night, asking({ time: '22:00', partySize: 8 }))).toEqual({ verdict: 'confirmed' })
  })

  it('refuses a third table or a 17th guest for one mailbox, and counts a larger party asked for', () => {
    const mine = { emailKey: 'me@mail.example', domainKey: 'mail.example' }
    expect(decide([held(mine), held(mine)], asking(mine))).toEqual({ verdict: 'guestLimit' })
    expect(decide([held({ ...mine, partySize: 8 }), held({ ...mine, partySize: 7 })], asking(mine))).toEqual({
      verdict: 'guestLimit',
    })
    // A request waiting for staff counts at the party it asks for.
    const asked = held({ ...mine, partySize: 4, requestedPartySize: 12 })
    expect(decide([asked], asking({ ...mine, partySize: 6 }))).toEqual({ verdict: 'guestLimit' })
    // Re-sizing a booking counts its own covers out: one table of 8 may become one of 16.
    const one = held({ ...mine, partySize: 8 })
    expect(decide([one], asking({ ...mine, id: one.id, partySize: 8 }))).toEqual({ verdict: 'confirmed' })
  })
})

describe('what anyone can type or share sends to staff, never refuses', () => {
  it('a phone number with its night’s tables: the next booking with it waits for staff', () => {
    const phone = { phoneKey: '+34699123456' }
    const night = [held(phone), held(phone)]
    expect(decide(night, asking(phone))).toEqual({ verdict: 'requested', reason: 'busyPhone' })
    expect(decide(night, asking())).toEqual({ verdict: 'confirmed' })
  })

  it('a mail domain is one guest only on evidence: many mailboxes at it within half an hour', () => {
    const at = (name: string, minutesAgo = 1) =>
      held({ emailKey: `${name}@movistar.es`, domainKey: 'movistar.es', placedAt: NOW - minutesAgo * MINUTE })
    const stranger = asking({ emailKey: 'stranger@movistar.es', domainKey: 'movistar.es' })
    // Two tables of one mailbox at an ISP's domain: a stranger at the same ISP books.
    expect(decide([at('actor'), at('actor')], stranger)).toEqual({ verdict: 'confirmed' })
    // A colleague at a company's domain books beside another.
    expect(decide([at('colleague', 5)], stranger)).toEqual({ verdict: 'confirmed' })
    // Three other mailboxes and their tables within half an hour: the fourth mailbox is evidence; it waits.
    const busy = [at('a'), at('a'), at('b'), at('b'), at('c')]
    expect(decide(busy, stranger)).toEqual({ verdict: 'requested', reason: 'busyDomain' })
    // The same tables an hour ago are no evidence of anything.
    const earlier = busy.map((row) => ({ ...row, placedAt: NOW - 60 * MINUTE }))
    expect(decide(earlier, stranger)).toEqual({ verdict: 'confirmed' })
  })

  it('a rush of honest guests of one big provider, each from a network of their own: none waits for its domain', () => {
    // Thirty guests of one provider booked within ten minutes, each from their own network, mailbox and phone.
    const gmail = (i: number) =>
      held({
        time: ['19:00', '19:30', '20:00', '20:30', '21:30', '22:00'][i % 6],
        emailKey: `guest${i}@gmail.com`,
        domainKey: 'gmail.com',
        placedAt: NOW - (i % 10) * MINUTE,
      })
    const rush = Array.from({ length: 30 }, (_, i) => gmail(i))
    const next = asking({ emailKey: 'one.more@gmail.com', domainKey: 'gmail.com' })
    // A provider the venue has seen 40 guests of at the door: its 31st mailbox in half an hour is a guest.
    expect(decide(rush, next, [], { 'gmail.com': 40 })).toEqual({ verdict: 'confirmed' })
    // A domain none of whose guests ever came is one owner's once four of its mailboxes book: a catch-all.
    expect(decide(rush, next)).toEqual({ verdict: 'requested', reason: 'busyDomain' })
    // Its standing raises the bar one mailbox per guest seen, no further: 27 seen, 31 mailboxes is evidence.
    expect(decide(rush, next, [], { 'gmail.com': 27 })).toEqual({
      verdict: 'requested',
      reason: 'busyDomain',
    })
    expect(decide(rush, next, [], { 'gmail.com': 28 })).toEqual({ verdict: 'confirmed' })
  })

  it('many mailboxes of one domain from one network are one owner’s there, however known the domain', () => {
    const network = { networkKey: '198.51.100.0/24', sourceKey: 'net:198.51.100.0/24' }
    const actor = (name: string) =>
      held({ ...network, emailKey: `${name}@gmail.com`, domainKey: 'gmail.com', partySize: 8 })
    const known = { 'gmail.com': 500 }
    // Two of its mailboxes from one network hold two tables: a third mailbox from there waits for staff…
    const third = asking({ ...network, emailKey: 'c@gmail.com', domainKey: 'gmail.com', partySize: 2 })
    expect(decide([actor('a'), actor('b')], third, [], known)).toEqual({
      verdict: 'requested',
      reason: 'busyDomain',
    })
    // …while a guest of the same provider from another network books at once.
    const stranger = asking({ emailKey: 'stranger@gmail.com', domainKey: 'gmail.com' })
    expect(decide([actor('a'), actor('b')], stranger, [], known)).toEqual({ verdict: 'confirmed' })
    // A household's two mailboxes are two guests.
    const partner = asking({ ...network, emailKey: 'b@gmail.com', domainKey: 'gmail.com', partySize: 2 })
    expect(decide([actor('a')], partner, [], known)).toEqual({ verdict: 'confirmed' })
  })

  it('a catch-all answers for every subdomain of its own: one registrable domain', () => {
    expect(mailDomain('a@x1.owner.example')).toBe('owner.example')
    expect(mailDomain('B@X2.Owner.Example')).toBe('owner.example')
    expect(mailDomain('guest@mail.co.uk')).toBe('mail.co.uk')
    expect(mailDomain('someone@name.github.io')).toBe('name.github.io')
    expect(mailDomain('first.last+tag@googlemail.com')).toBe('gmail.com')
  })

  it('a client or a network past its share of the night: the next booking from it waits for staff', () => {
    const network = { networkKey: '192.0.2.0/24', sourceKey: 'net:192.0.2.0/24' }
    const night = [held({ ...network, partySize: 8 }), held({ ...network, partySize: 8 })]
    expect(decide(night, asking({ partySize: 4 }))).toEqual({ verdict: 'confirmed' })
    expect(decide(night, asking({ partySize: 5 }))).toEqual({
      verdict: 'requested',
      reason: 'busyConnection',
    })
    const client = { clientKey: '192.0.2.7', networkKey: '192.0.2.0/24', sourceKey: 'net:192.0.2.0/24' }
    expect(decide([held({ ...client, partySize: 8 }), held({ ...client, partySize: 7 })], asking())).toEqual({
      verdict: 'requested',
      reason: 'busyConnection',
    })
  })

  it('a proven account is held to its own covers, not its connection’s', () => {
    const hotel = { networkKey: '192.0.2.0/24', sourceKey: 'net:192.0.2.0/24', clientKey: '192.0.2.7' }
    const night = [held({ ...hotel, partySize: 8 }), held({ ...hotel, partySize: 8 })]
    const account = asking({ clientKey: null, networkKey: null, sourceKey: 'account:42', partySize: 8 })
    expect(decide(night, account)).toEqual({ verdict: 'confirmed' })
  })

  it('many accounts from one network are one actor: the fourth account’s table waits for staff', () => {
    // An actor signs up 20 accounts a day on one network and books 16 covers with each, a few an hour, so
    // that neither the brake's hour nor a domain's half hour sees them together (they hold whole nights).
    const network = { clientKey: '2001:db8:5:1::/64', networkKey: '2001:db8:5::/48' }
    const account = (id: number, over: Partial<NightBooking> = {}) =>
      held({
        ...network,
        sourceKey: `account:${id}`,
        partySize: 8,
        placedAt: NOW - id * 90 * MINUTE,
        ...over,
      })
    const night = [account(1), account(1, { time: '22:00' }), account(2), account(3)]
    const fourth = asking({ ...network, sourceKey: 'account:4', partySize: 8 })
    expect(decide(night, fourth)).toEqual({ verdict: 'requested', reason: 'busyConnection' })
    // The three accounts still book their own tables; from another network the fourth is a guest of its own.
    expect(decide(night, asking({ ...network, sourceKey: 'account:3', partySize: 8 }))).toEqual({
      verdict: 'confirmed',
    })
    const elsewhere = { clientKey: '198.51.100.7', networkKey: '198.51.100.0/24', sourceKey: 'account:4' }
    expect(decide(night, asking({ ...elsewhere, partySize: 8 }))).toEqual({ verdict: 'confirmed' })
    // The accounts' covers are not their connection's: a guest booking as that network is not held to them.
    expect(decide(night, asking({ ...network, sourceKey: 'net:2001:db8:5::/48', partySize: 8 }))).toEqual({
      verdict: 'confirmed',
    })
  })

  it('a party above 8 waits for staff; a regular is never braked or shared out', () => {
    expect(decide([], asking({ partySize: 9 }))).toEqual({ verdict: 'requested', reason: 'largeParty' })
    const phone = { phoneKey: '+34699123456' }
    expect(decide([held(phone), held(phone)], asking({ ...phone, regular: true }))).toEqual({
      verdict: 'confirmed',
    })
  })
})

describe('the night’s brake, with breadth', () => {
  /** New guests' tables of `covers`, spread over `networks`, `domains` and `mailboxes` round-robin. */
  const spread = (count: number, covers: number, networks: number, domains: number, mailboxes: number) =>
    Array.from({ length: count }, (_, i) =>
      held({
        partySize: covers,
        time: ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30'][i % 8],
        networkKey: `10.${i % networks}.0.0/24`,
        sourceKey: `net:10.${i % networks}.0.0/24`,
        clientKey: `10.${i % networks}.0.${i}`,
        domainKey: `d${i % domains}.example`,
        emailKey: `m${i % mailboxes}@d${i % domains}.example`,
      }),
    )

  it('brakes a night that many independent new guests fill fast: past 100 covers within the hour', () => {
    const night = spread(25, 4, 25, 25, 25)
    expect(brakeCount(night)).toBe(100)
    expect(decide(night, asking())).toEqual({ verdict: 'requested', reason: 'busyNight' })
    // The same covers placed two hours ago brake nothing.
    const earlier = night.map((row) => ({ ...row, placedAt: NOW - 120 * MINUTE }))
    expect(decide(earlier, asking())).toEqual({ verdict: 'confirmed' })
  })

  it('is not pulled by one actor’s few networks, one domain or few mailboxes, however many covers', () => {
    // 104 covers from two networks: each counts 20.
    expect(brakeCount(spread(13, 8, 2, 13, 13))).toBe(40)
    // 104 covers from one mail domain: it counts 48, unless its guests were seen at the door (then whole).
    expect(brakeCount(spread(13, 8, 13, 1, 13))).toBe(48)
    expect(brakeCount(spread(13, 8, 13, 1, 13), new Map([['d0.example', 10]]))).toBe(104)
    // Mailboxes count whole up to the 16 covers each may hold anyway: seven are enough of them.
    expect(brakeCount(spread(13, 8, 13, 13, 7))).toBe(104)
    expect(decide(spread(13, 8, 2, 1, 7), asking())).toEqual({ verdict: 'confirmed' })
  })
})

describe('clients and networks', () => {
  it('groups an IPv6 client by its /64 and its network by its /48; IPv4 by the address and its /24', () => {
    expect(clientOf('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64')
    expect(networkOf('2001:db8:7:1::1')).toBe('2001:db8:7::/48')
    expect(networkOf('2001:db8:7:ffff:1:2:3:4')).toBe('2001:db8:7::/48')
    expect(networkOf('2001:db8:8::1')).toBe('2001:db8:8::/48')
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24')
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24')
    expect(networkOf('not an address')).toBeUndefined()
  })
})

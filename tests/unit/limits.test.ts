import { describe, expect, it } from 'vitest'
import { addressKey } from '../../src/server/limits/client-address.server'
import {
  type CountRule,
  type CountStore,
  type Reservation,
  reserveIn,
  type Settlement,
} from '../../src/server/limits/request-counter.server'

/**
 * The counter's rules (docs/decisions/014-throttle-and-booking-limits.md) on entries kept in a map, as the
 * Durable Object keeps them in SQLite (the worker tests run the real one).
 */
function memoryStore(): CountStore {
  const entries = new Map<
    string,
    { party: string; at: number; weight: number; attempt: boolean; counted: boolean }
  >()
  return {
    prune(until) {
      for (const [id, entry] of entries) if (entry.at <= until) entries.delete(id)
    },
    size: () => entries.size,
    entries: (party) =>
      [...entries.values()]
        .filter((entry) => entry.party === party)
        .map(({ at, weight, attempt }) => ({ at, weight, attempt }))
        .sort((a, b) => a.at - b.at),
    add: (id, party, at, entry) => void entries.set(id, { party, at, ...entry, counted: false }),
    settle(id, outcome) {
      const entry = entries.get(id)
      if (!entry) return
      if (outcome === 'count') entry.counted = true
      if (outcome === 'clearParty') {
        for (const [other, { party, counted }] of entries)
          if (counted && party === entry.party) entries.delete(other)
      }
      if (outcome !== 'count') entries.delete(id)
    },
  }
}

const MINUTE = 60_000
const rule: CountRule = { windowMs: 10 * MINUTE, perParty: 3, guard: { at: 6, perParty: 1 } }

function counterAt(start = 1_000_000) {
  const store = memoryStore()
  let now = start
  const reserve = (party: string) => reserveIn(store, party, rule, now)
  const settle = (reservation: Reservation, outcome: Settlement) => {
    if (!reservation.ok) throw new Error('nothing to settle')
    store.settle(reservation.id, outcome)
  }
  return { reserve, settle, later: (ms: number) => (now += ms) }
}

describe('the counter', () => {
  it('counts a reservation from the moment it is made, so parallel attempts cannot pass the limit', () => {
    const { reserve } = counterAt()
    const answers = [1, 2, 3, 4].map(() => reserve('a'))
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, false])
  })

  it('forgets a released attempt, keeps a counted one until it leaves the window, and says when', () => {
    const { reserve, settle, later } = counterAt()
    settle(reserve('a'), 'count')
    later(MINUTE)
    settle(reserve('a'), 'count')
    settle(reserve('a'), 'release')
    settle(reserve('a'), 'count')
    expect(reserve('a')).toEqual({ ok: false, retryAfterSeconds: 9 * 60 })
    later(9 * MINUTE)
    expect(reserve('a').ok).toBe(true)
  })

  it('clears a party’s counted entries, not the attempts still in flight', () => {
    const { reserve, settle } = counterAt()
    settle(reserve('a'), 'count')
    settle(reserve('a'), 'count')
    const inFlight = reserve('a')
    const success = reserve('b')
    settle(success, 'clearParty')
    expect(reserve('a').ok).toBe(false)
    settle(inFlight, 'release')
    expect(reserve('a').ok).toBe(true)
  })

  it('holds each party to the guarded limit once all parties together reach the guard, never a new one', () => {
    const { reserve, settle } = counterAt()
    for (const party of ['a', 'b', 'c']) {
      settle(reserve(party), 'count')
      settle(reserve(party), 'count')
    }
    expect(reserve('a').ok).toBe(false)
    expect(reserve('owner').ok).toBe(true)
  })
})

describe('covers added to a booking', () => {
  it('weigh their covers and are no attempt of their own', () => {
    const store = memoryStore()
    const bookings: CountRule = { windowMs: 10 * MINUTE, perParty: 3, weightPerParty: 24 }
    const at = 1_000_000
    expect(reserveIn(store, 'client', bookings, at, 1).ok).toBe(true)
    expect(reserveIn(store, 'client', bookings, at, 1).ok).toBe(true)
    // Two parties grown by 7 each, and a third booking still fits the three a client makes.
    expect(reserveIn(store, 'client', bookings, at, 7, false).ok).toBe(true)
    expect(reserveIn(store, 'client', bookings, at, 7, false).ok).toBe(true)
    expect(reserveIn(store, 'client', bookings, at, 1).ok).toBe(true)
    // 17 covers held: a party grown by 8 more is past the 24.
    expect(reserveIn(store, 'client', bookings, at, 8, false)).toEqual({ ok: false, retryAfterSeconds: 600 })
    expect(reserveIn(store, 'client', bookings, at, 7, false).ok).toBe(true)
  })
})

describe('client addresses', () => {
  it('counts IPv4 as it is, IPv6 by its /64, and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:DB8:1:2::99')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'g::1',
      '1.2.3.4, 5.6.7.8',
    ]) {
      expect(addressKey(bad), bad).toBeUndefined()
    }
  })
})

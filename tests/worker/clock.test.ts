import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BOOKINGS_PER } from '../../src/bookings/server/limits.server'
import { requestCounter } from '../../src/server/limits/request-counter.server'
import { get } from './helpers'
import { moveTestClock } from './test-clock'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One clock (docs/decisions/024): the worker and its Durable Objects read the clock the entry gives them, so
 * a test that moves it moves the pages and the limits together.
 */
describe('the one clock', () => {
  it('counts a client’s bookings on it: a day later, the client’s window is free again', async () => {
    const bookings = requestCounter(env.CLIENT_BOOKINGS, `bookings:clock-test-${crypto.randomUUID()}`)
    for (let booking = 0; booking < BOOKINGS_PER.client.perParty; booking += 1) {
      const reserved = await bookings.reserve('', BOOKINGS_PER.client, 2)
      if (!reserved.ok) throw new Error('a booking within the limit was refused')
      await bookings.settle(reserved.id, 'count')
    }
    const refused = await bookings.reserve('', BOOKINGS_PER.client, 2)
    expect(refused.ok).toBe(false)
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(DAY_MS / 1000 - 60)

    const moveBack = moveTestClock(DAY_MS + 1000)
    try {
      expect((await bookings.reserve('', BOOKINGS_PER.client, 2)).ok).toBe(true)
    } finally {
      moveBack()
    }
  })

  it('dates the footer by it', async () => {
    // A page no cache keeps (not found), so each answer is rendered at its own time.
    const year = (html: string) => /©\D*(\d{4})/.exec(html)?.[1]
    const now = await (await get('/no-page-here')).text()
    const moveBack = moveTestClock(366 * DAY_MS)
    try {
      const later = await (await get('/no-page-here')).text()
      expect(Number(year(later))).toBe(Number(year(now)) + 1)
    } finally {
      moveBack()
    }
  })
})

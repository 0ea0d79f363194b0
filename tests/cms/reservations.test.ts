import { describe, expect, it } from 'vitest'
import {
  getJson,
  madridDate,
  madridInstant,
  registerUser,
  sendJson,
  tokenHeader,
  waitForMail,
} from './_helpers'

interface Slot {
  time: string
  left: number
  available: boolean
}
interface Availability {
  date: string
  venue: string
  timezone: string
  partySize: number
  slots: Slot[]
}
interface Booked {
  reference: string
  date: string
  time: string
  partySize: number
  name: string
  email: string
  status: string
  venue: string
  locale: string
}

const SEATINGS = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']

// Each test books on its own day so tests (and test files) never share a slot.
const booking = (days: number, over: Record<string, unknown> = {}) => ({
  venue: 'ibiza',
  date: madridDate(days),
  time: '21:00',
  partySize: 2,
  name: 'Ana García',
  email: 'ana.garcia@example.com',
  phone: '+34 600 123 456',
  notes: 'Terrace if possible',
  consent: true,
  locale: 'en',
  ...over,
})

const book = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson<Booked>('POST', '/reservations', { data }, headers)

/** Covers booked in a slot, read through the staff API (full-access token), not through availability. */
const coversInSlot = async (date: string, time: string) => {
  const res = await getJson<Array<{ partySize: number; status: string }>>(
    `/reservations?filters[venueSlug][$eq]=ibiza&filters[date][$eq]=${date}&filters[time][$eq]=${time}&filters[status][$ne]=cancelled&pagination[pageSize]=100`,
    tokenHeader(),
  )
  expect(res.status).toBe(200)
  return res.body.data.reduce((sum, r) => sum + r.partySize, 0)
}

describe('GET /api/reservations/availability', () => {
  it('answers the slots of a day with covers left', async () => {
    const date = madridDate(20)
    const res = await getJson<Availability>(`/reservations/availability?venue=ibiza&date=${date}&partySize=4`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      date,
      venue: 'ibiza',
      timezone: 'Europe/Madrid',
      partySize: 4,
      slots: SEATINGS.map((time) => ({ time, left: 40, available: true })),
    })
  })

  it('marks slots inside the lead time (2 h) as unavailable', async () => {
    const date = madridDate(0)
    const res = await getJson<Availability>(`/reservations/availability?venue=ibiza&date=${date}&partySize=1`)
    expect(res.status).toBe(200)
    const earliest = Date.now() + 120 * 60000
    for (const slot of res.body.data.slots) {
      const bookable = madridInstant(date, slot.time) >= earliest
      // a slot right at the boundary may flip between the server's clock and ours
      if (Math.abs(madridInstant(date, slot.time) - earliest) > 60000)
        expect(slot.available, slot.time).toBe(bookable && slot.left >= 1)
    }
  })

  it('rejects bad input with a ValidationError naming each field', async () => {
    const res = await getJson(`/reservations/availability?venue=atlantis&date=2024-02-30&partySize=abc`)
    expect(res.status).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.error?.name).toBe('ValidationError')
    const paths = res.body.error?.details.errors?.map((e) => e.path[0])
    expect(paths).toEqual(expect.arrayContaining(['venue', 'date', 'partySize']))

    const past = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(-1)}`)
    expect(past.status).toBe(400)
    expect(past.body.error?.details.errors).toEqual([expect.objectContaining({ path: ['date'] })])
    const far = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(61)}&partySize=2`)
    expect(far.status).toBe(400)
    const big = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(3)}&partySize=13`)
    expect(big.body.error?.details.errors).toEqual([expect.objectContaining({ path: ['partySize'] })])
    const other = await getJson(`/reservations/availability?venue=malta&date=${madridDate(3)}`)
    expect(other.status).toBe(400)
    expect(other.body.error?.details.errors?.[0]?.path).toEqual(['venue'])
  })
})

describe('POST /api/reservations', () => {
  it('books a table (201), sends the confirmation mail in the reservation language', async () => {
    const data = booking(4, { locale: 'es', email: 'reserva.es@example.com', name: 'Lucía Pérez' })
    const res = await book(data)
    expect(res.status).toBe(201)
    expect(res.body.data).toEqual({
      reference: expect.stringMatching(/^IBZ-[A-Z2-9]{6}$/),
      date: data.date,
      time: '21:00',
      partySize: 2,
      name: 'Lucía Pérez',
      email: 'reserva.es@example.com',
      status: 'confirmed',
      venue: 'ibiza',
      locale: 'es',
    })
    const { reference } = res.body.data
    const mail = await waitForMail((m) => m.to === 'reserva.es@example.com' && m.text.includes(reference))
    expect(mail.subject).toContain(reference)
    expect(mail.subject).toMatch(/confirmada/)
    expect(mail.html).toContain(reference)

    const en = await book(booking(4, { email: 'booking.en@example.com' }))
    expect(en.status).toBe(201)
    const enMail = await waitForMail(
      (m) => m.to === 'booking.en@example.com' && m.text.includes(en.body.data.reference),
    )
    expect(enMail.subject).toMatch(/confirmed/)

    const after = await getJson<Availability>(
      `/reservations/availability?venue=ibiza&date=${data.date}&partySize=2`,
    )
    expect(after.body.data.slots.find((s) => s.time === '21:00')?.left).toBe(36)
  })

  it('lists every invalid field in one ValidationError', async () => {
    const res = await book({
      venue: 'ibiza',
      date: madridDate(5),
      time: '18:15',
      partySize: 0,
      name: 'A',
      email: 'not-an-email',
      phone: 'call me',
      notes: 'x'.repeat(501),
      consent: false,
      locale: 'fr',
    })
    expect(res.status).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.error).toMatchObject({ status: 400, name: 'ValidationError' })
    const paths = res.body.error?.details.errors?.map((e) => e.path.join('.')).sort()
    expect(paths).toEqual(['consent', 'email', 'locale', 'name', 'notes', 'partySize', 'phone', 'time'])
    for (const e of res.body.error?.details.errors ?? []) expect(e.message).toBeTruthy()

    const window = await book(booking(61))
    expect(window.status).toBe(400)
    expect(window.body.error?.details.errors?.map((e) => e.path[0])).toEqual(['date'])
    const missing = await sendJson('POST', '/reservations', { nope: true })
    expect(missing.status).toBe(400)
    expect(missing.body.error?.details.errors?.[0]?.path).toEqual(['data'])
    const tooBig = await book(booking(5, { partySize: 13 }))
    expect(tooBig.body.error?.details.errors?.map((e) => e.path[0])).toEqual(['partySize'])
    const notTaking = await book(booking(5, { venue: 'malta' }))
    expect(notTaking.body.error?.details.errors?.map((e) => e.path[0])).toEqual(['venue'])
  })

  it('rejects a seating inside the lead time', async () => {
    // 19:00 today is always inside the window and, unless it is before 17:00 in Madrid, inside the lead time;
    // yesterday is always refused.
    const res = await book(booking(-1, { time: '19:00' }))
    expect(res.status).toBe(400)
    expect(res.body.error?.details.errors?.map((e) => e.path[0])).toContain('date')
    const today = madridDate(0)
    if (Date.now() > madridInstant(today, '17:01')) {
      const late = await book(booking(0, { time: '19:00' }))
      expect(late.status).toBe(400)
      expect(late.body.error?.details.errors?.map((e) => e.path[0])).toEqual(['time'])
    }
  })

  it('never overbooks: 20 concurrent bookings for the last 4 covers', async () => {
    const date = madridDate(6)
    const time = '20:00'
    for (let i = 0; i < 3; i += 1) expect((await book(booking(6, { time, partySize: 12 }))).status).toBe(201)
    expect(await coversInSlot(date, time)).toBe(36)

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(booking(6, { time, partySize: 1, email: `rush${i}@example.com` })),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(4)
    expect(statuses.filter((s) => s === 409)).toHaveLength(16)
    expect(await coversInSlot(date, time)).toBe(40)

    const conflict = results.find((r) => r.status === 409)
    expect(conflict?.body).toEqual({
      data: null,
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'This time slot is fully booked',
        details: { left: 0 },
      },
    })
    const after = await getJson<Availability>(
      `/reservations/availability?venue=ibiza&date=${date}&partySize=1`,
    )
    expect(after.body.data.slots.find((s) => s.time === time)).toEqual({ time, left: 0, available: false })
  })

  it('never overbooks with mixed party sizes under concurrency', async () => {
    const date = madridDate(7)
    const time = '22:30'
    for (const size of [12, 12, 11])
      expect((await book(booking(7, { time, partySize: size }))).status).toBe(201)
    // 5 covers left; 12 requests of 1–4 covers
    const sizes = [3, 2, 4, 1, 2, 3, 1, 4, 2, 1, 3, 2]
    const results = await Promise.all(
      sizes.map((partySize, i) => book(booking(7, { time, partySize, email: `mixed${i}@example.com` }))),
    )
    const accepted = results
      .filter((r) => r.status === 201)
      .reduce((sum, r) => sum + r.body.data.partySize, 0)
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    expect(accepted).toBeLessThanOrEqual(5)
    expect(accepted).toBeGreaterThan(0)
    expect(await coversInSlot(date, time)).toBe(35 + accepted)
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error?.details.left).toBeGreaterThanOrEqual(0)
      expect(r.body.error?.details.left).toBeLessThanOrEqual(5)
    }
  })

  it('a full slot answers 409 with the covers left', async () => {
    const date = madridDate(8)
    const time = '23:30'
    for (const size of [12, 12, 12, 3])
      expect((await book(booking(8, { time, partySize: size }))).status).toBe(201)
    const res = await book(booking(8, { time, partySize: 2 }))
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      data: null,
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'This time slot is fully booked',
        details: { left: 1 },
      },
    })
    expect(await coversInSlot(date, time)).toBe(39)
    expect((await book(booking(8, { time, partySize: 1 }))).status).toBe(201)
  })
})

describe('GET /api/reservations/mine', () => {
  it('returns only the caller’s reservations, newest first', async () => {
    const alice = await registerUser('alice')
    const bob = await registerUser('bob')
    const a1 = await book(booking(9, { time: '19:00', email: alice.email }), {
      authorization: `Bearer ${alice.jwt}`,
    })
    const a2 = await book(booking(10, { time: '19:30', email: alice.email, partySize: 3 }), {
      authorization: `Bearer ${alice.jwt}`,
    })
    const b1 = await book(booking(9, { time: '20:30', email: bob.email }), {
      authorization: `Bearer ${bob.jwt}`,
    })
    const anon = await book(booking(9, { time: '21:30', email: alice.email }))
    for (const r of [a1, a2, b1, anon]) expect(r.status).toBe(201)

    const mine = await getJson<Array<Record<string, unknown>>>('/reservations/mine', {
      authorization: `Bearer ${alice.jwt}`,
    })
    expect(mine.status).toBe(200)
    expect(mine.body.data).toEqual([
      {
        reference: a2.body.data.reference,
        date: a2.body.data.date,
        time: '19:30',
        partySize: 3,
        status: 'confirmed',
        venue: { slug: 'ibiza', name: 'Solera Ibiza' },
      },
      {
        reference: a1.body.data.reference,
        date: a1.body.data.date,
        time: '19:00',
        partySize: 2,
        status: 'confirmed',
        venue: { slug: 'ibiza', name: 'Solera Ibiza' },
      },
    ])
    const bobs = await getJson<Array<{ reference: string }>>('/reservations/mine', {
      authorization: `Bearer ${bob.jwt}`,
    })
    expect(bobs.body.data.map((r) => r.reference)).toEqual([b1.body.data.reference])

    expect((await getJson('/reservations/mine')).status).toBe(403)
    expect((await getJson('/reservations/mine', { authorization: 'Bearer not-a-token' })).status).toBe(401)
  })
})

describe('the generic reservation API is closed to the public', () => {
  it('list, read, update and delete are forbidden; POST only takes the validated booking', async () => {
    const created = await book(booking(11, { time: '22:00' }))
    expect(created.status).toBe(201)
    const user = await registerUser('carol')
    const asPublic: Record<string, string> = {}
    for (const headers of [asPublic, { authorization: `Bearer ${user.jwt}` }]) {
      expect((await getJson('/reservations', headers)).status).toBe(403)
      expect((await getJson('/reservations/1', headers)).status).toBe(403)
      expect(
        (await sendJson('PUT', '/reservations/1', { data: { status: 'cancelled' } }, headers)).status,
      ).toBe(403)
      expect((await sendJson('DELETE', '/reservations/1', {}, headers)).status).toBe(403)
    }
    // Mass assignment through POST is not possible: unknown fields are ignored, required ones validated.
    const forged = await sendJson('POST', '/reservations', {
      data: { reference: 'HACKED', status: 'seated', venueSlug: 'ibiza', user: 1 },
    })
    expect(forged.status).toBe(400)
    const tooMany = await book(
      booking(11, { time: '22:00', reference: 'HACKED', status: 'cancelled', user: 1 }),
    )
    expect(tooMany.status).toBe(201)
    expect(tooMany.body.data.reference).not.toBe('HACKED')
    expect(tooMany.body.data.status).toBe('confirmed')
    const staff = await getJson<Array<{ reference: string }>>(
      '/reservations?filters[reference][$eq]=HACKED',
      tokenHeader(),
    )
    expect(staff.body.data).toHaveLength(0)
  })
})

import { describe, expect, it } from 'vitest'
import {
  confirmLink,
  fieldCodes,
  getJson,
  linkToken,
  madridDate,
  madridInstant,
  registerUser,
  sendJson,
  tokenHeader,
  unique,
  viaWorker,
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

const randomPhone = () => `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

// Each test books on its own day so tests (and test files) never share a slot, and every guest has their
// own e-mail and phone unless a test says otherwise (at most 2 bookings a day per e-mail and per phone).
const booking = (days: number, over: Record<string, unknown> = {}) => ({
  venue: 'ibiza',
  date: madridDate(days),
  time: '21:00',
  partySize: 2,
  name: 'Ana García',
  email: `${unique('ana')}@example.com`,
  phone: randomPhone(),
  notes: 'Terrace if possible',
  consent: true,
  locale: 'en',
  ...over,
})

/** A booking as the site's worker sends it (with its secret), plus `headers`: 201 confirmed, or 202 pending. */
const ask = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson<Booked>('POST', '/reservations', { data }, { ...viaWorker(), ...headers })

/**
 * A guest's booking, confirmed from the mailed link as a guest does: 201 with the booking once it holds its
 * table, or the refusal (409, 429…) of the step that refused it.
 */
const book = async (data: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const asked = await ask(data, headers)
  if (asked.status !== 202) return asked
  const confirmed = await confirmLink<Booked>(await linkToken(asked.body.data.reference))
  return confirmed.status === 200 ? { ...confirmed, status: 201 } : confirmed
}

/**
 * The 409 of a full slot: the covers left, and the code the worker maps; when a confirmation found the slot
 * full, also the day, the party and the nearest seatings that fit (`late`).
 */
const slotFull = (left: number, late: Record<string, unknown> = {}) => ({
  data: null,
  error: {
    status: 409,
    name: 'ConflictError',
    message: 'This time slot is fully booked',
    details: {
      left,
      nearest: [],
      ...late,
      errors: [
        {
          path: ['time'],
          code: 'slotFull',
          message: 'This time slot is fully booked',
          name: 'ConflictError',
        },
      ],
    },
  },
})

/** Covers booked in a slot, read through the staff API (full-access token), not through availability. */
const coversInSlot = async (date: string, time: string) => {
  const res = await getJson<Array<{ partySize: number; status: string }>>(
    `/reservations?filters[venueSlug][$eq]=ibiza&filters[date][$eq]=${date}&filters[time][$eq]=${time}&filters[status][$eq]=confirmed&pagination[pageSize]=100`,
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

  it('rejects bad input with a ValidationError naming each field and its code', async () => {
    const res = await getJson(`/reservations/availability?venue=atlantis&date=2024-02-30&partySize=abc`)
    expect(res.status).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.error?.name).toBe('ValidationError')
    expect(fieldCodes(res)).toEqual(['date:date', 'partySize:party', 'venue:venue'])

    const past = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(-1)}`)
    expect(past.status).toBe(400)
    expect(past.body.error?.details.errors).toEqual([
      { path: ['date'], code: 'datePast', message: 'date is in the past', name: 'ValidationError' },
    ])
    const far = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(61)}&partySize=2`)
    expect(far.status).toBe(400)
    expect(fieldCodes(far)).toEqual(['date:dateBeyond'])
    const big = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(3)}&partySize=13`)
    expect(fieldCodes(big)).toEqual(['partySize:party'])
    const other = await getJson(`/reservations/availability?venue=malta&date=${madridDate(3)}`)
    expect(other.status).toBe(400)
    expect(fieldCodes(other)).toEqual(['venue:venue'])
    const none = await getJson(`/reservations/availability?date=${madridDate(3)}`)
    expect(fieldCodes(none)).toEqual(['venue:required'])
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
      // The worker puts the manage link on the confirmation page; the CMS keeps only its hash.
      manageToken: expect.stringMatching(/^[\w-]{32}$/),
    })
    const { reference } = res.body.data
    // The link mail came first; the confirmation follows the link, in the booking's language.
    const mail = await waitForMail(
      (m) => m.to === 'reserva.es@example.com' && m.text.includes(reference) && /confirmada/.test(m.subject),
    )
    expect(mail.subject).toContain(reference)
    expect(mail.html).toContain(reference)

    const en = await book(booking(4, { email: 'booking.en@example.com' }))
    expect(en.status).toBe(201)
    const enMail = await waitForMail(
      (m) =>
        m.to === 'booking.en@example.com' &&
        m.text.includes(en.body.data.reference) &&
        !m.text.includes('confirm?token='),
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
    expect(fieldCodes(res)).toEqual([
      'consent:consent',
      'email:email',
      'locale:locale',
      'name:name',
      'notes:notes',
      'partySize:party',
      'phone:phone',
      'time:time',
    ])
    for (const e of res.body.error?.details.errors ?? []) expect(e.message).toBeTruthy()

    const empty = await book({ venue: 'ibiza' })
    expect(fieldCodes(empty)).toEqual([
      'consent:consent',
      'date:required',
      'email:required',
      'name:required',
      'partySize:required',
      'phone:required',
      'time:timeRequired',
    ])
    const window = await book(booking(61))
    expect(window.status).toBe(400)
    expect(fieldCodes(window)).toEqual(['date:dateBeyond'])
    const missing = await sendJson('POST', '/reservations', { nope: true }, viaWorker())
    expect(missing.status).toBe(400)
    expect(fieldCodes(missing)).toEqual(['data:body'])
    const notJson = await sendJson('POST', '/reservations', 'just text', viaWorker())
    expect(notJson.status).toBe(400)
    const tooBig = await book(booking(5, { partySize: 13 }))
    expect(fieldCodes(tooBig)).toEqual(['partySize:party'])
    const notTaking = await book(booking(5, { venue: 'malta' }))
    expect(fieldCodes(notTaking)).toEqual(['venue:venue'])
  })

  it('rejects a seating inside the lead time', async () => {
    // 19:00 today is always inside the window and, unless it is before 17:00 in Madrid, inside the lead time;
    // yesterday is always refused.
    const res = await book(booking(-1, { time: '19:00' }))
    expect(res.status).toBe(400)
    expect(fieldCodes(res)).toEqual(['date:datePast'])
    const today = madridDate(0)
    if (Date.now() > madridInstant(today, '17:01')) {
      const late = await book(booking(0, { time: '19:00' }))
      expect(late.status).toBe(400)
      expect(fieldCodes(late)).toEqual(['time:timeTooSoon'])
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

    // Every booking was held as pending (they take no places); the slot filled as guests confirmed, and the
    // late ones are told so with the day and party to choose another time.
    const conflict = results.find((r) => r.status === 409)
    expect(conflict?.body).toEqual(slotFull(0, { date, partySize: 1, nearest: expect.any(Array) }))
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
    expect(res.body).toEqual(slotFull(1))
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
    // Bookings belong to the account, whatever e-mail they give; an anonymous one with hers is not hers.
    const a2 = await book(booking(10, { time: '19:30', email: `other.${alice.email}`, partySize: 3 }), {
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
        changeable: true,
      },
      {
        reference: a1.body.data.reference,
        date: a1.body.data.date,
        time: '19:00',
        partySize: 2,
        status: 'confirmed',
        venue: { slug: 'ibiza', name: 'Solera Ibiza' },
        changeable: true,
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
    // The worker's secret opens the booking route only.
    for (const headers of [asPublic, { authorization: `Bearer ${user.jwt}` }, viaWorker()]) {
      expect((await getJson('/reservations', headers)).status).toBe(403)
      expect((await getJson('/reservations/1', headers)).status).toBe(403)
      expect(
        (await sendJson('PUT', '/reservations/1', { data: { status: 'cancelled' } }, headers)).status,
      ).toBe(403)
      expect((await sendJson('DELETE', '/reservations/1', {}, headers)).status).toBe(403)
    }
    // Mass assignment through POST is not possible: unknown fields are ignored, required ones validated.
    const forged = await book({ reference: 'HACKED', status: 'seated', venueSlug: 'ibiza', user: 1 })
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

describe('only the site’s worker books', () => {
  it('answers 401 without x-worker-secret and 403 with a wrong one, and books nothing', async () => {
    const data = booking(12, { time: '19:00' })
    const anonymous = await sendJson('POST', '/reservations', { data })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ data: null, error: { status: 401, name: 'UnauthorizedError' } })
    const wrong = await sendJson('POST', '/reservations', { data }, { 'x-worker-secret': 'not-the-secret' })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError' } })
    // A secret one character short, then one too long: no partial match.
    const secret = viaWorker()['x-worker-secret'] ?? ''
    for (const near of [secret.slice(0, -1), `${secret}x`]) {
      expect((await sendJson('POST', '/reservations', { data }, { 'x-worker-secret': near })).status).toBe(
        403,
      )
    }
    expect(await coversInSlot(data.date, '19:00')).toBe(0)
    expect((await book(data)).status).toBe(201)
    // Availability stays open to everyone (the browser islands read it).
    expect((await getJson(`/reservations/availability?venue=ibiza&date=${data.date}`)).status).toBe(200)
  })
})

describe('at most 2 bookings a day per e-mail and per phone', () => {
  it('refuses a third booking to the same mailbox, in any case or +tag, even when all arrive at once', async () => {
    const local = unique('limit')
    const email = `${local}@example.com`
    const spellings = [
      email,
      `${local}+1@example.com`,
      ` ${local.toUpperCase()}+two@example.com `,
      email.toUpperCase(),
      `${local}+x@EXAMPLE.com`,
      email,
    ]
    const results = await Promise.all(
      spellings.map((spelling, i) => book(booking(13 + (i % 3), { time: SEATINGS[i], email: spelling }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429])
    const refused = results.find((r) => r.status === 429)
    expect(refused?.body).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'At most 2 bookings a day per e-mail address',
        details: {
          errors: [
            {
              path: ['email'],
              code: 'emailLimit',
              message: 'At most 2 bookings a day per e-mail address',
              name: 'RateLimitError',
            },
          ],
        },
      },
    })
    // Stored as the guest typed them, two of them.
    const stored = await getJson<Array<{ email: string }>>(
      `/reservations?filters[email][$startsWithi]=${local}`,
      tokenHeader(),
    )
    expect(stored.body.data).toHaveLength(2)
    for (const row of stored.body.data) expect(spellings.map((e) => e.trim())).toContain(row.email)
  })

  it('refuses a third booking with the same phone number, however it is written', async () => {
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
    const d = (from: number, to: number) => digits.slice(from, to)
    // One Spanish mobile: international, 00-prefixed, national (the venue's country, Spain, by default),
    // with a wrong trunk 0 after the country code, bracketed, and without the +.
    const spellings = [
      `+34 6${digits}`,
      `0034 6${d(0, 2)} ${d(2, 5)} ${d(5, 8)}`,
      `6${d(0, 2)} ${d(2, 5)} ${d(5, 8)}`,
      `+34 06${d(0, 2)} ${d(2, 5)} ${d(5, 8)}`,
      `(+34) 6${d(0, 2)}-${d(2, 5)}-${d(5, 8)}`,
      `346${digits}`,
    ]
    const results = await Promise.all(
      spellings.map((phone, i) => book(booking(16 + (i % 2), { time: SEATINGS[i], phone }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429])
    for (const r of results.filter((x) => x.status === 429))
      expect(fieldCodes(r)).toEqual(['phone:phoneLimit'])
  })

  it('counts Gmail addresses as one mailbox with or without dots, on gmail.com or googlemail.com', async () => {
    const n = unique('g').replace(/\W/g, '')
    const spellings = [`ana.b.${n}@gmail.com`, `anab${n}@googlemail.com`, `Ana.B${n}+tag@Gmail.com`]
    const results = []
    for (const [i, email] of spellings.entries())
      results.push(await book(booking(20, { time: SEATINGS[i], email })))
    expect(results.map((r) => r.status)).toEqual([201, 201, 429])
    expect(fieldCodes(results[2] as (typeof results)[number])).toEqual(['email:emailLimit'])
  })

  it('names both limits at once, says a full slot first and does not count a cancelled booking', async () => {
    const email = `${unique('both')}@example.com`
    const phone = randomPhone()
    const first = await book(booking(18, { email, phone }))
    const second = await book(booking(18, { email, phone, time: '22:00' }))
    expect([first.status, second.status]).toEqual([201, 201])
    const third = await book(booking(19, { email, phone }))
    expect(third.status).toBe(429)
    expect(fieldCodes(third)).toEqual(['email:emailLimit', 'phone:phoneLimit'])
    // A full slot is said first: another time is something the guest can change on the spot.
    for (const partySize of [12, 12, 12, 4])
      expect((await book(booking(19, { time: '23:30', partySize }))).status).toBe(201)
    expect(fieldCodes(await book(booking(19, { email, phone, time: '23:30' })))).toEqual(['time:slotFull'])

    // Staff cancel the first booking: the guest may book again.
    const [row] = (
      await getJson<Array<{ documentId: string }>>(
        `/reservations?filters[reference][$eq]=${first.body.data.reference}`,
        tokenHeader(),
      )
    ).body.data
    const cancel = await sendJson(
      'PUT',
      `/reservations/${row?.documentId}`,
      { data: { status: 'cancelled' } },
      tokenHeader(),
    )
    expect(cancel.status).toBe(200)
    expect((await book(booking(19, { email, phone }))).status).toBe(201)
  })
})

describe('pending bookings (docs/spec.md §13.11)', () => {
  const leftAt = async (date: string, time: string) =>
    (
      await getJson<Availability>(`/reservations/availability?venue=ibiza&date=${date}&partySize=1`)
    ).body.data.slots.find((s) => s.time === time)?.left

  it('holds an anonymous booking as pending, taking no places, until its link confirms it — once', async () => {
    const data = booking(21, { time: '20:30', partySize: 6 })
    const asked = await ask(data)
    expect(asked.status).toBe(202)
    expect(asked.body.data.status).toBe('pending')
    expect(await leftAt(data.date, '20:30')).toBe(40)
    const token = await linkToken(asked.body.data.reference)
    const confirmed = await confirmLink(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({ reference: asked.body.data.reference, status: 'confirmed' })
    expect(await leftAt(data.date, '20:30')).toBe(34)
    const again = await confirmLink(token)
    expect(again.status).toBe(404)
    expect(again.body.error?.details.code).toBe('linkInvalid')
    // The confirmation mail follows the link, not the booking.
    await waitForMail((m) => m.subject.includes(asked.body.data.reference) && /confirmed/.test(m.subject))
  })

  it('refuses a link after its 30 minutes, and the booking never takes a place', async () => {
    const data = booking(22, { time: '21:30' })
    const asked = await ask(data)
    const token = await linkToken(asked.body.data.reference)
    // Staff (a full-access token) move the link's end into the past: the guest came back too late.
    const [row] = (
      await getJson<Array<{ documentId: string }>>(
        `/reservations?filters[reference][$eq]=${asked.body.data.reference}`,
        tokenHeader(),
      )
    ).body.data
    const moved = await sendJson(
      'PUT',
      `/reservations/${row?.documentId}`,
      { data: { confirmBy: new Date(Date.now() - 60_000).toISOString() } },
      tokenHeader(),
    )
    expect(moved.status).toBe(200)
    const late = await confirmLink(token)
    expect(late.status).toBe(410)
    expect(late.body.error?.details.code).toBe('linkExpired')
    expect(await leftAt(data.date, '21:30')).toBe(40)
  })

  it('tells a guest whose slot filled before they confirmed, with the nearest times that still fit', async () => {
    const date = booking(23).date
    const waiting = await ask(booking(23, { time: '22:00', partySize: 4 }))
    expect(waiting.status).toBe(202)
    for (const partySize of [12, 12, 12, 4])
      expect((await book(booking(23, { time: '22:00', partySize }))).status).toBe(201)
    const late = await confirmLink(await linkToken(waiting.body.data.reference))
    expect(late.status).toBe(409)
    expect(late.body.error?.details).toMatchObject({
      left: 0,
      date,
      partySize: 4,
      // 21:30 and 22:30 are 30 minutes away; of 21:00 and 23:00 (an hour each way) the earlier wins.
      nearest: ['21:00', '21:30', '22:30'],
    })
    expect(await leftAt(date, '22:00')).toBe(0)
  })

  it('books at once for a signed-in guest whose mailbox a link has proven, and lists a pending booking as pending', async () => {
    const u = await registerUser('proven')
    const auth = { authorization: `Bearer ${u.jwt}` }
    const first = await ask(booking(24, { email: u.email, time: '19:30' }), auth)
    expect(first.status).toBe(202)
    const mine = async () =>
      (
        await getJson<Array<{ reference: string; status: string; changeable: boolean }>>(
          '/reservations/mine',
          {
            ...viaWorker(),
            ...auth,
          },
        )
      ).body.data
    // Waiting for its link: listed as such, and nothing to change yet.
    expect(await mine()).toMatchObject([
      { reference: first.body.data.reference, status: 'pending', changeable: false },
    ])
    expect((await confirmLink(await linkToken(first.body.data.reference))).status).toBe(200)
    const second = await ask(booking(25, { email: u.email, time: '19:30' }), auth)
    expect(second.status).toBe(201)
    expect(second.body.data.status).toBe('confirmed')
    expect((await mine()).map((r) => r.reference)).toEqual([
      second.body.data.reference,
      first.body.data.reference,
    ])
    // For another mailbox than the account's, a link all the same.
    expect((await ask(booking(25, { time: '20:00' }), auth)).status).toBe(202)
  })
})

describe('managing a booking (docs/spec.md §13.12)', () => {
  interface Managed {
    reference: string
    date: string
    time: string
    partySize: number
    status: string
    venue: { slug: string; name: string }
    changeable: boolean
    party: { min: number; max: number }
  }
  const manage = (path: '' | '/party' | '/cancel', data: Record<string, unknown>, headers = {}) =>
    sendJson<Managed>('POST', `/reservations/manage${path}`, { data }, { ...viaWorker(), ...headers })
  const leftAt = async (date: string, time: string) =>
    (
      await getJson<Availability>(`/reservations/availability?venue=ibiza&date=${date}&partySize=1`)
    ).body.data.slots.find((s) => s.time === time)?.left
  /** A confirmed booking and the token of the manage link its confirmation mail carries. */
  const confirmed = async (data: Record<string, unknown>) => {
    const res = await book(data)
    expect(res.status).toBe(201)
    const { reference } = res.body.data
    const mail = await waitForMail((m) => m.subject.includes(reference) && m.text.includes('manage?token='))
    const token = decodeURIComponent(/manage\?token=([\w%-]+)/.exec(mail.text)?.[1] ?? '')
    return { reference, token, mail }
  }
  /** Staff move a booking's date (a full-access token), as the clock would. */
  const moveDate = async (reference: string, date: string) => {
    const [row] = (
      await getJson<Array<{ documentId: string }>>(
        `/reservations?filters[reference][$eq]=${reference}`,
        tokenHeader(),
      )
    ).body.data
    expect(
      (await sendJson('PUT', `/reservations/${row?.documentId}`, { data: { date } }, tokenHeader())).status,
    ).toBe(200)
  }

  it('opens the booking from the link its confirmation mail carries, in the booking’s language', async () => {
    const data = booking(30, { time: '20:00', partySize: 3, locale: 'es' })
    const { reference, token, mail } = await confirmed(data)
    expect(mail.text).toContain(`/es/ibiza/reservations/manage?token=`)
    expect(mail.html).toContain('Gestionar mi reserva')
    const seen = await manage('', { token })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toEqual({
      reference,
      date: data.date,
      time: '20:00',
      partySize: 3,
      name: 'Ana García',
      status: 'confirmed',
      venue: { slug: 'ibiza', name: 'Solera Ibiza' },
      changeable: true,
      party: { min: 1, max: 12 },
    })
    // The reference alone, a token one character off, nothing at all: no booking.
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const other of [{ reference }, { token: oneOff }, {}, { token: 'short' }]) {
      const refused = await manage('', other)
      expect(refused.status).toBe(404)
      expect(refused.body.error?.details.code).toBe('notFound')
    }
  })

  it('changes the party size only while the slot has room, the booking’s own places counted out', async () => {
    const data = booking(31, { time: '21:30', partySize: 2 })
    const { reference, token } = await confirmed(data)
    for (const partySize of [12, 12, 12])
      expect((await book(booking(31, { time: '21:30', partySize }))).status).toBe(201)
    expect(await leftAt(data.date, '21:30')).toBe(2)
    // 2 of its own + 2 left: 4 fits, 5 does not.
    const larger = await manage('/party', { token, partySize: 4 })
    expect(larger.status).toBe(200)
    expect(larger.body.data).toMatchObject({ reference, partySize: 4, status: 'confirmed' })
    expect(await leftAt(data.date, '21:30')).toBe(0)
    await waitForMail((m) => m.subject.includes(reference) && /is now for 4/.test(m.subject))
    const tooMany = await manage('/party', { token, partySize: '5' })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.error?.details.left).toBe(4)
    expect(fieldCodes(tooMany)).toEqual(['partySize:partyFull'])
    for (const partySize of [13, 0, 'two', '']) {
      const bad = await manage('/party', { token, partySize })
      expect(bad.status).toBe(400)
      expect(fieldCodes(bad)).toEqual(['partySize:party'])
    }
    expect((await manage('/party', { token, partySize: 1 })).body.data.partySize).toBe(1)
    expect(await leftAt(data.date, '21:30')).toBe(3)
  })

  it('cancels inside the booking lock: the places are free at once, and never for two', async () => {
    const date = booking(32).date
    const { reference, token } = await confirmed(booking(32, { time: '22:30', partySize: 4 }))
    // Two guests asked for 4 places each while there was room, and confirm while the booking is cancelled.
    const waiting = await Promise.all([1, 2].map(() => ask(booking(32, { time: '22:30', partySize: 4 }))))
    const tokens = await Promise.all(waiting.map((w) => linkToken(w.body.data.reference)))
    for (const partySize of [12, 12, 12])
      expect((await book(booking(32, { time: '22:30', partySize }))).status).toBe(201)
    expect(await leftAt(date, '22:30')).toBe(0)
    const [cancelled, ...confirms] = await Promise.all([
      manage('/cancel', { token }),
      ...tokens.map((t) => confirmLink(t)),
    ])
    expect(cancelled?.status).toBe(200)
    expect(cancelled?.body.data).toMatchObject({ reference, status: 'cancelled', changeable: false })
    // Before the cancellation neither fits, after it one does: never both.
    expect(confirms.filter((c) => c.status === 200).length).toBeLessThanOrEqual(1)
    expect(confirms.every((c) => c.status === 200 || c.status === 409)).toBe(true)
    expect(await coversInSlot(date, '22:30')).toBeLessThanOrEqual(40)
    expect(await leftAt(date, '22:30')).toBe(40 - (await coversInSlot(date, '22:30')))
    await waitForMail((m) => m.subject.includes(reference) && /cancelled/.test(m.subject))
    // The link still shows it, cancelled; nothing more can be done with it.
    expect((await manage('', { token })).body.data).toMatchObject({ status: 'cancelled', changeable: false })
    for (const [path, extra] of [
      ['/cancel', {}],
      ['/party', { partySize: 2 }],
    ] as const) {
      const again = await manage(path, { token, ...extra })
      expect(again.status).toBe(409)
      expect(again.body.error?.details.code).toBe('cancelled')
    }
  })

  it('frees a cancelled booking’s places for the next booking at once', async () => {
    const date = booking(33).date
    const { token } = await confirmed(booking(33, { time: '19:00', partySize: 4 }))
    for (const partySize of [12, 12, 12])
      expect((await book(booking(33, { time: '19:00', partySize }))).status).toBe(201)
    expect((await book(booking(33, { time: '19:00', partySize: 2 }))).status).toBe(409)
    expect((await manage('/cancel', { token })).status).toBe(200)
    expect(await leftAt(date, '19:00')).toBe(4)
    expect((await book(booking(33, { time: '19:00', partySize: 4 }))).status).toBe(201)
  })

  it('shows a past booking without letting it change, and forgets the link 30 days after', async () => {
    const { reference, token } = await confirmed(booking(34, { time: '20:30' }))
    await moveDate(reference, madridDate(-1))
    const past = await manage('', { token })
    expect(past.status).toBe(200)
    expect(past.body.data).toMatchObject({ status: 'confirmed', changeable: false })
    for (const [path, extra] of [
      ['/cancel', {}],
      ['/party', { partySize: 3 }],
    ] as const) {
      const refused = await manage(path, { token, ...extra })
      expect(refused.status).toBe(409)
      expect(refused.body.error?.details.code).toBe('past')
    }
    await moveDate(reference, madridDate(-31))
    expect((await manage('', { token })).status).toBe(404)
  })

  it('lets the account a booking is in manage it by reference, and nobody else', async () => {
    const alice = await registerUser('manager')
    const bob = await registerUser('notmanager')
    const asAlice = { authorization: `Bearer ${alice.jwt}` }
    const { reference } = await confirmed(booking(35, { time: '23:00', email: alice.email }))
    const mine = await book(booking(35, { time: '23:30', email: alice.email }), asAlice)
    expect(mine.status).toBe(201)
    const own = mine.body.data.reference
    expect((await manage('', { reference: own }, asAlice)).body.data).toMatchObject({ reference: own })
    expect((await manage('/party', { reference: own, partySize: 6 }, asAlice)).body.data.partySize).toBe(6)
    // Bob's account, no account, and Alice's account for a booking made without it: no booking.
    for (const [ref, headers] of [
      [own, { authorization: `Bearer ${bob.jwt}` }],
      [own, {}],
      [reference, asAlice],
    ] as const) {
      for (const path of ['', '/cancel'] as const) {
        expect((await manage(path, { reference: ref }, headers)).status).toBe(404)
      }
    }
    expect((await manage('/cancel', { reference: own }, asAlice)).body.data.status).toBe('cancelled')
    const listed = await getJson<Array<{ reference: string; status: string; changeable: boolean }>>(
      '/reservations/mine',
      asAlice,
    )
    expect(listed.body.data).toMatchObject([{ reference: own, status: 'cancelled', changeable: false }])
  })

  it('answers only the site’s worker', async () => {
    const { token } = await confirmed(booking(36, { time: '19:30' }))
    for (const path of ['', '/party', '/cancel'])
      expect(
        (await sendJson('POST', `/reservations/manage${path}`, { data: { token, partySize: 3 } })).status,
      ).toBe(401)
    expect((await manage('', { token })).body.data.status).toBe('confirmed')
  })
})

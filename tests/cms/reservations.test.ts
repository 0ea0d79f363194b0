// The booking itself (docs/spec.md §13): availability, the form's rules, places that never overbook, the daily
// limits per mailbox and phone. Its tests book on days 0–20; tests/cms/booking-links.test.ts, beside it on
// the same CMS, books on later ones.
import { describe, expect, it } from 'vitest'
import {
  fieldCodes,
  getJson,
  madridDate,
  madridInstant,
  registerUser,
  sendJson,
  tokenHeader,
  unique,
  viaWorker,
  waitForMail,
} from './_helpers'
import {
  type Availability,
  book,
  booking,
  coversInSlot,
  randomPhone,
  SEATINGS,
  slotFull,
  staffUpdate,
} from './reservation-helpers'

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
    expect((await staffUpdate(first.body.data.reference, { status: 'cancelled' })).status).toBe(200)
    expect((await book(booking(19, { email, phone }))).status).toBe(201)
  })
})

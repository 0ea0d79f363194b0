// The booking itself (docs/spec.md §13): availability, the form's rules, places that never overbook, the
// limits of a night per guest (mailbox, phone, mail domain). Its tests book on days 0–20; tests/cms/booking-links.test.ts, beside it on
// the same CMS, books on later ones.
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
import {
  type Availability,
  ask,
  type Booked,
  book,
  booking,
  coversInSlot,
  fillSlot,
  randomPhone,
  SEATINGS,
  slotFull,
  staffUpdate,
} from './reservation-helpers'

describe('GET /api/reservations/availability', () => {
  it('answers the slots of a day with covers left', async () => {
    const date = madridDate(20)
    const res = await getJson<Availability>(
      `/reservations/availability?venue=ibiza&date=${date}&partySize=4`,
      viaWorker(),
    )
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
    const res = await getJson<Availability>(
      `/reservations/availability?venue=ibiza&date=${date}&partySize=1`,
      viaWorker(),
    )
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
    const res = await getJson(
      `/reservations/availability?venue=atlantis&date=2024-02-30&partySize=abc`,
      viaWorker(),
    )
    expect(res.status).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.error?.name).toBe('ValidationError')
    expect(fieldCodes(res)).toEqual(['date:date', 'partySize:party', 'venue:venue'])

    const past = await getJson(`/reservations/availability?venue=ibiza&date=${madridDate(-1)}`, viaWorker())
    expect(past.status).toBe(400)
    expect(past.body.error?.details.errors).toEqual([
      { path: ['date'], code: 'datePast', message: 'date is in the past', name: 'ValidationError' },
    ])
    const far = await getJson(
      `/reservations/availability?venue=ibiza&date=${madridDate(61)}&partySize=2`,
      viaWorker(),
    )
    expect(far.status).toBe(400)
    expect(fieldCodes(far)).toEqual(['date:dateBeyond'])
    const big = await getJson(
      `/reservations/availability?venue=ibiza&date=${madridDate(3)}&partySize=13`,
      viaWorker(),
    )
    expect(fieldCodes(big)).toEqual(['partySize:party'])
    const other = await getJson(`/reservations/availability?venue=malta&date=${madridDate(3)}`, viaWorker())
    expect(other.status).toBe(400)
    expect(fieldCodes(other)).toEqual(['venue:venue'])
    const none = await getJson(`/reservations/availability?date=${madridDate(3)}`, viaWorker())
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
      viaWorker(),
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
    await fillSlot(6, time, 36)
    expect(await coversInSlot(date, time)).toBe(36)

    const results = await Promise.all(
      Array.from({ length: 20 }, () => book(booking(6, { time, partySize: 1 }))),
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
      viaWorker(),
    )
    expect(after.body.data.slots.find((s) => s.time === time)).toEqual({ time, left: 0, available: false })
  })

  it('never overbooks with mixed party sizes under concurrency', async () => {
    const date = madridDate(7)
    const time = '22:30'
    await fillSlot(7, time, 35)
    // 5 covers left; 12 requests of 1–4 covers
    const sizes = [3, 2, 4, 1, 2, 3, 1, 4, 2, 1, 3, 2]
    const results = await Promise.all(sizes.map((partySize) => book(booking(7, { time, partySize }))))
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
    await fillSlot(8, time, 39)
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
      ...viaWorker(),
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
        arrival: 'expected',
        venue: { slug: 'ibiza', name: 'Solera Ibiza' },
        changeable: true,
      },
      {
        reference: a1.body.data.reference,
        date: a1.body.data.date,
        time: '19:00',
        partySize: 2,
        status: 'confirmed',
        arrival: 'expected',
        venue: { slug: 'ibiza', name: 'Solera Ibiza' },
        changeable: true,
      },
    ])
    const bobs = await getJson<Array<{ reference: string }>>('/reservations/mine', {
      ...viaWorker(),
      authorization: `Bearer ${bob.jwt}`,
    })
    expect(bobs.body.data.map((r) => r.reference)).toEqual([b1.body.data.reference])

    expect((await getJson('/reservations/mine', viaWorker())).status).toBe(403)
    expect(
      (await getJson('/reservations/mine', { ...viaWorker(), authorization: 'Bearer not-a-token' })).status,
    ).toBe(401)
  })
})

describe('the generic reservation API is closed to the public', () => {
  it('list, read, update and delete are forbidden; POST only takes the validated booking', async () => {
    const created = await book(booking(11, { time: '22:00' }))
    expect(created.status).toBe(201)
    const user = await registerUser('carol')
    // Without the worker's secret the gate shows nothing (404); with it, only a staff token may (403).
    for (const [headers, status] of [
      [{}, 404],
      [{ authorization: `Bearer ${user.jwt}` }, 404],
      [viaWorker(), 403],
      [{ ...viaWorker(), authorization: `Bearer ${user.jwt}` }, 403],
    ] as const) {
      expect((await getJson('/reservations', headers)).status).toBe(status)
      expect((await getJson('/reservations/1', headers)).status).toBe(status)
      expect(
        (await sendJson('PUT', '/reservations/1', { data: { status: 'cancelled' } }, headers)).status,
      ).toBe(status)
      expect((await sendJson('DELETE', '/reservations/1', {}, headers)).status).toBe(status)
    }
    // Mass assignment through POST is not possible: unknown fields are ignored, required ones validated.
    const forged = await book({ reference: 'HACKED', arrival: 'arrived', venueSlug: 'ibiza', user: 1 })
    expect(forged.status).toBe(400)
    const tooMany = await book(
      booking(11, { time: '22:00', reference: 'HACKED', status: 'cancelled', arrival: 'no-show', user: 1 }),
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
  it('answers 404 without x-worker-secret and 403 with a wrong one, and books nothing', async () => {
    const data = booking(12, { time: '19:00' })
    const anonymous = await sendJson('POST', '/reservations', { data })
    expect(anonymous.status).toBe(404)
    expect(anonymous.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } })
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
    // Availability too: browsers read it through the site.
    expect((await getJson(`/reservations/availability?venue=ibiza&date=${data.date}`)).status).toBe(404)
  })
})

describe('a guest takes at most 2 tables and 16 guests a night', () => {
  /** The 429 of a mailbox past its night; confirming a link, it names the night and the party too. */
  const guestLimit = (slot: { date?: string; partySize?: number } = {}) => ({
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message: 'One e-mail address books at most 2 tables and 16 guests a night',
      details: {
        ...slot,
        errors: [
          {
            path: ['email'],
            code: 'emailLimit',
            message: 'One e-mail address books at most 2 tables and 16 guests a night',
            name: 'RateLimitError',
          },
        ],
      },
    },
  })
  /** What a booking confirmed from its link became: `confirmed`, or `requested` and why. */
  const placed = (res: { status: number; body: { data: Booked | null } }) =>
    res.status === 201
      ? [res.body.data?.status, res.body.data?.requestReason].filter(Boolean).join(':')
      : res.status

  it('refuses a third table for one mailbox, in any case or +tag, even when all arrive at once', async () => {
    const local = unique('limit')
    const domain = `${unique('mail')}.example`
    const email = `${local}@${domain}`
    const spellings = [
      email,
      `${local}+1@${domain}`,
      ` ${local.toUpperCase()}+two@${domain} `,
      email.toUpperCase(),
      `${local}+x@${domain.toUpperCase()}`,
      email,
    ]
    // All six wait for their link (the inbox gets three links; the first lists them all), then are confirmed
    // from it at once.
    const asked = await Promise.all(
      spellings.map((spelling, i) => ask(booking(13, { time: SEATINGS[i], email: spelling }))),
    )
    expect(asked.map((r) => r.status)).toEqual(Array(6).fill(202))
    const token = await linkToken(asked.find((r) => r.body.data.mailed)?.body.data.reference ?? '')
    const results = await Promise.all(asked.map((r) => confirmLink(token, r.body.data.reference)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429])
    expect(results.find((r) => r.status === 429)?.body).toEqual(
      guestLimit({ date: madridDate(13), partySize: 2 }),
    )
    // Stored as the guest typed them; two hold tables, the others never left their link's wait.
    const stored = await getJson<Array<{ email: string; status: string }>>(
      `/reservations?filters[email][$startsWithi]=${local}`,
      tokenHeader(),
    )
    expect(stored.body.data.filter((row) => row.status === 'confirmed')).toHaveLength(2)
    for (const row of stored.body.data) expect(spellings.map((e) => e.trim())).toContain(row.email)
    // Another night is another night (and the inbox's day of links is spent: the first link lists it).
    const another = await ask(booking(14, { email }))
    expect(another.body.data.mailed).toBe(false)
    expect((await confirmLink(token, another.body.data.reference)).status).toBe(200)
  })

  it('counts guests, not tables: two tables of 8, then not one more guest that night', async () => {
    const email = `${unique('covers')}@${unique('mail')}.example`
    expect((await book(booking(15, { email, partySize: 8, time: '19:00' }))).status).toBe(201)
    const over = await book(booking(15, { email, partySize: 8, time: '19:30', phone: randomPhone() }))
    expect(over.status).toBe(201)
    const more = await book(booking(15, { email, partySize: 1, time: '20:00' }))
    expect(more.status).toBe(429)
    expect(fieldCodes(more)).toEqual(['email:emailLimit'])
  })

  it('sends a third table with the same phone number, however it is written, to staff — never refuses it', async () => {
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
      spellings.map((phone, i) => book(booking(16, { time: SEATINGS[i], phone }))),
    )
    // A phone number is anyone's to type: past its two tables, a booking with it waits for staff.
    expect(results.map(placed).sort()).toEqual([
      'confirmed',
      'confirmed',
      'requested:busyPhone',
      'requested:busyPhone',
      'requested:busyPhone',
      'requested:busyPhone',
    ])
  })

  it('counts a mail domain as one guest only on evidence: four of its mailboxes booking the night within half an hour', async () => {
    const domain = `${unique('catchall')}.example`
    const results = []
    for (const [i, time] of SEATINGS.slice(0, 8).entries())
      results.push(await book(booking(17, { time, email: `guest${Math.floor(i / 2)}@${domain}` })))
    // Three mailboxes, two tables each; the fourth mailbox shows a catch-all, and its tables wait for staff.
    expect(results.map(placed)).toEqual([
      ...Array(6).fill('confirmed'),
      'requested:busyDomain',
      'requested:busyDomain',
    ])
    // Whatever the provider: no list makes its domain one guest. Three strangers at one ISP each book.
    const n = unique('isp').replace(/\W/g, '')
    for (const [i, time] of SEATINGS.slice(0, 3).entries())
      expect(placed(await book(booking(19, { time, email: `guest${i}.${n}@movistar.es` })))).toBe('confirmed')
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

  it('refuses a mailbox past its night, says a full slot first and does not count a cancelled booking', async () => {
    const email = `${unique('both')}@${unique('mail')}.example`
    const phone = randomPhone()
    const first = await book(booking(18, { email, phone }))
    const second = await book(booking(18, { email, phone, time: '22:00' }))
    expect([first.status, second.status]).toEqual([201, 201])
    const third = await book(booking(18, { email, phone, time: '19:00' }))
    expect(third.status).toBe(429)
    expect(fieldCodes(third)).toEqual(['email:emailLimit'])
    // A full slot is said first: another time is something the guest can change on the spot.
    await fillSlot(18, '23:30', 40)
    expect(fieldCodes(await book(booking(18, { email, phone, time: '23:30' })))).toEqual(['time:slotFull'])

    // Staff cancel the first booking: the guest may book again.
    expect((await staffUpdate(first.body.data.reference, { status: 'cancelled' })).status).toBe(200)
    expect((await book(booking(18, { email, phone, time: '19:00' }))).status).toBe(201)
  })
})

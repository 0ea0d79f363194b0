// A guest's booking after the form: the link that confirms a pending booking (docs/spec.md §13.11) and the
// link that manages a confirmed one (§13.12), bookings that wait for staff (§13.13). Each test books on days
// of its own (21–42), apart from tests/cms/reservations.test.ts, which runs beside this file on the same CMS.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  isSoonEnough,
  seatingTimes,
  zonedInstant,
} from '../../cms/src/shared/booking-rules'
import { deadlineWords } from '../../cms/src/shared/deadline'
import {
  confirmLink,
  fieldCodes,
  getJson,
  linkToken,
  madridDate,
  readOutbox,
  registerUser,
  sendJson,
  unique,
  viaWorker,
  visitorIp,
  waitForMail,
  waitingFor,
} from './_helpers'
import {
  ask,
  book,
  booking,
  coversInSlot,
  fillSlot,
  leftAt,
  randomPhone,
  staffUpdate,
} from './reservation-helpers'

describe('pending bookings (docs/spec.md §13.11)', () => {
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

  it('gives a link a day, never past its table’s time, and mails that deadline in the guest’s words', async () => {
    // The first table anyone can book is always less than a day away (a seating at least the lead time ahead).
    const rules = DEFAULT_BOOKING_RULES
    const date = firstBookableDate(rules, Date.now())
    const time = seatingTimes(rules).find((seating) => isSoonEnough(rules, date, seating, Date.now())) ?? ''
    const soon = await ask(booking(29, { date, time, locale: 'es' }))
    const seating = zonedInstant(date, time, rules.timezone)
    expect(Date.parse(soon.body.data.confirmBy ?? '')).toBe(seating)
    const mail = await waitForMail((m) => m.subject.includes(soon.body.data.reference))
    expect(mail.text).toContain(
      `Abre este enlace antes de ${deadlineWords(seating, rules.timezone, 'es')} para`,
    )
    // A table a month ahead: the link's day.
    const before = Date.now()
    const later = await ask(booking(29, { time: '22:30' }))
    const by = Date.parse(later.body.data.confirmBy ?? '')
    expect(by).toBeGreaterThanOrEqual(before + 24 * 3600_000)
    expect(by).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)
    const laterMail = await waitForMail((m) => m.subject.includes(later.body.data.reference))
    expect(laterMail.text).toContain(
      `Open this link by ${deadlineWords(by, rules.timezone, 'en')} to confirm it`,
    )
  })

  it('refuses a link after its day, and the booking never takes a place', async () => {
    const data = booking(22, { time: '21:30' })
    const asked = await ask(data)
    const token = await linkToken(asked.body.data.reference)
    // Staff move the link's end into the past: the guest came back too late.
    const confirmBy = new Date(Date.now() - 60_000).toISOString()
    expect((await staffUpdate(asked.body.data.reference, { confirmBy })).status).toBe(200)
    const late = await confirmLink(token)
    expect(late.status).toBe(410)
    expect(late.body.error?.details.code).toBe('linkExpired')
    expect(await leftAt(data.date, '21:30')).toBe(40)
  })

  it('tells a guest whose slot filled before they confirmed, with the nearest times that still fit', async () => {
    const date = booking(23).date
    const waiting = await ask(booking(23, { time: '22:00', partySize: 4 }))
    expect(waiting.status).toBe(202)
    await fillSlot(23, '22:00', 40)
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

  it('books at once for a signed-in guest with the account’s own (confirmed) address, and lists the bookings', async () => {
    const u = await registerUser('proven')
    const auth = { authorization: `Bearer ${u.jwt}` }
    const mine = async () =>
      (
        await getJson<Array<{ reference: string; status: string; changeable: boolean }>>(
          '/reservations/mine',
          { ...viaWorker(), ...auth },
        )
      ).body.data
    const first = await ask(booking(24, { email: u.email, time: '19:30' }), auth)
    expect(first.status).toBe(201)
    expect(first.body.data.status).toBe('confirmed')
    // For another mailbox than the account's, a link all the same: waiting for it, listed as such.
    const other = await ask(booking(25, { time: '20:00' }), auth)
    expect(other.status).toBe(202)
    expect(await mine()).toMatchObject([
      { reference: other.body.data.reference, status: 'pending', changeable: false },
      { reference: first.body.data.reference, status: 'confirmed', changeable: true },
    ])
  })
})

describe('a guest cannot be locked out in their own name (docs/spec.md §13.11)', () => {
  it('takes the owner’s booking though others are waiting in their name, and one link confirms the owner’s', async () => {
    const n = unique('victim').replace(/\W/g, '')
    const owner = `mail.${n}@gmail.com`
    // Someone else books twice with spellings of the owner's Gmail address, from other addresses.
    const forged = [
      await ask(booking(37, { email: `mail.${n}+a@gmail.com`, time: '21:00', partySize: 8 })),
      await ask(booking(37, { email: `m.a.i.l.${n}+b@googlemail.com`, time: '21:30', partySize: 8 })),
    ]
    for (const answer of forged) expect(answer.status).toBe(202)
    // The owner's own booking is taken, and waits for its link like any other.
    const own = await ask(booking(37, { email: owner, time: '20:00' }))
    expect(own.status).toBe(202)
    expect(own.body.data.mailed).toBe(true)
    // The owner's link lists every booking made in the address's name; the owner confirms theirs alone.
    const token = await linkToken(own.body.data.reference)
    const listed = await waitingFor(token)
    expect(listed.body.data.map((row) => row.reference).sort()).toEqual(
      [own.body.data.reference, ...forged.map((answer) => answer.body.data.reference)].sort(),
    )
    const confirmed = await confirmLink(token, own.body.data.reference)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({ reference: own.body.data.reference, status: 'confirmed' })
    expect(await coversInSlot(booking(37).date, '21:00')).toBe(0)
  })

  it('mails one inbox three links a day at most; an earlier link lists the bookings made after', async () => {
    const email = `${unique('inbox')}@${unique('mail')}.example`
    const sent = []
    for (const time of ['19:00', '19:30', '20:00', '20:30'])
      sent.push(await ask(booking(38, { email, time })))
    expect(sent.map((answer) => answer.body.data.mailed)).toEqual([true, true, true, false])
    const mails = readOutbox().filter((mail) => mail.to === email)
    expect(mails).toHaveLength(3)
    // The fourth is on the first link's list, and confirms from it.
    const last = sent[3]?.body.data.reference ?? ''
    const token = await linkToken(sent[0]?.body.data.reference ?? '')
    expect((await waitingFor(token)).body.data.map((row) => row.reference)).toContain(last)
    expect((await confirmLink(token, last)).status).toBe(200)
    // Another inbox's booking is never on this inbox's link.
    const stranger = await ask(booking(38, { time: '21:00' }))
    expect((await confirmLink(token, stranger.body.data.reference)).status).toBe(404)
  })
})

describe('bookings that wait for staff (docs/spec.md §13.13)', () => {
  it('makes a party above 8 a request that holds no places until staff confirm it, and mails the outcome', async () => {
    const data = booking(39, { time: '21:00', partySize: 10, locale: 'es' })
    const requested = await book(data)
    expect(requested.status).toBe(201)
    expect(requested.body.data).toMatchObject({ status: 'requested', requestReason: 'largeParty' })
    expect(requested.body.data.manageToken).toBeUndefined()
    expect(await leftAt(data.date, '21:00')).toBe(40)
    const { reference } = requested.body.data
    await waitForMail(
      (m) => m.to === data.email && m.subject.includes(reference) && /solicitud/.test(m.subject),
    )
    // Staff are told (the venue's own address).
    await waitForMail((m) => m.subject.includes(reference) && /Table request for 10/.test(m.subject))
    // Staff give it its table: it holds its places, and the guest gets the confirmation with the manage link.
    expect((await staffUpdate(reference, { status: 'confirmed' })).status).toBe(200)
    expect(await leftAt(data.date, '21:00')).toBe(30)
    const mail = await waitForMail((m) => m.to === data.email && /confirmada/.test(m.subject))
    expect(mail.text).toMatch(/reservations\/manage\?token=/)
  })

  it('lets staff decline a request (the guest is told) and refuses to confirm one the slot has no room for', async () => {
    const declined = await book(booking(40, { time: '20:00', partySize: 9 }))
    expect((await staffUpdate(declined.body.data.reference, { status: 'declined' })).status).toBe(200)
    await waitForMail(
      (m) => m.subject.includes(declined.body.data.reference) && /cannot take/.test(m.subject),
    )
    const big = await book(booking(40, { time: '22:00', partySize: 12 }))
    await fillSlot(40, '22:00', 32)
    const refused = await staffUpdate(big.body.data.reference, { status: 'confirmed' })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toMatch(/room for 8 more guests/)
    expect(await coversInSlot(booking(40).date, '22:00')).toBe(32)
  })

  it('brakes a night that new guests fill fast: past a quarter of its covers in an hour, bookings wait for staff', async () => {
    const date = booking(41).date
    // 100 covers of 400 by new guests within the hour.
    for (const time of ['19:00', '19:30', '20:00']) await fillSlot(41, time, time === '20:00' ? 20 : 40)
    const braked = await book(booking(41, { time: '21:00', partySize: 2 }))
    expect(braked.body.data).toMatchObject({ status: 'requested', requestReason: 'busyNight' })
    expect(await leftAt(date, '21:00')).toBe(40)
    // A regular — a guest the door once marked arrived — still books at once.
    const regular = `${unique('regular')}@${unique('mail')}.example`
    const before = await book(booking(42, { email: regular, phone: randomPhone() }))
    expect((await staffUpdate(before.body.data.reference, { arrival: 'arrived' })).status).toBe(200)
    expect((await book(booking(41, { email: regular, time: '21:30' }))).body.data.status).toBe('confirmed')
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
    party: { min: number; max: number; large: number }
    requested: { partySize: number; reason: string } | null
  }
  const manage = (path: '' | '/party' | '/cancel', data: Record<string, unknown>, headers = {}) =>
    sendJson<Managed>('POST', `/reservations/manage${path}`, { data }, { ...viaWorker(), ...headers })
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
  const moveDate = async (reference: string, date: string) =>
    expect((await staffUpdate(reference, { date })).status).toBe(200)
  /** Neither cancelling nor a new party size (3: a change for every booking here) goes through: 409 `code`. */
  const refusesChanges = async (token: string, code: string) => {
    for (const [path, extra] of [
      ['/cancel', {}],
      ['/party', { partySize: 3 }],
    ] as const) {
      const refused = await manage(path, { token, ...extra })
      expect(refused.status).toBe(409)
      expect(refused.body.error?.details.code).toBe(code)
    }
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
      // Not marked at the door yet (§13.15).
      arrival: 'expected',
      venue: { slug: 'ibiza', name: 'Solera Ibiza' },
      changeable: true,
      // The parties the booking form takes; above 8 a change waits for staff (§13.13).
      party: { min: 1, max: 12, large: 8 },
      requested: null,
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
    await fillSlot(31, '21:30', 36)
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
    await fillSlot(32, '22:30', 36)
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
    await refusesChanges(token, 'cancelled')
  })

  it('frees a cancelled booking’s places for the next booking at once', async () => {
    const date = booking(33).date
    const { token } = await confirmed(booking(33, { time: '19:00', partySize: 4 }))
    await fillSlot(33, '19:00', 36)
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
    await refusesChanges(token, 'past')
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
      { ...viaWorker(), ...asAlice },
    )
    expect(listed.body.data).toMatchObject([{ reference: own, status: 'cancelled', changeable: false }])
  })

  it('makes a party grown above 8 a request for staff while the table keeps its party; staff give it or not', async () => {
    const data = booking(26, { time: '20:00', partySize: 4 })
    const { reference, token } = await confirmed(data)
    const asked = await manage('/party', { token, partySize: 10 })
    expect(asked.status).toBe(200)
    expect(asked.body.data).toMatchObject({
      partySize: 4,
      status: 'confirmed',
      requested: { partySize: 10, reason: 'largeParty' },
    })
    expect(await leftAt(data.date, '20:00')).toBe(36)
    await waitForMail((m) => m.to === data.email && /Your request for 10 guests/.test(m.subject))
    // Staff are told what is asked and why, in both of the admin's languages.
    const staffMail = await waitForMail(
      (m) => m.subject.includes(reference) && /Larger party asked for: 4 → 10/.test(m.subject),
    )
    expect(staffMail.subject).toContain('Grupo más grande: 4 → 10')
    expect(staffMail.text).toContain('Online bookings above 8 guests wait for you.')
    expect(staffMail.text).toContain('a table for 10. The door list shows it beside the table.')
    expect(staffMail.text).toContain('Las reservas en línea de más de 8 personas esperan vuestra respuesta.')
    expect(staffMail.text).toContain('sea para 10. La lista de reservas lo muestra junto a la mesa.')
    // Staff give it: the table is for 10 now, and the guest is told.
    expect((await staffUpdate(reference, { partySize: 10 })).status).toBe(200)
    expect(await leftAt(data.date, '20:00')).toBe(30)
    expect((await manage('', { token })).body.data).toMatchObject({ partySize: 10, requested: null })
    await waitForMail((m) => m.subject.includes(reference) && /is now for 10/.test(m.subject))
    // Another larger party asked for, and staff cannot take it: the table stays for 10.
    expect((await manage('/party', { token, partySize: 12 })).body.data.requested?.partySize).toBe(12)
    expect((await staffUpdate(reference, { requestedPartySize: null })).status).toBe(200)
    expect((await manage('', { token })).body.data).toMatchObject({ partySize: 10, requested: null })
    await waitForMail((m) => m.subject.includes(reference) && /stays for 10/.test(m.subject))
    expect(await leftAt(data.date, '20:00')).toBe(30)
  })

  it('counts a larger party like a booking: past its connection’s share of the night, it waits for staff', async () => {
    const network = visitorIp().split('.').slice(0, 3).join('.')
    // Two guests of one network hold 16 covers of the night; a third, from another client of it, books 2.
    for (const [i, time] of ['19:00', '19:30'].entries())
      expect(
        (await book(booking(27, { time, partySize: 8 }), viaWorker(`${network}.${10 + i}`))).status,
      ).toBe(201)
    const res = await book(booking(27, { time: '20:00', partySize: 2 }), viaWorker(`${network}.20`))
    expect(res.body.data.status).toBe('confirmed')
    const mail = await waitForMail(
      (m) => m.subject.includes(res.body.data.reference) && m.text.includes('manage?token='),
    )
    const token = decodeURIComponent(/manage\?token=([\w%-]+)/.exec(mail.text)?.[1] ?? '')
    // 16 + 4 is the network's 20: held at once. 16 + 6 is past it: the table stays for 4, the 6 wait for staff.
    expect((await manage('/party', { token, partySize: 4 })).body.data).toMatchObject({
      partySize: 4,
      requested: null,
    })
    expect((await manage('/party', { token, partySize: 6 })).body.data).toMatchObject({
      partySize: 4,
      requested: { partySize: 6, reason: 'busyConnection' },
    })
    expect(await leftAt(booking(27).date, '20:00')).toBe(36)
    // A smaller party is written at once and withdraws what waited.
    expect((await manage('/party', { token, partySize: 3 })).body.data).toMatchObject({
      partySize: 3,
      requested: null,
    })
  })

  it('holds a signed-in proven account to its own covers: not its connection’s, not its cancelled tables', async () => {
    const network = visitorIp().split('.').slice(0, 3).join('.')
    // The hotel's other guests hold its network's share of the night.
    for (const [i, time] of ['21:00', '21:30'].entries())
      expect(
        (await book(booking(28, { time, partySize: 10 - 2 * i }), viaWorker(`${network}.${30 + i}`))).status,
      ).toBe(201)
    const guest = await registerUser('hotel')
    const asGuest = { ...viaWorker(`${network}.40`), authorization: `Bearer ${guest.jwt}` }
    // Two tables booked and cancelled: they count for nothing.
    for (const time of ['19:00', '19:30']) {
      const mine = await ask(booking(28, { time, partySize: 8, email: guest.email }), asGuest)
      expect(mine.body.data.status).toBe('confirmed')
      const cancelled = await manage('/cancel', { reference: mine.body.data.reference }, asGuest)
      expect(cancelled.body.data.status).toBe('cancelled')
    }
    // Booked again from the same hotel connection: held at once, for its own 16 covers.
    for (const time of ['20:00', '20:30']) {
      const again = await ask(booking(28, { time, partySize: 8, email: guest.email }), asGuest)
      expect(again.status).toBe(201)
      expect(again.body.data.status).toBe('confirmed')
    }
    // Its own night is full now: that is the guest's own limit (429), nothing else's.
    expect(
      (await ask(booking(28, { time: '22:00', partySize: 1, email: guest.email }), asGuest)).status,
    ).toBe(429)
  })

  it('answers only the site’s worker', async () => {
    const { token } = await confirmed(booking(36, { time: '19:30' }))
    for (const path of ['', '/party', '/cancel'])
      expect(
        (await sendJson('POST', `/reservations/manage${path}`, { data: { token, partySize: 3 } })).status,
      ).toBe(404)
    expect((await manage('', { token })).body.data.status).toBe('confirmed')
  })
})

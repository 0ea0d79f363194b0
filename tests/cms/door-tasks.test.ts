// The CMS's booking tasks (docs/spec.md §13.14, §13.15): the day before, one reminder to each confirmed
// guest, in their language, with the time, where the venue is, a working manage link and the booking as a
// calendar file; never for a booking that is cancelled, pending or not tomorrow, never twice; after a seating,
// a no-show for each party nobody marked. Run at fixed times by two replicas at once on the suite's Postgres,
// as every replica's cron runs them: each booking is taken by one.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../cms/src/shared/booking-rules'
import { getJson, madridDate, madridInstant, readOutbox, sendJson, tokenHeader, viaWorker } from './_helpers'
import { startCmsReplica } from './replica'
import { type Booked, book, booking, staffUpdate } from './reservation-helpers'

const RUN = fileURLToPath(new URL('../setup/door-tasks-run.mjs', import.meta.url))

interface Taken {
  marked: string[]
  reminded: string[]
}

/** A CMS replica that runs the booking tasks at the time it is given and answers the bookings it took. */
const startReplica = () => {
  const replica = startCmsReplica(RUN, 'DOOR-TASKS')
  return { ...replica, at: (time: number) => replica.ask<Taken>(String(time)) }
}

let one: ReturnType<typeof startReplica>
let two: ReturnType<typeof startReplica>
beforeAll(async () => {
  one = startReplica()
  two = startReplica()
  await Promise.all([one.ready, two.ready])
}, 180_000)
afterAll(() => Promise.all([one?.stop(), two?.stop()]))

/** Both replicas at once at `time`, as two CMS processes' crons would run. */
const replicas = async (time: number) => {
  const [first, second] = await Promise.all([one.at(time), two.at(time)])
  return {
    one: first,
    two: second,
    all: (kind: keyof Taken) => [...first[kind], ...second[kind]].sort(),
  }
}

const confirmed = async (days: number, over: Record<string, unknown> = {}) => {
  const answer = await book(booking(days, over))
  expect(answer.status).toBe(201)
  return answer.body.data as Booked
}

const arrivalOf = async (reference: string) =>
  (
    await getJson<Array<{ arrival: string }>>(
      `/reservations?filters[reference][$eq]=${reference}`,
      tokenHeader(),
    )
  ).body.data[0]?.arrival

// Days of their own (other files book days 0–45): the tasks look at every booking of the nights around a run.
const NIGHT = 50
const NO_SHOW_NIGHT = 55

describe('the reminder of the day before', { timeout: 180_000 }, () => {
  it('reaches each confirmed guest of tomorrow once, from two replicas at once, and nobody else', async () => {
    const night = madridDate(NIGHT)
    const guests = [
      await confirmed(NIGHT, { time: '20:00', locale: 'en', name: 'Ada Lovelace' }),
      await confirmed(NIGHT, { time: '21:30', locale: 'es', name: 'Lucía Pérez' }),
      await confirmed(NIGHT, { time: '21:30', locale: 'en', name: 'Grace Hopper' }),
      await confirmed(NIGHT, { time: '23:00', locale: 'es', name: 'Carmen Amaya' }),
    ]
    const cancelled = await confirmed(NIGHT, { time: '22:00' })
    expect(
      (
        await sendJson(
          'POST',
          '/reservations/manage/cancel',
          { data: { token: cancelled.manageToken } },
          viaWorker(),
        )
      ).status,
    ).toBe(200)
    const dayAfter = await confirmed(NIGHT + 1)
    const references = [...guests, cancelled, dayAfter].map((guest) => guest.reference)
    const reminders = () =>
      readOutbox().filter(
        (mail) =>
          /^(Tomorrow at|Mañana a las) /.test(mail.subject) &&
          references.some((reference) => mail.subject.includes(reference)),
      )

    // 09:55 the day before: too early.
    const early = await replicas(madridInstant(addDays(night, -1), '09:55'))
    expect(early.all('reminded')).toEqual([])

    const run = await replicas(madridInstant(addDays(night, -1), '10:05'))
    expect(run.all('reminded')).toEqual(guests.map((guest) => guest.reference).sort())
    // Each booking taken by one replica only.
    expect(run.one.reminded.filter((reference) => run.two.reminded.includes(reference))).toEqual([])

    await expect.poll(() => reminders().length).toBe(guests.length)
    const mails = reminders()
    for (const guest of guests) {
      const mine = mails.filter((mail) => mail.subject.includes(guest.reference))
      expect(mine, guest.reference).toHaveLength(1)
      const [mail] = mine
      if (!mail) continue
      expect(mail.to).toContain(guest.email)
      if (guest.locale === 'es') {
        expect(mail.subject).toBe(`Mañana a las ${guest.time}: tu mesa en Solera Ibiza — ${guest.reference}`)
        expect(mail.text).toContain('Añadir al calendario')
      } else {
        expect(mail.subject).toBe(
          `Tomorrow at ${guest.time}: your table at Solera Ibiza — ${guest.reference}`,
        )
        expect(mail.text).toContain('Add to calendar')
      }
      expect(mail.text).toMatch(/https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[\d.-]+%2C[\d.-]+/)
      // The manage link works (a link of the reminder's own: the confirmation's stays good too).
      const token = decodeURIComponent(/manage\?token=([\w%-]+)/.exec(mail.text)?.[1] ?? '')
      const managed = await sendJson<{ reference: string }>(
        'POST',
        '/reservations/manage',
        { data: { token } },
        viaWorker(),
      )
      expect(managed.status).toBe(200)
      expect(managed.body.data.reference).toBe(guest.reference)
      const byConfirmation = await sendJson(
        'POST',
        '/reservations/manage',
        { data: { token: guest.manageToken } },
        viaWorker(),
      )
      expect(byConfirmation.status).toBe(200)
      // Add to calendar: the booking on the venue's clock, never the manage link.
      const [file] = mail.attachments ?? []
      expect(file?.filename).toBe(`${guest.reference}.ics`)
      expect(file?.content).toContain(
        `DTSTART;TZID=Europe/Madrid:${night.replaceAll('-', '')}T${guest.time.replace(':', '')}00`,
      )
      expect(file?.content).not.toContain('manage')
    }

    // Later the same day, again from both: nothing twice.
    const again = await replicas(madridInstant(addDays(night, -1), '18:00'))
    expect(again.all('reminded')).toEqual([])
    expect(reminders()).toHaveLength(guests.length)
  })

  it('leaves a booking confirmed on the day the reminder would go: its confirmation is fresh', async () => {
    const tomorrow = await confirmed(1, { time: '23:30' })
    const run = await replicas(madridInstant(madridDate(0), '10:05'))
    expect(run.all('reminded')).not.toContain(tomorrow.reference)
  })
})

describe('a party nobody marked', { timeout: 180_000 }, () => {
  it('becomes a no-show once its seating ended, once, whichever replica marks it', async () => {
    const night = madridDate(NO_SHOW_NIGHT)
    const unmarked = await confirmed(NO_SHOW_NIGHT, { time: '21:00' })
    const arrived = await confirmed(NO_SHOW_NIGHT, { time: '21:00' })
    const later = await confirmed(NO_SHOW_NIGHT, { time: '23:30' })
    expect((await staffUpdate(arrived.reference, { arrival: 'arrived' })).status).toBe(200)

    // The 21:00 seating lasts 30 minutes: at 21:29 nobody is a no-show yet.
    expect((await replicas(madridInstant(night, '21:29'))).all('marked')).toEqual([])
    const run = await replicas(madridInstant(night, '21:31'))
    expect(run.all('marked')).toEqual([unmarked.reference])
    expect(await arrivalOf(unmarked.reference)).toBe('no-show')
    expect(await arrivalOf(arrived.reference)).toBe('arrived')
    expect(await arrivalOf(later.reference)).toBe('expected')
    // A no-show can no longer be changed by its guest.
    const managed = await sendJson(
      'POST',
      '/reservations/manage/party',
      { data: { token: unmarked.manageToken, partySize: 3 } },
      viaWorker(),
    )
    expect(managed.status).toBe(409)
  })
})

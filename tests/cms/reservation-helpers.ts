/**
 * What the reservation files share: a guest's booking as the site's worker sends it, the booking's answers
 * and the slots a day has left (tests/cms/reservations.test.ts, tests/cms/booking-links.test.ts).
 */
import { expect } from 'vitest'
import { DEFAULT_BOOKING_RULES, seatingTimes } from '../../cms/src/shared/booking-rules'
import {
  confirmLink,
  getJson,
  linkToken,
  madridDate,
  sendJson,
  tokenHeader,
  unique,
  viaWorker,
} from './_helpers'

export interface Slot {
  time: string
  left: number
  available: boolean
}
export interface Availability {
  date: string
  venue: string
  timezone: string
  partySize: number
  slots: Slot[]
}
export interface Booked {
  reference: string
  date: string
  time: string
  partySize: number
  name: string
  email: string
  status: string
  venue: string
  locale: string
  /** Why a request waits for staff. */
  requestReason?: string
  /** A pending booking: whether its link was mailed (three a day to one inbox). */
  mailed?: boolean
  /** A pending booking: until when its link confirms it (ISO). */
  confirmBy?: string
  manageToken?: string
}

/** The seatings of a day at Ibiza, from the rules the CMS books by (pinned in booking-rules.test.ts). */
export const SEATINGS = seatingTimes(DEFAULT_BOOKING_RULES)

export const randomPhone = () => `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

// Each test books on its own day so tests (and test files) never share a slot, and every guest has their
// own e-mail, mail domain and phone unless a test says otherwise (a guest takes at most 2 tables and 16
// guests a night: docs/spec.md §11.5).
export const booking = (days: number, over: Record<string, unknown> = {}) => ({
  venue: 'ibiza',
  date: madridDate(days),
  time: '21:00',
  partySize: 2,
  name: 'Ana García',
  email: `${unique('ana')}@${unique('home')}.example`,
  phone: randomPhone(),
  notes: 'Terrace if possible',
  consent: true,
  locale: 'en',
  ...over,
})

/** A booking as the site's worker sends it (with its secret), plus `headers`: 201 confirmed, or 202 pending. */
export const ask = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson<Booked>('POST', '/reservations', { data }, { ...viaWorker(), ...headers })

/**
 * A guest's booking, confirmed from the mailed link as a guest does: 201 with the booking once it holds its
 * table, or the refusal (409, 429…) of the step that refused it.
 */
export const book = async (data: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const asked = await ask(data, headers)
  if (asked.status !== 202) return asked
  const confirmed = await confirmLink<Booked>(await linkToken(asked.body.data.reference))
  return confirmed.status === 200 ? { ...confirmed, status: 201 } : confirmed
}

/**
 * The 409 of a full slot: the covers left, and the code the worker maps; when a confirmation found the slot
 * full, also the day, the party and the nearest seatings that fit, or, the day without any, the next nights
 * with room (`late`).
 */
export const slotFull = (left: number, late: Record<string, unknown> = {}) => ({
  data: null,
  error: {
    status: 409,
    name: 'ConflictError',
    message: 'This time slot is fully booked',
    details: {
      left,
      nearest: [],
      nextNights: [],
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
export const coversInSlot = async (date: string, time: string) => {
  const res = await getJson<Array<{ partySize: number; status: string }>>(
    `/reservations?filters[venueSlug][$eq]=ibiza&filters[date][$eq]=${date}&filters[time][$eq]=${time}&filters[status][$eq]=confirmed&pagination[pageSize]=100`,
    tokenHeader(),
  )
  expect(res.status).toBe(200)
  return res.body.data.reduce((sum, r) => sum + r.partySize, 0)
}

/** Places left at `time` on `date` for a party of one, as a guest asking availability sees it. */
export const leftAt = async (date: string, time: string) =>
  (
    await getJson<Availability>(
      `/reservations/availability?venue=ibiza&date=${date}&partySize=1`,
      viaWorker(),
    )
  ).body.data.slots.find((s) => s.time === time)?.left

/**
 * Books `covers` guests into a seating as separate guests of at most 8 each (larger parties wait for staff),
 * every one confirmed from their link.
 */
export const fillSlot = async (days: number, time: string, covers: number) => {
  for (let left = covers; left > 0; left -= 8) {
    expect((await book(booking(days, { time, partySize: Math.min(8, left) }))).status).toBe(201)
  }
}

/** Staff change a booking found by its reference (a full-access token), as the CMS's editors would. */
export const staffUpdate = async (reference: string, data: Record<string, unknown>) => {
  const [row] = (
    await getJson<Array<{ documentId: string }>>(
      `/reservations?filters[reference][$eq]=${reference}`,
      tokenHeader(),
    )
  ).body.data
  return sendJson('PUT', `/reservations/${row?.documentId}`, { data }, tokenHeader())
}

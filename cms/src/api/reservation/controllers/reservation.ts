import net from 'node:net'
import type { Core } from '@strapi/strapi'
import { factories } from '@strapi/strapi'
import { FieldErrors, fieldError } from '../../../lib/errors'
import {
  availability,
  bookTable,
  ConfirmationLinkError,
  cancelBooking,
  changePartySize,
  confirmReservation,
  type ManageKey,
  ManageRefusal,
  PartyFullError,
  parseAvailabilityQuery,
  parseBooking,
  reservationsOf,
  SlotFullError,
  viewBooking,
  waitingFor,
} from '../../../lib/reservations'
import { bookingSource } from '../../../lib/reservations/limits'
import { type BookingUser, booksAtOnce } from '../../../lib/reservations/proven'
import { findBookableVenue } from '../../../lib/reservations/venues'
import { workerCredential } from '../../../lib/worker-secret'
import type {
  AccountReservations,
  Availability,
  Booked,
  Managed,
  ManagedBooking,
  Waiting,
} from '../../../shared/answers'
import { nearestSeatings } from '../../../shared/booking-rules'
import { CLIENT_IP_HEADER, WORKER_SECRET_HEADER } from '../../../shared/worker-channel'

type Ctx = {
  get(field: string): string
  query: Record<string, unknown>
  request: { body?: unknown }
  state: { user?: BookingUser | null }
  status: number
  body: unknown
}

const ERROR_NAMES = { 404: 'NotFoundError', 409: 'ConflictError', 410: 'GoneError' } as const

/** Strapi's own error body (the worker reads it: src/server/cms/strapi-errors.server.ts). */
const refuse = (
  ctx: Ctx,
  status: keyof typeof ERROR_NAMES,
  message: string,
  details: Record<string, unknown>,
) => {
  ctx.status = status
  ctx.body = { data: null, error: { status, name: ERROR_NAMES[status], message, details } }
}

/**
 * 409 for a slot without room, with what is left and, when confirming, the nearest seatings that fit (or, when
 * the day has none, the next nights with room).
 */
const slotFull = (ctx: Ctx, err: SlotFullError) =>
  refuse(ctx, 409, err.message, {
    left: err.left,
    ...err.instead,
    ...err.slot,
    errors: [fieldError('time', 'slotFull', err.message, 'ConflictError')],
  })

/** 410 for a confirmation link past its day (or its booking's time), 404 for one that never was or was used. */
const linkRefusal = (ctx: Ctx, err: ConfirmationLinkError) =>
  refuse(ctx, err.code === 'linkExpired' ? 410 : 404, err.message, { code: err.code })

/** The visitor's address as the worker said it (believed only with its secret), or null when unknown. */
const visitorAddress = (ctx: Ctx): string | null => {
  const address = ctx.get(CLIENT_IP_HEADER).trim()
  return address && net.isIP(address) && workerCredential(ctx.get(WORKER_SECRET_HEADER)) === 'valid'
    ? address
    : null
}

const TOKEN = /^[\w-]{20,100}$/
const REFERENCE = /^[A-Z]{1,5}-[A-Z0-9]{4,12}$/

/** A mailed link's token and, optionally, which of its inbox's bookings to confirm; anything else is none. */
const linkOf = (ctx: Ctx): { token?: string; reference?: string } => {
  const data = (ctx.request.body as { data?: { token?: unknown; reference?: unknown } } | undefined)?.data
  const token = typeof data?.token === 'string' && TOKEN.test(data.token) ? data.token : undefined
  const reference =
    typeof data?.reference === 'string' && REFERENCE.test(data.reference) ? data.reference : undefined
  return { token, reference }
}

/**
 * Which booking a manage call names: `token` (its link's) from anyone, or `reference` from the signed-in
 * account it belongs to. Anything else names none.
 */
const manageKey = (ctx: Ctx): ManageKey | null => {
  const data = (ctx.request.body as { data?: { token?: unknown; reference?: unknown } } | undefined)?.data
  if (typeof data?.token === 'string' && TOKEN.test(data.token)) return { token: data.token }
  const user = ctx.state.user
  if (user && typeof data?.reference === 'string' && REFERENCE.test(data.reference))
    return { reference: data.reference, userId: user.id }
  return null
}

/**
 * What every manage call answers when it cannot: 404 for no booking the caller may manage (wrong or expired
 * link, someone else's booking: never told apart), 409 for one that cannot change any more (`cancelled`,
 * `past`), 409 with the field error `partyFull` for a party the slot has no room for.
 */
const manageAnswer = async (ctx: Ctx, act: (key: ManageKey) => Promise<ManagedBooking>) => {
  const key = manageKey(ctx)
  try {
    if (!key) throw new ManageRefusal('notFound')
    ctx.body = { data: await act(key) } satisfies Managed
  } catch (err) {
    if (err instanceof ManageRefusal) {
      refuse(ctx, err.code === 'notFound' ? 404 : 409, err.message, { code: err.code })
      return
    }
    if (!(err instanceof PartyFullError)) throw err
    refuse(ctx, 409, err.message, {
      left: err.left,
      errors: [fieldError('partySize', 'partyFull', err.message, 'ConflictError')],
    })
  }
}

export default factories.createCoreController(
  'api::reservation.reservation',
  ({ strapi }: { strapi: Core.Strapi }) => ({
    /** GET /api/reservations/availability?venue=ibiza&date=YYYY-MM-DD&partySize=N */
    async availability(ctx: Ctx) {
      const query = await parseAvailabilityQuery(strapi, ctx.query)
      ctx.body = { data: await availability(strapi, query) } satisfies Availability
    },

    /**
     * POST /api/reservations { data: { venue, date, time, partySize, name, email, phone, notes, consent, locale } }
     * (the worker only): for a guest whose mailbox is proven, 201 confirmed or 202 requested (it waits for
     * staff); for anyone else 202 pending, its link mailed (`mailed`) unless the inbox had its links of the day.
     */
    async book(ctx: Ctx) {
      const booking = await parseBooking(strapi, ctx.request.body)
      const user = ctx.state.user ?? null
      try {
        const proven = booksAtOnce(user, booking.guest.email)
        const source = bookingSource(visitorAddress(ctx), proven && user ? user.id : null)
        const data = await bookTable(strapi, booking, { userId: user?.id ?? null, proven }, source)
        ctx.body = { data } satisfies Booked
        ctx.status = data.status === 'confirmed' ? 201 : 202
      } catch (err) {
        if (!(err instanceof SlotFullError)) throw err
        slotFull(ctx, err)
      }
    },

    /**
     * POST /api/reservations/waiting { data: { token } } (the worker only): the bookings a mailed link may still
     * confirm (its own, and any other made with its address within its day), each still to come.
     */
    async waiting(ctx: Ctx) {
      const { token } = linkOf(ctx)
      if (!token) return linkRefusal(ctx, new ConfirmationLinkError('linkInvalid'))
      try {
        const timezoneOf = async (slug: string) =>
          (await findBookableVenue(strapi, slug, new FieldErrors()))?.rules.timezone ?? null
        ctx.body = { data: await waitingFor(strapi, token, timezoneOf) } satisfies Waiting
      } catch (err) {
        if (!(err instanceof ConfirmationLinkError)) throw err
        linkRefusal(ctx, err)
      }
    },

    /**
     * POST /api/reservations/confirm { data: { token, reference? } } (the worker only): a booking the mailed link
     * may confirm (`reference`, else the link's own), once, in time.
     */
    async confirm(ctx: Ctx) {
      const { token, reference } = linkOf(ctx)
      if (!token) return linkRefusal(ctx, new ConfirmationLinkError('linkInvalid'))
      try {
        const venueOf = (slug: string) => findBookableVenue(strapi, slug, new FieldErrors())
        const insteadOf = async (slug: string, date: string, time: string, partySize: number) => {
          const venue = await venueOf(slug)
          if (!venue) return { nearest: [], nextNights: [] }
          const { slots, nextNights = [] } = await availability(strapi, { venue, date, partySize })
          return { nearest: nearestSeatings(slots, time), nextNights }
        }
        ctx.body = {
          data: await confirmReservation(strapi, token, reference, venueOf, insteadOf),
        } satisfies Booked
      } catch (err) {
        if (err instanceof ConfirmationLinkError) {
          linkRefusal(ctx, err)
          return
        }
        if (!(err instanceof SlotFullError)) throw err
        slotFull(ctx, err)
      }
    },

    /** POST /api/reservations/manage { data: { token } | { reference } } (the worker only): the booking. */
    async manage(ctx: Ctx) {
      await manageAnswer(ctx, (key) => viewBooking(strapi, key))
    },

    /** POST /api/reservations/manage/party { data: { token | reference, partySize } } (the worker only). */
    async changeParty(ctx: Ctx) {
      const partySize = (ctx.request.body as { data?: { partySize?: unknown } } | undefined)?.data?.partySize
      await manageAnswer(ctx, (key) => changePartySize(strapi, key, partySize))
    },

    /** POST /api/reservations/manage/cancel { data: { token } | { reference } } (the worker only). */
    async cancel(ctx: Ctx) {
      await manageAnswer(ctx, (key) => cancelBooking(strapi, key))
    },

    /** GET /api/reservations/mine (signed-in users): their reservations, newest first. */
    async mine(ctx: Ctx) {
      const user = ctx.state.user
      if (!user) {
        ctx.status = 401
        ctx.body = {
          data: null,
          error: {
            status: 401,
            name: 'UnauthorizedError',
            message: 'Missing or invalid credentials',
            details: {},
          },
        }
        return
      }
      ctx.body = { data: await reservationsOf(strapi, user.id) } satisfies AccountReservations
    },
  }),
)

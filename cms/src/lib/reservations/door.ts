import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { type Arrival, isIsoDate, seatingTimes, zonedNow } from '../../shared/booking-rules'
import {
  type DoorBooking,
  type DoorNight,
  type DoorSeating,
  seatingHasStarted,
  type VenueClock,
} from '../../shared/door-night'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import { RESERVATION_UID } from './limits'
import { type BookableVenue, bookingVenueSlugs, findBookableVenue } from './venues'

/**
 * The door list's night (docs/spec.md §13.16, decision 033): a venue's bookings of one date, by seating,
 * with covers booked and arrived against the seating's capacity, and for each party the no-shows its guest
 * (its canonical mailbox) had on earlier nights; a party becomes a no-show only once its seating started. What
 * each booking shows is what the administrator's role may read
 * (the content manager's own permission checker), so door staff get the door's fields and nothing more;
 * marking a party goes through the content manager's update, which lets door staff change `arrival` only.
 */

/** Why a night cannot be shown: the query names no venue taking bookings, or no real date. */
export class DoorQueryError extends Error {}

interface PermissionChecker {
  cannot: { read(): boolean }
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> }
  sanitizeOutput(entity: unknown): Promise<Record<string, unknown>>
}

/** The content manager's permission checker for reservations and this administrator. */
export const reservationChecker = (strapi: Core.Strapi, userAbility: unknown): PermissionChecker =>
  strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: RESERVATION_UID })

const venueFor = async (strapi: Core.Strapi, requested: unknown) => {
  const slugs = await bookingVenueSlugs(strapi)
  const venues = (
    await Promise.all(slugs.map((slug) => findBookableVenue(strapi, slug, new FieldErrors())))
  ).filter((venue): venue is BookableVenue => venue !== null)
  const venue =
    requested === undefined || requested === ''
      ? venues[0]
      : venues.find((candidate) => candidate.slug === requested)
  if (!venue)
    throw new DoorQueryError(
      requested ? `No venue "${String(requested)}" takes bookings online` : 'No venue takes bookings online',
    )
  return { venue, venues: venues.map(({ slug, name }) => ({ slug, name })) }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The date and the minute on a venue's clock. */
const venueClock = (timezone: string, now: number): VenueClock => {
  const { date, minutes } = zonedNow(timezone, now)
  return { date, time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}` }
}

/** What the door list groups and counts by, read whatever the role may see: the stored facts of each booking. */
interface Facts {
  id: number
  time: string
  partySize: number
  status: string
  arrival: Arrival
  emailKey: string | null
  confirmBy: string | Date | null
}

const factsOf = async (strapi: Core.Strapi, ids: number[]) =>
  new Map(
    (
      (await strapi.db.query(RESERVATION_UID).findMany({
        where: { id: { $in: ids } },
        select: ['id', 'time', 'partySize', 'status', 'arrival', 'emailKey', 'confirmBy'],
      })) as Facts[]
    ).map((facts) => [facts.id, facts]),
  )

/**
 * No-shows per booking: of its guest's mailbox (canonical), at any venue, on nights before `date` — the guest's
 * history, never the night the door is looking at (so never the booking itself). Only the mailbox: it is proven
 * (a link opened, an account's own, or staff's typing), while a phone number is anyone's to type — counting by
 * phone would put another person's no-shows on a guest's name (docs/spec.md §13.15).
 */
const noShowsOf = async (strapi: Core.Strapi, facts: Facts[], date: string) => {
  const emails = [...new Set(facts.map((row) => row.emailKey).filter((key): key is string => !!key))]
  const missed = (await strapi.db.query(RESERVATION_UID).findMany({
    where: { arrival: 'no-show', date: { $lt: date }, emailKey: { $in: emails } },
    select: ['emailKey'],
  })) as Array<Pick<Facts, 'emailKey'>>
  const count = (row: Facts) => missed.filter((miss) => row.emailKey && miss.emailKey === row.emailKey).length
  return new Map(facts.map((row) => [row.id, count(row)]))
}

/**
 * A venue's night at the door, as `checker` lets its administrator read it. `venue` and `date` come from the
 * query: a venue taking bookings (default: the first) and a YYYY-MM-DD date (default: today there). A pending
 * booking whose link has expired is nothing (docs/spec.md §13.11) and is left out.
 */
export const doorNight = async (
  strapi: Core.Strapi,
  checker: PermissionChecker,
  query: { venue?: unknown; date?: unknown },
  now = clock.now(),
): Promise<DoorNight> => {
  const { venue, venues } = await venueFor(strapi, query.venue)
  const atVenue = venueClock(venue.rules.timezone, now)
  const today = atVenue.date
  if (query.date !== undefined && !isIsoDate(query.date))
    throw new DoorQueryError('date must be a real date written YYYY-MM-DD')
  const date = (query.date as string | undefined) ?? today

  const readable = (await strapi.documents(RESERVATION_UID).findMany(
    await checker.sanitizedQuery.read({
      filters: { venueSlug: venue.slug, date },
      sort: ['time:asc', 'name:asc'],
      limit: 1000,
    }),
  )) as unknown as Array<{ id: number; documentId: string }>
  const facts = await factsOf(
    strapi,
    readable.map((row) => row.id),
  )
  const noShows = await noShowsOf(strapi, [...facts.values()], date)
  const bookings = await Promise.all(
    readable.map(async (row) => {
      const { id: _id, ...shown } = await checker.sanitizeOutput(row)
      return {
        facts: facts.get(row.id) as Facts,
        shown: { ...shown, documentId: row.documentId, noShows: noShows.get(row.id) ?? 0 } as DoorBooking,
      }
    }),
  )
  const live = (row: Facts) =>
    row.status !== 'pending' || (row.confirmBy !== null && new Date(row.confirmBy).getTime() > now)
  const withStatus = (statuses: string[]) =>
    bookings.filter(({ facts: row }) => statuses.includes(row.status) && live(row)).map(({ shown }) => shown)
  const confirmed = bookings.filter(({ facts: row }) => row.status === 'confirmed')
  // Every seating of the venue, and any other time a confirmed booking was moved to by staff.
  const times = [
    ...new Set([...seatingTimes(venue.rules), ...confirmed.map(({ facts: row }) => row.time)]),
  ].sort()
  const seatings = times.map((time): DoorSeating => {
    const at = confirmed.filter(({ facts: row }) => row.time === time)
    const covers = (list: typeof at) => list.reduce((sum, { facts: row }) => sum + Number(row.partySize), 0)
    return {
      time,
      capacity: venue.rules.capacityPerSlot,
      booked: covers(at),
      arrived: covers(at.filter(({ facts: row }) => row.arrival === 'arrived')),
      bookings: at.map(({ shown }) => shown),
    }
  })
  return {
    venue: { slug: venue.slug, name: venue.name, timezone: venue.rules.timezone },
    venues,
    date,
    today,
    now: atVenue,
    seatings,
    waiting: withStatus(['pending', 'requested']),
    cancelled: withStatus(['cancelled', 'declined']),
  }
}

interface DoorContext {
  query: Record<string, unknown>
  state: { userAbility?: unknown }
  status: number
  body: unknown
}

const refuse = (ctx: DoorContext, status: 400 | 403, name: string, message: string) => {
  ctx.status = status
  ctx.body = { data: null, error: { status, name, message, details: {} } }
}

/**
 * `GET /door/night?venue&date` on the admin API (so only with the panel on, for a signed-in administrator):
 * the night the door list shows. 403 for a role that may not read reservations, 400 for a query that names
 * no venue taking bookings or no real date.
 */
export const registerDoorList = (strapi: Core.Strapi): void => {
  strapi.server.routes({
    type: 'admin',
    prefix: '/door',
    routes: [
      {
        method: 'GET',
        path: '/night',
        info: {},
        handler: async (ctx: DoorContext) => {
          const checker = reservationChecker(strapi, ctx.state.userAbility)
          if (checker.cannot.read()) return refuse(ctx, 403, 'ForbiddenError', 'Forbidden')
          try {
            ctx.body = {
              data: await doorNight(strapi, checker, { venue: ctx.query.venue, date: ctx.query.date }),
            }
          } catch (err) {
            if (!(err instanceof DoorQueryError)) throw err
            refuse(ctx, 400, 'ValidationError', err.message)
          }
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  })
}

interface ArrivalWrite {
  params: {
    data?: { arrival?: unknown; date?: unknown; time?: unknown; venueSlug?: unknown }
    where?: Record<string, unknown>
  }
}

/**
 * A party is a no-show only once its seating has started on its venue's clock (docs/spec.md §13.16): the door
 * list offers the mark from then, and every write that sets it earlier — the content manager's update the list
 * uses, a staff tool's, a booking entered already marked — is refused (400) with the time it opens.
 */
export const registerNoShowRule = (strapi: Core.Strapi, now: () => number = clock.now): void => {
  const check = async (
    event: ArrivalWrite,
    current: { date?: unknown; time?: unknown; venueSlug?: unknown } | null,
  ) => {
    const data = event.params.data
    if (data?.arrival !== 'no-show') return
    const date = String(data.date ?? current?.date ?? '')
    const time = String(data.time ?? current?.time ?? '')
    const venue = await findBookableVenue(
      strapi,
      String(data.venueSlug ?? current?.venueSlug ?? ''),
      new FieldErrors(),
    )
    const timezone = venue?.rules.timezone
    if (!timezone || !date || !time || seatingHasStarted(date, time, venueClock(timezone, now()))) return
    throw new errors.ValidationError(
      `A party can be marked a no-show once its seating has started: from ${time} on ${date}`,
      {
        errors: [
          {
            path: ['arrival'],
            code: 'noShowTooEarly',
            message: `From ${time} on ${date}`,
            name: 'ValidationError',
          },
        ],
      },
    )
  }
  strapi.db.lifecycles.subscribe({
    models: [RESERVATION_UID],
    beforeCreate: (event: ArrivalWrite) => check(event, null),
    async beforeUpdate(event: ArrivalWrite) {
      if (event.params.data?.arrival !== 'no-show') return
      const current = (await strapi.db
        .query(RESERVATION_UID)
        .findOne({ where: event.params.where, select: ['date', 'time', 'venueSlug'] })) as {
        date: string
        time: string
        venueSlug: string
      } | null
      await check(event, current)
    },
  })
}

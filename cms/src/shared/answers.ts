/**
 * The CMS's private answers to the worker — bookings, accounts, submissions, the newsletter, the preview's
 * lookup (docs/spec.md §18.11) — one schema each, in one module both sides import: the CMS types what it
 * answers by them (`v.InferOutput`, one type per shape), and the worker reads every answer through them
 * (`request(path, schema)`, src/server/cms/client.server.ts). An answer changed on one side fails the type
 * check of the other; one the CMS sends malformed reaches no page: the worker answers as it does when the CMS
 * is down. Public content has its own reads (content-reads.ts, src/server/content/schemas.server.ts).
 *
 * Unlike the other shared modules this one imports a library, valibot, which both sides pin to the same
 * version (package.json, cms/package.json): a schema is code, and writing these as hand-made type guards
 * would be a second validation library beside the one the worker already uses for every other input. It
 * is server-only on the site's side (the islands never load it), and the CMS loads it for its types alone.
 *
 * What the worker only needs to have succeeded is checked for what it is (`{ ok: true }`, a JSON object);
 * what it reads is checked field by field. Extra fields are dropped, never refused: the CMS may answer more.
 */
import * as v from 'valibot'
import { ARRIVALS, REQUEST_REASONS } from './booking-rules'

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
/** `HH:MM`; the database may keep seconds (`HH:MM:SS.mmm`), which the site does not show. */
const Time = v.pipe(
  v.string(),
  v.regex(/^\d{2}:\d{2}/),
  v.transform((time) => time.slice(0, 5)),
)
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const Locale = v.picklist(['en', 'es'])
const Arrival = v.picklist(ARRIVALS)
const RequestReason = v.picklist(REQUEST_REASONS)

/** `{ data: … }`, Strapi's envelope for an answer of its own endpoints. */
const answer = <Schema extends v.GenericSchema>(data: Schema) => v.object({ data })

/** An answer the worker only needs to have succeeded, as users-permissions words one: any JSON object. */
export const Acknowledged = v.looseObject({})

/** What the CMS's own steps answer when the body says nothing but that it was done. */
export const Done = v.object({ ok: v.literal(true) })
export type Done = v.InferOutput<typeof Done>

/** A redirect the worker does not follow (`redirect: 'manual'`): it carries no body. */
export const Redirected = v.undefined()

// ---------------------------------------------------------------------------------------------------
// Bookings (cms/src/api/reservation/controllers/reservation.ts)

/** A seating of a day: the covers it has left, and whether the party may book it (far enough ahead, room). */
export const Slot = v.object({ time: Time, left: Count, available: v.boolean() })
export type Slot = v.InferOutput<typeof Slot>

/**
 * `GET /reservations/availability`: each seating of the day for the party; when none has room for it, the next
 * nights within the booking window that have (`nextNights`, at most three, none when the window has none).
 */
export const Availability = answer(
  v.object({
    date: IsoDate,
    venue: v.string(),
    timezone: v.string(),
    partySize: Count,
    slots: v.array(Slot),
    nextNights: v.optional(v.array(IsoDate)),
  }),
)
export type Availability = v.InferOutput<typeof Availability>

/** A booking as `POST /reservations` and `POST /reservations/confirm` answer it. */
export const BookedReservation = v.object({
  reference: v.string(),
  date: IsoDate,
  time: Time,
  partySize: Count,
  name: v.string(),
  email: v.string(),
  /** `pending`: waits for its guest's link; `requested`: for staff; `confirmed`: holds its table. */
  status: v.picklist(['pending', 'requested', 'confirmed']),
  venue: v.string(),
  locale: Locale,
  /** Why a request waits for staff. */
  requestReason: v.optional(RequestReason),
  /** A pending booking: whether its link was mailed (an inbox gets three a day; an earlier one lists it). */
  mailed: v.optional(v.boolean()),
  /** A pending booking: until when its link confirms it (ISO; a day, never past its seating). */
  confirmBy: v.optional(v.string()),
  /** The token of the booking's manage link, once it holds its table (only the worker sees this answer). */
  manageToken: v.optional(v.string()),
})
export type BookedReservation = v.InferOutput<typeof BookedReservation>
export const Booked = answer(BookedReservation)
export type Booked = v.InferOutput<typeof Booked>

/** A booking a mailed link may still confirm, as `POST /reservations/waiting` lists it. */
export const WaitingBooking = v.object({
  reference: v.string(),
  date: IsoDate,
  time: Time,
  partySize: Count,
  venue: v.string(),
})
export type WaitingBooking = v.InferOutput<typeof WaitingBooking>
export const Waiting = answer(v.array(WaitingBooking))
export type Waiting = v.InferOutput<typeof Waiting>

/** A booking as its guest manages it (`POST /reservations/manage`, `/party`, `/cancel`). */
export const ManagedBooking = v.object({
  reference: v.string(),
  date: IsoDate,
  time: Time,
  partySize: Count,
  name: v.string(),
  status: v.picklist(['requested', 'confirmed', 'declined', 'cancelled']),
  /** What the door saw of it: a booking marked arrived or no-show can no longer change. */
  arrival: Arrival,
  venue: v.object({ slug: v.string(), name: v.string() }),
  /** Whether the party may still be changed and the booking cancelled (confirmed, and its time to come). */
  changeable: v.boolean(),
  /** The party sizes it may change to; above `large` a change waits for staff (docs/spec.md §13.13). */
  party: v.object({ min: Count, max: Count, large: Count }),
  /** A larger party the guest asked for that waits for staff (the table keeps its party meanwhile), and why. */
  requested: v.nullable(v.object({ partySize: Count, reason: RequestReason })),
})
export type ManagedBooking = v.InferOutput<typeof ManagedBooking>
export const Managed = answer(ManagedBooking)
export type Managed = v.InferOutput<typeof Managed>

/** A signed-in account's booking, as `GET /reservations/mine` lists it (newest first). */
export const AccountReservation = v.object({
  reference: v.string(),
  date: IsoDate,
  time: Time,
  partySize: Count,
  status: v.picklist(['pending', 'requested', 'confirmed', 'declined', 'cancelled']),
  /** What the door saw of it (a confirmed booking): expected, arrived or no-show. */
  arrival: Arrival,
  venue: v.object({ slug: v.string(), name: v.string() }),
  /** Whether the guest may still change or cancel it (confirmed, and its time to come). */
  changeable: v.boolean(),
})
export type AccountReservation = v.InferOutput<typeof AccountReservation>
export const AccountReservations = answer(v.array(AccountReservation))
export type AccountReservations = v.InferOutput<typeof AccountReservations>

// ---------------------------------------------------------------------------------------------------
// Accounts (cms/src/api/account, cms/src/extensions/users-permissions)

/** `GET /accounts/key`: one key per account however the identifier names it (`user:<id>` or `name:<…>`). */
export const AccountKey = answer(v.object({ key: v.pipe(v.string(), v.minLength(1)) }))
export type AccountKey = v.InferOutput<typeof AccountKey>

/** `PUT /accounts/me/name`: the name as the CMS keeps it. */
export const Renamed = answer(v.object({ name: v.string() }))
export type Renamed = v.InferOutput<typeof Renamed>

/**
 * A session's tokens: `POST /auth/local`, `/auth/reset-password`, `/auth/change-password`, `/auth/refresh`
 * and a social provider's callback (users-permissions; refresh mode adds the refresh token).
 */
export const SignedIn = v.object({
  jwt: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.optional(v.string()),
})
export type SignedIn = v.InferOutput<typeof SignedIn>

/** `GET /users/me`: the signed-in user (users-permissions, with the account's `name`: extensions). */
export const Me = v.object({
  id: v.number(),
  email: v.string(),
  name: v.nullish(v.string()),
  confirmed: v.optional(v.boolean()),
  provider: v.optional(v.string()),
  createdAt: v.nullish(v.string()),
})
export type Me = v.InferOutput<typeof Me>

// ---------------------------------------------------------------------------------------------------
// Forms and the newsletter (cms/src/api/submission, cms/src/api/subscriber)

/** `POST /submissions`: the message as stored. */
export const Submitted = answer(v.object({ id: v.number(), documentId: v.string(), kind: v.string() }))
export type Submitted = v.InferOutput<typeof Submitted>

/** `POST /newsletter/confirmation-mail`: the link went out. */
export const ConfirmationMailed = answer(v.object({ sent: v.literal(true) }))
export type ConfirmationMailed = v.InferOutput<typeof ConfirmationMailed>

/** `POST /newsletter/subscribers`: subscribed (new or updated). */
export const Subscribed = answer(v.object({ subscribed: v.literal(true) }))
export type Subscribed = v.InferOutput<typeof Subscribed>

/** `POST /newsletter/unsubscribe`: gone from the list. */
export const Unsubscribed = answer(v.object({ unsubscribed: v.literal(true) }))
export type Unsubscribed = v.InferOutput<typeof Unsubscribed>

// ---------------------------------------------------------------------------------------------------
// Draft mode (src/server/preview.server.ts)

/** A draft's slug, asked to open its page (`GET /{type}/{documentId}?status=draft&fields=slug`). */
export const DraftSlug = answer(v.object({ slug: v.nullish(v.string()) }))
export type DraftSlug = v.InferOutput<typeof DraftSlug>

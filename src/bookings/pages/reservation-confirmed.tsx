/**
 * After a booking (docs/spec.md §13.9): the confirmation page, which shows only a booking whose address
 * the worker signed itself, and the same booking as a calendar file (decision 016).
 */
import type { Context } from 'hono'
import { calendarFile } from '../../../cms/src/shared/ics'
import { Link } from '../../app/components/Link'
import { PageTitle } from '../../app/components/page-title'
import { PosterDate } from '../../app/components/poster-date'
import { VenueAddress } from '../../app/components/venue-address'
import { href, resourceHref, withQuery } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import { type AppEnv, type Env, siteOrigin } from '../../config'
import { RESERVATION_VENUE, type Venue } from '../../lib/domain'
import { formatCalendarDate } from '../../lib/format'
import type { Locale } from '../../lib/locale'
import type { ParsedQuery } from '../../lib/query'
import { queryValue } from '../../pages/params'
import { type RequestContext, requestContext } from '../../server/context.server'
import { renderNotFound } from '../../server/dispatch.server'
import { definePage } from '../../server/page.server'
import { isSigned, sign } from '../../server/signing.server'
import { BookingFacts, partyOf } from '../app/booking-facts'
import { CALENDAR_BOOKING_MINUTES, DEFAULT_BOOKING_RULES, zonedInstant } from '../lib/reservation'

/** The venue taking the bookings, or null while the CMS cannot say (the pages then use the defaults). */
export const reservationVenue = ({ content, locale }: Pick<RequestContext, 'content' | 'locale'>) =>
  content.venueBySlug(locale, RESERVATION_VENUE).catch(() => null)

const REFERENCE = /^[A-Z]{1,5}-[A-Z0-9]{4,12}$/

interface Confirmation {
  reference: string
  date: string
  time: string
  partySize: number
}

/** The booking as the confirmation page's address carries it, signed so only real bookings show. */
export const confirmationText = (booking: Confirmation) =>
  `booking:${booking.reference}|${booking.date}|${booking.time}|${booking.partySize}`

/**
 * The confirmation page's address may carry the booking's manage link (`manage`, its token, decision 026),
 * signed with the booking; the calendar file's address never does (a calendar is often shared).
 */
const signedText = (booking: Confirmation, manage?: string) =>
  manage ? `${confirmationText(booking)}|manage:${manage}` : confirmationText(booking)

const CONFIRMATION_QUERY = ['ref', 'date', 'time', 'party', 'manage', 'sig'] as const

/** The booking a confirmation address names, only when the worker signed that address itself. */
async function signedBooking(
  query: ParsedQuery,
  env: Env,
): Promise<(Confirmation & { manage?: string }) | null> {
  const reference = queryValue(query, 'ref', REFERENCE)
  const date = queryValue(query, 'date', /^\d{4}-\d{2}-\d{2}$/)
  const time = queryValue(query, 'time', /^\d{2}:\d{2}$/)
  const party = queryValue(query, 'party', /^\d{1,2}$/)
  const manage = queryValue(query, 'manage', /^[\w-]{20,100}$/)
  const signature = queryValue(query, 'sig', /^[0-9a-f]{64}$/)
  if (!reference || !date || !time || !party || !signature) return null
  const booking = { reference, date, time, partySize: Number(party) }
  return (await isSigned(env, signedText(booking, manage), signature)) ? { ...booking, manage } : null
}

/** The signed query of a booking's calendar file (and of the confirmation page the file links back to). */
export const calendarQuery = async (env: Env, booking: Confirmation) => ({
  ref: booking.reference,
  date: booking.date,
  time: booking.time,
  party: String(booking.partySize),
  sig: await sign(env, confirmationText(booking)),
})

/**
 * The confirmation page's address of a booking the CMS confirmed, signed by the worker, with the token of
 * its manage link when the CMS gave one.
 */
export async function confirmedAddress(
  env: Env,
  locale: Locale,
  booking: Confirmation & { manageToken?: string },
): Promise<string> {
  return withQuery(href('ibiza-reservation-confirmed', {}, locale), {
    ref: booking.reference,
    date: booking.date,
    time: booking.time,
    party: String(booking.partySize),
    manage: booking.manageToken,
    sig: await sign(env, signedText(booking, booking.manageToken)),
  })
}

/**
 * `GET /ibiza/reservations/calendar.ics?ref&date&time&party&sig`: a signed booking as an iCalendar file
 * at the venue's local time, with its time zone (docs/spec.md §13.9); anything else is not found.
 */
export async function bookingCalendar(c: Context<AppEnv>) {
  const ctx = requestContext(c)
  const booking = await signedBooking(ctx.query, c.env)
  // A calendar's address never carries a manage link.
  if (!booking || booking.manage) return renderNotFound(c)
  const venue = await reservationVenue(ctx)
  const name = venue?.name ?? ctx.t('venues.ibiza')
  const page = withQuery(
    href('ibiza-reservation-confirmed', {}, ctx.locale),
    await calendarQuery(c.env, booking),
  )
  const file = calendarFile({
    uid: `${booking.reference}@${new URL(c.env.SITE_URL).hostname}`,
    date: booking.date,
    time: booking.time,
    minutes: CALENDAR_BOOKING_MINUTES,
    timezone: venue?.timezone ?? DEFAULT_BOOKING_RULES.timezone,
    summary: ctx.t('reservations.calendarTitle', { count: booking.partySize, venue: name }),
    description: [
      `${ctx.t('reservations.reference')} ${booking.reference}`,
      partyOf(ctx.t, booking.partySize),
    ].join('\n'),
    location: [name, venue?.address].filter(Boolean).join(', '),
    url: siteOrigin(c.env) + page,
    now: ctx.clock.now(),
  })
  return c.body(file, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${booking.reference}.ics"`,
    'cache-control': 'private, no-store',
  })
}

interface ConfirmedBooking extends Confirmation {
  /** The booking's calendar file (its own signed query: never the manage token). */
  calendar: string
  /** The page to change or cancel it, when the CMS mailed a manage link. */
  manage?: string
  /** The venue taking it, or null while the CMS cannot say. */
  venue: Venue | null
}

/**
 * The booking as a card: its date as a poster's, the table and its party size, date, time and reference,
 * where the venue is with a map link, and what the guest can do with it.
 */
function BookingCard({ booking }: { booking: ConfirmedBooking }) {
  const { t, locale } = useRenderContext()
  const { venue } = booking
  const timeZone = venue?.timezone ?? DEFAULT_BOOKING_RULES.timezone
  const at = new Date(zonedInstant(booking.date, booking.time, timeZone)).toISOString()
  const date = <time dateTime={booking.date}>{formatCalendarDate(booking.date, locale)}</time>
  const reference = <strong className="reference">{booking.reference}</strong>
  return (
    <article className="confirmed-ticket" aria-labelledby="confirmed-ticket-title">
      <PosterDate at={at} timeZone={timeZone} locale={locale} />
      <div className="confirmed-ticket-body">
        <p className="eyebrow">{venue?.name ?? t('venues.ibiza')}</p>
        <h2 id="confirmed-ticket-title">{t('reservations.tableFor', { count: booking.partySize })}</h2>
        <BookingFacts
          facts={[
            [t('reservations.date'), date],
            [t('reservations.time'), booking.time],
            [t('reservations.referenceShort'), reference],
          ]}
        />
        {venue && <VenueAddress venue={venue} />}
      </div>
      {/* What the guest can do with the booking, one item each: managing it, adding it to a calendar. */}
      <ul className="booking-actions">
        {booking.manage && (
          <li>
            <a className="button" href={booking.manage}>
              {t('reservations.manageLink')}
            </a>
          </li>
        )}
        <li>
          <a
            className={booking.manage ? 'button button-outline' : 'button'}
            href={booking.calendar}
            download={`${booking.reference}.ics`}
          >
            {t('reservations.addToCalendar')}
          </a>
        </li>
      </ul>
    </article>
  )
}

/**
 * `/ibiza/reservations/confirmed`: the booking its address names, only when the worker signed that
 * address itself (docs/spec.md §13.9); anything else shows that there is no booking to show.
 */
export const reservationConfirmedPage = definePage<ConfirmedBooking | null>({
  query: CONFIRMATION_QUERY,
  async load(ctx) {
    const booking = await signedBooking(ctx.query, ctx.env)
    if (!booking) return null
    const { locale } = ctx
    const calendar = withQuery(resourceHref('ibiza-calendar', locale), await calendarQuery(ctx.env, booking))
    const manage =
      booking.manage && withQuery(href('ibiza-reservation-manage', {}, locale), { token: booking.manage })
    return { ...booking, calendar, manage, venue: await reservationVenue(ctx) }
  },
  Page({ data: booking }) {
    const { t } = useRenderContext()
    if (!booking) {
      return (
        <>
          <PageTitle title={t('reservations.noBooking')} />
          <p>
            <Link to="ibiza-reservations" className="button">
              {t('routes.ibiza-reservations')}
            </Link>
          </p>
        </>
      )
    }
    return (
      <section className="confirmation">
        <PageTitle title={t('reservations.confirmedTitle')} lead={t('reservations.confirmedLead')} />
        <BookingCard booking={booking} />
        <p>{t('reservations.emailSent')}</p>
        <p>
          <Link to="ibiza">
            {t('reservations.backToVenue', { venue: booking.venue?.name ?? t('venues.ibiza') })}
          </Link>
        </p>
      </section>
    )
  },
})

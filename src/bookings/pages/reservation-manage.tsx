/**
 * `/ibiza/reservations/manage` (docs/spec.md §13.12, decision 026): a guest's own booking — poster date,
 * time, party, status, reference, venue — with the two changes a guest may make until its time: another
 * number of guests (the CMS re-checks the slot's room in its booking transaction) and cancelling. Reached
 * by the link of the confirmation mail and page (`?token=`, whoever holds it) or from the account
 * (`?ref=`, for the account the booking is in). Personal: never cached, never indexed.
 */

import { Managed, type ManagedBooking } from '../../../cms/src/shared/answers'
import { directionsUrl } from '../../../cms/src/shared/maps'
import { REQUEST_WHY } from '../../../cms/src/shared/request-words'
import { Link } from '../../app/components/Link'
import { PageTitle } from '../../app/components/page-title'
import { errorTexts } from '../../app/forms/Field'
import { validationMessages } from '../../app/forms/messages'
import { href, resourceHref, withQuery } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import type { Venue } from '../../lib/domain'
import { formatCalendarDate } from '../../lib/format'
import { BOOKING_FORMS, type BookingFormId, FORM_FIELD } from '../../lib/forms/form-ids'
import { queryValue } from '../../pages/params'
import { CmsError, isOutage } from '../../server/cms/errors.server'
import { cmsClient } from '../../server/cms/index.server'
import { strapiError } from '../../server/cms/strapi-errors.server'
import {
  acceptForm,
  cmsRefusal,
  defineForm,
  limitsDown,
  type Refusal,
  readForm,
  refuseBurst,
  refuseForm,
  refuseTooMany,
  unavailable,
} from '../../server/forms.server'
import type { PageContext } from '../../server/page.server'
import { definePage } from '../../server/page.server'
import { BookingDate, BookingStatus } from '../app/booking-card'
import { BookingFacts } from '../app/booking-facts'
import { BookingNextSteps } from '../app/booking-next-steps'
import ManageBooking from '../app/islands/ManageBooking'
import { addDays, BOOKING_LIMITS, DEFAULT_BOOKING_RULES, partySizeSchema } from '../lib/reservation'
import { reserveBooking } from '../server/limits.server'
import { calendarQuery, reservationVenue } from './reservation-confirmed'
import { nextStepsFor } from './reservation-summary'

const TOKEN = /^[\w-]{20,100}$/
const REFERENCE = /^[A-Z]{1,5}-[A-Z0-9]{4,12}$/

/** Which booking the address names: the link's token, or a reference for the signed-in account. */
type Key = { token: string } | { reference: string }

const keyOf = (ctx: PageContext): Key | null => {
  const token = queryValue(ctx.query, 'token', TOKEN)
  if (token) return { token }
  const reference = queryValue(ctx.query, 'ref', REFERENCE)
  return reference ? { reference } : null
}

/** The page's own address for a booking: where its forms post and where a change lands. */
export const manageAddress = (key: Key, locale: PageContext['locale']) =>
  withQuery(
    href('ibiza-reservation-manage', {}, locale),
    'token' in key ? { token: key.token } : { ref: key.reference },
  )

/** Asks the CMS about the booking `key` names, with the visitor's session for a reference: the booking as it is now. */
async function askCms(
  ctx: PageContext,
  path: '' | '/party' | '/cancel',
  key: Key,
  data: object = {},
): Promise<ManagedBooking> {
  const session = 'reference' in key ? await ctx.session() : null
  return (
    await cmsClient(ctx.c).request(`/reservations/manage${path}`, Managed, {
      method: 'POST',
      body: { data: { ...key, ...data } },
      token: session?.token,
    })
  ).data
}

type ManageData =
  | { kind: 'none' }
  | { kind: 'signIn'; login: string }
  | { kind: 'booking'; booking: ManagedBooking; action: string; venue: Venue | null; calendar: string | null }

async function load(ctx: PageContext): Promise<ManageData> {
  const key = keyOf(ctx)
  if (!key) return { kind: 'none' }
  const action = manageAddress(key, ctx.locale)
  if ('reference' in key && !(await ctx.session())) {
    return { kind: 'signIn', login: withQuery(href('login', {}, ctx.locale), { redirect: action }) }
  }
  try {
    const [booking, venue] = await Promise.all([askCms(ctx, '', key), reservationVenue(ctx)])
    const calendar =
      booking.status === 'confirmed' && booking.changeable
        ? withQuery(resourceHref('ibiza-calendar', ctx.locale), await calendarQuery(ctx.env, booking))
        : null
    return { kind: 'booking', booking, action, venue, calendar }
  } catch (error) {
    if (error instanceof CmsError && !isOutage(error) && error.status < 500) return { kind: 'none' }
    throw error
  }
}

/** Why a booking shows without its forms: cancelled (or declined), a request staff have not answered, or its time came. */
const lockedBecause = (booking: ManagedBooking) =>
  booking.status === 'cancelled' || booking.status === 'declined'
    ? 'cancelled'
    : booking.status === 'requested'
      ? 'waiting'
      : booking.changeable
        ? null
        : 'past'

const notFound = (ctx: PageContext): Refusal => ({
  status: 404,
  code: 'notFound',
  message: ctx.t('reservations.manage.notFound'),
})

/**
 * A manage refusal of the CMS in the page's words: no booking, one that cannot change, a party too large for
 * its seating, or the guest's own mailbox at its most for the night.
 */
function manageRefusal(ctx: PageContext, error: unknown): Refusal {
  if (!(error instanceof CmsError) || isOutage(error) || error.status >= 500) return unavailable(ctx)
  const details = strapiError(error)?.details
  if (error.status === 404) return notFound(ctx)
  if (error.status === 429)
    return { status: 429, code: 'emailLimit', message: ctx.t('validation.emailLimit') }
  if (
    error.status === 409 &&
    (details?.code === 'cancelled' || details?.code === 'past' || details?.code === 'waiting')
  ) {
    return { status: 409, code: details.code, message: ctx.t(`reservations.manage.${details.code}`) }
  }
  return cmsRefusal(ctx, error, { left: details?.left ?? 0 })
}

/**
 * Both changes are posted to the page's own address; each is throttled like the other public forms (5 posts
 * a minute per client, docs/spec.md §11.6), and answered by the CMS: a change lands back on the page with
 * its message (POST-redirect-GET), a refusal shows the page again with what went wrong.
 */
async function change(
  ctx: PageContext,
  form: BookingFormId,
  values: Record<string, string>,
  /** The booking as changed, or the page's own refusal (a connection past its limits). */
  ask: (key: Key) => Promise<ManagedBooking | Response>,
  flash: 'flash.bookingChanged' | 'flash.bookingCancelled',
) {
  const burst = await refuseBurst(ctx, form, values)
  if (burst) return burst
  const key = keyOf(ctx)
  if (!key) return refuseForm(ctx, form, values, notFound(ctx))
  if ('reference' in key && !(await ctx.session())) {
    return refuseForm(ctx, form, values, {
      status: 401,
      code: 'signInFirst',
      message: ctx.t('auth.errors.signInFirst'),
    })
  }
  let answer: ManagedBooking | Response
  try {
    answer = await ask(key)
  } catch (error) {
    return refuseForm(ctx, form, values, manageRefusal(ctx, error))
  }
  if (answer instanceof Response) return answer
  const waits = answer.requested !== null
  return acceptForm(ctx, {
    redirect: manageAddress(key, ctx.locale),
    flash: waits ? 'flash.bookingChangeRequested' : flash,
  })
}

/**
 * A larger party counts its added guests on the connection it is asked from (docs/spec.md §11.5), like a
 * booking, before the CMS is asked; a change the CMS did not take is given back. A signed-in account's own
 * booking (by reference) is held to its own covers by the CMS, not counted by its connection. Answers the
 * booking as changed, or the refusal of a connection past its limits.
 */
async function changeParty(ctx: PageContext, key: Key, partySize: number, values: Record<string, string>) {
  const form = BOOKING_FORMS.party
  const added = 'token' in key ? partySize - (await askCms(ctx, '', key)).partySize : 0
  if (added <= 0) return askCms(ctx, '/party', key, { partySize })
  const allowance = await reserveBooking(ctx.c, added, false).catch(limitsDown)
  if (!allowance) return refuseForm(ctx, form, values, unavailable(ctx))
  if (!allowance.ok) {
    return refuseTooMany(ctx, form, values, {
      retryAfterSeconds: allowance.retryAfterSeconds,
      message: ctx.t(allowance.limit === 'client' ? 'forms.bookingLimit' : 'forms.networkBookingLimit', {
        ...BOOKING_LIMITS.perClient,
      }),
    })
  }
  try {
    const changed = await askCms(ctx, '/party', key, { partySize })
    await allowance.settle(true)
    return changed
  } catch (error) {
    await allowance.settle(false)
    throw error
  }
}

/** The venue's party limits, the booking form's (docs/spec.md §13.3). */
const partyLimits = async (ctx: PageContext) =>
  (await reservationVenue(ctx))?.reservationSettings ?? DEFAULT_BOOKING_RULES

const partyForm = defineForm(
  BOOKING_FORMS.party,
  async (ctx) => partySizeSchema(await partyLimits(ctx)),
  (ctx, input, values) =>
    change(
      ctx,
      BOOKING_FORMS.party,
      values,
      (key) => changeParty(ctx, key, input.partySize, values),
      'flash.bookingChanged',
    ),
  async (ctx) => {
    const { minParty, maxParty } = await partyLimits(ctx)
    return { min: minParty, max: maxParty }
  },
)

async function action(ctx: PageContext): Promise<Response> {
  const values = await readForm(ctx)
  if (values[FORM_FIELD] === BOOKING_FORMS.cancel) {
    return change(
      ctx,
      BOOKING_FORMS.cancel,
      values,
      (key) => askCms(ctx, '/cancel', key),
      'flash.bookingCancelled',
    )
  }
  return partyForm.submit(ctx, values)
}

function VenueLine({ booking, venue }: { booking: ManagedBooking; venue: Venue | null }) {
  const { t } = useRenderContext()
  if (!venue || venue.slug !== booking.venue.slug) return <>{booking.venue.name}</>
  return (
    <span className="booking-venue">
      <Link to="ibiza">{venue.name}</Link>
      {venue.address && <span className="booking-address">{venue.address}</span>}
      <a href={directionsUrl(venue)} rel="noopener">
        {t('venue.directions')}
      </a>
    </span>
  )
}

function Booking({ data }: { data: Extract<ManageData, { kind: 'booking' }> }) {
  const context = useRenderContext()
  const { t, locale, form } = context
  const { booking } = data
  const posted = (id: BookingFormId) =>
    form?.id === id ? { errors: errorTexts(form.fieldErrors), message: form.message || null } : null
  const anotherNight = withQuery(href('ibiza-reservations', {}, locale), {
    date: addDays(booking.date, 1),
    partySize: String(booking.requested?.partySize ?? booking.partySize),
  })
  const nextSteps = nextStepsFor(context, data.venue, anotherNight)
  const sameParty = withQuery(href('ibiza-reservations', {}, locale), {
    date: booking.date,
    partySize: String(booking.partySize),
  })
  const when = { date: formatCalendarDate(booking.date, locale), time: booking.time }
  const locked = lockedBecause(booking)
  const reference = <strong className="reference">{booking.reference}</strong>
  const date = <time dateTime={booking.date}>{when.date}</time>
  const venue = <VenueLine booking={booking} venue={data.venue} />
  return (
    <section className={`manage-booking status-${booking.status}`}>
      <div className="booking-ticket">
        <BookingDate date={booking.date} time={booking.time} />
        <div className="booking-ticket-body">
          <BookingStatus status={booking.status} arrival={booking.arrival} />
          <p className="booking-ticket-title">
            {t('reservations.calendarTitle', { count: booking.partySize, venue: booking.venue.name })}
          </p>
        </div>
        <BookingFacts
          facts={[
            [t('reservations.referenceShort'), reference],
            [t('reservations.date'), date],
            [t('reservations.time'), booking.time],
            [t('reservations.partySize'), booking.partySize],
            [t('reservations.name'), booking.name],
            [t('reservations.manage.venue'), venue],
          ]}
        />
      </div>
      <div className="manage-booking-actions">
        {locked ? (
          <>
            <p className="manage-locked" role="status">
              {t(`reservations.manage.${locked}`)}
            </p>
            {locked === 'past' && <BookingNextSteps {...nextStepsFor(context, data.venue)} />}
            <p>
              <Link to="ibiza-reservations" className="button">
                {t('reservations.confirmLink.bookAgain')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('reservations.manage.until', when)}</p>
            {/* A table moves only by booking the new one: the CMS changes a party, never a night or time. */}
            <p className="manage-another-night">
              {t('reservations.manage.anotherNight')}{' '}
              <a href={sameParty}>{t('reservations.manage.anotherNightLink')}</a>
            </p>
            {booking.requested && (
              <p className="manage-requested" role="status">
                {t('reservations.manage.requested', {
                  count: booking.requested.partySize,
                  held: booking.partySize,
                })}{' '}
                {REQUEST_WHY[locale][booking.requested.reason]}
              </p>
            )}
            <ManageBooking
              action={data.action}
              partySize={
                Number(
                  form?.id === BOOKING_FORMS.party
                    ? form.values.partySize
                    : (booking.requested?.partySize ?? booking.partySize),
                ) || booking.partySize
              }
              party={booking.party}
              posted={{ party: posted(BOOKING_FORMS.party), cancel: posted(BOOKING_FORMS.cancel) }}
              labels={{
                partySize: t('reservations.partySize'),
                change: t('reservations.manage.change'),
                changing: t('reservations.manage.changing'),
                cancel: t('reservations.manage.cancel'),
                cancelQuestion: t('reservations.manage.cancelQuestion', {
                  count: booking.partySize,
                  ...when,
                }),
                cancelConfirm: t('reservations.manage.cancelConfirm'),
                cancelling: t('reservations.manage.cancelling'),
                offline: t('reservations.manage.offline'),
                largerParty: t('reservations.largerParty', { max: booking.party.max }),
                largeRule: t('reservations.manage.largeRule', { large: booking.party.large }),
              }}
              largerPartyHref={href('ibiza-contact', {}, locale)}
              messages={validationMessages(locale, { min: booking.party.min, max: booking.party.max })}
            />
            {/* Shown by the stylesheet while either form says a refusal (reservations.css): the page's
                own, so the island that changes the booking carries none of it. */}
            <div className="manage-next-steps">
              <BookingNextSteps {...nextSteps} />
            </div>
          </>
        )}
        {data.calendar && (
          <p className="confirmation-actions">
            <a className="button button-outline" href={data.calendar} download={`${booking.reference}.ics`}>
              {t('reservations.addToCalendar')}
            </a>
          </p>
        )}
      </div>
    </section>
  )
}

export const reservationManagePage = definePage<ManageData>({
  query: ['token', 'ref'],
  load,
  action,
  Page({ data }) {
    const { t } = useRenderContext()
    if (data.kind === 'booking') {
      return (
        <>
          <PageTitle title={t('routes.ibiza-reservation-manage')} lead={t('reservations.manage.lead')} />
          <Booking data={data} />
        </>
      )
    }
    return (
      <section className="confirmation">
        <PageTitle
          title={t('reservations.noBooking')}
          lead={t(data.kind === 'signIn' ? 'reservations.manage.signIn' : 'reservations.manage.notFound')}
        />
        <p className="confirmation-actions">
          {data.kind === 'signIn' ? (
            <a className="button" href={data.login}>
              {t('routes.login')}
            </a>
          ) : (
            <Link to="ibiza-reservations" className="button">
              {t('routes.ibiza-reservations')}
            </Link>
          )}
        </p>
      </section>
    )
  },
})

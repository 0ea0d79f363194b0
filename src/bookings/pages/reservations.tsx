import type { Context } from 'hono'
import { Availability, Booked, type BookedReservation } from '../../../cms/src/shared/answers'
import { canonicalEmail } from '../../../cms/src/shared/guest-identity'
import { PageTitle } from '../../app/components/page-title'
import { botCheckFor } from '../../app/forms/bot-check'
import { errorTexts } from '../../app/forms/Field'
import { validationMessages } from '../../app/forms/messages'
import { href, resourceHref, withQuery } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import type { AppEnv } from '../../config'
import { RESERVATION_VENUE as VENUE, type Venue } from '../../lib/domain'
import { formatCalendarDate } from '../../lib/format'
import { BOOKING_FORMS } from '../../lib/forms/form-ids'
import type { FormState } from '../../lib/forms/validate'
import type { MessageKey, Translate } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'
import { queryValue } from '../../pages/params'
import { readProfile } from '../../server/auth/profile.server'
import { CmsError } from '../../server/cms/errors.server'
import { cmsClient } from '../../server/cms/index.server'
import { strapiError } from '../../server/cms/strapi-errors.server'
import { type RequestContext, requestContext } from '../../server/context.server'
import {
  acceptForm,
  admitPublicForm,
  cmsRefusal,
  defineForm,
  fieldErrors,
  limitsDown,
  readForm,
  refuseForm,
  refuseTooMany,
  unavailable,
} from '../../server/forms.server'
import { definePage, type PageContext } from '../../server/page.server'
import { issueFormToken } from '../../server/signing.server'
import { BookingNextSteps } from '../app/booking-next-steps'
import ReservationForm, { type NightsNotice } from '../app/islands/ReservationForm'
import {
  BOOKING_LIMITS,
  type BookingRules,
  bookingWindow,
  checkBooking,
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  parsePartySize,
  reservationSchema,
} from '../lib/reservation'
import type { Seating } from '../lib/seatings'
import { reserveBooking } from '../server/limits.server'
import { asksTheTeam, linkDeadline, requestAddress } from './reservation-confirm'
import { confirmedAddress, reservationVenue } from './reservation-confirmed'
import {
  bookingChoiceLabels,
  nextStepsFor,
  ReservationPicture,
  ReservationSummary,
} from './reservation-summary'
import { nightsNotice, seatingsWorded } from './seating-words'

const FORM_ID = BOOKING_FORMS.book

const rulesOf = (venue: Venue | null): BookingRules => {
  const settings = venue?.reservationSettings
  return settings
    ? { ...DEFAULT_BOOKING_RULES, ...settings, timezone: venue.timezone }
    : DEFAULT_BOOKING_RULES
}

/** Which date and party size the form shows: what was posted, else the query, else the first bookable. */
function chosenBooking(rules: BookingRules, wanted: { date?: string; partySize?: string }, now: number) {
  const party = parsePartySize(wanted.partySize)
  return {
    date:
      wanted.date && /^\d{4}-\d{2}-\d{2}$/.test(wanted.date) ? wanted.date : firstBookableDate(rules, now),
    partySize:
      party && party >= rules.minParty && party <= rules.maxParty ? party : Math.max(2, rules.minParty),
  }
}

/** What the validation messages mention: party limits, the booking window, the lead time. */
function messageParams(rules: BookingRules, locale: Locale, now: number) {
  const window = bookingWindow(rules, now)
  return {
    min: rules.minParty,
    max: rules.maxParty,
    first: formatCalendarDate(window.first, locale),
    last: formatCalendarDate(window.last, locale),
    hours: Math.round(rules.leadMinutes / 60),
  }
}

/**
 * Live slots of a date for a party size (never cached: they change with every booking), and, when none has
 * room for the party, the next nights that have (docs/spec.md §13.5).
 */
async function availabilityOf(c: Context<AppEnv>, date: string, partySize: number | string) {
  const answer = await cmsClient(c).request('/reservations/availability', Availability, {
    query: { venue: VENUE, date: date.slice(0, 10), partySize: String(partySize).slice(0, 3) },
  })
  return answer.data
}

/** The day's seatings and, when none has room, the nights offered instead, worded for the page. */
async function seatingsOf(
  ctx: RequestContext,
  rules: BookingRules,
  date: string,
  partySize: number | string,
) {
  const { slots, nextNights } = await availabilityOf(ctx.c, date, partySize)
  const { last } = bookingWindow(rules, ctx.clock.now())
  return {
    slots: seatingsWorded(ctx.t, slots, partySize),
    nights: nightsNotice(ctx, { date, partySize, nextNights, last }),
  }
}

/** What a signed-in visitor finds filled in (docs/spec.md §13.2). */
type Prefill = Record<'name' | 'email' | 'phone', string>
const NO_PREFILL: Prefill = { name: '', email: '', phone: '' }

interface ReservationView {
  venue: Venue | null
  rules: BookingRules
  date: string
  partySize: number
  /** Worded for the party; null when the CMS could not tell. */
  slots: Seating[] | null
  /** The nights offered when the date has no seating with room for the party. */
  nights: NightsNotice | null
  token: string
  prefill: Prefill
}

const LABELS = [
  'date',
  'partySize',
  'time',
  'name',
  'email',
  'phone',
  'notes',
  'notesHint',
  'consent',
  'submit',
  'sending',
  'check',
  'unavailable',
  'gone',
  'slotsUnknown',
  'largerParty',
  'offline',
] as const
/** The form's words; what changes as the guest chooses (a time, a party) keeps a `{mark}`. */
const formLabels = (t: Translate, max: number) =>
  Object.fromEntries(
    LABELS.map((key) => [
      key,
      t(`reservations.${key}` satisfies MessageKey, {
        max,
        large: BOOKING_LIMITS.largeParty,
        time: '{time}',
        count: '{count}',
      }),
    ]),
  )

/** The form's values: what was posted, else the view's date and party size and the visitor's details. */
function formValues(view: ReservationView, posted: FormState | undefined): Record<string, string> {
  return {
    date: view.date,
    partySize: String(view.partySize),
    time: '',
    ...view.prefill,
    notes: '',
    consent: '',
    ...posted?.values,
  }
}

function BookingForm({ view, values }: { view: ReservationView; values: Record<string, string> }) {
  const context = useRenderContext()
  const { t, locale, form } = context
  const { rules } = view
  const posted = form?.id === FORM_ID ? form : undefined
  return (
    <ReservationForm
      action={href('ibiza-reservations', {}, locale)}
      availabilityUrl={resourceHref('ibiza-availability', locale)}
      token={view.token}
      botCheck={botCheckFor(context)}
      rules={rules}
      window={bookingWindow(rules, context.now)}
      values={values}
      errors={posted ? errorTexts(posted.fieldErrors) : {}}
      message={posted?.message ?? null}
      slots={view.slots}
      nights={view.nights}
      messages={validationMessages(locale, messageParams(rules, locale, context.now))}
      labels={formLabels(t, rules.maxParty)}
      largerPartyHref={href('ibiza-contact', {}, locale)}
      locale={locale}
      summary={bookingChoiceLabels(rules, t)}
    />
  )
}

/**
 * What a refused guest can do (docs/spec.md §13.17), drawn by the page above the form and shown by the
 * stylesheet while the form says a refusal, with JavaScript or without (reservations.css): the island carries
 * none of it. Another night is chosen right here, so its link leads to the form's date.
 */
function BookingNextStepsOf({ venue }: { venue: Venue | null }) {
  return <BookingNextSteps {...nextStepsFor(useRenderContext(), venue, '#reservation-date')} />
}

/**
 * The form with the venue's picture and the booking's summary: two columns on a desktop (the form, and the
 * picture over the summary), one on a phone (a strip of the picture, the form, the summary).
 */
function BookingLayout({ view }: { view: ReservationView }) {
  const { form } = useRenderContext()
  const values = formValues(view, form?.id === FORM_ID ? form : undefined)
  return (
    <div className="reservation-layout">
      <ReservationPicture venue={view.venue} />
      <div className="reservation-main">
        <BookingNextStepsOf venue={view.venue} />
        <BookingForm view={view} values={values} />
      </div>
      <ReservationSummary
        venue={view.venue}
        rules={view.rules}
        booking={{ date: values.date ?? '', time: values.time ?? '', partySize: values.partySize ?? '' }}
      />
    </div>
  )
}

async function loadView(ctx: PageContext): Promise<ReservationView> {
  const venue = await reservationVenue(ctx)
  const rules = rulesOf(venue)
  const posted = ctx.form?.id === FORM_ID ? ctx.form.values : undefined
  const { date, partySize } = chosenBooking(
    rules,
    {
      date: posted?.date ?? queryValue(ctx.query, 'date', /^\d{4}-\d{2}-\d{2}$/),
      partySize: posted?.partySize ?? queryValue(ctx.query, 'partySize', /^\d{1,2}$/),
    },
    ctx.clock.now(),
  )
  const [seatings, token, prefill] = await Promise.all([
    seatingsOf(ctx, rules, date, partySize).catch(() => ({ slots: null, nights: null })),
    issueFormToken(ctx.env, FORM_ID, ctx.clock.now()),
    signedInDetails(ctx),
  ])
  return { venue, rules, date, partySize, ...seatings, token, prefill }
}

/**
 * The account's name and e-mail, and the profile's phone (docs/spec.md §13.2, §12.4): a booking is greeted,
 * listed at the door and mailed by the name it carries, never a login's.
 */
async function signedInDetails(ctx: PageContext): Promise<Prefill> {
  const session = await ctx.session()
  if (!session) return NO_PREFILL
  const profile = await readProfile(ctx.c, session.account.id)
  return { name: session.account.name, email: session.account.email, phone: profile.phone }
}

/**
 * Whether a signed-in visitor books for the account's own mailbox, which every account proved before it could
 * sign in: that guest is one guest, held by the CMS to its own covers, not counted by its connection's
 * (docs/spec.md §11.5; a hotel's Wi-Fi).
 */
async function booksAsProvenAccount(ctx: PageContext, email: string): Promise<boolean> {
  const account = (await ctx.session())?.account
  return !!account?.confirmed && canonicalEmail(account.email) === canonicalEmail(email)
}

/** A booking's allowance when the connection's limits do not apply to it (a proven account). */
const UNCOUNTED = { ok: true, settle: async () => {} } as const

/**
 * A booking (docs/spec.md §13): the fill-time token and the optional bot check, then one of the client's
 * bookings of the day is reserved (§11.5) before the CMS books it in one transaction with its admission
 * rule; a booking the CMS did not take is given back. A proven account's booking is not counted by its
 * connection.
 */
const book = defineForm(
  FORM_ID,
  async (ctx) => reservationSchema(rulesOf(await reservationVenue(ctx)), ctx.clock.now()),
  async (ctx, input, values) => {
    const rules = rulesOf(await reservationVenue(ctx))
    const params = messageParams(rules, ctx.locale, ctx.clock.now())
    const admission = await admitPublicForm(ctx, FORM_ID, values)
    if (admission instanceof Response) return admission
    const allowance = (await booksAsProvenAccount(ctx, input.email))
      ? UNCOUNTED
      : await reserveBooking(ctx.c, input.partySize).catch(limitsDown)
    if (!allowance?.ok) await admission.settle(false)
    if (!allowance) return refuseForm(ctx, FORM_ID, values, unavailable(ctx))
    if (!allowance.ok) {
      return refuseTooMany(ctx, FORM_ID, values, {
        retryAfterSeconds: allowance.retryAfterSeconds,
        message:
          allowance.limit === 'client'
            ? ctx.t('forms.bookingLimit', BOOKING_LIMITS.perClient)
            : ctx.t('forms.networkBookingLimit'),
      })
    }
    const data = { venue: VENUE, ...input, consent: true, locale: ctx.locale }
    const session = await ctx.session()
    const client = cmsClient(ctx.c)
    let booked: BookedReservation
    try {
      booked = (
        await client.request('/reservations', Booked, {
          method: 'POST',
          body: { data },
          token: session?.token,
        })
      ).data
    } catch (error) {
      await Promise.all([allowance.settle(false), admission.settle(false)])
      return refuseForm(ctx, FORM_ID, values, cmsRefusal(ctx, error, { ...params, left: slotsLeft(error) }))
    }
    await Promise.all([allowance.settle(true), admission.settle(true)])
    // A request waits for staff (§13.13): its page says why.
    if (booked.status === 'requested') {
      return acceptForm(ctx, { redirect: await requestAddress(ctx, booked.requestReason) })
    }
    // Held until the guest opens the link mailed to them (docs/spec.md §13.11): the page the link opens
    // says, without it, to check the inbox (or that an earlier link of the day lists this booking). The flash
    // says the mail went out just now.
    if (booked.status === 'pending') {
      const step = booked.mailed === false ? 'listed' : undefined
      const deadline = await linkDeadline(
        ctx,
        booked.confirmBy,
        rules.timezone,
        asksTheTeam(booked.partySize),
      )
      return acceptForm(ctx, {
        redirect: withQuery(href('ibiza-reservation-confirm', {}, ctx.locale), { step, ...deadline?.query }),
        flash: step === undefined && deadline ? 'flash.bookingPending' : undefined,
        flashParams: deadline && { by: deadline.words },
      })
    }
    return acceptForm(ctx, { redirect: await confirmedAddress(ctx.env, ctx.locale, booked) })
  },
  async (ctx) => messageParams(rulesOf(await reservationVenue(ctx)), ctx.locale, ctx.clock.now()),
)

/** How many places a full slot had left (the CMS's 409 details). */
const slotsLeft = (error: unknown) => strapiError(error)?.details?.left ?? 0

/**
 * `/ibiza/reservations` (docs/spec.md §13): the booking form with the CMS's live slots for the date asked
 * for; "show times" without JavaScript posts `intent=check` and gets the same page for the chosen date.
 */
export const reservationsPage = definePage<ReservationView>({
  query: ['date', 'partySize'],
  load: loadView,
  async action(ctx) {
    const values = await readForm(ctx)
    if (values.intent === 'check') {
      ctx.form = { id: FORM_ID, values, code: 'check', message: '', fieldErrors: {} }
      return ctx.renderPage(200)
    }
    return book.submit(ctx, values)
  },
  Page({ data: view }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.ibiza-reservations')} lead={view.venue?.name} />
        <BookingLayout view={view} />
      </>
    )
  },
  async outage(ctx) {
    const rules = DEFAULT_BOOKING_RULES
    const posted = ctx.form?.values ?? {}
    const view = {
      venue: null,
      rules,
      ...chosenBooking(rules, posted, ctx.clock.now()),
      slots: null,
      nights: null,
      token: await issueFormToken(ctx.env, FORM_ID, ctx.clock.now()),
      prefill: NO_PREFILL,
    }
    return (
      <>
        <PageTitle title={ctx.t('routes.ibiza-reservations')} />
        <BookingLayout view={view} />
      </>
    )
  },
})

/**
 * `GET /ibiza/reservations/availability?date&partySize`: the live slots as JSON, for the island, with the
 * nights offered when none has room for the party (`nights`, worded in the page's language).
 */
export async function availability(c: Context<AppEnv>) {
  c.header('cache-control', 'private, no-store')
  const ctx = requestContext(c)
  const date = c.req.query('date') ?? ''
  const partySize = c.req.query('partySize') ?? ''
  try {
    const rules = rulesOf(await reservationVenue(ctx))
    return c.json(await seatingsOf(ctx, rules, date, partySize))
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      const rules = rulesOf(await reservationVenue(ctx))
      const now = ctx.clock.now()
      const { date: dateCode, partySize: partyCode } = checkBooking({ date, partySize }, rules, now)
      const codes = { ...(dateCode && { date: dateCode }), ...(partyCode && { partySize: partyCode }) }
      return c.json(
        { slots: [], fieldErrors: fieldErrors(ctx, codes, messageParams(rules, ctx.locale, now)) },
        400,
      )
    }
    return c.json({ slots: null, message: ctx.t('forms.unavailable') }, 503)
  }
}

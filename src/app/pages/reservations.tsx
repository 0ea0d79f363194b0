import type { Venue } from '../../lib/domain'
import { formatDateTime } from '../../lib/format'
import {
  type BookingRules,
  bookingWindow,
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  parsePartySize,
  type Slot,
} from '../../lib/forms'
import type { Translate } from '../../lib/i18n'
import { type Locale, localePath } from '../../lib/locale'
import { PageTitle } from '../components/content'
import { ReservationForm } from '../components/islands'
import { Link } from '../components/Link'
import { errorMessages } from '../forms/messages'
import { useRenderContext } from '../render-context'
import { found, queryValue } from './params'
import { definePage } from './types'

/** The live slots of a date for a party size; null when the CMS could not answer. */
export type AvailabilityLookup = (date: string, partySize: number) => Promise<Slot[] | null>

export interface ReservationView {
  venue: Venue | null
  rules: BookingRules
  date: string
  partySize: number
  slots: Slot[] | null
}

export const rulesOf = (venue: Venue | null): BookingRules => {
  const settings = venue?.reservationSettings
  return settings ? { ...settings, timezone: venue.timezone } : DEFAULT_BOOKING_RULES
}

/** Which date and party size the form shows: what was posted, else the query, else the first bookable. */
export function chosenBooking(rules: BookingRules, wanted: { date?: string; partySize?: string }) {
  const party = parsePartySize(wanted.partySize)
  return {
    date: wanted.date && /^\d{4}-\d{2}-\d{2}$/.test(wanted.date) ? wanted.date : firstBookableDate(rules),
    partySize:
      party && party >= rules.minParty && party <= rules.maxParty ? party : Math.max(2, rules.minParty),
  }
}

const reservationPath = '/ibiza/reservations'

const longDate = (iso: string, locale: Locale) => formatDateTime(`${iso}T12:00:00Z`, locale, 'UTC', 'date')

/** What the validation messages mention: party limits, the booking window, the lead time. */
export function messageParams(rules: BookingRules, locale: Locale) {
  const window = bookingWindow(rules)
  return {
    min: rules.minParty,
    max: rules.maxParty,
    first: longDate(window.first, locale),
    last: longDate(window.last, locale),
    hours: Math.round(rules.leadMinutes / 60),
  }
}

function BookingForm({ view }: { view: ReservationView }) {
  const { t, locale, form } = useRenderContext()
  const { rules } = view
  const window = bookingWindow(rules)
  const posted = form?.id === 'reservation' ? form : undefined
  const values = {
    date: view.date,
    partySize: String(view.partySize),
    time: '',
    name: '',
    email: '',
    phone: '',
    notes: '',
    consent: '',
    ...posted?.values,
  }
  return (
    <ReservationForm
      action={localePath(reservationPath, locale)}
      availabilityUrl={localePath(`${reservationPath}/availability`, locale)}
      rules={rules}
      window={window}
      values={values}
      errors={posted?.errors ?? {}}
      message={posted?.message ?? null}
      slots={view.slots}
      messages={errorMessages(t, messageParams(rules, locale))}
      labels={formLabels(t, rules.maxParty)}
      largerPartyHref={localePath('/ibiza/contact', locale)}
    />
  )
}

const LABELS = [
  'date',
  'partySize',
  'time',
  'chooseTime',
  'name',
  'email',
  'phone',
  'notes',
  'notesHint',
  'consent',
  'submit',
  'sending',
  'check',
  'full',
  'unavailable',
  'slotsUnknown',
  'largerParty',
  'fix',
  'offline',
] as const
const formLabels = (t: Translate, max: number) =>
  Object.fromEntries(LABELS.map((key) => [key, t(`reservations.${key}`, { max })]))

/** The booking page without its CMS text: what a form answered during a CMS outage shows. */
export function ReservationFormAlone({ view }: { view: ReservationView }) {
  const { t } = useRenderContext()
  return (
    <>
      <PageTitle title={t('routes.ibiza-reservations')} />
      <BookingForm view={view} />
    </>
  )
}

/**
 * `/ibiza/reservations`. The worker's form handlers build this page with a lookup of live availability
 * (and the posted date), so the slots shown without JavaScript are the CMS's own.
 */
export const reservationsPageWith = (
  options: { availability?: AvailabilityLookup; wanted?: { date?: string; partySize?: string } } = {},
) =>
  definePage<ReservationView>({
    async load({ content, locale, path, query }) {
      const venue = found(await content.venueBySlug(locale, 'ibiza'), path)
      const rules = rulesOf(venue)
      const { date, partySize } = chosenBooking(
        rules,
        options.wanted ?? {
          date: queryValue(query, 'date', /^\d{4}-\d{2}-\d{2}$/),
          partySize: queryValue(query, 'partySize', /^\d{1,2}$/),
        },
      )
      const slots = options.availability ? await options.availability(date, partySize) : null
      return { venue, rules, date, partySize, slots }
    },
    Page({ data: view }) {
      const { t } = useRenderContext()
      const { rules } = view
      return (
        <>
          <PageTitle title={t('routes.ibiza-reservations')} lead={view.venue?.name}>
            <p>
              {t('reservations.rules', {
                first: rules.firstSeating,
                last: rules.lastSeating,
                max: rules.maxParty,
                days: rules.windowDays,
              })}
            </p>
          </PageTitle>
          <BookingForm view={view} />
        </>
      )
    },
  })

export const reservationsPage = reservationsPageWith()

const REFERENCE = /^[A-Z]{1,5}-[A-Z0-9]{4,12}$/

/** `/ibiza/reservations/confirmed?ref=…`: where a booking lands (the CMS has e-mailed the same details). */
export const reservationConfirmedPage = definePage({
  Page() {
    const { t, query, locale } = useRenderContext()
    const reference = queryValue(query, 'ref', REFERENCE)
    if (!reference) {
      return (
        <>
          <PageTitle title={t('reservations.noBooking')} />
          <p>
            <Link to={reservationPath} className="button">
              {t('routes.ibiza-reservations')}
            </Link>
          </p>
        </>
      )
    }
    const date = queryValue(query, 'date', /^\d{4}-\d{2}-\d{2}$/)
    const time = queryValue(query, 'time', /^\d{2}:\d{2}$/)
    const party = queryValue(query, 'party', /^\d{1,2}$/)
    return (
      <section className="confirmation">
        <PageTitle title={t('reservations.confirmedTitle')} lead={t('reservations.confirmedLead')} />
        <p className="reference">
          {t('reservations.reference')} <strong>{reference}</strong>
        </p>
        <dl className="booking-summary">
          {date && (
            <>
              <dt>{t('reservations.date')}</dt>
              <dd>{longDate(date, locale)}</dd>
            </>
          )}
          {time && (
            <>
              <dt>{t('reservations.time')}</dt>
              <dd>{time}</dd>
            </>
          )}
          {party && (
            <>
              <dt>{t('reservations.partySize')}</dt>
              <dd>{party}</dd>
            </>
          )}
        </dl>
        <p>{t('reservations.emailSent')}</p>
        <p>
          <Link to="/ibiza">{t('routes.ibiza')}</Link>
        </p>
      </section>
    )
  },
})

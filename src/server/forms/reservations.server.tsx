import type { Context } from 'hono'
import { PAGES } from '../../app/pages'
import {
  type AvailabilityLookup,
  chosenBooking,
  messageParams,
  ReservationFormAlone,
  type ReservationView,
  reservationsPageWith,
  rulesOf,
} from '../../app/pages/reservations'
import type { AppEnv } from '../../config'
import type { Venue } from '../../lib/domain'
import { RESERVATION_FIELDS, type Slot, validateReservation } from '../../lib/forms'
import { translator } from '../../lib/i18n'
import { readJwt } from '../auth/cookies.server'
import { CmsError, isRecord } from '../cms/errors'
import { cmsClient, contentFor } from '../cms/index.server'
import { renderRoute } from '../pages.server'
import {
  answerDone,
  answerForm,
  isOutage,
  localiseErrors,
  pathIn,
  postedValues,
  routeNamed,
  strapiFieldErrors,
} from './answer.server'

const VENUE = 'ibiza'

interface Availability {
  data: { slots: Slot[] }
}

/** Live availability from the CMS (never cached: it changes with every booking). */
const availabilityLookup =
  (c: Context<AppEnv>): AvailabilityLookup =>
  async (date, partySize) => {
    try {
      const answer = await cmsClient(c).request<Availability>('/reservations/availability', {
        query: { venue: VENUE, date, partySize },
      })
      return answer.data.slots
    } catch {
      return null
    }
  }

const pagesWith = (c: Context<AppEnv>, wanted?: { date?: string; partySize?: string }) => ({
  ...PAGES,
  reservations: reservationsPageWith({ availability: availabilityLookup(c), wanted }),
})

/** GET: the page with the live slots of the date asked for (or the first bookable one). */
export const showReservations = (c: Context<AppEnv>) => {
  const route = routeNamed('ibiza-reservations')
  return renderRoute(c, route, { pages: pagesWith(c) })
}

/** GET …/availability?date&partySize: the slots as JSON, for the island. */
export async function availability(c: Context<AppEnv>) {
  c.header('cache-control', 'no-store')
  const date = c.req.query('date') ?? ''
  const partySize = c.req.query('partySize') ?? ''
  try {
    const answer = await cmsClient(c).request<Availability>('/reservations/availability', {
      query: { venue: VENUE, date: date.slice(0, 10), partySize: partySize.slice(0, 3) },
    })
    return c.json({ slots: answer.data.slots })
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      const fields = strapiFieldErrors(error)
      const venue = await ibizaVenue(c)
      const codes = validateReservation({ date, partySize, time: '19:00' }, rulesOf(venue))
      const known = Object.fromEntries(
        Object.keys(fields).map((field) => [field, codes[field] ?? 'required']),
      )
      return c.json(
        { slots: [], errors: localiseErrors(c, known, messageParams(rulesOf(venue), c.get('locale'))) },
        400,
      )
    }
    return c.json({ slots: null, message: translator(c.get('locale'))('forms.unavailable') }, 503)
  }
}

const ibizaVenue = (c: Context<AppEnv>): Promise<Venue | null> =>
  contentFor(c)
    .venueBySlug(c.get('locale'), VENUE)
    .catch(() => null)

/** The user's CMS token when signed in, so the booking is linked to their account. */
const userToken = (c: Context<AppEnv>) => (c.get('user') ? readJwt(c) : undefined)

/** Strapi's messages mapped to ours where we know the rule; Strapi's own text otherwise. */
function cmsErrorCodes(fields: Record<string, string>) {
  const codes: Record<string, string> = {}
  const guess: [string, RegExp, string][] = [
    ['date', /past/i, 'datePast'],
    ['date', /open|ahead/i, 'dateBeyond'],
    ['time', /advance/i, 'timeTooSoon'],
    ['partySize', /between/i, 'party'],
  ]
  for (const [field, message] of Object.entries(fields)) {
    codes[field] = guess.find(([name, pattern]) => name === field && pattern.test(message))?.[2] ?? ''
  }
  return codes
}

/** POST: validates, books through the CMS and goes to the confirmation; errors come back with the input. */
export async function bookTable(c: Context<AppEnv>) {
  const route = routeNamed('ibiza-reservations')
  const locale = c.get('locale')
  const t = translator(locale)
  const values = await postedValues(c, [...RESERVATION_FIELDS, 'intent'])
  const { intent, ...typed } = values
  const venue = await ibizaVenue(c)
  const rules = rulesOf(venue)
  const wanted = { date: typed.date, partySize: typed.partySize }
  const params = messageParams(rulesOf(venue), c.get('locale'))
  const answer = (status: 200 | 400 | 409 | 503, errors: Record<string, string>, message?: string) => {
    const form = { id: 'reservation', values: typed, errors, message }
    const view: ReservationView = { venue, rules, ...chosenBooking(rules, wanted), slots: null }
    return answerForm(c, {
      route,
      status,
      form,
      pages: pagesWith(c, wanted),
      outage: venue && status !== 503 ? undefined : <ReservationFormAlone view={view} />,
    })
  }

  // "Show times" without JavaScript: the same form with the slots of the chosen date.
  if (intent === 'check') return answer(200, {})
  const codes = validateReservation(typed, rules)
  if (Object.keys(codes).length > 0) return answer(400, localiseErrors(c, codes, params), t('forms.fix'))

  try {
    const booked = await book(c, typed, locale)
    const query = new URLSearchParams({
      ref: booked.reference,
      date: booked.date,
      time: booked.time,
      party: String(booked.partySize),
    })
    return answerDone(c, `${pathIn(c, '/ibiza/reservations/confirmed')}?${query}`)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    if (error.status === 409) {
      const left = isRecord(error.body) && isRecord(error.body.error) ? error.body.error.details : undefined
      const count = isRecord(left) && typeof left.left === 'number' ? left.left : 0
      return answer(409, { time: t('validation.forms.slotFull', { left: count }) }, t('forms.fix'))
    }
    if (error.status === 400) {
      const fields = strapiFieldErrors(error)
      const mapped = cmsErrorCodes(fields)
      const errors = Object.fromEntries(
        Object.entries(fields).map(([field, text]) => [
          field,
          mapped[field] ? t(`validation.forms.${mapped[field]}`, params) : text,
        ]),
      )
      return answer(400, errors, t('forms.fix'))
    }
    if (isOutage(error)) return answer(503, {}, t('forms.unavailable'))
    throw error
  }
}

async function book(c: Context<AppEnv>, values: Record<string, string>, locale: string) {
  const data = {
    venue: VENUE,
    date: values.date,
    time: values.time,
    partySize: Number(values.partySize),
    name: values.name?.trim(),
    email: values.email?.trim(),
    phone: values.phone?.trim(),
    notes: values.notes?.trim() ?? '',
    consent: true,
    locale,
  }
  type Booked = { data: { reference: string; date: string; time: string; partySize: number } }
  const client = cmsClient(c)
  const token = userToken(c)
  try {
    return (await client.request<Booked>('/reservations', { method: 'POST', body: { data }, token })).data
  } catch (error) {
    // An expired session must not stop the booking: book it anonymously.
    if (token && error instanceof CmsError && error.status === 401) {
      return (await client.request<Booked>('/reservations', { method: 'POST', body: { data } })).data
    }
    throw error
  }
}

/**
 * `/ibiza/reservations/confirm?token=…`: where the link of a pending booking's mail lands (docs/spec.md
 * §13.11). Opening it lists the bookings the link may confirm — its own and any other made with the same
 * address within its day — each with a button, so a mail scanner that fetches links confirms nothing; a
 * button confirms at the CMS, which re-checks the slot and the guest's limits in its booking transaction.
 * Then the confirmation page, the request that waits for staff (§13.13), or plainly what went wrong: the
 * link was used or expired, the slot filled meanwhile (with the nearest times that still have room), or the
 * guest already has the night's tables.
 *
 * Without a token: right after booking, where the link is (`step` says when it is a request for staff, or
 * when the inbox had its links of the day and an earlier one lists this booking).
 */

import { Booked, Waiting, type WaitingBooking } from '../../../cms/src/shared/answers'
import { BOOKING_LIMITS, REQUEST_REASONS, type RequestReason } from '../../../cms/src/shared/booking-rules'
import { deadlineWords } from '../../../cms/src/shared/deadline'
import { REQUEST_WHY } from '../../../cms/src/shared/request-words'
import { Link } from '../../app/components/Link'
import { PageTitle } from '../../app/components/page-title'
import { FormMessage } from '../../app/forms/FormMessage'
import { href, withQuery } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import type { Venue } from '../../lib/domain'
import { formatCalendarDate } from '../../lib/format'
import { BOOKING_FORMS } from '../../lib/forms/form-ids'
import { queryValue } from '../../pages/params'
import { CmsError, isOutage } from '../../server/cms/errors.server'
import { cmsClient } from '../../server/cms/index.server'
import { strapiError } from '../../server/cms/strapi-errors.server'
import { acceptForm, readForm, refuseForm, unavailable } from '../../server/forms.server'
import { definePage, type PageContext } from '../../server/page.server'
import { isSigned, sign } from '../../server/signing.server'
import { BookingNextSteps } from '../app/booking-next-steps'
import { addDays, DEFAULT_BOOKING_RULES } from '../lib/reservation'
import { confirmedAddress, reservationVenue } from './reservation-confirmed'
import { nextStepsFor, REFUSALS_WITH_NEXT_STEPS } from './reservation-summary'
import { nightsNotice } from './seating-words'

const TOKEN = /^[\w-]{20,100}$/
const REFERENCE = /^[A-Z]{1,5}-[A-Z0-9]{4,12}$/
const FORM_ID = BOOKING_FORMS.confirm

/** What the CMS refused, each with its words (`reservations.confirmLink.*`). */
type Refused = 'linkInvalid' | 'linkExpired' | 'slotFull' | 'limit'
/**
 * `inbox`: no link in the address, right after booking; `listed`: the inbox had its links of the day, one of
 * them lists this booking; `request`: the booking waits for staff.
 */
type Outcome = 'ask' | 'inbox' | 'listed' | 'request' | Refused | 'unavailable'

interface ConfirmData {
  outcome: Outcome
  /** The answer's status when the link itself was refused on opening it (a refused post sets its own). */
  status?: RefusalStatus
  token?: string
  /** The bookings the link may confirm, as the CMS lists them. */
  waiting: WaitingBooking[]
  /**
   * For a full slot: the day and the party (the booking form opens with them), the nearest times with room,
   * and when the day has none, the next nights that have.
   */
  date?: string
  partySize?: string
  nearest: string[]
  nextNights?: string[]
  /** Until when the mailed link confirms the booking, in words (right after booking). */
  deadline?: string
  /** The mailed link sends a large party's request to the team rather than confirming a table. */
  asks?: boolean
  /** Why a request waits for staff, when its address says so (signed by the worker). */
  reason?: RequestReason
  /** The venue, for its phone (what to do next after a refusal). */
  venue?: Venue | null
}

/** What a link's deadline signs: its time, and whether opening the link sends a request to the team. */
const deadlineText = (by: number, asks: boolean) => `confirm-by:${by}${asks ? ':asks' : ''}`

/** A party the team arranges themselves (§13.13): its link sends a request rather than confirming a table. */
export const asksTheTeam = (partySize: number) => partySize > BOOKING_LIMITS.largeParty

/**
 * Until when a pending booking's link confirms it (the CMS's `confirmBy`), for the page the booking lands on:
 * its address's signed `by` and the words the page, the toast and the mail all say (cms/src/shared/deadline.ts);
 * `asks` when the link sends a large party's request instead, which the page and the mail then say.
 */
export async function linkDeadline(
  ctx: PageContext,
  confirmBy: string | undefined,
  timezone: string,
  asks = false,
) {
  const by = confirmBy ? Date.parse(confirmBy) : Number.NaN
  if (Number.isNaN(by)) return undefined
  return {
    query: { by: String(by), ...(asks && { asks: '1' }), sig: await sign(ctx.env, deadlineText(by, asks)) },
    words: deadlineWords(by, timezone, ctx.locale),
  }
}

/** The deadline the address names, in words, only when the worker signed that address itself. */
async function signedDeadline(
  ctx: PageContext,
  venue: Venue | null,
): Promise<{ words: string; asks: boolean } | undefined> {
  const by = queryValue(ctx.query, 'by', /^\d{13}$/)
  const asks = queryValue(ctx.query, 'asks', /^1$/) === '1'
  const signature = queryValue(ctx.query, 'sig', /^[0-9a-f]{64}$/)
  if (!by || !signature || !(await isSigned(ctx.env, deadlineText(Number(by), asks), signature)))
    return undefined
  const words = deadlineWords(Number(by), venue?.timezone ?? DEFAULT_BOOKING_RULES.timezone, ctx.locale)
  return { words, asks }
}

const reasonText = (reason: RequestReason) => `request-why:${reason}`

/**
 * Where a booking that waits for staff lands (docs/spec.md §13.13): the request's page, its reason on the
 * address signed by the worker, so the page says why in words, as the guest's mail does.
 */
export async function requestAddress(ctx: PageContext, reason: RequestReason | undefined) {
  const signed = reason && { why: reason, sig: await sign(ctx.env, reasonText(reason)) }
  return withQuery(href('ibiza-reservation-confirm', {}, ctx.locale), { step: 'request', ...signed })
}

/** The reason the address names, only when the worker signed that address itself. */
async function signedReason(ctx: PageContext): Promise<RequestReason | undefined> {
  const why = queryValue(ctx.query, 'why', /^[a-zA-Z]{1,20}$/)
  const signature = queryValue(ctx.query, 'sig', /^[0-9a-f]{64}$/)
  const reason = REQUEST_REASONS.find((known) => known === why)
  return reason && signature && (await isSigned(ctx.env, reasonText(reason), signature)) ? reason : undefined
}

type RefusalStatus = 400 | 404 | 409 | 410 | 429

/** What the CMS said about a link it did not act on, as the page words it. */
function refusalOf(
  error: unknown,
): { outcome: Refused; status: RefusalStatus; values: Record<string, string> } | undefined {
  if (!(error instanceof CmsError) || isOutage(error)) return undefined
  const details = strapiError(error)?.details
  if (error.status === 409 && details) {
    const values = {
      nearest: details.nearest.join(','),
      nextNights: details.nextNights.join(','),
      date: details.date ?? '',
      partySize: String(details.partySize ?? ''),
    }
    return { outcome: 'slotFull', status: 409, values }
  }
  if (error.status === 429) {
    const values = { date: details?.date ?? '', partySize: String(details?.partySize ?? '') }
    return { outcome: 'limit', status: 429, values }
  }
  if (error.status === 410) return { outcome: 'linkExpired', status: 410, values: {} }
  return { outcome: 'linkInvalid', status: error.status === 404 ? 404 : 400, values: {} }
}

async function confirm(ctx: PageContext): Promise<Response> {
  const values = await readForm(ctx)
  const token = TOKEN.test(values.token ?? '') ? (values.token as string) : ''
  const reference = REFERENCE.test(values.reference ?? '') ? values.reference : undefined
  try {
    const placed = (
      await cmsClient(ctx.c).request('/reservations/confirm', Booked, {
        method: 'POST',
        body: { data: { token, reference } },
      })
    ).data
    if (placed.status === 'requested') {
      return acceptForm(ctx, { redirect: await requestAddress(ctx, placed.requestReason) })
    }
    return acceptForm(ctx, { redirect: await confirmedAddress(ctx.env, ctx.locale, placed) })
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) return refuseForm(ctx, FORM_ID, { token }, unavailable(ctx))
    return refuseForm(
      ctx,
      FORM_ID,
      { token, ...refusal.values },
      {
        status: refusal.status,
        code: refusal.outcome,
        message: ctx.t(`reservations.confirmLink.${refusal.outcome}`),
      },
    )
  }
}

/** The bookings a link may confirm, or what the CMS said instead. */
async function waitingFor(ctx: PageContext, token: string): Promise<ConfirmData> {
  try {
    const waiting = (
      await cmsClient(ctx.c).request('/reservations/waiting', Waiting, {
        method: 'POST',
        body: { data: { token } },
      })
    ).data
    if (waiting.length > 0) return { outcome: 'ask', token, waiting, nearest: [] }
    return { outcome: 'linkInvalid', status: 404, waiting: [], nearest: [] }
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return { outcome: refusal.outcome, status: refusal.status, waiting: [], nearest: [] }
  }
}

const STEPS: Partial<Record<string, Outcome>> = { request: 'request', listed: 'listed' }

export const reservationConfirmPage = definePage<ConfirmData>({
  query: ['token', 'step', 'by', 'asks', 'sig', 'why'],
  async load(ctx) {
    const venue = await reservationVenue(ctx)
    const posted = ctx.form?.id === FORM_ID ? ctx.form : undefined
    if (posted) {
      return {
        outcome: posted.code as Outcome,
        token: posted.values.token,
        waiting: [],
        date: posted.values.date,
        partySize: posted.values.partySize,
        nearest: (posted.values.nearest ?? '').split(',').filter((time) => /^\d{2}:\d{2}$/.test(time)),
        nextNights: (posted.values.nextNights ?? '')
          .split(',')
          .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)),
        venue,
      }
    }
    const token = queryValue(ctx.query, 'token', TOKEN)
    if (token) return { ...(await waitingFor(ctx, token)), venue }
    const step = STEPS[queryValue(ctx.query, 'step', /^[a-z]{1,10}$/) ?? ''] ?? 'inbox'
    if (step === 'request')
      return { outcome: step, waiting: [], nearest: [], reason: await signedReason(ctx), venue }
    const deadline = await signedDeadline(ctx, venue)
    return { outcome: step, waiting: [], nearest: [], deadline: deadline?.words, asks: deadline?.asks, venue }
  },
  action: confirm,
  status: (data) => data.status,
  Page({ data }) {
    const context = useRenderContext()
    const { t, locale } = context
    const bookAgain = (
      <p>
        <Link to="ibiza-reservations" className="button">
          {t('reservations.confirmLink.bookAgain')}
        </Link>
      </p>
    )
    if (data.outcome === 'ask') {
      return (
        <section className="confirmation">
          <PageTitle
            title={t('routes.ibiza-reservation-confirm')}
            lead={t(
              data.waiting.length > 1 ? 'reservations.confirmLink.leadMany' : 'reservations.confirmLink.lead',
            )}
          />
          <ul className="waiting-bookings">
            {data.waiting.map((booking) => (
              <li key={booking.reference}>
                <p>
                  {t('reservations.confirmLink.booking', {
                    count: booking.partySize,
                    date: formatCalendarDate(booking.date, locale),
                    time: booking.time,
                  })}
                  <br />
                  <span className="reference-line">
                    {t('reservations.referenceShort')} <span className="reference">{booking.reference}</span>
                  </span>
                </p>
                <form method="post" action={href('ibiza-reservation-confirm', {}, locale)}>
                  <input type="hidden" name="token" value={data.token} />
                  <input type="hidden" name="reference" value={booking.reference} />
                  <button type="submit" className="button">
                    {t(
                      asksTheTeam(booking.partySize)
                        ? 'reservations.confirmLink.buttonAsks'
                        : 'reservations.confirmLink.button',
                    )}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      )
    }
    if (data.outcome === 'inbox' || data.outcome === 'listed' || data.outcome === 'request') {
      // Right after booking the address names the link's deadline; without it (an old or hand-made address)
      // the page says the rule instead.
      const words = {
        inbox: ['inboxTitle', data.deadline ? (data.asks ? 'inboxAsks' : 'inbox') : 'inboxSoon', 'inboxHelp'],
        listed: ['inboxTitle', data.deadline ? 'listed' : 'inboxSoon', 'inboxHelp'],
        request: ['requestTitle', 'request', 'requestHelp'],
      } as const
      const [title, lead, help] = words[data.outcome]
      // A request says why it waits, in the words of its mail; an old or hand-made address, the reasons there are.
      const why = data.outcome === 'request' && data.reason ? REQUEST_WHY[locale][data.reason] : undefined
      return (
        <section className="confirmation">
          <PageTitle
            title={t(`reservations.confirmLink.${title}`)}
            lead={
              why
                ? t('reservations.confirmLink.requestBecause', { why })
                : t(`reservations.confirmLink.${lead}`, { by: data.deadline ?? '' })
            }
          />
          <p>{t(`reservations.confirmLink.${help}`)}</p>
          {data.outcome === 'request' ? null : bookAgain}
        </section>
      )
    }
    const message =
      data.outcome === 'unavailable'
        ? t('forms.unavailable')
        : data.outcome === 'slotFull' && data.nearest.length === 0
          ? t('reservations.confirmLink.slotFullNone')
          : t(`reservations.confirmLink.${data.outcome}`)
    const dated = data.date && /^\d{4}-\d{2}-\d{2}$/.test(data.date) ? data.date : null
    // A day without room offers the nights that have (docs/spec.md §13.5); else the next night is a guess.
    const nights =
      dated && data.partySize
        ? nightsNotice(context, { date: dated, partySize: data.partySize, nextNights: data.nextNights })
        : null
    const anotherNight =
      dated && !nights
        ? withQuery(href('ibiza-reservations', {}, locale), {
            date: addDays(dated, 1),
            partySize: data.partySize,
          })
        : null
    return (
      <section className="confirmation">
        <PageTitle title={t('routes.ibiza-reservation-confirm')} />
        <FormMessage text={message} />
        {REFUSALS_WITH_NEXT_STEPS.includes(data.outcome) && (
          <BookingNextSteps {...nextStepsFor(context, data.venue ?? null, anotherNight)} />
        )}
        {nights && (
          <p className="seating-gone" id="reservation-nights">
            {nights.text}{' '}
            {nights.links.map((link) => (
              <a key={link.href} className="chip" href={link.href}>
                {link.label}
              </a>
            ))}
          </p>
        )}
        {data.nearest.length > 0 && (
          <ul className="nearest-times">
            {data.nearest.map((time) => (
              <li key={time}>
                <a
                  href={withQuery(href('ibiza-reservations', {}, locale), {
                    date: data.date,
                    partySize: data.partySize,
                  })}
                >
                  {time}
                </a>
              </li>
            ))}
          </ul>
        )}
        {bookAgain}
      </section>
    )
  },
})

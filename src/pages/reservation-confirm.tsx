/**
 * `/ibiza/reservations/confirm?token=…`: where the link of a pending booking's mail lands (docs/spec.md
 * §13.11). Opening it shows a button, so a mail scanner that fetches links confirms nothing; the button
 * confirms at the CMS, which re-checks the slot in its booking transaction. Then the confirmation page, or
 * plainly what went wrong: the link was used or expired, or the slot filled meanwhile (with the nearest times
 * that still have room).
 */

import { Link } from '../app/components/Link'
import { PageTitle } from '../app/components/page-title'
import { FormMessage } from '../app/forms/FormMessage'
import { href, withQuery } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import { BOOKING_FORMS } from '../lib/forms/form-ids'
import { CmsError, isOutage } from '../server/cms/errors.server'
import { cmsClient } from '../server/cms/index.server'
import { strapiError } from '../server/cms/strapi-errors.server'
import { acceptForm, readForm, refuseForm, unavailable } from '../server/forms.server'
import { definePage, type PageContext } from '../server/page.server'
import { queryValue } from './params'
import { confirmedAddress } from './reservation-confirmed'

const TOKEN = /^[\w-]{20,100}$/
const FORM_ID = BOOKING_FORMS.confirm

/** What the CMS refused, each with its words (`reservations.confirmLink.*`). */
type Refused = 'linkInvalid' | 'linkExpired' | 'slotFull'
/** `inbox`: no link in the address, as right after booking; the page says where the link is. */
type Outcome = 'ask' | 'inbox' | Refused | 'unavailable'

interface ConfirmData {
  outcome: Outcome
  token?: string
  /** For a full slot: the day and the party (the booking form opens with them) and the nearest times with room. */
  date?: string
  partySize?: string
  nearest: string[]
}

type Confirmed = {
  data: { reference: string; date: string; time: string; partySize: number; manageToken?: string }
}

/** What the CMS said about a link it did not confirm, as the page words it. */
function refusalOf(
  error: unknown,
): { outcome: Refused; status: 400 | 404 | 409 | 410; values: Record<string, string> } | undefined {
  if (!(error instanceof CmsError) || isOutage(error)) return undefined
  const details = strapiError(error)?.details
  if (error.status === 409 && details) {
    const values = {
      nearest: details.nearest.join(','),
      date: details.date ?? '',
      partySize: String(details.partySize ?? ''),
    }
    return { outcome: 'slotFull', status: 409, values }
  }
  if (error.status === 410) return { outcome: 'linkExpired', status: 410, values: {} }
  return { outcome: 'linkInvalid', status: error.status === 404 ? 404 : 400, values: {} }
}

async function confirm(ctx: PageContext): Promise<Response> {
  const values = await readForm(ctx)
  const token = TOKEN.test(values.token ?? '') ? (values.token as string) : ''
  try {
    const booked = (
      await cmsClient(ctx.c).request<Confirmed>('/reservations/confirm', {
        method: 'POST',
        body: { data: { token } },
      })
    ).data
    return acceptForm(ctx, { redirect: await confirmedAddress(ctx.env, ctx.locale, booked) })
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

export const reservationConfirmPage = definePage<ConfirmData>({
  query: ['token', 'date', 'party'],
  async load(ctx) {
    const posted = ctx.form?.id === FORM_ID ? ctx.form : undefined
    const token = posted?.values.token || queryValue(ctx.query, 'token', TOKEN)
    if (posted) {
      return {
        outcome: posted.code as Outcome,
        token,
        date: posted.values.date,
        partySize: posted.values.partySize,
        nearest: (posted.values.nearest ?? '').split(',').filter((time) => /^\d{2}:\d{2}$/.test(time)),
      }
    }
    return { outcome: token ? 'ask' : 'inbox', token, nearest: [] }
  },
  action: confirm,
  Page({ data }) {
    const { t, locale } = useRenderContext()
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
            lead={t('reservations.confirmLink.lead')}
          />
          <form method="post" action={href('ibiza-reservation-confirm', {}, locale)}>
            <input type="hidden" name="token" value={data.token} />
            <button type="submit" className="button">
              {t('reservations.confirmLink.button')}
            </button>
          </form>
        </section>
      )
    }
    if (data.outcome === 'inbox') {
      return (
        <section className="confirmation">
          <PageTitle
            title={t('reservations.confirmLink.inboxTitle')}
            lead={t('reservations.confirmLink.inbox')}
          />
          <p>{t('reservations.confirmLink.inboxHelp')}</p>
          {bookAgain}
        </section>
      )
    }
    const message =
      data.outcome === 'unavailable'
        ? t('forms.unavailable')
        : data.outcome === 'slotFull' && data.nearest.length === 0
          ? t('reservations.confirmLink.slotFullNone')
          : t(`reservations.confirmLink.${data.outcome}`)
    return (
      <section className="confirmation">
        <PageTitle title={t('routes.ibiza-reservation-confirm')} />
        <FormMessage text={message} />
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

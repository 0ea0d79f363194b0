import type { ReactNode } from 'react'
import { type AccountReservation, AccountReservations } from '../../../cms/src/shared/answers'
import { Link } from '../../app/components/Link'
import { PageTitle } from '../../app/components/page-title'
import { VENUES } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import { BookingDate, BookingStatus } from '../../bookings/app/booking-card'
import { partyOf } from '../../bookings/app/booking-facts'
import { DEFAULT_BOOKING_RULES, zonedNow } from '../../bookings/lib/reservation'
import type { AccountProfile, AccountUser, ReservationsResult } from '../../lib/account'
import { formatDateTime } from '../../lib/format'
import { readProfile } from '../../server/auth/profile.server'
import { cmsClient } from '../../server/cms/index.server'
import { formsAction } from '../../server/forms.server'
import { definePage, type PageContext } from '../../server/page.server'
import { AccountForm } from './account-form'
import { profileForm, signOutForm } from './forms.server'
import { type ScreenData, screenData } from './screens'
import { SignOutButton } from './sign-out'

interface AccountData extends ScreenData {
  account: AccountUser
  profile: AccountProfile
}

/**
 * Bookings still to come first, the soonest on top, then past ones, the latest on top. Dates are on the
 * venue's clock; every venue taking bookings is on Ibiza's (docs/spec.md §13.1).
 */
function byVisit(items: AccountReservation[], now: number): AccountReservation[] {
  const today = zonedNow(DEFAULT_BOOKING_RULES.timezone, now).date
  const when = (item: AccountReservation) => `${item.date}T${item.time}`
  const upcoming = items.filter((item) => item.date >= today).sort((a, b) => when(a).localeCompare(when(b)))
  const past = items.filter((item) => item.date < today).sort((a, b) => when(b).localeCompare(when(a)))
  return [...upcoming, ...past]
}

/** The user's reservations through their own token (never cached); a failure leaves the page usable. */
async function loadReservations(ctx: PageContext, token: string): Promise<ReservationsResult> {
  try {
    const { data } = await cmsClient(ctx.c).request('/reservations/mine', AccountReservations, { token })
    return { ok: true, items: byVisit(data, ctx.clock.now()) }
  } catch {
    return { ok: false }
  }
}

/** The signed-in screens' data; the `requireUser` guard has made sure there is a session. */
async function accountData(ctx: PageContext): Promise<AccountData> {
  const data = await screenData(ctx)
  if (!data.account) throw new Error('The account pages run behind requireUser')
  return { ...data, account: data.account, profile: await readProfile(ctx.c, data.account.id) }
}

/** An e-mail that wraps before its `@` on a narrow screen, never inside its name. */
const BreakableEmail = ({ email }: { email: string }) => {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

function Profile({ data }: { data: AccountData }) {
  const { t, locale } = useRenderContext()
  const { account, profile } = data
  const venue = VENUES.find((known) => known.slug === profile.preferredVenue)
  const rows: [string, ReactNode][] = [
    [t('account.name'), account.name || t('account.noName')],
    [t('account.email'), <BreakableEmail key="email" email={account.email} />],
    [t('account.emailStatus'), account.confirmed ? t('account.confirmed') : t('account.notConfirmed')],
  ]
  if (account.createdAt)
    rows.push([t('account.memberSince'), formatDateTime(account.createdAt, locale, 'UTC', 'date')])
  if (profile.phone) rows.push([t('auth.fields.phone'), profile.phone])
  if (venue) rows.push([t('auth.fields.preferredVenue'), t(`venues.${venue.slug}`)])
  rows.push([t('account.newsletter'), profile.newsletter ? t('account.yes') : t('account.no')])
  return (
    <section className="card account-profile" aria-labelledby="account-profile">
      <h2 id="account-profile">{t('account.profile')}</h2>
      <dl className="account-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="account-links">
        {/* "Complete" only while something is missing: after that it is an edit. */}
        <Link to="account-register">
          {t(account.name && profile.phone ? 'account.editProfile' : 'account.completeProfile')}
        </Link>
        <Link to="settings">{t('account.settings')}</Link>
      </p>
      <SignOutButton supabase={data.supabase} />
    </section>
  )
}

function Reservations({ result }: { result: ReservationsResult }) {
  const { t } = useRenderContext()
  return (
    <section className="card account-reservations" aria-labelledby="account-reservations">
      <h2 id="account-reservations">{t('account.reservations')}</h2>
      {!result.ok ? (
        <p role="status">{t('account.reservationsUnavailable')}</p>
      ) : result.items.length === 0 ? (
        <p>
          {t('account.noReservations')} <Link to="ibiza-reservations">{t('account.bookTable')}</Link>
        </p>
      ) : (
        <ul className="booking-cards">
          {result.items.map((item) => (
            <li key={item.reference} className={`booking-card status-${item.status}`}>
              <BookingDate date={item.date} time={item.time} />
              <div className="booking-card-body">
                <BookingStatus status={item.status} arrival={item.arrival} />
                <p className="booking-card-venue">{item.venue?.name ?? ''}</p>
                <p className="booking-card-facts">
                  {partyOf(t, item.partySize)} · <span className="booking-reference">{item.reference}</span>
                </p>
                {item.status === 'pending' ? (
                  <p className="field-hint">{t('account.pendingHint')}</p>
                ) : (
                  <Link
                    to="ibiza-reservation-manage"
                    query={{ ref: item.reference }}
                    aria-label={`${t('account.manage')} ${item.reference}`}
                  >
                    {t('account.manage')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** `/account` (docs/spec.md §12.2, §12.3): the profile, the reservations and the way out. */
export const accountPage = definePage<AccountData & { reservations: ReservationsResult }>({
  async load(ctx) {
    const data = await accountData(ctx)
    const session = await ctx.session()
    return { ...data, reservations: session ? await loadReservations(ctx, session.token) : { ok: false } }
  },
  action: formsAction(signOutForm),
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <div className="account-page account-overview">
        <PageTitle
          title={t('routes.account')}
          lead={
            data.account.name ? t('account.hello', { name: data.account.name }) : t('account.helloNoName')
          }
        />
        {/* Bookings first: on a phone they are what a guest comes for (docs/spec.md §12.3). */}
        <Reservations result={data.reservations} />
        <Profile data={data} />
      </div>
    )
  },
})

/** `/account/register` (docs/spec.md §12.4): complete the profile. */
export const accountRegisterPage = definePage<AccountData>({
  load: accountData,
  action: formsAction(profileForm),
  Page({ data: { account, profile } }) {
    const { t } = useRenderContext()
    return (
      <div className="account-page">
        <PageTitle title={t('routes.account-register')} lead={t('account.profileLead')} />
        <section className="auth-panel card">
          <AccountForm
            id="profile"
            fields={[
              { name: 'name', autoComplete: 'name', value: account.name, required: true },
              { name: 'phone', type: 'tel', autoComplete: 'tel', value: profile.phone },
              {
                name: 'preferredVenue',
                type: 'select',
                value: profile.preferredVenue,
                options: [
                  { value: '', label: t('auth.fields.noVenue') },
                  ...VENUES.map((venue) => ({ value: venue.slug, label: t(`venues.${venue.slug}`) })),
                ],
              },
              { name: 'newsletter', type: 'checkbox', value: profile.newsletter ? 'on' : '' },
            ]}
          />
        </section>
      </div>
    )
  },
})

import { formatDateTime } from '../../lib/format'
import { PageTitle } from '../components/content'
import { Link } from '../components/Link'
import { useRenderContext } from '../render-context'
import { VENUES } from '../routes'
import { type AccountScreenData, ANONYMOUS_SCREEN, type ReservationsResult } from './account-data'
import { AccountForm } from './auth-form'
import { SignOutButton } from './sign-out'
import { definePage } from './types'

function Profile({ data }: { data: AccountScreenData }) {
  const { t, locale } = useRenderContext()
  const account = data.account
  if (!account) return null
  const profile = data.profile
  const venue = profile?.preferredVenue ? t(`venues.${profile.preferredVenue}`) : ''
  const rows: [string, string][] = [
    [t('account.username'), account.username],
    [t('account.email'), account.email],
    [t('account.emailStatus'), account.confirmed ? t('account.confirmed') : t('account.notConfirmed')],
  ]
  if (account.createdAt)
    rows.push([t('account.memberSince'), formatDateTime(account.createdAt, locale, 'UTC', 'date')])
  if (profile?.displayName) rows.push([t('auth.fields.displayName'), profile.displayName])
  if (profile?.phone) rows.push([t('auth.fields.phone'), profile.phone])
  if (venue) rows.push([t('auth.fields.preferredVenue'), venue])
  if (profile) rows.push([t('account.newsletter'), profile.newsletter ? t('account.yes') : t('account.no')])
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
        <Link to="/account/register">{t('account.completeProfile')}</Link>
        <Link to="/settings">{t('account.settings')}</Link>
      </p>
      <SignOutButton csrf={data.csrf} supabase={data.supabase} />
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
          {t('account.noReservations')} <Link to="/ibiza/reservations">{t('account.bookTable')}</Link>
        </p>
      ) : (
        <ul className="reservation-list">
          {result.items.map((item) => (
            <li key={item.reference}>
              <strong>{item.reference}</strong>
              <span>{item.venue?.name ?? ''}</span>
              <span>
                {item.date} · {item.time} · {t('account.partyOf', { count: item.partySize })}
              </span>
              <span className={`reservation-status status-${item.status}`}>
                {t(`account.status.${item.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CompleteProfile({ data }: { data: AccountScreenData }) {
  const { t } = useRenderContext()
  const profile = data.profile
  return (
    <section className="auth-panel card">
      <AccountForm
        id="profile"
        csrf={data.csrf}
        fields={[
          { name: 'displayName', autoComplete: 'name', value: profile?.displayName },
          { name: 'phone', type: 'tel', autoComplete: 'tel', value: profile?.phone },
          {
            name: 'preferredVenue',
            type: 'select',
            value: profile?.preferredVenue,
            options: [
              { value: '', label: t('auth.fields.noVenue') },
              ...VENUES.map((venue) => ({ value: venue.slug, label: t(`venues.${venue.slug}`) })),
            ],
          },
          { name: 'newsletter', type: 'checkbox', value: profile?.newsletter ? 'on' : '' },
        ]}
      />
    </section>
  )
}

/** The account area (`/account`) and the profile form (`/account/register`), with this request's data. */
export const accountScreens = (data: AccountScreenData) =>
  definePage<ReservationsResult | undefined>({
    load: async ({ route }) =>
      route.name === 'account' && data.reservations ? data.reservations() : undefined,
    Page({ data: reservations }) {
      const { t, route } = useRenderContext()
      const name = route?.name ?? 'account'
      const greeting = data.profile?.displayName || data.account?.username
      return (
        <div className="account-page">
          <PageTitle
            title={t(`routes.${name}`)}
            lead={
              name === 'account' ? t('account.hello', { name: greeting ?? '' }) : t('account.profileLead')
            }
          />
          {name === 'account' ? (
            <>
              <Profile data={data} />
              {reservations && <Reservations result={reservations} />}
            </>
          ) : (
            <CompleteProfile data={data} />
          )}
        </div>
      )
    },
  })

/** The registered module; the worker renders these routes with {@link accountScreens} and the request's data. */
export const accountPage = accountScreens(ANONYMOUS_SCREEN)

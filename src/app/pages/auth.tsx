import { localePath } from '../../lib/locale'
import { PageTitle } from '../components/content'
import { ColorToggle } from '../components/islands'
import { Link } from '../components/Link'
import { useRenderContext } from '../render-context'
import { type AccountScreenData, ANONYMOUS_SCREEN } from './account-data'
import { AccountForm } from './auth-form'
import { SignOutButton } from './sign-out'
import { definePage } from './types'

const stringParam = (value: unknown) => (typeof value === 'string' ? value : '')

/** What a sign-in or sign-up form shows once it worked: a message and the way to the account. */
function useToAccount() {
  const { t, locale } = useRenderContext()
  return (text: string) => ({
    text,
    linkLabel: t('auth.done.goToAccount'),
    href: localePath('/account', locale),
  })
}

function Login({ data }: { data: AccountScreenData }) {
  const { t, query, form } = useRenderContext()
  const toAccount = useToAccount()
  // A post answered with this page (no JavaScript) keeps the reset code and the way back it was sent with.
  const code = stringParam(query.code) || (form?.id === 'reset' ? stringParam(form.values.code) : '')
  const redirect = stringParam(query.redirect) || stringParam(form?.values.redirect)
  if (code) {
    return (
      <section className="auth-panel card">
        <h2>{t('auth.login.resetTitle')}</h2>
        <AccountForm
          id="reset"
          csrf={data.csrf}
          hidden={{ code }}
          fields={[
            {
              name: 'password',
              label: t('auth.fields.newPassword'),
              type: 'password',
              autoComplete: 'new-password',
              hint: t('auth.hints.password'),
            },
            { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
          ]}
        />
      </section>
    )
  }
  return (
    <>
      {query.confirmed === '1' && (
        <p className="auth-notice" role="status">
          {t('auth.login.confirmed')}
        </p>
      )}
      <section className="auth-panel card">
        <AccountForm
          id="login"
          csrf={data.csrf}
          hidden={redirect ? { redirect } : {}}
          fields={[
            { name: 'identifier', type: 'email', autoComplete: 'username', value: data.pendingEmail },
            { name: 'password', type: 'password', autoComplete: 'current-password' },
          ]}
          done={toAccount(t('auth.done.signedIn'))}
        />
        <p className="auth-switch">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.createAccount')}</Link>
        </p>
      </section>
      <Providers data={data} />
      <section className="auth-panel card">
        <h2>{t('auth.login.forgotTitle')}</h2>
        <p className="meta">{t('auth.login.forgotLead')}</p>
        <AccountForm
          id="forgot"
          csrf={data.csrf}
          fields={[{ name: 'email', type: 'email', autoComplete: 'email' }]}
        />
      </section>
    </>
  )
}

function Providers({ data }: { data: AccountScreenData }) {
  const { t } = useRenderContext()
  if (data.providers.length === 0) return null
  return (
    <section className="auth-providers" aria-label={t('auth.login.orWith')}>
      <p className="meta">{t('auth.login.orWith')}</p>
      {data.providers.map((provider) => (
        <a key={provider.name} className="button button-secondary" href={provider.href}>
          {t('auth.login.provider', { provider: t(`auth.providers.${provider.name}`) })}
        </a>
      ))}
    </section>
  )
}

function Register({ data }: { data: AccountScreenData }) {
  const { t } = useRenderContext()
  const toAccount = useToAccount()
  return (
    <>
      <section className="auth-panel card">
        <AccountForm
          id="register"
          csrf={data.csrf}
          fields={[
            { name: 'username', autoComplete: 'username', hint: t('auth.hints.username') },
            { name: 'email', type: 'email', autoComplete: 'email' },
            {
              name: 'password',
              type: 'password',
              autoComplete: 'new-password',
              hint: t('auth.hints.password'),
            },
            { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
          ]}
          done={toAccount(t('auth.done.registered'))}
        />
        <p className="auth-switch">
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signIn')}</Link>
        </p>
      </section>
      <Providers data={data} />
    </>
  )
}

function Confirm({ data }: { data: AccountScreenData }) {
  const { t } = useRenderContext()
  return (
    <section className="auth-panel card">
      <p>
        {data.pendingEmail
          ? t('auth.confirm.text', { email: data.pendingEmail })
          : t('auth.confirm.textNoEmail')}
      </p>
      <h2>{t('auth.confirm.resendTitle')}</h2>
      <AccountForm
        id="resend"
        csrf={data.csrf}
        fields={[{ name: 'email', type: 'email', autoComplete: 'email', value: data.pendingEmail }]}
      />
      <p className="auth-switch">
        <Link to="/login">{t('auth.register.signIn')}</Link>
      </p>
    </section>
  )
}

function Callback({ data }: { data: AccountScreenData }) {
  const { t } = useRenderContext()
  return (
    <section className="auth-panel card" role="alert">
      <p>{t('auth.callback.failed')}</p>
      <p className="form-message">{data.callbackError ?? t('auth.callback.missing')}</p>
      <Link to="/login" className="button">
        {t('auth.callback.retry')}
      </Link>
    </section>
  )
}

function Settings({ data }: { data: AccountScreenData }) {
  const { t, locale } = useRenderContext()
  const account = data.account
  return (
    <>
      <section className="auth-panel card" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('settings.appearance')}</h2>
        <p className="meta">{t('settings.appearanceLead')}</p>
        <ColorToggle
          title={t('colorMode.title')}
          labels={{ system: t('colorMode.system'), light: t('colorMode.light'), dark: t('colorMode.dark') }}
        />
      </section>
      <section className="auth-panel card" aria-labelledby="settings-language">
        <h2 id="settings-language">{t('settings.language')}</h2>
        <ul className="settings-languages">
          <li>
            <a
              href="/settings?lang=en"
              hrefLang="en"
              lang="en"
              aria-current={locale === 'en' ? 'true' : undefined}
            >
              English
            </a>
          </li>
          <li>
            <a
              href="/es/settings"
              hrefLang="es"
              lang="es"
              aria-current={locale === 'es' ? 'true' : undefined}
            >
              Español
            </a>
          </li>
        </ul>
      </section>
      <section className="auth-panel card" aria-labelledby="settings-password">
        <h2 id="settings-password">{t('settings.password')}</h2>
        {account ? (
          <AccountForm
            id="changePassword"
            csrf={data.csrf}
            fields={[
              { name: 'currentPassword', type: 'password', autoComplete: 'current-password' },
              {
                name: 'password',
                label: t('auth.fields.newPassword'),
                type: 'password',
                autoComplete: 'new-password',
                hint: t('auth.hints.password'),
              },
              { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
            ]}
          />
        ) : (
          <p>
            <Link to="/login?redirect=%2Fsettings">{t('settings.signInFirst')}</Link>
          </p>
        )}
      </section>
      <section className="auth-panel card" aria-labelledby="settings-confirmation">
        <h2 id="settings-confirmation">{t('settings.confirmation')}</h2>
        {account?.confirmed ? (
          <p>{t('settings.confirmed', { email: account.email })}</p>
        ) : (
          <>
            <p className="meta">{t('settings.confirmationLead')}</p>
            <AccountForm
              id="resend"
              csrf={data.csrf}
              hidden={{ _page: 'settings' }}
              fields={[
                {
                  name: 'email',
                  type: 'email',
                  autoComplete: 'email',
                  value: account?.email ?? data.pendingEmail,
                },
              ]}
            />
          </>
        )}
      </section>
      {account && <SignOutButton csrf={data.csrf} supabase={data.supabase} />}
    </>
  )
}

const SCREENS = { login: Login, register: Register, confirm: Confirm, callback: Callback, settings: Settings }

/** Sign-in, registration, confirmation, social sign-in and settings, with this request's data. */
export const authScreens = (data: AccountScreenData) =>
  definePage<undefined>({
    Page() {
      const { t, route } = useRenderContext()
      const name = route?.name ?? 'login'
      const Screen = SCREENS[name as keyof typeof SCREENS] ?? Login
      return (
        <div className="auth-page">
          <PageTitle title={t(`routes.${name}`)} lead={t(`auth.lead.${name}`)} />
          <Screen data={data} />
        </div>
      )
    },
  })

/** The registered module; the worker renders these routes with {@link authScreens} and the request's data. */
export const authPage = authScreens(ANONYMOUS_SCREEN)

import type { ReactNode } from 'react'
import { Redirected, SignedIn } from '../../../cms/src/shared/answers'
import { ColorModeControl } from '../../app/components/controls'
import { Link } from '../../app/components/Link'
import { PageTitle } from '../../app/components/page-title'
import { FormMessage } from '../../app/forms/FormMessage'
import { href, withQuery } from '../../app/paths'
import { type RenderContextValue, useRenderContext } from '../../app/render-context'
import { routeLabel } from '../../app/route-label'
import type { AccountUser } from '../../lib/account'
import { providerName } from '../../lib/brands'
import { DEFAULT_LOCALE, LOCALES } from '../../lib/locale'
import { sitePath } from '../../lib/site-path'
import { authProviders, connectPath } from '../../server/auth/connect.server'
import { startSession } from '../../server/auth/session.server'
import { supabaseConfig } from '../../server/auth/supabase.server'
import { CmsError } from '../../server/cms/errors.server'
import { cmsClient } from '../../server/cms/index.server'
import { readCookie } from '../../server/cookies.server'
import { formsAction } from '../../server/forms.server'
import { defineGuard, definePage, type PageContext } from '../../server/page.server'
import { redirectFromLoad, redirectOnSite } from '../../server/redirect.server'
import { queryValue } from '../params'
import { AccountForm, type FieldOptions } from './account-form'
import {
  accountRefusal,
  changePasswordForm,
  forgotForm,
  loginForm,
  PENDING_EMAIL_COOKIE,
  registerForm,
  resendForm,
  resetForm,
  signOutForm,
} from './forms.server'
import { SignOutButton } from './sign-out'

/**
 * A new password and its confirmation (sign-up, reset, change), with the rules as a hint; `label` where
 * "Password" alone would be ambiguous. Browsers offer to generate one for `new-password`.
 */
function newPasswordFields(t: RenderContextValue['t'], label?: string): FieldOptions[] {
  return [
    {
      name: 'password',
      label,
      type: 'password',
      autoComplete: 'new-password',
      hint: t('auth.hints.password'),
      required: true,
    },
    { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password', required: true },
  ]
}

/** What the sign-in, sign-up, confirmation and settings screens know about the request. */
export interface ScreenData {
  account: AccountUser | null
  /** Social sign-in buttons: only providers configured in AUTH_PROVIDERS (docs/spec.md §9.4). */
  providers: { name: string; href: string }[]
  /** The e-mail just registered and waiting for confirmation (from an HttpOnly cookie). */
  pendingEmail: string
  supabase?: { url: string; anonKey: string }
}

/** Social providers from config; the buttons go straight to the CMS, which sends the user back to /callback. */
/** Asks for the confirmation mail again, to the address given (or typed). */
const ResendForm = ({ email }: { email: string | undefined }) => (
  <AccountForm
    id="resend"
    fields={[{ name: 'email', type: 'email', autoComplete: 'email', value: email, required: true }]}
  />
)

export const providerList = (ctx: PageContext) => authProviders(ctx.env)

export async function screenData(ctx: PageContext): Promise<ScreenData> {
  const session = await ctx.session()
  return {
    account: session?.account ?? null,
    providers: providerList(ctx).map((name) => ({ name, href: connectPath(name) })),
    pendingEmail: readCookie(ctx.c, PENDING_EMAIL_COOKIE) ?? '',
    supabase: supabaseConfig(ctx.env),
  }
}

/** A screen's headline: its route's name ("Sign in"), or its own where it is another screen (a reset). */
function Screen({ lead, title, children }: { lead: string; title?: string; children: ReactNode }) {
  const { t, route } = useRenderContext()
  return (
    <div className="auth-page">
      <PageTitle title={title ?? (route ? routeLabel(route.name, t) : '')} lead={lead} />
      {children}
    </div>
  )
}

function Providers({ data }: { data: ScreenData }) {
  const { t } = useRenderContext()
  if (data.providers.length === 0) return null
  return (
    <section className="auth-providers" aria-label={t('auth.login.orWith')}>
      <p className="meta">{t('auth.login.orWith')}</p>
      {data.providers.map((provider) => (
        <a key={provider.name} className="button button-secondary" href={provider.href}>
          {t('auth.login.provider', { provider: providerName(provider.name) })}
        </a>
      ))}
    </section>
  )
}

interface LoginData extends ScreenData {
  code?: string
  redirect?: string
  confirmed: boolean
}

/** `/login`: sign in, or ask for a reset link; with `?code=` from the reset mail, choose a new password. */
export const loginPage = definePage<LoginData>({
  query: ['code', 'redirect', 'confirmed'],
  title: (data, { t, route }) => (data.code ? t('auth.login.resetTitle') : routeLabel(route.name, t)),
  load: async (ctx) => ({
    ...(await screenData(ctx)),
    code: queryValue(ctx.query, 'code', /^[\w-]{1,500}$/) ?? ctx.form?.values.code,
    redirect: sitePath(ctx.query.redirect) ?? sitePath(ctx.form?.values.redirect),
    confirmed: ctx.query.confirmed === '1',
  }),
  action: formsAction(loginForm, forgotForm, resetForm),
  Page({ data }) {
    const { t } = useRenderContext()
    if (data.code) {
      // The reset link's own screen: its headline says what it is for, not "Sign in" (docs/spec.md §9.9).
      return (
        <Screen title={t('auth.login.resetTitle')} lead={t('auth.lead.reset')}>
          <section className="auth-panel card">
            <AccountForm
              id="reset"
              hidden={{ code: data.code }}
              fields={newPasswordFields(t, t('auth.fields.newPassword'))}
            />
          </section>
        </Screen>
      )
    }
    return (
      <Screen lead={t('auth.lead.login')}>
        {data.confirmed && (
          <p className="auth-notice" role="status">
            {t('auth.login.confirmed')}
          </p>
        )}
        <section className="auth-panel card">
          <AccountForm
            id="login"
            hidden={data.redirect ? { redirect: data.redirect } : {}}
            fields={[
              {
                name: 'identifier',
                type: 'email',
                autoComplete: 'username',
                value: data.pendingEmail,
                required: true,
              },
              { name: 'password', type: 'password', autoComplete: 'current-password', required: true },
            ]}
          />
          <p className="auth-switch">
            {t('auth.login.noAccount')} <Link to="register">{t('auth.login.createAccount')}</Link>
          </p>
        </section>
        <Providers data={data} />
        <section className="auth-panel card">
          <h2>{t('auth.login.forgotTitle')}</h2>
          <p className="meta">{t('auth.login.forgotLead')}</p>
          <AccountForm
            id="forgot"
            fields={[{ name: 'email', type: 'email', autoComplete: 'email', required: true }]}
          />
        </section>
      </Screen>
    )
  },
})

/** `/register`: create an account (docs/spec.md §9.3). */
export const registerPage = definePage<ScreenData>({
  load: screenData,
  action: formsAction(registerForm),
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <Screen lead={t('auth.lead.register')}>
        <section className="auth-panel card">
          <AccountForm
            id="register"
            fields={[
              { name: 'name', autoComplete: 'name', required: true },
              { name: 'email', type: 'email', autoComplete: 'email', required: true },
              ...newPasswordFields(t),
            ]}
          />
          <p className="auth-switch">
            {t('auth.register.haveAccount')} <Link to="login">{t('auth.register.signIn')}</Link>
          </p>
        </section>
        <Providers data={data} />
      </Screen>
    )
  },
})

/**
 * Where the confirmation mail's link lands (`/confirm?confirmation=`): the worker confirms at the CMS,
 * whose own endpoint takes the worker's calls only, and sends the visitor on to sign in (docs/spec.md
 * §9.3). A guard, not the page's `load`: a redirect must leave before the page's first byte, and a busy
 * CMS can take longer than the 50 ms a page waits for its data (decision 003). A link the CMS refuses
 * falls through to the page, which says so.
 */
export const confirmEmailLink = defineGuard('email-confirmation', async (ctx) => {
  const confirmation = queryValue(ctx.query, 'confirmation', /^[\w-]{1,200}$/)
  if (!confirmation || ctx.c.req.method !== 'GET') return undefined
  try {
    await cmsClient(ctx.c).request('/auth/email-confirmation', Redirected, {
      query: { confirmation },
      redirect: 'manual',
    })
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error
    return undefined
  }
  // A new account completes its profile after its first sign-in (docs/spec.md §9.3).
  const next = href('account-register', {}, ctx.locale)
  return redirectOnSite(
    ctx.c,
    withQuery(href('login', {}, ctx.locale), { confirmed: '1', redirect: next }),
    302,
  )
})

/** `/confirm`: "check your inbox" after a sign-up, or have the mail sent again (docs/spec.md §9.10). */
export const confirmPage = definePage<ScreenData & { invalidLink: boolean }>({
  query: ['confirmation'],
  // A link still here is one the CMS refused (confirmEmailLink above confirms the others).
  load: async (ctx) => ({ ...(await screenData(ctx)), invalidLink: ctx.query.confirmation !== undefined }),
  status: (data) => (data.invalidLink ? 400 : 200),
  action: formsAction(resendForm),
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <Screen lead={t('auth.lead.confirm')}>
        <section className="auth-panel card">
          {data.invalidLink && <FormMessage text={t('auth.confirm.invalidLink')} />}
          <p>
            {data.pendingEmail
              ? t('auth.confirm.text', { email: data.pendingEmail })
              : t('auth.confirm.textNoEmail')}
          </p>
          <h2>{t('auth.confirm.resendTitle')}</h2>
          <ResendForm email={data.pendingEmail} />
          <p className="auth-switch">
            <Link to="login">{t('auth.register.signIn')}</Link>
          </p>
        </section>
      </Screen>
    )
  },
})

/**
 * `/callback`: the CMS sends a visitor here with a social provider's token; the worker exchanges it for a
 * session and goes on. A token the CMS refuses shows its message (docs/spec.md §9.4).
 */
export const callbackPage = definePage<{ error: string | null; status: 200 | 400 | 503 }>({
  query: ['access_token', 'provider', 'redirect'],
  async load(ctx) {
    const accessToken = queryValue(ctx.query, 'access_token', /^[\w.~+/=-]{1,4000}$/)
    const provider = queryValue(ctx.query, 'provider', /^[a-z0-9-]{2,30}$/)
    // Opened without a provider's answer: the page says what it is for.
    if (!accessToken || !provider) return { error: null, status: 200 }
    if (!providerList(ctx).includes(provider))
      return { error: ctx.t('auth.errors.unknownProvider'), status: 400 }
    try {
      const tokens = await cmsClient(ctx.c).request(`/auth/${provider}/callback`, SignedIn, {
        query: { access_token: accessToken },
      })
      await startSession(ctx.c, tokens)
    } catch (error) {
      const refusal = accountRefusal(ctx, error)
      return { error: refusal.message, status: refusal.status === 503 ? 503 : 400 }
    }
    return redirectFromLoad(ctx.c, sitePath(ctx.query.redirect) ?? href('account', {}, ctx.locale))
  },
  status: (data) => data.status,
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <Screen lead={t('auth.lead.callback')}>
        <section className="auth-panel card" role="alert">
          <p>{t('auth.callback.failed')}</p>
          <p className="form-message">{data.error ?? t('auth.callback.missing')}</p>
          <Link to="login" className="button">
            {t('auth.callback.retry')}
          </Link>
        </section>
      </Screen>
    )
  },
})

/** `/settings`: colour mode, language, password, confirmation and sign-out (docs/spec.md §12.6). */
export const settingsPage = definePage<ScreenData>({
  load: screenData,
  action: formsAction(changePasswordForm, resendForm, signOutForm),
  Page({ data }) {
    const { t, locale } = useRenderContext()
    const account = data.account
    return (
      <Screen lead={t('auth.lead.settings')}>
        <section className="auth-panel card" aria-labelledby="settings-appearance">
          <h2 id="settings-appearance">{t('settings.appearance')}</h2>
          <p className="meta">{t('settings.appearanceLead')}</p>
          <ColorModeControl />
        </section>
        <section className="auth-panel card" aria-labelledby="settings-language">
          <h2 id="settings-language">{t('settings.language')}</h2>
          <ul className="settings-languages">
            {LOCALES.map((code) => (
              <li key={code}>
                <a
                  // `?lang` makes English the remembered choice too (an unprefixed path alone would not).
                  href={
                    code === DEFAULT_LOCALE
                      ? withQuery(href('settings', {}, code), { lang: code })
                      : href('settings', {}, code)
                  }
                  hrefLang={code}
                  lang={code}
                  aria-current={locale === code ? 'true' : undefined}
                >
                  {t(`locale.names.${code}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="auth-panel card" aria-labelledby="settings-password">
          <h2 id="settings-password">{t('settings.password')}</h2>
          {account ? (
            <AccountForm
              id="changePassword"
              fields={[
                {
                  name: 'currentPassword',
                  type: 'password',
                  autoComplete: 'current-password',
                  required: true,
                },
                ...newPasswordFields(t, t('auth.fields.newPassword')),
              ]}
            />
          ) : (
            <p>
              <Link to="login" query={{ redirect: '/settings' }}>
                {t('settings.signInFirst')}
              </Link>
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
              <ResendForm email={account?.email ?? data.pendingEmail} />
            </>
          )}
        </section>
        {account && <SignOutButton supabase={data.supabase} />}
      </Screen>
    )
  },
})

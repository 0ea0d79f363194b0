import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../config'
import { translator } from '../../lib/i18n'
import { LOCALES, localePath } from '../../lib/locale'
import { CmsError, errorMessage } from '../cms/errors'
import { cmsClient } from '../cms/index.server'
import { safeRedirectPath } from '../guards'
import { storeJwt } from './cookies.server'
import {
  changePassword,
  crossOrigin,
  forgotPassword,
  login,
  logout,
  readSubmission,
  register,
  resetPassword,
  type Submission,
  saveAccountProfile,
  sendEmailConfirmation,
} from './endpoints.server'
import { ACCOUNT_ROUTE_NAMES, accountRoute, providerList, renderAccountRoute } from './screens.server'
import { fetchAccount, holdSession, sessionAccount } from './session.server'

export { session, sessionToken } from './session.server'
export { supabaseSession } from './supabase-session.server'

type Handler = (c: Context<AppEnv>, submission: Submission) => Promise<Response>

/** Form posts are small; anything larger is not one of ours. */
const MAX_BODY_BYTES = 16 * 1024

const post = (handler: Handler) => async (c: Context<AppEnv>) => {
  const submission = await readSubmission(c)
  return crossOrigin(c, submission) ?? handler(c, submission)
}

/**
 * The browser's only way to the CMS's auth: Strapi's paths mirrored under the worker's `/api`, each
 * taking JSON (islands) or a form post (no JavaScript), plus the account screens rendered with the
 * request's data and the social sign-in callback.
 */
export const authRoutes = new Hono<AppEnv>()

authRoutes.use(
  '/api/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.text(translator(c.get('locale'))('auth.errors.tooLarge'), 413),
  }),
)
authRoutes.post('/api/auth/local', post(login))
authRoutes.post('/api/auth/local/register', post(register))
authRoutes.post('/api/auth/forgot-password', post(forgotPassword))
authRoutes.post('/api/auth/reset-password', post(resetPassword))
authRoutes.post('/api/auth/change-password', post(changePassword))
authRoutes.post('/api/auth/send-email-confirmation', post(sendEmailConfirmation))
authRoutes.post('/api/auth/logout', post(logout))
authRoutes.post('/api/account/profile', post(saveAccountProfile))

/** The signed-in user without the token, for scripts; 401 in Strapi's shape when nobody is signed in. */
authRoutes.get('/api/users/me', (c) => {
  c.header('cache-control', 'no-store')
  const account = sessionAccount(c)
  if (account) return c.json(account)
  const message = translator(c.get('locale'))('auth.errors.signInFirst')
  return c.json({ data: null, error: { status: 401, name: 'UnauthorizedError', message } }, 401)
})

/**
 * Social sign-in: the CMS sends the user here with the provider's token; the CMS exchanges it for its JWT.
 * A token it refuses shows its message on the page, in the page's language.
 */
async function callback(c: Context<AppEnv>) {
  const route = accountRoute('callback')
  const t = translator(c.get('locale'))
  const accessToken = c.req.query('access_token') ?? ''
  const provider = c.req.query('provider') ?? ''
  // Opened without a provider's answer: the page says what it is for.
  if (!accessToken || !provider) return renderAccountRoute(c, route)
  if (!providerList(c).includes(provider)) {
    return renderAccountRoute(c, route, {
      status: 400,
      extra: { callbackError: t('auth.errors.unknownProvider') },
    })
  }
  try {
    const body = await cmsClient(c).request<{ jwt?: unknown }>(`/auth/${provider}/callback`, {
      query: { access_token: accessToken },
    })
    if (typeof body?.jwt !== 'string') throw new CmsError(502, body, 'No JWT')
    const account = await fetchAccount(c, body.jwt)
    storeJwt(c, body.jwt)
    holdSession(c, body.jwt, account)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    const message =
      error.status >= 500 ? t('auth.errors.unavailable') : (errorMessage(error.body) ?? error.message)
    return renderAccountRoute(c, route, {
      status: error.status >= 500 ? 503 : 400,
      extra: { callbackError: message },
    })
  }
  c.header('cache-control', 'no-store')
  const back = safeRedirectPath(c.req.query('redirect')) ?? localePath('/account', c.get('locale'))
  return c.redirect(back, 302)
}

for (const name of ACCOUNT_ROUTE_NAMES) {
  const route = accountRoute(name)
  for (const code of LOCALES) {
    authRoutes.get(localePath(route.path, code), (c) =>
      name === 'callback' ? callback(c) : renderAccountRoute(c, route),
    )
  }
}

export { AccountProfiles } from './profile.server'
export { SignInThrottle } from './throttle.server'

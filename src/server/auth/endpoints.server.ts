import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { VENUES } from '../../app/routes'
import type { AppEnv } from '../../config'
import { AUTH_FORMS, type AuthField, type AuthFormId, formProblems } from '../../lib/auth-validation'
import { translator } from '../../lib/i18n'
import { isLocale, type Locale, localePath } from '../../lib/locale'
import { CmsError, errorMessage, isRecord } from '../cms/errors'
import { cmsClient } from '../cms/index.server'
import { setFlash } from '../flash.server'
import { safeRedirectPath } from '../guards'
import { CSRF_FIELD, clearJwt, secureCookies, storeJwt } from './cookies.server'
import { isSameOriginRequest } from './origin.server'
import { saveProfile } from './profile.server'
import { accountRoute, PENDING_EMAIL_COOKIE, renderAccountRoute } from './screens.server'
import { dropSession, fetchAccount, holdSession, sessionAccount, sessionToken } from './session.server'
import { clearSignInFailures, recordSignInFailure, signInBlockedFor } from './throttle.server'

/** One posted account form, from an island (JSON) or a plain form post (no JavaScript). */
export interface Submission {
  json: boolean
  locale: Locale
  values: Record<string, string>
}

const FIELD_MAX = 1000

export async function readSubmission(c: Context<AppEnv>): Promise<Submission> {
  const json = (c.req.header('content-type') ?? '').includes('application/json')
  let raw: Record<string, unknown> = {}
  try {
    const body: unknown = json ? await c.req.json() : await c.req.parseBody()
    if (isRecord(body)) raw = body
  } catch {
    raw = {}
  }
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') values[name] = value.slice(0, FIELD_MAX)
    else if (typeof value === 'boolean') values[name] = value ? 'on' : ''
  }
  const locale = isLocale(values.locale) ? values.locale : c.get('locale')
  c.set('locale', locale)
  return { json, locale, values }
}

/** Passwords are never sent back into a page. */
const keptValues = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).filter(([name]) => !/password/i.test(name) && name !== CSRF_FIELD),
  )

const pageOf = (id: AuthFormId, values: Record<string, string>) =>
  id === 'resend' && values._page === 'settings' ? 'settings' : AUTH_FORMS[id].page

/**
 * A refused form: JSON in Strapi's error shape (message and per-field details, in the page's language)
 * for islands; without JavaScript, the form's page again with what was typed and what is wrong.
 */
export function refuse(
  c: Context<AppEnv>,
  submission: Submission,
  id: AuthFormId,
  status: ContentfulStatusCode,
  problem: { message: string; errors?: Record<string, string>; name?: string },
) {
  const errors = problem.errors ?? {}
  if (submission.json) {
    return c.json(
      {
        data: null,
        error: {
          status,
          name: problem.name ?? 'ValidationError',
          message: problem.message,
          details: { errors: Object.entries(errors).map(([field, message]) => ({ path: [field], message })) },
        },
      },
      status,
    )
  }
  const route = accountRoute(pageOf(id, submission.values))
  c.set('unprefixedPath', route.path)
  return renderAccountRoute(c, route, {
    status,
    form: { id, values: keptValues(submission.values), errors, message: problem.message },
  })
}

/** The form was accepted: JSON for islands; a redirect with a flash message without JavaScript. */
function accept(
  c: Context<AppEnv>,
  submission: Submission,
  answer: { flash: string; to: string; next?: string; json?: Record<string, unknown> },
) {
  if (submission.json) return c.json({ ok: true, next: answer.next, ...answer.json })
  setFlash(c, 'success', answer.flash)
  c.header('cache-control', 'no-store')
  return c.redirect(answer.to, 303)
}

/** The form's own rules, checked again here: a form posted without the island gets the same answers. */
function invalid(c: Context<AppEnv>, submission: Submission, id: AuthFormId) {
  const t = translator(submission.locale)
  const problems = formProblems(AUTH_FORMS[id].fields as readonly AuthField[], submission.values)
  if (Object.keys(problems).length === 0) return undefined
  const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]))
  return refuse(c, submission, id, 400, { message: t('validation.summary'), errors })
}

/** The CMS said no: its own message; an outage (or no answer) gets a localised "try again" and 503. */
function cmsRefused(c: Context<AppEnv>, submission: Submission, id: AuthFormId, error: unknown) {
  if (!(error instanceof CmsError)) throw error
  const t = translator(submission.locale)
  if (error.status >= 500) {
    return refuse(c, submission, id, 503, {
      message: t('auth.errors.unavailable'),
      name: 'ServiceUnavailable',
    })
  }
  const name = isRecord(error.body) && isRecord(error.body.error) ? String(error.body.error.name ?? '') : ''
  return refuse(c, submission, id, error.status as ContentfulStatusCode, {
    message: errorMessage(error.body) ?? t('auth.errors.unavailable'),
    name: name || 'ApplicationError',
  })
}

/** Stores the new JWT, then asks the CMS who it belongs to (spec §4: the user is fetched again). */
async function signIn(c: Context<AppEnv>, jwt: string) {
  const account = await fetchAccount(c, jwt)
  storeJwt(c, jwt)
  holdSession(c, jwt, account)
  return { id: account.id, username: account.username, email: account.email }
}

const readJwt = (body: unknown) => (isRecord(body) && typeof body.jwt === 'string' ? body.jwt : undefined)

const accountPath = (locale: Locale) => localePath('/account', locale)

export async function login(c: Context<AppEnv>, submission: Submission) {
  const t = translator(submission.locale)
  const problem = invalid(c, submission, 'login')
  if (problem) return problem
  const { identifier = '', password = '' } = submission.values
  const wait = await signInBlockedFor(c, identifier)
  if (wait > 0) {
    c.header('retry-after', String(wait))
    return refuse(c, submission, 'login', 429, {
      message: t('auth.errors.throttled', { minutes: Math.ceil(wait / 60) }),
      name: 'RateLimitError',
    })
  }
  let jwt: string | undefined
  try {
    jwt = readJwt(
      await cmsClient(c).request('/auth/local', { method: 'POST', body: { identifier, password } }),
    )
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) await recordSignInFailure(c, identifier)
    return cmsRefused(c, submission, 'login', error)
  }
  if (!jwt) return cmsRefused(c, submission, 'login', new CmsError(502, undefined, 'No JWT'))
  await clearSignInFailures(c, identifier)
  const user = await signIn(c, jwt)
  const redirect = safeRedirectPath(submission.values.redirect)
  return accept(c, submission, {
    flash: 'flash.authSignedIn',
    to: redirect ?? accountPath(submission.locale),
    next: redirect,
    json: { user },
  })
}

export async function register(c: Context<AppEnv>, submission: Submission) {
  const problem = invalid(c, submission, 'register')
  if (problem) return problem
  const { username = '', email = '', password = '' } = submission.values
  let body: unknown
  try {
    body = await cmsClient(c).request('/auth/local/register', {
      method: 'POST',
      body: { username, email, password },
    })
  } catch (error) {
    return cmsRefused(c, submission, 'register', error)
  }
  const jwt = readJwt(body)
  if (!jwt) {
    // E-mail confirmation is on: the account exists, the mail is in the inbox, sign-in comes after it.
    setCookie(c, PENDING_EMAIL_COOKIE, email, {
      path: '/',
      httpOnly: true,
      secure: secureCookies(c),
      sameSite: 'Lax',
      maxAge: 24 * 60 * 60,
    })
    const confirm = localePath('/confirm', submission.locale)
    return accept(c, submission, { flash: 'flash.authConfirmationSent', to: confirm, next: confirm })
  }
  const user = await signIn(c, jwt)
  return accept(c, submission, {
    flash: 'flash.authRegistered',
    to: accountPath(submission.locale),
    json: { user },
  })
}

export async function forgotPassword(c: Context<AppEnv>, submission: Submission) {
  const problem = invalid(c, submission, 'forgot')
  if (problem) return problem
  try {
    await cmsClient(c).request('/auth/forgot-password', {
      method: 'POST',
      body: { email: submission.values.email },
    })
  } catch (error) {
    // Same answer for every e-mail, known or not; only an outage is worth telling.
    if (!(error instanceof CmsError) || error.status >= 500) return cmsRefused(c, submission, 'forgot', error)
  }
  return accept(c, submission, { flash: 'flash.authResetSent', to: localePath('/login', submission.locale) })
}

export async function resetPassword(c: Context<AppEnv>, submission: Submission) {
  const problem = invalid(c, submission, 'reset')
  if (problem) return problem
  const { code = '', password = '', passwordConfirmation = '' } = submission.values
  let jwt: string | undefined
  try {
    jwt = readJwt(
      await cmsClient(c).request('/auth/reset-password', {
        method: 'POST',
        body: { code, password, passwordConfirmation },
      }),
    )
  } catch (error) {
    return cmsRefused(c, submission, 'reset', error)
  }
  const user = jwt ? await signIn(c, jwt) : null
  return accept(c, submission, {
    flash: 'flash.authPasswordReset',
    to: accountPath(submission.locale),
    json: { user },
  })
}

export async function changePassword(c: Context<AppEnv>, submission: Submission) {
  const t = translator(submission.locale)
  const token = sessionToken(c)
  if (!token) {
    return refuse(c, submission, 'changePassword', 401, {
      message: t('auth.errors.signInFirst'),
      name: 'UnauthorizedError',
    })
  }
  const problem = invalid(c, submission, 'changePassword')
  if (problem) return problem
  const { currentPassword = '', password = '', passwordConfirmation = '' } = submission.values
  let jwt: string | undefined
  try {
    jwt = readJwt(
      await cmsClient(c).request('/auth/change-password', {
        method: 'POST',
        token,
        body: { currentPassword, password, passwordConfirmation },
      }),
    )
  } catch (error) {
    return cmsRefused(c, submission, 'changePassword', error)
  }
  if (jwt) await signIn(c, jwt)
  return accept(c, submission, {
    flash: 'flash.authPasswordChanged',
    to: localePath('/settings', submission.locale),
  })
}

export async function sendEmailConfirmation(c: Context<AppEnv>, submission: Submission) {
  const problem = invalid(c, submission, 'resend')
  if (problem) return problem
  try {
    await cmsClient(c).request('/auth/send-email-confirmation', {
      method: 'POST',
      body: { email: submission.values.email },
    })
  } catch (error) {
    // "Already confirmed" or an unknown e-mail get the same answer as a sent mail.
    if (!(error instanceof CmsError) || error.status >= 500) return cmsRefused(c, submission, 'resend', error)
  }
  const page = submission.values._page === 'settings' ? '/settings' : '/confirm'
  return accept(c, submission, {
    flash: 'flash.authConfirmationSent',
    to: localePath(page, submission.locale),
  })
}

export async function logout(c: Context<AppEnv>, submission: Submission) {
  const token = sessionToken(c)
  if (token) {
    // Revokes the session where the CMS keeps one (refresh mode); legacy JWTs simply stop being sent.
    await cmsClient(c)
      .request('/auth/logout', { method: 'POST', token, body: {} })
      .catch(() => undefined)
  }
  clearJwt(c)
  deleteCookie(c, PENDING_EMAIL_COOKIE, { path: '/' })
  dropSession(c)
  return accept(c, submission, {
    flash: 'flash.authSignedOut',
    to: localePath('/', submission.locale),
    json: { user: null },
  })
}

export async function saveAccountProfile(c: Context<AppEnv>, submission: Submission) {
  const t = translator(submission.locale)
  const account = sessionAccount(c)
  if (!account) {
    return refuse(c, submission, 'profile', 401, {
      message: t('auth.errors.signInFirst'),
      name: 'UnauthorizedError',
    })
  }
  const problem = invalid(c, submission, 'profile')
  if (problem) return problem
  const venue = submission.values.preferredVenue ?? ''
  if (venue && !VENUES.some((known) => known.slug === venue)) {
    return refuse(c, submission, 'profile', 400, {
      message: t('validation.summary'),
      errors: { preferredVenue: t('validation.venue') },
    })
  }
  await saveProfile(c, account.id, {
    displayName: (submission.values.displayName ?? '').trim(),
    phone: (submission.values.phone ?? '').trim(),
    preferredVenue: venue,
    newsletter: submission.values.newsletter === 'on' || submission.values.newsletter === 'true',
  })
  return accept(c, submission, { flash: 'flash.authProfileSaved', to: accountPath(submission.locale) })
}

/** Refuses a post that does not come from the site's own pages (docs/decisions/006). */
export function crossOrigin(c: Context<AppEnv>, submission: Submission) {
  if (isSameOriginRequest(c, submission.values[CSRF_FIELD])) return undefined
  const message = translator(submission.locale)('auth.errors.crossOrigin')
  c.header('cache-control', 'no-store')
  if (submission.json)
    return c.json({ data: null, error: { status: 403, name: 'ForbiddenError', message } }, 403)
  return c.text(message, 403)
}

import { Acknowledged, Done, Renamed, SignedIn } from '../../../cms/src/shared/answers'
import { href, isVenueSlug } from '../../app/paths'
import type { AccountFormId } from '../../lib/forms/account'
import { ACCOUNT_FORMS } from '../../lib/forms/account'
import { withStrongPassword } from '../../lib/forms/password-strength'
import { optionalMessage } from '../../lib/i18n'
import { sitePath } from '../../lib/site-path'
import { saveProfile } from '../../server/auth/profile.server'
import { endSession, startSession } from '../../server/auth/session.server'
import {
  ACCOUNT_MAIL_FLOOR_MS,
  answerNoSoonerThan,
  beginSignIn,
  SIGN_IN_FLOOR_MS,
  type SignInOutcome,
} from '../../server/auth/throttle.server'
import { clockOf } from '../../server/clock.server'
import { CmsError, isOutage } from '../../server/cms/errors.server'
import { cmsClient } from '../../server/cms/index.server'
import { strapiError } from '../../server/cms/strapi-errors.server'
import { errorMessage } from '../../server/cms/strapi-versions.server'
import { clearSiteCookie, setSiteCookie } from '../../server/cookies.server'
import {
  acceptForm,
  defineForm,
  limitsDown,
  type Refusal,
  refuseForm,
  refuseTooMany,
  unavailable,
} from '../../server/forms.server'
import { reserveMail, reserveSignUp } from '../../server/limits/mail.server'
import type { PageContext } from '../../server/page.server'

/**
 * The account forms' actions (docs/spec.md §9): each posts to the page that shows it, is checked by its
 * schema (lib/forms/account.ts), goes to the CMS through the worker and answers in the one form shape.
 */

/** Set after a registration that waits for e-mail confirmation: /confirm and /login fill the e-mail in. */
export const PENDING_EMAIL_COOKIE = 'auth_pending_email'

/**
 * A CMS refusal of an account action, in the page's language (docs/spec.md §1.5, §9.14). The CMS names
 * each refusal with a machine code in `error.details.code` (cms/src/extensions/users-permissions/
 * auth-codes.ts); the words are `auth.errors.{code}` or `validation.{code}`. The CMS's English text is
 * never shown: an unknown code gets a general sentence and its text goes to the log.
 */
export function accountRefusal(ctx: PageContext, error: unknown): Refusal {
  if (!(error instanceof CmsError)) throw error
  if (isOutage(error)) return { status: 503, code: 'unavailable', message: ctx.t('auth.errors.unavailable') }
  const sent = strapiError(error)?.details?.code
  if (error.status === 429) {
    // The CMS's own per-visitor limit (register, mails, password changes), answered before its controllers
    // and without a code: its words are not the page's.
    ctx.c.header('retry-after', '60')
    return { status: 429, code: 'busy', message: ctx.t('auth.errors.busy') }
  }
  const code = sent ?? 'refused'
  const status = error.status === 401 || error.status === 403 ? error.status : 400
  const message =
    optionalMessage(ctx.locale, `auth.errors.${code}`) ?? optionalMessage(ctx.locale, `validation.${code}`)
  if (!message) console.warn(`[auth] CMS refusal without a known code (${code}): ${errorMessage(error.body)}`)
  return { status, code, message: message ?? ctx.t('auth.errors.refused') }
}

/** Where an account form goes back to with its errors, and where a signed-in visitor goes next. */
const accountHome = (ctx: PageContext) => href('account', {}, ctx.locale)

const refuse = (ctx: PageContext, id: AccountFormId, values: Record<string, string>, refusal: Refusal) =>
  refuseForm(ctx, id, values, refusal)

const signInFirst = (ctx: PageContext, id: AccountFormId, values: Record<string, string>) =>
  refuse(ctx, id, values, { status: 401, code: 'signInFirst', message: ctx.t('auth.errors.signInFirst') })

/** What an attempt's CMS answer says about the password: only a ValidationError is a wrong one. */
const signInOutcome = (error: unknown): SignInOutcome =>
  error instanceof CmsError && error.status === 400 && strapiError(error)?.name === 'ValidationError'
    ? 'wrongPassword'
    : 'undecided'

/**
 * Sign-in (docs/spec.md §9.5): the attempt is reserved in the throttle before the CMS is asked (§11.3),
 * and the answer takes the same minimum time whether or not the account exists (§9.7).
 */
export const loginForm = defineForm('login', ACCOUNT_FORMS.login, (ctx, input, values) =>
  answerNoSoonerThan(clockOf(ctx.c), SIGN_IN_FLOOR_MS, async () => {
    const attempt = await beginSignIn(ctx.c, input.identifier).catch(limitsDown)
    if (!attempt) return refuse(ctx, 'login', values, unavailable(ctx))
    if (!attempt.ok) {
      return refuseTooMany(ctx, 'login', values, {
        retryAfterSeconds: attempt.retryAfterSeconds,
        message: ctx.t('auth.errors.throttled', { minutes: Math.ceil(attempt.retryAfterSeconds / 60) }),
      })
    }
    let tokens: SignedIn
    try {
      tokens = await cmsClient(ctx.c).request('/auth/local', SignedIn, {
        method: 'POST',
        body: { identifier: input.identifier, password: input.password },
      })
    } catch (error) {
      await attempt.settle(signInOutcome(error))
      return refuse(ctx, 'login', values, accountRefusal(ctx, error))
    }
    await attempt.settle('signedIn')
    await startSession(ctx.c, tokens)
    return acceptForm(ctx, {
      redirect: sitePath(input.redirect) ?? accountHome(ctx),
      flash: 'flash.authSignedIn',
    })
  }),
)

/** A client past its limit of sign-ups or mails: told to wait, in the page's words (docs/spec.md §11.12). */
const tooMany = (
  ctx: PageContext,
  id: AccountFormId,
  values: Record<string, string>,
  retryAfterSeconds: number,
) =>
  refuseTooMany(ctx, id, values, {
    retryAfterSeconds,
    message: ctx.t('auth.errors.tooManyRequests', { minutes: Math.ceil(retryAfterSeconds / 60) }),
  })

/**
 * Sign-up (docs/spec.md §9.3): a name, an e-mail and a password that is not easy to guess. Every account
 * proves its address before it signs in, so the answer is the same whatever is taken — "check your inbox",
 * after the same minimum time — and the CMS mails the owner of a taken address instead of creating anything
 * (it makes each account's username itself: there is none to be taken). The mail counts against the inbox's
 * limits like a confirmation mail (§11.12); past them nothing is sent and the answer is the same.
 */
export const registerForm = defineForm(
  'register',
  withStrongPassword(ACCOUNT_FORMS.register),
  (ctx, input, values) =>
    answerNoSoonerThan(clockOf(ctx.c), ACCOUNT_MAIL_FLOOR_MS, async () => {
      const checkInbox = () => {
        setSiteCookie(ctx.c, PENDING_EMAIL_COOKIE, input.email, { maxAge: 24 * 60 * 60 })
        // No toast: `/confirm` itself says "check your inbox", with the address (a toast repeated it over it).
        return acceptForm(ctx, { redirect: href('confirm', {}, ctx.locale) })
      }
      const signUp = await reserveSignUp(ctx.c).catch(limitsDown)
      if (!signUp) return refuse(ctx, 'register', values, unavailable(ctx))
      if (!signUp.ok) return tooMany(ctx, 'register', values, signUp.retryAfterSeconds)
      const mail = await reserveMail(ctx.c, input.email).catch(limitsDown)
      if (!mail) {
        await signUp.settle('release')
        return refuse(ctx, 'register', values, unavailable(ctx))
      }
      if (!mail.send) {
        await signUp.settle('count')
        return mail.tooMany ? tooMany(ctx, 'register', values, mail.retryAfterSeconds) : checkInbox()
      }
      try {
        await cmsClient(ctx.c).request('/auth/local/register', Done, {
          method: 'POST',
          body: { name: input.name, email: input.email, password: input.password },
        })
      } catch (error) {
        // A refused sign-up (a field the CMS would not take) still counts; only an outage is given back.
        await Promise.all([signUp.settle(isOutage(error) ? 'release' : 'count'), mail.settle(false)])
        return refuse(ctx, 'register', values, accountRefusal(ctx, error))
      }
      await Promise.all([signUp.settle('count'), mail.settle(true)])
      return checkInbox()
    }),
)

/** What the CMS answers a request for an account mail: the site's own step, or users-permissions' own. */
const MAIL_ANSWERS = { '/auth/forgot-password': Done, '/auth/send-email-confirmation': Acknowledged } as const

/**
 * Asks the CMS for an account mail (reset or confirmation) within the mail limits (docs/spec.md §11.12).
 * The answer is the same whether the address has an account, was mailed or was past its inbox's limit, and
 * takes at least ACCOUNT_MAIL_FLOOR_MS either way; only a client past its own limit and an outage are told.
 */
const requestAccountMail = (
  ctx: PageContext,
  id: 'forgot' | 'resend',
  values: Record<string, string>,
  email: string,
  path: '/auth/forgot-password' | '/auth/send-email-confirmation',
  done: () => Response,
) =>
  answerNoSoonerThan(clockOf(ctx.c), ACCOUNT_MAIL_FLOOR_MS, async () => {
    const mail = await reserveMail(ctx.c, email).catch(limitsDown)
    if (!mail) return refuse(ctx, id, values, unavailable(ctx))
    if (!mail.send) return mail.tooMany ? tooMany(ctx, id, values, mail.retryAfterSeconds) : done()
    try {
      await cmsClient(ctx.c).request(path, MAIL_ANSWERS[path], { method: 'POST', body: { email } })
    } catch (error) {
      // "Unknown" or "already confirmed" get the same answer as a sent mail; an outage is worth telling.
      if (isOutage(error) || !(error instanceof CmsError)) {
        await mail.settle(false)
        return refuse(ctx, id, values, accountRefusal(ctx, error))
      }
    }
    await mail.settle(true)
    return done()
  })

export const forgotForm = defineForm('forgot', ACCOUNT_FORMS.forgot, (ctx, input, values) =>
  requestAccountMail(ctx, 'forgot', values, input.email, '/auth/forgot-password', () =>
    // Said in the forgot form itself with JavaScript (it stays, announced politely), by the page's flash
    // without it (docs/spec.md §9.8).
    acceptForm(ctx, { redirect: href('login', {}, ctx.locale), flash: 'flash.authResetSent', inPlace: true }),
  ),
)

export const resetForm = defineForm(
  'reset',
  withStrongPassword(ACCOUNT_FORMS.reset),
  async (ctx, input, values) => {
    let tokens: SignedIn
    try {
      tokens = await cmsClient(ctx.c).request('/auth/reset-password', SignedIn, {
        method: 'POST',
        body: {
          code: input.code,
          password: input.password,
          passwordConfirmation: input.passwordConfirmation,
        },
      })
    } catch (error) {
      return refuse(ctx, 'reset', values, accountRefusal(ctx, error))
    }
    await startSession(ctx.c, tokens)
    return acceptForm(ctx, { redirect: accountHome(ctx), flash: 'flash.authPasswordReset' })
  },
)

export const changePasswordForm = defineForm(
  'changePassword',
  withStrongPassword(ACCOUNT_FORMS.changePassword),
  async (ctx, input, values) => {
    const session = await ctx.session()
    if (!session) return signInFirst(ctx, 'changePassword', values)
    let tokens: SignedIn
    try {
      tokens = await cmsClient(ctx.c).request('/auth/change-password', SignedIn, {
        method: 'POST',
        token: session.token,
        body: {
          currentPassword: input.currentPassword,
          password: input.password,
          passwordConfirmation: input.passwordConfirmation,
        },
      })
    } catch (error) {
      return refuse(ctx, 'changePassword', values, accountRefusal(ctx, error))
    }
    // The CMS ends the other sessions and answers with new tokens for this one.
    await startSession(ctx.c, tokens)
    return acceptForm(ctx, { redirect: href('settings', {}, ctx.locale), flash: 'flash.authPasswordChanged' })
  },
)

/** Resend the confirmation mail; from /confirm or from /settings, which it goes back to. */
export const resendForm = defineForm('resend', ACCOUNT_FORMS.resend, (ctx, input, values) =>
  requestAccountMail(ctx, 'resend', values, input.email, '/auth/send-email-confirmation', () => {
    const back = ctx.route.name === 'settings' ? 'settings' : 'confirm'
    return acceptForm(ctx, { redirect: href(back, {}, ctx.locale), flash: 'flash.authConfirmationSent' })
  }),
)

/** `/account/register`: the name, kept by the CMS on the account, and the rest of the profile (decision 007). */
export const profileForm = defineForm('profile', ACCOUNT_FORMS.profile, async (ctx, input, values) => {
  const session = await ctx.session()
  if (!session) return signInFirst(ctx, 'profile', values)
  const { name, ...profile } = input
  if (profile.preferredVenue && !isVenueSlug(profile.preferredVenue)) {
    return refuse(ctx, 'profile', values, {
      status: 400,
      code: 'invalid',
      message: ctx.t('validation.summary'),
      fieldErrors: { preferredVenue: { code: 'venue', message: ctx.t('validation.venue') } },
    })
  }
  if (name !== session.account.name) {
    try {
      await cmsClient(ctx.c).request('/accounts/me/name', Renamed, {
        method: 'PUT',
        token: session.token,
        body: { name },
      })
    } catch (error) {
      return refuse(ctx, 'profile', values, accountRefusal(ctx, error))
    }
  }
  await saveProfile(ctx.c, session.account.id, profile)
  return acceptForm(ctx, { redirect: accountHome(ctx), flash: 'flash.authProfileSaved' })
})

/** Ends the session in the CMS and goes home with a one-time message (docs/spec.md §9.12). */
export const signOutForm = defineForm('signOut', ACCOUNT_FORMS.signOut, async (ctx) => {
  await endSession(ctx.c)
  clearSiteCookie(ctx.c, PENDING_EMAIL_COOKIE)
  return acceptForm(ctx, { redirect: href('home', {}, ctx.locale), flash: 'flash.authSignedOut' })
})

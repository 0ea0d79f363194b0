import * as v from 'valibot'
import { isPhone, PHONE_MAX } from '../../../cms/src/shared/field-rules'
import { checkbox, email, optionalText, optionalTextOfKind, personName, posted, requiredText } from './fields'

export const PASSWORD_MIN = 8
/** Strapi's bcrypt limit: longer passwords would be cut, so they are refused before they reach it. */
export const PASSWORD_MAX = 72

/** A value that must be there, taken as typed (passwords: a space is a character like any other). */
const requiredRaw = (max: number) => v.pipe(posted, v.nonEmpty('required'), v.maxLength(max, 'tooLong'))

/** Passwords are never trimmed. */
const password = v.pipe(
  posted,
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN, 'passwordShort'),
  v.maxLength(PASSWORD_MAX, 'passwordLong'),
)

/** A new password typed twice: the second must repeat the first (checked once both are there). */
const newPassword = v.pipe(
  v.object({ password, passwordConfirmation: requiredRaw(254) }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      'passwordMismatch',
    ),
    ['passwordConfirmation'],
  ),
)

/** A form whose other fields come with a new password. */
const withNewPassword = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.intersect([v.object(entries), newPassword])

/**
 * The account forms (docs/spec.md §9): one schema each, used by the island and by the page's action. The
 * worker adds the strength rule to the forms that set a password (lib/forms/password-strength.ts: its word
 * lists are too heavy for a browser).
 */

export const loginForm = v.object({
  identifier: requiredText(254),
  password: requiredRaw(254),
  redirect: optionalText(2000),
})

/** Sign-up: a name (what the site calls the person), an e-mail and a password; no username (§9.3). */
export const registerForm = withNewPassword({ name: personName, email })

export const forgotForm = v.object({ email })

export const resetForm = withNewPassword({ code: requiredText(500) })

export const changePasswordForm = withNewPassword({
  currentPassword: requiredRaw(254),
})

export const resendForm = v.object({ email })

export const profileForm = v.object({
  name: personName,
  phone: optionalTextOfKind(PHONE_MAX, isPhone, 'phone'),
  preferredVenue: optionalText(40),
  newsletter: checkbox,
})

export const signOutForm = v.object({})

export const ACCOUNT_FORMS = {
  login: loginForm,
  register: registerForm,
  forgot: forgotForm,
  reset: resetForm,
  changePassword: changePasswordForm,
  resend: resendForm,
  profile: profileForm,
  signOut: signOutForm,
} as const
export type AccountFormId = keyof typeof ACCOUNT_FORMS

import * as v from 'valibot'
import { isPhone, PHONE_MAX } from '../../../cms/src/shared/field-rules'
import { checkbox, email, optionalText, optionalTextOfKind, posted, requiredText } from './fields'

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/
export const PASSWORD_MIN = 8
/** Strapi's bcrypt limit: longer passwords would be cut, so they are refused before they reach it. */
export const PASSWORD_MAX = 72

/** A value that must be there, taken as typed (passwords: a space is a character like any other). */
const requiredRaw = (max: number) => v.pipe(posted, v.nonEmpty('required'), v.maxLength(max, 'tooLong'))

const username = v.pipe(requiredText(30, 'username'), v.regex(USERNAME_PATTERN, 'username'))

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

/** The account forms (docs/spec.md §9): one schema each, used by the island and by the page's action. */

export const loginForm = v.object({
  identifier: requiredText(254),
  password: requiredRaw(254),
  redirect: optionalText(2000),
})

export const registerForm = withNewPassword({ username, email })

export const forgotForm = v.object({ email })

export const resetForm = withNewPassword({ code: requiredText(500) })

export const changePasswordForm = withNewPassword({
  currentPassword: requiredRaw(254),
})

export const resendForm = v.object({ email })

export const profileForm = v.object({
  displayName: optionalText(100),
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

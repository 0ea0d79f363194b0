import * as v from 'valibot'
import {
  EMAIL_MAX,
  isEmail,
  isHttpUrl,
  isPhone,
  LINK_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_MIN,
  NOTES_MAX,
  PHONE_MAX,
} from '../../../cms/src/shared/field-rules'

/**
 * The forms' fields as valibot schemas (docs/spec.md §14.3), on the rules the CMS checks too
 * (cms/src/shared/field-rules.ts); every message is a `validation.*` code.
 */

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/
export const PASSWORD_MIN = 8
/** Strapi's bcrypt limit: longer passwords would be cut, so they are refused before they reach it. */
export const PASSWORD_MAX = 72
export { MESSAGE_MAX, NOTES_MAX }

/** A posted field: a missing one counts as empty, so "required" is one rule whether it was sent or not. */
const posted = v.optional(v.string('invalid'), '')

/** Text that must be there: trimmed, then at least one character. */
export const requiredText = (max: number, tooLong = 'tooLong') =>
  v.pipe(posted, v.trim(), v.nonEmpty('required'), v.maxLength(max, tooLong))

/** Text that may be left empty. */
export const optionalText = (max: number, tooLong = 'tooLong') =>
  v.pipe(posted, v.trim(), v.maxLength(max, tooLong))

/** A value that must be there, taken as typed (passwords: a space is a character like any other). */
export const requiredRaw = (max: number) =>
  v.pipe(posted, v.nonEmpty('required'), v.maxLength(max, 'tooLong'))

export const email = v.pipe(requiredText(EMAIL_MAX, 'email'), v.check(isEmail, 'email'))

export const personName = v.pipe(requiredText(NAME_MAX, 'name'), v.minLength(NAME_MIN, 'name'))

export const phone = v.pipe(requiredText(PHONE_MAX, 'phone'), v.check(isPhone, 'phone'))
export const optionalPhone = v.pipe(
  optionalText(PHONE_MAX, 'phone'),
  v.check((value) => value === '' || isPhone(value), 'phone'),
)

export const username = v.pipe(requiredText(30, 'username'), v.regex(USERNAME_PATTERN, 'username'))

/** Passwords are never trimmed. */
export const password = v.pipe(
  posted,
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN, 'passwordShort'),
  v.maxLength(PASSWORD_MAX, 'passwordLong'),
)

export const link = v.pipe(requiredText(LINK_MAX, 'link'), v.check(isHttpUrl, 'link'))
export const optionalLink = v.pipe(
  optionalText(LINK_MAX, 'link'),
  v.check((value) => value === '' || isHttpUrl(value), 'link'),
)

/** A ticked checkbox posts `on`; JSON may send `true`. */
export const ticked = (code: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.boolean()]), ''),
    v.transform((value) => value === true || value === 'on' || value === 'true'),
    v.check((value) => value, code),
  )
export const checkbox = v.pipe(
  v.optional(v.union([v.string(), v.boolean()]), ''),
  v.transform((value) => value === true || value === 'on' || value === 'true'),
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
export const withNewPassword = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.intersect([v.object(entries), newPassword])

import * as v from 'valibot'

/** Field rules shared by the forms (docs/spec.md §14.3); every message is a `validation.*` code. */

const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]{1,64}@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/
export const PASSWORD_MIN = 8
/** Strapi's bcrypt limit: longer passwords would be cut, so they are refused before they reach it. */
export const PASSWORD_MAX = 72
export const NAME_MAX = 100
export const NOTES_MAX = 500
export const MESSAGE_MAX = 5000

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

export const email = v.pipe(requiredText(254, 'email'), v.regex(EMAIL_PATTERN, 'email'))

export const personName = v.pipe(requiredText(NAME_MAX, 'name'), v.minLength(2, 'name'))

const isPhone = (value: string) => PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6
export const phone = v.pipe(requiredText(30, 'phone'), v.check(isPhone, 'phone'))
export const optionalPhone = v.pipe(
  optionalText(30, 'phone'),
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

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}
export const link = v.pipe(requiredText(2000, 'link'), v.check(isHttpUrl, 'link'))
export const optionalLink = v.pipe(
  optionalText(2000, 'link'),
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

/**
 * The rules of the public forms' fields (docs/spec.md §14.3), in one module that both sides import: the
 * worker checks a form with them first (its valibot schemas, src/lib/forms/fields.ts), the CMS again, as
 * the check that counts (cms/src/lib/fields.ts). Two copies drifted once — an address the site took, the
 * CMS refused — hence one. Like booking-rules.ts: no imports, and code both tsconfigs compile.
 */

export const EMAIL_MAX = 254
export const NAME_MIN = 2
export const NAME_MAX = 100
export const PHONE_MAX = 30
export const NOTES_MAX = 500
export const MESSAGE_MAX = 5000
export const LINK_MAX = 2000

// Deliberately simple and strict enough for a form: one @, a local part of at most 64 characters, a
// domain of letters, digits and inner hyphens with a dot, no spaces.
const EMAIL_PATTERN =
  /^[^\s@"<>()[\]\\,;:]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
// Digits, spaces, +, brackets and hyphens, as people write them (`(+34) 600-123-456`); at least 6 digits.
const PHONE_PATTERN = /^[0-9 +()-]{6,30}$/
const PHONE_MIN_DIGITS = 6

/** A phone number reduced to its digits (the limits compare guest-identity.ts's canonical forms instead). */
const phoneDigits = (phone: string): string => phone.replace(/\D/g, '')

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value)

export const isPhone = (value: string): boolean =>
  PHONE_PATTERN.test(value) && phoneDigits(value).length >= PHONE_MIN_DIGITS

export const isHttpUrl = (value: string): boolean => {
  if (value.length > LINK_MAX) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

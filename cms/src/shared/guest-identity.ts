/**
 * One guest is one guest however the address or number is written (docs/spec.md §11.5): the limits per
 * e-mail and per phone compare these canonical forms, in the worker and in the CMS alike (both import this
 * module). What is stored and shown stays what the guest typed; only the comparison uses these.
 *
 * Server-only on the site's side: libphonenumber-js's metadata must not reach the browser's islands, which
 * validate with field-rules.ts alone.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Providers where dots in the local part are ignored: `a.b@gmail.com` and `ab@googlemail.com` are one mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address delivers to: lower-cased, a `+tag` removed (`booker+1@x` is `booker@x` at every
 * provider that routes tags, and nobody needs two bookings a day under one inbox), and for Gmail the dots
 * removed and googlemail.com folded into gmail.com.
 */
export const canonicalEmail = (email: string): string => {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  if (at <= 0) return value
  let local = value.slice(0, at)
  let domain = value.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless) {
    local = local.replaceAll('.', '')
    domain = dotless
  }
  return `${local}@${domain}`
}

/**
 * A phone number in E.164 (`+34633111222`), read the way the guest's venue would dial it: a number without
 * a country code is taken as the venue's country, `0034…` as `+34…`, and a trunk `0` written after the
 * country code (`+34 0633…`, common but wrong) is dropped when the number is only valid without it. A
 * number that is not valid anywhere is still reduced to one form (`+` and its digits), so its spellings
 * still count as one.
 */
export const canonicalPhone = (phone: string, defaultCountry: CountryCode = 'ES'): string => {
  const parsed = parsePhoneNumberFromString(phone, defaultCountry)
  if (!parsed) return `+${phone.replace(/\D/g, '')}`
  if (parsed.isValid()) return parsed.number
  const national = String(parsed.nationalNumber)
  if (national.startsWith('0')) {
    const withoutTrunk = parsePhoneNumberFromString(
      `+${parsed.countryCallingCode}${national.replace(/^0+/, '')}`,
    )
    if (withoutTrunk?.isValid()) return withoutTrunk.number
  }
  return parsed.number
}

/**
 * The country a venue's guests dial from by default: the country of the venue's own phone number (every
 * venue lists one in international form), else Spain, where most venues are.
 */
export const venueCountry = (venuePhone: string | null | undefined): CountryCode =>
  (venuePhone ? parsePhoneNumberFromString(venuePhone)?.country : undefined) ?? 'ES'

export type { CountryCode }

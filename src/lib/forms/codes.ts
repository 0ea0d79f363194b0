/**
 * Every validation code: what the schemas (src/lib/forms/), the booking rules and the worker name a
 * field's problem with, plus `summary` and `network`, the whole form's words. `validation.{code}` holds
 * each code's words in both languages (app/forms/messages.ts fails the type check for a code without
 * them; a unit test, for words without a code).
 */
export const VALIDATION_CODES = [
  'summary',
  'network',
  'required',
  'invalid',
  'tooLong',
  'email',
  'passwordShort',
  'passwordLong',
  'passwordCommon',
  'passwordWord',
  'passwordPersonal',
  'passwordPattern',
  'passwordDate',
  'passwordWeak',
  'passwordMismatch',
  'phone',
  'venue',
  'date',
  'datePast',
  'dateBeyond',
  'timeRequired',
  'time',
  'timeTooSoon',
  'party',
  'name',
  'notes',
  'consent',
  'message',
  'link',
  'slotFull',
  'partyFull',
  'tooFast',
  'expired',
  'emailLimit',
] as const

export type ValidationCode = (typeof VALIDATION_CODES)[number]

/** Each code's words in the page's language, as islands get them (they do not load dictionaries). */
export type ValidationMessages = Record<ValidationCode, string>

/** A schema's message as a code (valibot types messages as strings): one the site has no words for is `invalid`. */
export const asValidationCode = (message: string): ValidationCode =>
  VALIDATION_CODES.find((code) => code === message) ?? 'invalid'

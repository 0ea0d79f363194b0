import * as v from 'valibot'
import {
  EMAIL_MAX,
  isEmail,
  isPhone,
  NAME_MAX,
  NAME_MIN,
  PHONE_MAX,
} from '../../../cms/src/shared/field-rules'
import type { ValidationCode } from './codes'

/**
 * The fields more than one form asks for, as valibot schemas (docs/spec.md §14.3), on the rules the CMS
 * checks too (cms/src/shared/field-rules.ts); every message is a `validation.*` code. A field only one kind
 * of form asks for lives with that form's schema, so an island loads only the rules of its own form.
 */

/** A posted field: a missing one counts as empty, so "required" is one rule whether it was sent or not. */
export const posted = v.optional(v.string('invalid'), '')

/** Text that must be there: trimmed, then at least one character. */
export const requiredText = (max: number, tooLong: ValidationCode = 'tooLong') =>
  v.pipe(posted, v.trim(), v.nonEmpty('required'), v.maxLength(max, tooLong))

/** Text that may be left empty. */
export const optionalText = (max: number, tooLong: ValidationCode = 'tooLong') =>
  v.pipe(posted, v.trim(), v.maxLength(max, tooLong))

/** Text of a kind (an e-mail, a phone, a link) that must be there: one code for every way it is wrong. */
export const textOfKind = (max: number, isKind: (value: string) => boolean, code: ValidationCode) =>
  v.pipe(requiredText(max, code), v.check(isKind, code))

/** Text of a kind that may be left empty. */
export const optionalTextOfKind = (max: number, isKind: (value: string) => boolean, code: ValidationCode) =>
  v.pipe(
    optionalText(max, code),
    v.check((value) => value === '' || isKind(value), code),
  )

/** Limits islands put on their fields too (`maxLength`): the schema's own numbers. */
export { NAME_MAX }

export const email = textOfKind(EMAIL_MAX, isEmail, 'email')

export const personName = v.pipe(requiredText(NAME_MAX, 'name'), v.minLength(NAME_MIN, 'name'))

export const phone = textOfKind(PHONE_MAX, isPhone, 'phone')
/** A checkbox: ticked posts `on`; JSON may send `true`. */
export const checkbox = v.pipe(
  v.optional(v.union([v.string(), v.boolean()]), ''),
  v.transform((value) => value === true || value === 'on' || value === 'true'),
)
/** A checkbox that must be ticked. */
export const ticked = (code: ValidationCode) =>
  v.pipe(
    checkbox,
    v.check((value) => value, code),
  )

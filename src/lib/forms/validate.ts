import * as v from 'valibot'
import { asValidationCode, type ValidationCode } from './codes'
import type { FormId } from './form-ids'

/**
 * The one way every form is checked, in the browser (islands, for quick feedback) and in the worker (the
 * check that counts): a valibot schema whose messages are machine codes. `validation.{code}` in the
 * dictionaries holds each code's text (docs/decisions/013-one-form-stack.md).
 */
export type FieldCodes = Record<string, ValidationCode>

export type Checked<Output> = { ok: true; output: Output } | { ok: false; errors: FieldCodes }

export function check<Schema extends v.GenericSchema>(
  schema: Schema,
  values: unknown,
): Checked<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true })
  if (result.success) return { ok: true, output: result.output }
  const errors: FieldCodes = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'form'
    errors[field] ??= asValidationCode(issue.message)
  }
  return { ok: false, errors }
}

/** A field's error as the visitor reads it, with the code the code-reading parts (tests, islands) use. */
export interface FieldError {
  code: string
  message: string
}

/**
 * The answer to a posted form, the same for every form (islands read it as JSON; without JavaScript the
 * worker renders the page again with it): success and where to go, or a code and message for the whole
 * form plus errors by field.
 */
/** `token`: a fresh fill-time token for the form's next post (public forms, docs/spec.md §11.9). */
export type FormAnswer =
  | { ok: true; redirect?: string; message?: string; token?: string }
  | { ok: false; code: string; message: string; fieldErrors: Record<string, FieldError>; token?: string }

/** A form posted back to its page without JavaScript: what was typed, and what is wrong. */
export interface FormState {
  /** Which form of the page (a page may hold several). */
  id: FormId
  values: Record<string, string>
  code: string
  message: string
  fieldErrors: Record<string, FieldError>
}

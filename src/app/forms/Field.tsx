import type { ReactNode } from 'react'
import type { ValidationMessages } from '../../lib/forms/codes'
import type { FieldCodes } from '../../lib/forms/validate'

/** What a field's control needs to be labelled and tied to its hint and error. */
export interface FieldAria {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * The one labelled field of every form: its label, hint and error linked for screen readers, the same
 * markup with and without JavaScript. Checkboxes put the label after the box.
 */
export function Field({
  id,
  label,
  error,
  hint,
  checkbox = false,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  checkbox?: boolean
  children: (aria: FieldAria) => ReactNode
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  })
  const classes = ['field', checkbox && 'field-check', error && 'field-invalid'].filter(Boolean).join(' ')
  return (
    <div className={classes}>
      {checkbox ? control : <label htmlFor={id}>{label}</label>}
      {checkbox ? <label htmlFor={id}>{label}</label> : control}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const first = Object.keys(errors)[0]
  if (!form || !first) return
  const element = form.elements.namedItem(first)
  // A group of radio buttons (the seatings): the first one that can be chosen.
  const target =
    element instanceof RadioNodeList
      ? [...element].find((radio) => radio instanceof HTMLInputElement && !radio.disabled)
      : element
  if (target instanceof HTMLElement) target.focus()
}

/** Field errors as the islands show them: the message of each field's error. */
export const errorTexts = (errors: Record<string, { message: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))

/** A schema's codes turned into the page's words (islands get the words from the server as props). */
export const describeCodes = (codes: FieldCodes, messages: ValidationMessages) =>
  Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, messages[code]]))

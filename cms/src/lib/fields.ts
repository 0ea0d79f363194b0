import { errors } from '@strapi/utils'
import { isEmail, isPhone, NAME_MAX, NAME_MIN } from '../shared/field-rules'
import { type FieldErrors, fieldError } from './errors'

/**
 * Readers of the fields the public forms send (reservations and submissions): each answers the clean
 * value and adds a coded error to `problems` when the value is wrong.
 */

/** A trimmed string, or undefined for anything else. */
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined

const isAbsent = (value: unknown) => value === undefined || value === null

/** The `data` object of a `{ data: { … } }` body; anything else is a 400 (code `body`). */
export const bodyData = (body: unknown): Record<string, unknown> => {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>
  const message = 'The request body must be { data: { … } }'
  throw new errors.ValidationError(message, { errors: [fieldError('data', 'body', message)] })
}

export { isHttpUrl } from '../shared/field-rules'

export const readName = (value: unknown, problems: FieldErrors): string => {
  const name = str(value)
  if (!name) problems.add('name', 'required', 'name is required')
  else if (name.length < NAME_MIN || name.length > NAME_MAX) {
    problems.add('name', 'name', `name must be ${NAME_MIN} to ${NAME_MAX} characters`)
  }
  return name ?? ''
}

export const readEmail = (value: unknown, problems: FieldErrors): string => {
  const email = str(value)
  if (!email) problems.add('email', 'required', 'email is required')
  else if (!isEmail(email)) problems.add('email', 'email', 'email must be a valid e-mail address')
  return email ?? ''
}

export const readPhone = (value: unknown, problems: FieldErrors): string => {
  const phone = str(value)
  if (!phone) problems.add('phone', 'required', 'phone is required')
  else if (!isPhone(phone)) {
    problems.add(
      'phone',
      'phone',
      'phone must be 6 to 30 characters (digits, spaces or + ( ) -), with at least 6 digits',
    )
  }
  return phone ?? ''
}

/** Optional free text of at most `max` characters (code: the field's name). */
export const readText = (
  field: 'notes' | 'message',
  value: unknown,
  max: number,
  problems: FieldErrors,
  required = false,
): string => {
  const text = isAbsent(value) ? '' : str(value)
  if (text === undefined) problems.add(field, field, `${field} must be text`)
  else if (required && text === '') problems.add(field, 'required', `${field} is required`)
  else if (text.length > max) problems.add(field, field, `${field} must be at most ${max} characters`)
  return text ?? ''
}

export const checkConsent = (value: unknown, problems: FieldErrors): void => {
  if (value !== true && value !== 'true' && value !== 'on')
    problems.add('consent', 'consent', 'consent must be given')
}

export type Locale = 'en' | 'es'

/** The optional language of a body, English by default. */
export const readLocale = (value: unknown, problems: FieldErrors): Locale => {
  if (!isAbsent(value) && value !== 'en' && value !== 'es')
    problems.add('locale', 'locale', 'locale must be en or es')
  return value === 'es' ? 'es' : 'en'
}

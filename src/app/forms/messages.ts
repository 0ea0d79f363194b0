import { VALIDATION_CODES, type ValidationMessages } from '../../lib/forms/codes'
import { type MessageParams, translator } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'

/**
 * The text of every validation code in a language, for islands (they do not load dictionaries): a
 * schema's code becomes the same words the worker would answer with.
 */
export function validationMessages(locale: Locale, params?: MessageParams): ValidationMessages {
  const t = translator(locale)
  const words = Object.fromEntries(VALIDATION_CODES.map((code) => [code, t(`validation.${code}`, params)]))
  return words as ValidationMessages
}

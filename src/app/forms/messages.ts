import en from '../../../locales/en.json'
import { type MessageParams, optionalMessage } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'

/**
 * The text of every validation code in a language, for islands (they do not load dictionaries): a
 * schema's code becomes the same words the worker would answer with.
 */
export const validationMessages = (locale: Locale, params?: MessageParams): Record<string, string> =>
  Object.fromEntries(
    Object.keys(en.validation).map((code) => [
      code,
      optionalMessage(locale, `validation.${code}`, params) ?? code,
    ]),
  )

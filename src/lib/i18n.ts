import rosetta from 'rosetta'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import { DEFAULT_LOCALE, type Locale } from './locale'

export type Messages = typeof en
export type Translate = (key: string, params?: Record<string, string | number>) => string

const i18n = rosetta<Messages>({ en, es: es as Messages })

/**
 * A translator bound to one language. Rosetta answers '' for a missing key, so Spanish falls back to the
 * English string, and a key missing in both is shown as itself (visible in review, never blank).
 */
export function translator(locale: Locale): Translate {
  return (key, params) => {
    const text = i18n.t(key, params, locale) || i18n.t(key, params, DEFAULT_LOCALE)
    if (text) return text
    console.warn(`[i18n] missing message "${key}"`)
    return key
  }
}

/** A message that may not exist (e.g. a form's own wording before the shared one): no warning when absent. */
export const optionalMessage = (locale: Locale, key: string): string | undefined =>
  i18n.t(key, undefined, locale) || i18n.t(key, undefined, DEFAULT_LOCALE) || undefined

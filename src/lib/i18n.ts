import rosetta from 'rosetta'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import { DEFAULT_LOCALE, type Locale } from './locale'

export type Messages = typeof en
// Every English message must exist in Spanish: a missing key fails the type check here.
const spanish: Messages = es

/** `"a.b.c"` for every message of the English dictionary. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** The key of a message; a typo or a message missing from the dictionaries fails the type check. */
export type MessageKey = Leaves<Messages>
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

const i18n = rosetta<Messages>({ en, es: spanish })

/** Whether a key built at run time (a flash cookie, a CMS value) names a message. */
export const isMessageKey = (key: string): key is MessageKey =>
  typeof i18n.t(key, undefined, DEFAULT_LOCALE) === 'string' && i18n.t(key, undefined, DEFAULT_LOCALE) !== ''

const translators = new Map<Locale, Translate>()

/**
 * A translator bound to one language. Spanish falls back to English where a text is empty. One per language,
 * kept: a page asks for a hundred messages, and a message without parameters is looked up once.
 */
export function translator(locale: Locale): Translate {
  let translate = translators.get(locale)
  if (!translate) {
    const texts = new Map<string, string>()
    translate = (key, params) => {
      const known = params === undefined ? texts.get(key) : undefined
      if (known !== undefined) return known
      const text = i18n.t(key, params, locale) || i18n.t(key, params, DEFAULT_LOCALE) || key
      if (params === undefined && text !== key) texts.set(key, text)
      return text
    }
    translators.set(locale, translate)
  }
  return translate
}

/**
 * A message whose key comes from data (a CMS day name, an allergen code): its text when the dictionaries
 * have one, else undefined, so the caller can show the value itself.
 */
export function optionalMessage(locale: Locale, key: string, params?: MessageParams): string | undefined {
  return isMessageKey(key) ? translator(locale)(key, params) : undefined
}

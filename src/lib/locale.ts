/** Languages of the interface. English is unprefixed, every other language lives under `/{code}`. */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** BCP 47 tags for `og:locale`, `Intl` and hreflang; the spec's fallback locale is en-US. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-ES' }
/** Cookie that remembers the visitor's language (name kept from the spec's i18n module). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Splits `/es/events` into `{ locale: 'es', path: '/events' }`; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** The inverse of {@link splitLocale}: the public path of an unprefixed `path` in `locale`. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

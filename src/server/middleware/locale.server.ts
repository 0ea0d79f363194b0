import type { Context, MiddlewareHandler } from 'hono'
import { languageDetector } from 'hono/language'
import type { AppEnv } from '../../config'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  type Locale,
  localePath,
} from '../../lib/locale'
import { secureCookies } from '../cookies.server'
import { setFlash } from '../flash.server'
import { redirectOnSite } from '../redirect.server'

/**
 * The visitor's preferred language: `?lang` (the switcher) → path prefix → cookie → Accept-Language → en
 * (docs/spec.md §4.3). The detector remembers what it found in the cookie (365 days, readable by scripts as
 * the spec's i18n module did; Secure by the site's one cookie rule).
 */
const detector = (secure: boolean) =>
  languageDetector({
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ['querystring', 'path', 'cookie', 'header'],
    lookupQueryString: 'lang',
    lookupFromPathIndex: 0,
    lookupCookie: LOCALE_COOKIE,
    caches: ['cookie'],
    cookieOptions: { maxAge: LOCALE_COOKIE_MAX_AGE, httpOnly: false, sameSite: 'Lax', secure, path: '/' },
  })
const detectors = { secure: detector(true), plain: detector(false) }

const withoutLang = (url: URL) => {
  const search = new URLSearchParams(url.search)
  search.delete('lang')
  const rest = search.toString()
  return rest ? `?${rest}` : ''
}

const redirectTo = (c: Context<AppEnv>, location: string, status: 301 | 302) => {
  c.header('cache-control', 'no-store')
  return redirectOnSite(c, location, status)
}

/**
 * A page's language is its path: unprefixed English, `/es/…` Spanish (docs/spec.md §4.1). The preference
 * only decides redirects: a first visit to an English page from a Spanish browser and a remembered Spanish
 * choice go to the `/es` page; `?lang=` stores the switcher's choice and is stripped. Crawlers are never
 * redirected, so every URL they follow answers with its own language.
 */
export const locale = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url)
  if (/^\/en(\/|$)/.test(url.pathname)) {
    return redirectTo(c, (url.pathname.slice(3) || '/') + url.search, 301)
  }
  const path = c.get('unprefixedPath')
  const detect = secureCookies(c.env) ? detectors.secure : detectors.plain
  let preferred: Locale = DEFAULT_LOCALE
  await detect(c, async () => {
    const language = c.get('language')
    preferred = isLocale(language) ? language : DEFAULT_LOCALE
  })

  const isPage = c.req.method === 'GET' || c.req.method === 'HEAD'
  if (isPage && !c.get('isBot')) {
    if (url.searchParams.has('lang')) {
      setFlash(c, 'success', 'flash.languageSaved')
      return redirectTo(c, localePath(path, preferred) + withoutLang(url), 302)
    }
    if (c.get('locale') === DEFAULT_LOCALE && preferred !== DEFAULT_LOCALE) {
      return redirectTo(c, localePath(path, preferred) + url.search, 302)
    }
  }
  await next()
}

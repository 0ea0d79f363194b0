import { DEFAULT_LOCALE, LOCALE_TAGS, localePath } from '../../lib/locale'
import { withQuery } from '../paths'
import { useRenderContext } from '../render-context'
import { Icon } from './icons'

/**
 * A plain link to the same page in the other language, so it works without JavaScript. It keeps the query
 * the page reads (`?page`, filters: the page's declared parameters, the same ones the page cache keys on;
 * personal pages keep none; words of the page's language, a tag, stay behind) and never carries an old
 * `?lang` (docs/spec.md §4.6). Going back to the unprefixed default
 * language adds `?lang=en`, which the worker stores in the cookie and strips with a redirect; otherwise a
 * remembered Spanish preference would send the visitor straight back.
 */
export function LanguageSwitch() {
  const { locale, path, query, route, t } = useRenderContext()
  const target = locale === DEFAULT_LOCALE ? 'es' : DEFAULT_LOCALE
  // A personal page's query (a booking reference, a reset code) is not repeated into other links.
  const kept = Object.fromEntries(
    Object.entries(route?.personal ? {} : query).flatMap(([name, value]) =>
      name !== 'lang' && !route?.translatedQuery?.includes(name) && typeof value === 'string'
        ? [[name, value]]
        : [],
    ),
  )
  const href = withQuery(localePath(path, target), {
    ...kept,
    lang: target === DEFAULT_LOCALE ? target : undefined,
  })
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={LOCALE_TAGS[target]}
      lang={target}
      aria-label={t('locale.switchLabel')}
    >
      <Icon name="globe" />
      <span>{t('locale.switchTo')}</span>
    </a>
  )
}

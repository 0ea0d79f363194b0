import { DEFAULT_LOCALE, LOCALE_TAGS, localePath } from '../../lib/locale'
import { useRenderContext } from '../render-context'

/**
 * A plain link to the same page in the other language, so it works without JavaScript. Going back to the
 * unprefixed default language carries `?lang=en`, which the worker stores in the cookie and strips with a
 * redirect; otherwise a remembered Spanish preference would send the visitor straight back.
 */
export function LanguageSwitch() {
  const { locale, path, t } = useRenderContext()
  const target = locale === DEFAULT_LOCALE ? 'es' : DEFAULT_LOCALE
  const href = target === DEFAULT_LOCALE ? `${path}?lang=${target}` : localePath(path, target)
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={LOCALE_TAGS[target]}
      lang={target}
      aria-label={t('locale.switchLabel')}
    >
      {t('locale.switchTo')}
    </a>
  )
}

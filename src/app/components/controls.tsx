import { useId } from 'react'
import {
  COLOR_MODE_PREFERENCES,
  type ColorModePreference,
  DEFAULT_COLOR_MODE_PREFERENCE,
} from '../color-mode'
import { href } from '../paths'
import { useRenderContext } from '../render-context'
import { useControl } from './control-marker'
import { Icon } from './icons'

const MODE_ICONS = { system: 'system', light: 'sun', dark: 'moon' } as const

/**
 * The colour-mode control: a labelled group of System / Light / Dark whose pressed button is the visitor's
 * choice (docs/spec.md §5.4, §23.4). The server cannot know the stored choice: the head script puts it on
 * `<html data-color-preference>` before first paint, the stylesheet shows it from there, and the site
 * module keeps `aria-pressed` in step. On a page whose mode is forced it stays readable but is disabled
 * (`aria-disabled`, so it keeps focus and its tooltip can say why). Without scripts it is hidden (§5.5).
 */
export function ColorModeControl() {
  const { t, route } = useRenderContext()
  const id = useId()
  const forced = route?.forcedColorMode
  const labels: Record<ColorModePreference, string> = {
    system: t('colorMode.system'),
    light: t('colorMode.light'),
    dark: t('colorMode.dark'),
  }
  const tip = forced ? `${id}-why` : undefined
  const marker = useControl('color-mode')
  return (
    <div
      className="color-mode"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={tip}
      data-forced={forced}
      {...marker}
    >
      {/* Said to screen readers; the buttons' visible names say the rest. */}
      <span id={`${id}-label`} className="visually-hidden">
        {t('colorMode.label')}
      </span>
      <span className="color-mode-options">
        {COLOR_MODE_PREFERENCES.map((mode) => (
          <button
            key={mode}
            type="button"
            data-mode={mode}
            aria-pressed={mode === DEFAULT_COLOR_MODE_PREFERENCE}
            aria-disabled={forced ? true : undefined}
            aria-describedby={tip}
          >
            <Icon name={MODE_ICONS[mode]} />
            <span className="color-mode-text">{labels[mode]}</span>
          </button>
        ))}
      </span>
      {forced && (
        <span id={tip} role="tooltip" className="tooltip">
          {t(forced === 'dark' ? 'colorMode.forcedDark' : 'colorMode.forcedLight')}
        </span>
      )}
    </div>
  )
}

/**
 * The way to the account: sign-in, or the account when a session came with the page. A plain link; the
 * site module switches it when an island signs the visitor in or out without a page load.
 */
export function AccountLink() {
  const { t, locale, signedIn } = useRenderContext()
  const signIn = { label: t('nav.login'), href: href('login', {}, locale) }
  const account = { label: t('nav.account'), href: href('account', {}, locale) }
  const shown = signedIn ? account : signIn
  const marker = useControl('account')
  return (
    <a
      href={shown.href}
      className="account-link"
      data-signed-in={signedIn ? 'true' : undefined}
      data-sign-in={JSON.stringify(signIn)}
      data-account={JSON.stringify(account)}
      {...marker}
    >
      <Icon name="user" />
      <span className="account-label">{shown.label}</span>
    </a>
  )
}

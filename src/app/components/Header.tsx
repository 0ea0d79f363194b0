import type { MessageKey } from '../../lib/i18n'
import AccountMenu from '../islands/AccountMenu'
import ColorToggle from '../islands/ColorToggle'
import { href, type StaticRouteName } from '../paths'
import { useRenderContext } from '../render-context'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'

export interface NavItem {
  to: StaticRouteName
  label: MessageKey
}

const NAV: readonly NavItem[] = [
  { to: 'events', label: 'nav.events' },
  { to: 'venues', label: 'nav.venues' },
  { to: 'music', label: 'nav.music' },
  { to: 'radio', label: 'nav.radio' },
  { to: 'articles', label: 'nav.articles' },
  { to: 'ibiza', label: 'nav.ibiza' },
]

export function Header({ nav = NAV }: { nav?: readonly NavItem[] }) {
  const { t, locale, route } = useRenderContext()
  const forced = route?.forcedColorMode
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <Link to="home" className="brand" aria-label={t('site.home')}>
        {t('site.name')}
      </Link>
      <nav className="main-nav" aria-label={t('nav.main')}>
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <LanguageSwitch />
        <ColorToggle
          title={t('colorMode.title')}
          labels={{ system: t('colorMode.system'), light: t('colorMode.light'), dark: t('colorMode.dark') }}
          forcedNote={forced ? t('colorMode.forced') : undefined}
        />
        <AccountMenu
          signInLabel={t('nav.login')}
          signInHref={href('login', {}, locale)}
          accountLabel={t('nav.account')}
          accountHref={href('account', {}, locale)}
        />
      </div>
    </header>
  )
}

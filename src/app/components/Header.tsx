import { localePath } from '../../lib/locale'
import { useRenderContext } from '../render-context'
import { forcedColorMode } from '../routes'
import { AccountMenu, ColorToggle } from './islands'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'

const NAV = [
  { to: '/events', key: 'nav.events' },
  { to: '/venues', key: 'nav.venues' },
  { to: '/music', key: 'nav.music' },
  { to: '/radio', key: 'nav.radio' },
  { to: '/articles', key: 'nav.articles' },
  { to: '/ibiza', key: 'nav.ibiza' },
] as const

export function Header({ nav = NAV }: { nav?: readonly { to: string; key: string }[] }) {
  const { t, locale, route } = useRenderContext()
  const forced = route ? forcedColorMode(route) : undefined
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <Link to="/" className="brand" aria-label={t('site.home')}>
        {t('site.name')}
      </Link>
      <nav className="main-nav" aria-label={t('nav.main')}>
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.key)}</Link>
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
          signInHref={localePath('/login', locale)}
          accountLabel={t('nav.account')}
          accountHref={localePath('/account', locale)}
        />
      </div>
    </header>
  )
}

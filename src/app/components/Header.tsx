import { RESERVATION_VENUE } from '../../lib/domain'
import type { MessageKey } from '../../lib/i18n'
import { MAIN_ID } from '../document'
import { href, ROUTE_PATHS, type StaticRouteName, venueRouteName } from '../paths'
import { type RouteInfo, useRenderContext } from '../render-context'
import { AccountLink, ColorModeControl } from './controls'
import { Icon } from './icons'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'
import { VENUE_BOOKING_ID } from './venue-actions'

export interface NavItem {
  to: StaticRouteName
  label: MessageKey
}

/** The site's main navigation (docs/spec.md §3.2), on every page that has a header (§3.3). */
const NAV: readonly NavItem[] = [
  { to: 'events', label: 'nav.events' },
  { to: 'venues', label: 'nav.venues' },
  { to: 'music', label: 'nav.music' },
  { to: 'radio', label: 'nav.radio' },
  { to: 'articles', label: 'nav.articles' },
  { to: 'ibiza', label: 'nav.ibiza' },
]

const MENU_ID = 'site-menu'

/**
 * The main navigation's section a page belongs to, marked `aria-current="true"` (`Link` marks a page of the
 * navigation itself as its `"page"`): Ibiza's pages to Ibiza, other venues' to Venues, an event to Events,
 * a mix to Music, an article to Articles (docs/spec.md §3.3).
 */
function sectionOf(path: string, route: RouteInfo | undefined): StaticRouteName | undefined {
  if (route?.venue) return route.venue === 'ibiza' ? 'ibiza' : 'venues'
  return NAV.find((item) => path.startsWith(`${ROUTE_PATHS[item.to]}/`))?.to
}

/** The wordmark: a sun on the horizon and the name, set in the display face. */
function Brand() {
  const { t } = useRenderContext()
  return (
    <Link to="home" className="brand" aria-label={t('site.home')}>
      <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <path d="M5 21a11 11 0 0 1 22 0z" fill="var(--accent)" />
        <path d="M2 25h28M7 29h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="brand-name">{t('site.name')}</span>
    </Link>
  )
}

/**
 * Book knows the venue (docs/spec.md §24.8): in Ibiza's pages and on an Ibiza event it opens the booking
 * form; on another venue's pages or events, that venue's way of booking (Call, Directions); elsewhere the
 * chooser of venues.
 */
function BookLink() {
  const { t, route, locale } = useRenderContext()
  const venue = route?.venue ?? route?.dataVenue
  const label = (
    <>
      {t('header.book')}
      <span className="header-book-more"> {t('header.bookMore')}</span>
    </>
  )
  if (!venue || venue === RESERVATION_VENUE)
    return (
      <Link to={venue ? 'ibiza-reservations' : 'book'} className="button header-book">
        {label}
      </Link>
    )
  return (
    <a
      href={`${href(venueRouteName(venue, 'overview'), {}, locale)}#${VENUE_BOOKING_ID}`}
      className="button header-book"
    >
      {label}
    </a>
  )
}

/**
 * The site header: brand, main navigation, Book, the language switch, the colour-mode control and the
 * account link (docs/spec.md §3.2). No React in the browser: links work without scripts, the phone menu is
 * a native popover (opens and closes with no script), and the colour control and account link are
 * enhanced by the small site module (docs/decisions/015). On a phone it is one row — brand, Book, menu
 * button — and the menu opens full-screen with the navigation and the controls (§24.9).
 */
export function Header() {
  const { t, path, route } = useRenderContext()
  const section = sectionOf(path, route)
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('site.skip')}
      </a>
      <div className="header-bar">
        <Brand />
        <BookLink />
        <button type="button" className="menu-button" popoverTarget={MENU_ID} aria-label={t('header.menu')}>
          <Icon name="menu" />
        </button>
        <div id={MENU_ID} className="site-menu" popover="auto">
          <nav className="main-nav" aria-label={t('nav.main')}>
            <ul>
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} {...(item.to === section && { 'aria-current': true })}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <LanguageSwitch />
            <ColorModeControl />
            <AccountLink />
          </div>
          <button
            type="button"
            className="menu-close"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label={t('header.close')}
          >
            <Icon name="close" />
          </button>
        </div>
      </div>
    </header>
  )
}

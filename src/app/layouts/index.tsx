import type { ReactNode } from 'react'
import { Footer } from '../components/Footer'
import { Header, type NavItem } from '../components/Header'
import { Link } from '../components/Link'
import Toaster from '../islands/Toaster'
import { VENUES, venueRouteName, venueSections } from '../paths'
import { useRenderContext } from '../render-context'
import type { LayoutName } from './names'

type LayoutProps = { children: ReactNode }

function Main({ children }: LayoutProps) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  )
}

/**
 * The toast region, and the one-time message of a form post also for browsers without JavaScript: the
 * same words in a `<noscript>` box styled as a toast (account.css), which script-running browsers ignore.
 */
function SiteToaster() {
  const { t, flash } = useRenderContext()
  return (
    <>
      <Toaster closeLabel={t('toast.close')} label={t('toast.region')} flash={flash} />
      {flash && (
        <noscript>
          <p className={`flash-static toast toast-${flash.kind}`} role="status">
            {flash.message}
          </p>
        </noscript>
      )}
    </>
  )
}

function DefaultLayout({ children }: LayoutProps) {
  return (
    <>
      <Header />
      <Main>{children}</Main>
      <Footer />
      <SiteToaster />
    </>
  )
}

/** The not-found layout: the brand and the way home, no islands (so no JavaScript). */
function NotFoundLayout({ children }: LayoutProps) {
  const { t } = useRenderContext()
  return (
    <>
      <header className="site-header site-header-minimal">
        <Link to="home" className="brand" aria-label={t('site.home')}>
          {t('site.name')}
        </Link>
      </header>
      <Main>{children}</Main>
      <Footer />
    </>
  )
}

function EmptyLayout({ children }: LayoutProps) {
  return <Main>{children}</Main>
}

const IBIZA_NAV: readonly NavItem[] = [
  { to: 'ibiza', label: 'routes.ibiza' },
  { to: 'ibiza-events', label: 'nav.events' },
  { to: 'ibiza-menu', label: 'routes.ibiza-menu' },
  { to: 'ibiza-memories', label: 'routes.ibiza-memories' },
  { to: 'ibiza-reservations', label: 'routes.ibiza-reservations' },
  { to: 'ibiza-contact', label: 'routes.ibiza-contact' },
]

function IbizaLayout({ children }: LayoutProps) {
  return (
    <>
      <Header nav={IBIZA_NAV} />
      <Main>{children}</Main>
      <Footer />
      <SiteToaster />
    </>
  )
}

/** The pop-out player window: nothing but the page, so it stays small and keeps playing. */
function PopupLayout({ children }: LayoutProps) {
  return (
    <main id="main" className="popup">
      {children}
    </main>
  )
}

function RadioLayout({ children }: LayoutProps) {
  return (
    <>
      <Header />
      <Main>
        <div className="radio-stage">{children}</div>
      </Main>
      <Footer />
      <SiteToaster />
    </>
  )
}

function VenueNav() {
  const { route, t } = useRenderContext()
  const venue = VENUES.find((item) => item.slug === route?.venue)
  if (!venue) return null
  return (
    <nav className="venue-nav" aria-label={t('nav.venue')}>
      <ul>
        {venueSections(venue).map((section) => (
          <li key={section}>
            <Link to={venueRouteName(venue.slug, section)}>{t(`venueSections.${section}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function VenueLayout({ children }: LayoutProps) {
  return (
    <>
      <Header />
      <VenueNav />
      <Main>{children}</Main>
      <Footer />
      <SiteToaster />
    </>
  )
}

const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  '404': NotFoundLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
  ibiza: IbizaLayout,
  popup: PopupLayout,
  radio: RadioLayout,
  venue: VenueLayout,
}

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Component = LAYOUTS[name]
  return <Component>{children}</Component>
}

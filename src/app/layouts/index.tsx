import type { ReactNode } from 'react'
import { useControl } from '../components/control-marker'
import { Footer } from '../components/Footer'
import { Header, type NavItem } from '../components/Header'
import { Link } from '../components/Link'
import { ToastRegion } from '../components/Toasts'
import { MAIN_ID } from '../document'
import { VENUES, venueRouteName, venueSections } from '../paths'
import { useRenderContext } from '../render-context'
import type { LayoutName } from './names'

type LayoutProps = { children: ReactNode }

function Main({ children }: LayoutProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      {children}
    </main>
  )
}

/** Header, main, footer and the toast region: the frame of most layouts (docs/spec.md §3.1). */
function Frame({ children, subnav, toasts = true }: LayoutProps & { subnav?: ReactNode; toasts?: boolean }) {
  return (
    <>
      <Header />
      {subnav}
      <Main>{children}</Main>
      <Footer />
      {toasts && <ToastRegion />}
    </>
  )
}

function DefaultLayout({ children }: LayoutProps) {
  return <Frame>{children}</Frame>
}

/** The not-found layout: the full header, so a lost visitor has every way on (docs/spec.md §3.3). */
function NotFoundLayout({ children }: LayoutProps) {
  return <Frame toasts={false}>{children}</Frame>
}

function EmptyLayout({ children }: LayoutProps) {
  return <Main>{children}</Main>
}

/**
 * A section's own navigation, under the site's main navigation. Wider than a phone, it scrolls sideways
 * and opens with the current page in view (docs/spec.md §3.6).
 */
function SectionNav({ label, items }: { label: string; items: { key: string; link: ReactNode }[] }) {
  return (
    <nav className="section-nav" aria-label={label} {...useControl('section-nav')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.link}</li>
        ))}
      </ul>
    </nav>
  )
}

const IBIZA_NAV: readonly NavItem[] = [
  { to: 'ibiza', label: 'routes.ibiza' },
  { to: 'ibiza-events', label: 'nav.events' },
  { to: 'ibiza-menu', label: 'routes.ibiza-menu' },
  { to: 'venue-ibiza-gallery', label: 'venueSections.gallery' },
  { to: 'ibiza-memories', label: 'routes.ibiza-memories' },
  { to: 'ibiza-reservations', label: 'routes.ibiza-reservations' },
  { to: 'ibiza-contact', label: 'routes.ibiza-contact' },
]

/** The Ibiza section: the main navigation, then Ibiza's own (docs/spec.md §3.1, §3.3). */
function IbizaLayout({ children }: LayoutProps) {
  const { t } = useRenderContext()
  const items = IBIZA_NAV.map((item) => ({ key: item.to, link: <Link to={item.to}>{t(item.label)}</Link> }))
  return <Frame subnav={<SectionNav label={t('nav.ibizaSection')} items={items} />}>{children}</Frame>
}

/** The pop-out player window: nothing but the page, so it stays small and keeps playing. */
function PopupLayout({ children }: LayoutProps) {
  return (
    <main id={MAIN_ID} className="popup">
      {children}
    </main>
  )
}

function RadioLayout({ children }: LayoutProps) {
  return (
    <Frame>
      <div className="radio-stage">{children}</div>
    </Frame>
  )
}

function VenueNav() {
  const { route, t } = useRenderContext()
  const venue = VENUES.find((item) => item.slug === route?.venue)
  if (!venue) return null
  const items = venueSections(venue).map((section) => ({
    key: section,
    link: <Link to={venueRouteName(venue.slug, section)}>{t(`venueSections.${section}`)}</Link>,
  }))
  return <SectionNav label={t('nav.venue')} items={items} />
}

function VenueLayout({ children }: LayoutProps) {
  return <Frame subnav={<VenueNav />}>{children}</Frame>
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

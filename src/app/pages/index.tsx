import type { ReactNode } from 'react'
import { Link } from '../components/Link'
import { useRenderContext } from '../render-context'
import { type PageName, VENUES } from '../routes'

export interface PageProps {
  params: Record<string, string>
}

export type PageComponent = (props: PageProps) => ReactNode

function PageHeading({ lead }: { lead?: string }) {
  const { t, route } = useRenderContext()
  return (
    <header className="page-heading">
      <h1>{t(`routes.${route?.name ?? 'home'}`)}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  )
}

function HomePage() {
  const { t } = useRenderContext()
  return (
    <>
      <section className="hero">
        <h1>{t('site.name')}</h1>
        <p className="lead">{t('site.tagline')}</p>
        <p>
          <Link to="/events" className="button">
            {t('nav.events')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="home-venues">
        <h2 id="home-venues">{t('nav.venues')}</h2>
        <ul className="card-grid">
          {VENUES.map((venue) => (
            <li key={venue.slug} className="card">
              <Link to={venue.base}>{t(`venues.${venue.slug}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function SimplePage() {
  return <PageHeading />
}

function DetailPage({ params }: PageProps) {
  const { t } = useRenderContext()
  return <PageHeading lead={t('detail.lead', { slug: params.slug ?? '' })} />
}

function VenuePage() {
  const { t, route } = useRenderContext()
  const section = route?.name.replace(`venue-${route.venue}`, '').replace(/^-/, '') || 'overview'
  return (
    <header className="page-heading">
      <h1>{t(`venues.${route?.venue}`)}</h1>
      <p className="lead">{t(`venueSections.${section}`)}</p>
    </header>
  )
}

function AccountPage() {
  const { user } = useRenderContext()
  return <PageHeading lead={user?.username} />
}

export const PAGES: Record<PageName, PageComponent> = {
  home: HomePage,
  content: SimplePage,
  list: SimplePage,
  detail: DetailPage,
  account: AccountPage,
  venue: VenuePage,
  ibiza: SimplePage,
  player: SimplePage,
  random: SimplePage,
}

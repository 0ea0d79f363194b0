import type { ReactNode } from 'react'
import { ArticleCard } from '../app/components/article-card'
import { CardGrid } from '../app/components/card'
import { EventCard } from '../app/components/event-card'
import { Link, PathLink } from '../app/components/Link'
import { MusicCard, mixItem } from '../app/components/music-card'
import { HERO_SIZES, Picture } from '../app/components/picture'
import { SectionHeading } from '../app/components/section-heading'
import { shareImage } from '../app/components/seo'
import { VenueCard } from '../app/components/venue-card'
import { useRenderContext } from '../app/render-context'
import { definePage } from '../server/page.server'

/** Home's list size (docs/spec.md §25.2). */
const HOME_EVENTS = 6

/** A home section: its heading with an "all of them" link, and its cards. */
function HomeSection({
  id,
  title,
  all,
  allLabel,
  columns,
  children,
}: {
  id: string
  title: string
  all: 'events' | 'mixes' | 'articles' | 'venues'
  allLabel: string
  columns: 3 | 4
  children: ReactNode
}) {
  const more = (
    <Link to={all} className="more-link">
      {allLabel}
    </Link>
  )
  return (
    <section aria-labelledby={id} className="home-row">
      <SectionHeading id={id} title={title} more={more} />
      <CardGrid columns={columns}>{children}</CardGrid>
    </section>
  )
}

/**
 * `/`: an edge-to-edge hero with the brand line once and two actions, the coming-up events in date order,
 * featured mixes and articles, and the venues as picture cards (docs/spec.md §2.4, §24.5).
 */
export const homePage = definePage({
  async load({ content, locale }) {
    const [home, upcoming, venues] = await Promise.all([
      content.home(locale),
      content.upcomingEvents(locale, { pageSize: HOME_EVENTS }),
      content.venues(locale),
    ])
    return { home, upcoming: upcoming.items, venues: venues.items }
  },
  description: ({ home }) => home?.seo?.description,
  image: ({ home }) => shareImage(home?.hero?.image),
  Page({ data: { home, upcoming, venues } }) {
    const { t } = useRenderContext()
    const hero = home?.hero
    return (
      <>
        <section className="hero bleed" aria-labelledby="home-title">
          <Picture
            media={hero?.image ?? null}
            portrait={hero?.portrait}
            frame="wide"
            sizes={HERO_SIZES}
            eager
          />
          <div className="hero-text">
            <p className="eyebrow hero-places">
              {/* "Gran Canaria" never breaks inside its name: each place is one piece. */}
              {t('home.places')
                .split(' · ')
                .map((place, index) => (
                  <span key={place}>
                    {index > 0 && ' · '}
                    <span className="place">{place}</span>
                  </span>
                ))}
            </p>
            <h1 id="home-title">{hero?.title ?? t('site.tagline')}</h1>
            {hero?.subtitle && <p className="lead">{hero.subtitle}</p>}
            <div className="actions">
              {/* The editors' action says where it books (docs/spec.md §24.5); without one, Book opens the
                  chooser of every venue, never one venue's form unnamed. */}
              {hero?.ctaHref ? (
                <PathLink path={hero.ctaHref} className="button">
                  {hero.ctaLabel ?? t('home.book')}
                </PathLink>
              ) : (
                <Link to="book" className="button">
                  {t('home.book')}
                </Link>
              )}
              <Link to="events" className="button button-outline">
                {t('home.whatsOn')}
              </Link>
            </div>
          </div>
        </section>
        {upcoming.length > 0 && (
          <HomeSection
            id="home-events"
            title={t('home.events')}
            all="events"
            allLabel={t('home.allEvents')}
            columns={3}
          >
            {upcoming.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </HomeSection>
        )}
        {home && home.featuredMixes.length > 0 && (
          <HomeSection
            id="home-mixes"
            title={t('routes.mixes')}
            all="mixes"
            allLabel={t('home.allMixes')}
            columns={4}
          >
            {home.featuredMixes.map((mix) => (
              <MusicCard key={mix.slug} item={mixItem(mix)} route="mix" level={3} />
            ))}
          </HomeSection>
        )}
        {home && home.featuredArticles.length > 0 && (
          <HomeSection
            id="home-articles"
            title={t('routes.articles')}
            all="articles"
            allLabel={t('home.allArticles')}
            columns={3}
          >
            {home.featuredArticles.map((article) => (
              <ArticleCard key={article.slug} article={article} level={3} />
            ))}
          </HomeSection>
        )}
        {venues.length > 0 && (
          <HomeSection
            id="home-venues"
            title={t('home.venues')}
            all="venues"
            allLabel={t('home.allVenues')}
            columns={4}
          >
            {venues.map((venue) => (
              <VenueCard key={venue.slug} venue={venue} level={3} />
            ))}
          </HomeSection>
        )}
      </>
    )
  },
})

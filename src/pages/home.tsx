import { CardGrid, EventCard, Picture, VenueLink } from '../app/components/content'
import { Link, PathLink } from '../app/components/Link'
import { shareImage } from '../app/components/seo'
import { useRenderContext } from '../app/render-context'
import { formatDateTime, formatDuration } from '../lib/format'
import { definePage } from '../server/page'

/** Home's list size (docs/spec.md §25.2). */
const HOME_EVENTS = 6

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
    const { t, locale } = useRenderContext()
    const hero = home?.hero
    return (
      <>
        <section className="hero bleed" aria-labelledby="home-title">
          <Picture media={hero?.image ?? null} frame="wide" sizes="100vw" eager />
          <div className="hero-text">
            <p className="eyebrow">{t('home.places')}</p>
            <h1 id="home-title">{hero?.title ?? t('site.tagline')}</h1>
            {hero?.subtitle && <p className="lead">{hero.subtitle}</p>}
            <div className="actions">
              {hero?.ctaHref ? (
                <PathLink path={hero.ctaHref} className="button">
                  {t('home.book')}
                </PathLink>
              ) : (
                <Link to="ibiza-reservations" className="button">
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
          <section aria-labelledby="home-events">
            <div className="section-heading">
              <h2 id="home-events">{t('home.events')}</h2>
              <Link to="events" className="more-link">
                {t('home.allEvents')}
              </Link>
            </div>
            <CardGrid columns={3}>
              {upcoming.map((event) => (
                <EventCard key={event.slug} event={event} />
              ))}
            </CardGrid>
          </section>
        )}
        {home && home.featuredMixes.length > 0 && (
          <section aria-labelledby="home-mixes">
            <div className="section-heading">
              <h2 id="home-mixes">{t('routes.mixes')}</h2>
              <Link to="mixes" className="more-link">
                {t('home.allMixes')}
              </Link>
            </div>
            <CardGrid columns={4}>
              {home.featuredMixes.map((mix) => (
                <li key={mix.slug} className="card">
                  <div className="card-media">
                    <Picture
                      media={mix.cover}
                      frame="square"
                      sizes="(min-width: 75rem) 18rem, (min-width: 40rem) 50vw, 100vw"
                    />
                  </div>
                  <div className="card-body">
                    {mix.genre && <p className="eyebrow">{mix.genre}</p>}
                    <h3>
                      <Link to="mix" params={{ slug: mix.slug }} className="card-link">
                        {mix.title}
                      </Link>
                    </h3>
                    <p className="card-meta">
                      {[mix.artist, formatDuration(mix.duration)].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                </li>
              ))}
            </CardGrid>
          </section>
        )}
        {home && home.featuredArticles.length > 0 && (
          <section aria-labelledby="home-articles">
            <div className="section-heading">
              <h2 id="home-articles">{t('routes.articles')}</h2>
              <Link to="articles" className="more-link">
                {t('home.allArticles')}
              </Link>
            </div>
            <CardGrid columns={3}>
              {home.featuredArticles.map((article) => (
                <li key={article.slug} className="card">
                  <div className="card-media">
                    <Picture
                      media={article.cover}
                      frame="landscape"
                      sizes="(min-width: 75rem) 25rem, (min-width: 40rem) 50vw, 100vw"
                    />
                  </div>
                  <div className="card-body">
                    {article.publishedOn && (
                      <p className="eyebrow">
                        <time dateTime={article.publishedOn}>
                          {formatDateTime(article.publishedOn, locale, 'UTC', 'date')}
                        </time>
                      </p>
                    )}
                    <h3>
                      <Link to="article" params={{ slug: article.slug }} className="card-link">
                        {article.title}
                      </Link>
                    </h3>
                    {article.excerpt && <p className="card-excerpt">{article.excerpt}</p>}
                  </div>
                </li>
              ))}
            </CardGrid>
          </section>
        )}
        {venues.length > 0 && (
          <section aria-labelledby="home-venues">
            <div className="section-heading">
              <h2 id="home-venues">{t('home.venues')}</h2>
              <Link to="venues" className="more-link">
                {t('home.allVenues')}
              </Link>
            </div>
            <CardGrid columns={4}>
              {venues.map((venue) => (
                <li key={venue.slug} className="card venue-card">
                  <div className="card-media">
                    <Picture
                      media={venue.heroImage}
                      frame="landscape"
                      sizes="(min-width: 75rem) 18rem, (min-width: 40rem) 50vw, 100vw"
                    />
                  </div>
                  <div className="card-body">
                    <p className="eyebrow">{[venue.city, venue.country].filter(Boolean).join(', ')}</p>
                    <h3>
                      <VenueLink slug={venue.slug} className="card-link">
                        {venue.name}
                      </VenueLink>
                    </h3>
                  </div>
                </li>
              ))}
            </CardGrid>
          </section>
        )}
      </>
    )
  },
})

import { CardGrid, EventCard, Picture } from '../app/components/content'
import { Link, PathLink } from '../app/components/Link'
import { shareImage } from '../app/components/seo'
import { VENUES, venueRouteName } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import { formatDuration } from '../lib/format'
import { definePage } from '../server/page'

/** `/`: the hero, coming-up events, featured mixes and articles, and the venues (docs/spec.md §2.4). */
export const homePage = definePage({
  async load({ content, locale }) {
    const [home, upcoming] = await Promise.all([
      content.home(locale),
      content.upcomingEvents(locale, { pageSize: 6 }),
    ])
    return { home, upcoming: upcoming.items }
  },
  description: ({ home }) => home?.seo?.description,
  image: ({ home }) => shareImage(home?.hero?.image),
  Page({ data: { home, upcoming } }) {
    const { t } = useRenderContext()
    const events = home?.featuredEvents.length ? home.featuredEvents : upcoming
    return (
      <>
        <section className="hero">
          <Picture media={home?.hero?.image ?? null} sizes="100vw" eager />
          <div className="hero-text">
            <h1>{home?.hero?.title ?? t('site.name')}</h1>
            <p className="lead">{home?.hero?.subtitle ?? t('site.tagline')}</p>
            {home?.hero?.ctaHref ? (
              <PathLink path={home.hero.ctaHref} className="button">
                {home.hero.ctaLabel ?? t('nav.events')}
              </PathLink>
            ) : (
              <Link to="events" className="button">
                {t('nav.events')}
              </Link>
            )}
          </div>
        </section>
        <section aria-labelledby="home-events">
          <h2 id="home-events">{t('home.events')}</h2>
          <CardGrid>
            {events.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </CardGrid>
        </section>
        {home && home.featuredMixes.length > 0 && (
          <section aria-labelledby="home-mixes">
            <h2 id="home-mixes">{t('routes.mixes')}</h2>
            <CardGrid>
              {home.featuredMixes.map((mix) => (
                <li key={mix.slug} className="card">
                  <Picture media={mix.cover} sizes="(min-width: 860px) 25vw, 50vw" />
                  <h3>
                    <Link to="mix" params={{ slug: mix.slug }}>
                      {mix.title}
                    </Link>
                  </h3>
                  <p className="meta">
                    {mix.artist} · {formatDuration(mix.duration)}
                  </p>
                </li>
              ))}
            </CardGrid>
          </section>
        )}
        {home && home.featuredArticles.length > 0 && (
          <section aria-labelledby="home-articles">
            <h2 id="home-articles">{t('routes.articles')}</h2>
            <CardGrid>
              {home.featuredArticles.map((article) => (
                <li key={article.slug} className="card">
                  <h3>
                    <Link to="article" params={{ slug: article.slug }}>
                      {article.title}
                    </Link>
                  </h3>
                  <p>{article.excerpt}</p>
                </li>
              ))}
            </CardGrid>
          </section>
        )}
        <section aria-labelledby="home-venues">
          <h2 id="home-venues">{t('nav.venues')}</h2>
          <CardGrid>
            {VENUES.map((venue) => (
              <li key={venue.slug} className="card">
                <Link to={venueRouteName(venue.slug, 'overview')}>{t(`venues.${venue.slug}`)}</Link>
              </li>
            ))}
          </CardGrid>
        </section>
      </>
    )
  },
})

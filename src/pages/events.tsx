import {
  CardGrid,
  Empty,
  EventCard,
  Markdown,
  PageTitle,
  Pagination,
  Picture,
  VenueLink,
} from '../app/components/content'
import { shareImage } from '../app/components/seo'
import { useRenderContext } from '../app/render-context'
import { routeLabel } from '../app/route-label'
import type { Event, EventSummary, Paginated, VenueSummary } from '../lib/domain'
import { formatDateTime, formatPrice } from '../lib/format'
import { optionalMessage } from '../lib/i18n'
import { DEFAULT_LOCALE } from '../lib/locale'
import { definePage } from '../server/page'
import { found, pageNumber, queryValue } from './params'
import { eventLd } from './structured-data'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const SLUG = /^[a-z0-9-]{1,100}$/

function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

interface EventsData {
  events: Paginated<EventSummary>
  venues: VenueSummary[]
  venue?: string
  month?: string
}

/** `/events`: upcoming events, filtered by venue and month, paginated; works without JavaScript (GET form). */
export const eventsPage = definePage<EventsData>({
  query: ['venue', 'month', 'page'],
  async load({ content, locale, query }) {
    const venue = queryValue(query, 'venue', SLUG)
    const month = queryValue(query, 'month', MONTH)
    const range: { from?: string; to?: string } = month ? monthRange(month) : {}
    const today = new Date().toISOString().slice(0, 10)
    const from = range.from && range.from > today ? range.from : today
    const [events, venues] = await Promise.all([
      content.upcomingEvents(locale, { page: pageNumber(query), venue, from, to: range.to }),
      content.venues(locale),
    ])
    return { events, venues: venues.items, venue, month }
  },
  Page({ data }) {
    const { t, route } = useRenderContext()
    return (
      <>
        <PageTitle title={route ? routeLabel(route.name, t) : ''} />
        <form className="filters" method="get">
          <label>
            {t('events.venue')}
            <select name="venue" defaultValue={data.venue ?? ''}>
              <option value="">{t('events.allVenues')}</option>
              {data.venues.map((venue) => (
                <option key={venue.slug} value={venue.slug}>
                  {venue.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('events.month')}
            <input type="month" name="month" defaultValue={data.month ?? ''} />
          </label>
          <button type="submit" className="button">
            {t('events.filter')}
          </button>
        </form>
        {data.events.items.length === 0 ? (
          <Empty>{t('events.none')}</Empty>
        ) : (
          <CardGrid>
            {data.events.items.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </CardGrid>
        )}
        <Pagination
          page={data.events}
          extra={{ ...(data.venue && { venue: data.venue }), ...(data.month && { month: data.month }) }}
        />
      </>
    )
  },
})

/** `/events/{slug}` and `/ibiza/events/{slug}`. */
export const eventPage = definePage<Event>({
  async load({ content, locale, params, path, route }) {
    const event = await content.eventBySlug(locale, params.slug ?? '')
    // The Ibiza section shows Ibiza's own events only.
    return found(route.venue && event?.venue?.slug !== route.venue ? null : event, path)
  },
  title: (event) => event.title,
  image: (event) => shareImage(event.image),
  jsonLd: (event, { url }) => eventLd(event, url),
  sitemap: async ({ content }) => (await content.slugs('events', DEFAULT_LOCALE)).map((slug) => ({ slug })),
  Page({ data: event }) {
    const { t, locale } = useRenderContext()
    const timeZone = event.venue?.timezone ?? 'UTC'
    return (
      <article className="event">
        <PageTitle title={event.title}>
          <p className="meta">
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, locale, timeZone)}</time>
            {event.endsAt && (
              <>
                {' – '}
                <time dateTime={event.endsAt}>{formatDateTime(event.endsAt, locale, timeZone, 'time')}</time>
              </>
            )}
            {event.venue && (
              <>
                {' · '}
                <VenueLink slug={event.venue.slug}>{event.venue.name}</VenueLink>
              </>
            )}
          </p>
          {event.status !== 'scheduled' && (
            <p className={`badge badge-${event.status}`}>{t(`event.status.${event.status}`)}</p>
          )}
        </PageTitle>
        <Picture media={event.image} sizes="(min-width: 860px) 860px, 100vw" eager />
        {event.lineup.length > 0 && (
          <section aria-labelledby="lineup">
            <h2 id="lineup">{t('event.lineup')}</h2>
            <ul className="lineup">
              {event.lineup.map((entry) => (
                <li key={`${entry.artist}-${entry.startsAt}`}>
                  <strong>{entry.artist}</strong>
                  {entry.role && ` · ${optionalMessage(locale, `event.roles.${entry.role}`) ?? entry.role}`}
                  {entry.startsAt && ` · ${entry.startsAt}`}
                </li>
              ))}
            </ul>
          </section>
        )}
        <Markdown source={event.description} />
        {event.ticketUrl && event.status === 'scheduled' && (
          <p>
            <a className="button" href={event.ticketUrl} rel="noopener">
              {event.priceFrom !== null
                ? t('event.ticketsFrom', { price: formatPrice(event.priceFrom, event.currency, locale) })
                : t('event.tickets')}
            </a>
          </p>
        )}
      </article>
    )
  },
})

import { Empty } from '../app/components/empty'
import {
  EventStatus,
  headlinersFirst,
  lineupText,
  Price,
  roleLabel,
  TicketsButton,
  ticketsOnSale,
} from '../app/components/event-facts'
import { EventRow } from '../app/components/event-row'
import { Link } from '../app/components/Link'
import { Markdown } from '../app/components/markdown'
import { PageTitle } from '../app/components/page-title'
import { Pagination } from '../app/components/pagination'
import { Picture } from '../app/components/picture'
import { shareImage } from '../app/components/seo'
import { VenueLink } from '../app/components/venue-link'
import { SLUG_PATTERN, withQuery } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import type { Event, EventSummary, Paginated, VenueSummary } from '../lib/domain'
import { formatDateTime, formatMonth } from '../lib/format'
import { DEFAULT_LOCALE, localePath } from '../lib/locale'
import { directionsUrl } from '../lib/maps'
import { definePage } from '../server/page.server'
import { MONTH_PATTERN } from '../server/page-query.server'
import { found, pageNumber, queryValue } from './params'
import { eventLd } from './structured-data'

/** How many months the month chips offer: the first ones ahead that have events. */
const MONTH_CHIPS = 6

function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

interface EventsData {
  events: Paginated<EventSummary>
  venues: VenueSummary[]
  /** The months ahead with events, and how many each has. */
  months: { month: string; count: number }[]
  venue?: string
  month?: string
}

interface ChipProps {
  label: string
  query: { venue?: string; month?: string }
  active: boolean
  /** How many events the chip leads to, where it says. */
  count?: string
}

/**
 * A filter chip: a plain link to the list with that filter (the other one kept, back to page 1), so it
 * applies at once with or without JavaScript (docs/spec.md §24.6).
 */
function Chip({ label, query, active, count }: ChipProps) {
  const { path, locale } = useRenderContext()
  return (
    <li>
      <a
        className="chip"
        href={withQuery(localePath(path, locale), query)}
        aria-current={active ? 'true' : undefined}
        rel="nofollow"
      >
        {label}
        {count && <span className="chip-count"> · {count}</span>}
      </a>
    </li>
  )
}

function Filters({ data }: { data: EventsData }) {
  const { t, locale } = useRenderContext()
  // "Tarifa Beach" for "Solera Tarifa Beach": every venue carries the brand, so chips leave it out.
  const brand = `${t('site.name')} `
  const shortName = (name: string) => (name.startsWith(brand) ? name.slice(brand.length) : name)
  const monthName = (month: string) => formatMonth(month, locale)
  return (
    <div className="filters">
      <nav aria-label={t('events.venue')}>
        <ul className="chips">
          <Chip label={t('events.allVenues')} query={{ month: data.month }} active={!data.venue} />
          {data.venues.map((venue) => (
            <Chip
              key={venue.slug}
              label={shortName(venue.name)}
              query={{ venue: venue.slug, month: data.month }}
              active={data.venue === venue.slug}
            />
          ))}
        </ul>
      </nav>
      <nav aria-label={t('events.month')}>
        <ul className="chips">
          <Chip label={t('events.anyMonth')} query={{ venue: data.venue }} active={!data.month} />
          {data.months.map(({ month, count }) => (
            <Chip
              key={month}
              label={monthName(month)}
              query={{ venue: data.venue, month }}
              active={data.month === month}
              count={count === 1 ? t('events.monthCountOne') : t('events.monthCount', { count })}
            />
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** `/events`: upcoming events as poster rows, filtered by venue and month, paginated (docs/spec.md §24.6). */
export const eventsPage = definePage<EventsData>({
  query: ['venue', 'month', 'page'],
  async load({ content, locale, query }) {
    const venue = queryValue(query, 'venue', SLUG_PATTERN)
    const month = queryValue(query, 'month', MONTH_PATTERN)
    const range: { from?: string; to?: string } = month ? monthRange(month) : {}
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const from = range.from && range.from > today ? range.from : today
    const [events, venues, months] = await Promise.all([
      content.upcomingEvents(locale, { page: pageNumber(query), venue, from, to: range.to }),
      content.venues(locale),
      content.eventMonths(locale, venue),
    ])
    return { events, venues: venues.items, months: months.slice(0, MONTH_CHIPS), venue, month }
  },
  Page({ data }) {
    const { t } = useRenderContext()
    const filtered = !!(data.venue || data.month)
    return (
      <>
        <PageTitle title={t('routes.events')} lead={t('events.lead')} />
        <Filters data={data} />
        {data.events.items.length === 0 ? (
          <div className="empty-result">
            <Empty>{t(filtered ? 'events.none' : 'events.noneAtAll')}</Empty>
            {filtered && (
              <Link to="events" className="button button-outline">
                {t('events.clear')}
              </Link>
            )}
          </div>
        ) : (
          <ol className="event-list">
            {data.events.items.map((event) => (
              <EventRow key={event.slug} event={event} />
            ))}
          </ol>
        )}
        <Pagination
          page={data.events}
          extra={{ ...(data.venue && { venue: data.venue }), ...(data.month && { month: data.month }) }}
        />
      </>
    )
  },
})

/** What the event page says and offers beyond its own data: the venue's next event, for a night that is off. */
type EventPageData = Event & { next: EventSummary | null }

/**
 * The event's action, in every state (docs/spec.md §24.7): Tickets while they are on sale; Book a table at
 * Ibiza; a free night says "Free entry" as text, with Directions; a sold-out, cancelled or postponed night
 * says so and offers the venue's next event (or more events). The phone's sticky bar carries the same.
 */
function EventAction({ event, next }: { event: EventSummary; next: EventSummary | null }) {
  const { t } = useRenderContext()
  const ibiza = event.venue?.slug === 'ibiza'
  if (event.status !== 'scheduled') {
    return (
      <div className="event-action event-action-off">
        <p className="event-off-note">{t(`event.offNote.${event.status}`)}</p>
        {next ? (
          <Link to="event" params={{ slug: next.slug }} className="button">
            {t('event.nextAt', { venue: next.venue?.name ?? '' })}
          </Link>
        ) : (
          <Link to="events" className="button">
            {t('event.moreEvents')}
          </Link>
        )}
      </div>
    )
  }
  const tickets = ticketsOnSale(event)
  const free = event.priceFrom === 0
  const directions = event.venue && directionsUrl(event.venue)
  return (
    <div className="event-action">
      <TicketsButton event={event} wide />
      {ibiza && (
        <Link to="ibiza-reservations" className={tickets ? 'button button-outline' : 'button'}>
          {t('event.bookTable')}
        </Link>
      )}
      {!tickets && !ibiza && free && <p className="free-entry">{t('event.freeEntry')}</p>}
      {!tickets && !ibiza && directions && (
        <a className="button button-outline" href={directions} rel="noopener">
          {t('venue.directions')}
        </a>
      )}
    </div>
  )
}

/** `/events/{slug}` and `/ibiza/events/{slug}`: date, venue, line-up and the action above the fold. */
export const eventPage = definePage<EventPageData>({
  async load({ content, locale, params, path, route }) {
    const entry = await content.eventBySlug(locale, params.slug ?? '')
    // The Ibiza section shows Ibiza's own events only.
    const event = found(route.venue && entry?.venue?.slug !== route.venue ? null : entry, path)
    if (event.status === 'scheduled' || !event.venue) return { ...event, next: null }
    const coming = await content.upcomingEvents(locale, { venue: event.venue.slug, pageSize: 3 })
    const next = coming.items.find((item) => item.slug !== event.slug && item.status === 'scheduled') ?? null
    return { ...event, next }
  },
  title: (event) => event.title,
  venue: (event) => event.venue?.slug,
  image: (event) => shareImage(event.image),
  jsonLd: (event, { url }) => eventLd(event, url),
  sitemap: async ({ content }) => (await content.slugs('events', DEFAULT_LOCALE)).map((slug) => ({ slug })),
  Page({ data: event }) {
    const { t, locale } = useRenderContext()
    const timeZone = event.venue?.timezone ?? 'UTC'
    const lineup = lineupText(event)
    return (
      <article className={`event-page status-${event.status}`}>
        <div className="event-hero">
          <div className="event-hero-media">
            <Picture media={event.image} frame="landscape" sizes="(min-width: 56rem) 38rem, 100vw" eager />
          </div>
          <div className="event-hero-text">
            {event.venue && (
              <p className="eyebrow">
                <VenueLink slug={event.venue.slug}>{event.venue.name}</VenueLink>
              </p>
            )}
            <h1>{event.title}</h1>
            <p className="event-when">
              <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, locale, timeZone)}</time>
              {event.endsAt && (
                <>
                  {' – '}
                  <time dateTime={event.endsAt}>
                    {formatDateTime(event.endsAt, locale, timeZone, 'time')}
                  </time>
                </>
              )}
            </p>
            {lineup && (
              <p className="event-lineup-line">
                <span className="eyebrow">{t('event.lineup')}</span> {lineup}
              </p>
            )}
            <p className="card-meta">
              <EventStatus event={event} />
              {event.status === 'scheduled' && <Price amount={event.priceFrom} currency={event.currency} />}
            </p>
            <EventAction event={event} next={event.next} />
          </div>
        </div>
        {event.lineup.length > 0 && (
          <section aria-labelledby="lineup" className="lineup-section">
            <h2 id="lineup">{t('event.lineup')}</h2>
            <ul className="lineup">
              {headlinersFirst(event.lineup).map((entry) => (
                <li key={`${entry.artist}-${entry.startsAt}`}>
                  <strong>{entry.artist}</strong>
                  <span className="meta">
                    {[roleLabel(entry.role, locale), entry.startsAt].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Markdown source={event.description} />
      </article>
    )
  },
})

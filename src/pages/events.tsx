import type { Context } from 'hono'
import { Fragment } from 'react'
import { addDays } from '../../cms/src/shared/booking-rules'
import { calendarFile, zonedSpan } from '../../cms/src/shared/ics'
import { directionsUrl, mapUrl } from '../../cms/src/shared/maps'
import { Empty } from '../app/components/empty'
import {
  BookTableButton,
  booksTablesOnline,
  EventPosterDate,
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
import { HERO_SIZES, Picture } from '../app/components/picture'
import { shareImage } from '../app/components/seo'
import { VenueLink } from '../app/components/venue-link'
import { href, resourceHref, SLUG_PATTERN, withQuery } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import { type AppEnv, siteOrigin } from '../config'
import type { Event, EventSummary, Paginated, VenueSummary } from '../lib/domain'
import { formatDateTime, formatMonth } from '../lib/format'
import { DEFAULT_LOCALE, type Locale, localePath } from '../lib/locale'
import { isWhen, nightDay, startsOn, WHEN_VALUES, type When, whenDates } from '../lib/nights'
import { clockOf } from '../server/clock.server'
import type { Content } from '../server/cms/content.server'
import { HTML_BROWSER_CACHE, matchesTag, strongTag } from '../server/content/pages.server'
import { requestContext } from '../server/context.server'
import { renderNotFound } from '../server/dispatch.server'
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
  /** The months ahead with events (of the chosen day, when one is), and how many each has. */
  months: { month: string; count: number }[]
  /** A day with nothing on (tonight, this weekend): the nights after it, so the list is never a dead end. */
  nextNights: EventSummary[]
  venue?: string
  month?: string
  when?: When
}

/** How many nights a day's narrowing reads at most: every venue's nights of one weekend, with room. */
const WHEN_READ = 100
const PAGE_SIZE = 12

/** A night's calendar day on its venue's clock. */
const nightDate = (event: EventSummary) => nightDay(event.startsAt, event.venue?.timezone ?? 'UTC')

/**
 * The nights of tonight or this weekend, each on its own venue's clock (docs/spec.md §24.6): the CMS is asked
 * for a span of UTC days wide enough for every zone, and each night is kept when it starts on one of its
 * venue's days. The month filter is applied after, so the month chips can count the day's nights by month.
 */
async function nightsOf(
  content: Content,
  locale: Locale,
  options: { when: When; venue?: string; now: number },
): Promise<EventSummary[]> {
  const today = new Date(options.now).toISOString().slice(0, 10)
  // Every zone's today lies within a day of UTC's; a weekend ends at most four days after a Thursday.
  const from = addDays(today, -1)
  const to = addDays(today, options.when === 'tonight' ? 2 : 5)
  const read = await content.upcomingEvents(locale, { venue: options.venue, from, to, pageSize: WHEN_READ })
  return read.items.filter((event) => {
    const zone = event.venue?.timezone ?? 'UTC'
    return startsOn(event.startsAt, zone, whenDates(options.when, zone, options.now))
  })
}

const paged = (items: EventSummary[], page: number): Paginated<EventSummary> => ({
  items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  page,
  pageSize: PAGE_SIZE,
  pageCount: Math.ceil(items.length / PAGE_SIZE),
  total: items.length,
})

/** The day's nights by month (of their venue's calendar), as the month chips count them. */
function monthsOfNights(nights: EventSummary[]): { month: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const night of nights) {
    const month = nightDate(night).slice(0, 7)
    counts.set(month, (counts.get(month) ?? 0) + 1)
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count }))
}

/** How many of the nights after an empty day the list offers: the next three, at most six events. */
const NEXT_NIGHTS = 3
const NEXT_EVENTS = 6

/**
 * The first nights after a day with nothing on, at the chosen venue: read with the list's own query (its first
 * page from today, shared with every visitor of the unfiltered list), kept from the day after the chosen one.
 */
async function nextNightsAfter(
  content: Content,
  locale: Locale,
  options: { when: When; venue?: string; now: number },
): Promise<EventSummary[]> {
  const today = new Date(options.now).toISOString().slice(0, 10)
  const read = await content.upcomingEvents(locale, { page: 1, venue: options.venue, from: today })
  const after = read.items.filter((event) => {
    const zone = event.venue?.timezone ?? 'UTC'
    const last = whenDates(options.when, zone, options.now).at(-1) ?? today
    return nightDate(event) > last
  })
  const nights = [...new Set(after.map(nightDate))].slice(0, NEXT_NIGHTS)
  return after.filter((event) => nights.includes(nightDate(event))).slice(0, NEXT_EVENTS)
}

interface ChipProps {
  label: string
  query: { venue?: string; month?: string; when?: When }
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
      <nav aria-label={t('events.when')}>
        <ul className="chips">
          <Chip
            label={t('events.anyDay')}
            query={{ venue: data.venue, month: data.month }}
            active={!data.when}
          />
          {WHEN_VALUES.map((when) => (
            <Chip
              key={when}
              label={t(`events.whenChip.${when}`)}
              query={{ venue: data.venue, when }}
              active={data.when === when}
            />
          ))}
        </ul>
      </nav>
      <nav aria-label={t('events.venue')}>
        <ul className="chips">
          <Chip
            label={t('events.allVenues')}
            query={{ month: data.month, when: data.when }}
            active={!data.venue}
          />
          {data.venues.map((venue) => (
            <Chip
              key={venue.slug}
              label={shortName(venue.name)}
              query={{ venue: venue.slug, month: data.month, when: data.when }}
              active={data.venue === venue.slug}
            />
          ))}
        </ul>
      </nav>
      <nav aria-label={t('events.month')}>
        <ul className="chips">
          <Chip
            label={t('events.anyMonth')}
            query={{ venue: data.venue, when: data.when }}
            active={!data.month}
          />
          {data.months.map(({ month, count }) => (
            <Chip
              key={month}
              label={monthName(month)}
              query={{ venue: data.venue, month, when: data.when }}
              active={data.month === month}
              count={count === 1 ? t('events.monthCountOne') : t('events.monthCount', { count })}
            />
          ))}
        </ul>
      </nav>
    </div>
  )
}

/**
 * `/events`: upcoming events as poster rows, narrowed to tonight or this weekend, filtered by venue and month,
 * paginated (docs/spec.md §24.6).
 */
export const eventsPage = definePage<EventsData>({
  query: ['venue', 'month', 'when', 'page'],
  async load({ c, content, locale, query }) {
    const venue = queryValue(query, 'venue', SLUG_PATTERN)
    const month = queryValue(query, 'month', MONTH_PATTERN)
    const when = isWhen(query.when) ? query.when : undefined
    const now = clockOf(c).now()
    const page = pageNumber(query)
    const venues = content.venues(locale)
    if (when) {
      // A day's narrowing: its nights, counted by month for the month chips (which keep the day), and when
      // there are none, the nights after it.
      const nights = await nightsOf(content, locale, { when, venue, now })
      const shown = month ? nights.filter((night) => nightDate(night).startsWith(month)) : nights
      const nextNights =
        nights.length === 0 ? await nextNightsAfter(content, locale, { when, venue, now }) : []
      return {
        events: paged(shown, page),
        venues: (await venues).items,
        months: monthsOfNights(nights),
        nextNights,
        venue,
        month,
        when,
      }
    }
    const range: { from?: string; to?: string } = month ? monthRange(month) : {}
    const today = new Date(now).toISOString().slice(0, 10)
    const from = range.from && range.from > today ? range.from : today
    const [events, months] = await Promise.all([
      content.upcomingEvents(locale, { page, venue, from, to: range.to }),
      content.eventMonths(locale, venue),
    ])
    return {
      events,
      venues: (await venues).items,
      months: months.slice(0, MONTH_CHIPS),
      nextNights: [],
      venue,
      month,
      when,
    }
  },
  Page({ data }) {
    const { t } = useRenderContext()
    const filtered = !!(data.venue || data.month || data.when)
    return (
      <>
        <PageTitle title={t('routes.events')} lead={t('events.lead')} />
        <Filters data={data} />
        {data.events.items.length > 0 ? (
          <ol className="event-list">
            {data.events.items.map((event) => (
              <EventRow key={event.slug} event={event} />
            ))}
          </ol>
        ) : data.nextNights.length > 0 && data.when ? (
          <NextNights data={data} when={data.when} />
        ) : (
          <div className="empty-result">
            <Empty>{t(filtered ? 'events.none' : 'events.noneAtAll')}</Empty>
            {filtered && (
              <Link to="events" className="button button-outline">
                {t('events.clear')}
              </Link>
            )}
          </div>
        )}
        <Pagination
          page={data.events}
          extra={{
            ...(data.venue && { venue: data.venue }),
            ...(data.month && { month: data.month }),
            ...(data.when && { when: data.when }),
          }}
        />
      </>
    )
  },
})

/**
 * Nothing on tonight (or this weekend) at the chosen venue: says so, then the next nights with their dates, and
 * the way to every night (docs/spec.md §24.6).
 */
function NextNights({ data, when }: { data: EventsData; when: When }) {
  const { t } = useRenderContext()
  const venue = data.venues.find((item) => item.slug === data.venue)
  return (
    <section className="next-nights" aria-labelledby="next-nights">
      <Empty>
        {venue ? t(`events.nothingAt.${when}`, { venue: venue.name }) : t(`events.nothing.${when}`)}
      </Empty>
      <h2 id="next-nights" className="next-nights-title">
        {t('events.nextNights')}
      </h2>
      <ol className="event-list">
        {data.nextNights.map((event) => (
          <EventRow key={event.slug} event={event} />
        ))}
      </ol>
      <p className="actions">
        <Link
          to="events"
          query={data.venue ? { venue: data.venue } : undefined}
          className="button button-outline"
        >
          {t('events.everyNight')}
        </Link>
      </p>
    </section>
  )
}

/** What the event page says and offers beyond its own data: the venue's next event, for a night that is off. */
type EventPageData = Event & { next: EventSummary | null }

/**
 * A night you just walk into: on, no tickets to sell and no table to book, so its action is to come —
 * Directions and Add to calendar.
 */
const walkIn = (event: EventSummary) =>
  event.status === 'scheduled' && !ticketsOnSale(event) && !booksTablesOnline(event)

/** The event's calendar file: a plain link, the file in the page's language. */
function CalendarLink({ event }: { event: EventSummary }) {
  const { t, locale } = useRenderContext()
  return (
    <a
      className="button button-outline"
      href={resourceHref('event-calendar', locale, { slug: event.slug })}
      download={`${event.slug}.ics`}
      rel="nofollow"
    >
      {t('event.addToCalendar')}
    </a>
  )
}

/**
 * The event's action, in every state (docs/spec.md §24.7): Tickets while they are on sale; Book a table at
 * Ibiza; a free night says "Free entry" as text, with Directions and Add to calendar; a sold-out, cancelled
 * or postponed night says so and offers the venue's next event (or more events). One element: over the
 * picture on a desktop, the sticky bar on a phone, so the two can never differ.
 */
function EventAction({ event, next }: { event: EventSummary; next: EventSummary | null }) {
  const { t } = useRenderContext()
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
  const directions = event.venue && directionsUrl(event.venue)
  return (
    <div className="event-action">
      <TicketsButton event={event} wide />
      <BookTableButton event={event} />
      {walkIn(event) && event.priceFrom === 0 && <p className="free-entry">{t('event.freeEntry')}</p>}
      {walkIn(event) && directions && (
        <a className="button button-outline" href={directions} rel="noopener">
          {t('venue.directions')}
        </a>
      )}
      {walkIn(event) && <CalendarLink event={event} />}
    </div>
  )
}

/** The line-up as the poster bills it: headliners first and in bold. */
function Billing({ event }: { event: EventSummary }) {
  const { t } = useRenderContext()
  if (event.lineup.length === 0) return null
  return (
    <p className="event-billing">
      <span className="visually-hidden">{t('event.lineup')}: </span>
      {headlinersFirst(event.lineup).map((entry, index) => (
        <Fragment key={`${entry.artist}-${entry.startsAt}`}>
          {index > 0 && ', '}
          {entry.role === 'headliner' ? <strong>{entry.artist}</strong> : entry.artist}
        </Fragment>
      ))}
    </p>
  )
}

/** Where and when in words: the venue's address with a map, the night on its clock and Add to calendar. */
function EventVisit({ event }: { event: EventSummary }) {
  const { t, locale } = useRenderContext()
  const { venue } = event
  const timeZone = venue?.timezone ?? 'UTC'
  return (
    <section className="event-visit" aria-label={t('venue.visit')}>
      {venue && (
        <div className="fact">
          <h2 className="eyebrow">{t('event.venue')}</h2>
          <p>
            <VenueLink slug={venue.slug}>{venue.name}</VenueLink>
          </p>
          {(venue.address ?? venue.city) && <address>{venue.address ?? venue.city}</address>}
          <a href={mapUrl(venue)} rel="noopener">
            {t('venue.map')}
          </a>
        </div>
      )}
      <div className="fact">
        <h2 className="eyebrow">{t('event.when')}</h2>
        {event.status === 'postponed' ? (
          // The old date is no longer the night's: say a new one is coming, and what it was.
          <p>
            {t('event.newDateTba')}
            <span className="meta">
              {' · '}
              {t('event.wasOn', { date: formatDateTime(event.startsAt, locale, timeZone, 'date') })}
            </span>
          </p>
        ) : (
          // The day on its line, the hours on the next with the zone they are in: one long line wrapped
          // and left "· local time" alone on a phone.
          <p className="event-when">
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, locale, timeZone, 'date')}</time>
            <span className="event-when-hours">
              <time dateTime={event.startsAt}>
                {formatDateTime(event.startsAt, locale, timeZone, 'time')}
              </time>
              {event.endsAt && (
                <>
                  {' – '}
                  <time dateTime={event.endsAt}>
                    {formatDateTime(event.endsAt, locale, timeZone, 'time')}
                  </time>
                </>
              )}
              <span className="meta"> · {t('event.localTime')}</span>
            </span>
          </p>
        )}
        {event.status === 'scheduled' && !walkIn(event) && <CalendarLink event={event} />}
      </div>
    </section>
  )
}

/**
 * `/events/{slug}` (where `/ibiza/events/{slug}` leads) as a club poster: the picture edge to edge with the date,
 * title, line-up and action set over it (the action a sticky bar on a phone), then where and when in words,
 * the line-up's roles and the description.
 */
export const eventPage = definePage<EventPageData>({
  async load(ctx) {
    const { content, locale, params, path } = ctx
    const event = found(await content.eventBySlug(locale, params.slug ?? ''), path)
    if (event.status === 'scheduled' || !event.venue) return { ...event, next: null }
    // The venue's next night on sale after this one (and after now): never one before the night it replaces.
    // The CMS is asked from the night or from today, whichever is later — a query that stays the same all
    // day, so its answer is shared like the lists' (never one query per visit); what started before now is
    // left out here.
    const now = new Date(clockOf(ctx.c).now()).toISOString()
    const coming = await content.upcomingEvents(locale, {
      venue: event.venue.slug,
      from: [event.startsAt, now.slice(0, 10)].sort().at(-1),
      status: 'scheduled',
      pageSize: 4,
    })
    const next =
      coming.items.find(
        (item) => item.slug !== event.slug && item.startsAt > event.startsAt && item.startsAt > now,
      ) ?? null
    return { ...event, next }
  },
  title: (event) => event.title,
  venue: (event) => event.venue?.slug,
  image: (event) => shareImage(event.image),
  jsonLd: (event, { url }) => eventLd(event, url),
  sitemap: async ({ content }) => (await content.slugs('events', DEFAULT_LOCALE)).map((slug) => ({ slug })),
  Page({ data: event }) {
    const { t, locale } = useRenderContext()
    return (
      <>
        <section className={`hero event-hero bleed status-${event.status}`} aria-labelledby="event-title">
          <Picture media={event.image} frame="landscape" sizes={HERO_SIZES} eager />
          <div className="hero-text event-hero-text">
            <EventPosterDate event={event} withEnd />
            <div className="event-headline">
              {event.venue && (
                <p className="eyebrow">
                  <VenueLink slug={event.venue.slug}>{event.venue.name}</VenueLink>
                </p>
              )}
              <h1 id="event-title">{event.title}</h1>
              <Billing event={event} />
              <p className="card-meta">
                <EventStatus event={event} />
                {/* A free night's action already says "Free entry". */}
                {event.status === 'scheduled' && !(walkIn(event) && event.priceFrom === 0) && (
                  <Price amount={event.priceFrom} currency={event.currency} />
                )}
              </p>
            </div>
            <EventAction event={event} next={event.next} />
          </div>
        </section>
        <EventVisit event={event} />
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
      </>
    )
  },
})

/**
 * `GET /events/{slug}/calendar.ics`: the event as an iCalendar file on its venue's clock, with that zone's
 * rules, in the path's language (docs/decisions/016-journeys-calendar-and-volume.md); a slug the CMS does not
 * know is not found. It is the same for everyone, so it is cached like its page: kept by the browser and
 * asked again with its ETag, which leaves out the stamp of the moment the file was made.
 */
export async function eventCalendar(c: Context<AppEnv>) {
  const ctx = requestContext(c)
  const slug = c.req.param('slug') ?? ''
  const event = SLUG_PATTERN.test(slug) ? await ctx.content.eventBySlug(ctx.locale, slug) : null
  if (!event) return renderNotFound(c)
  const { venue } = event
  const timezone = venue?.timezone ?? 'UTC'
  const end = event.endsAt ? Date.parse(event.endsAt) : null
  const lineup = lineupText(event)
  const file = calendarFile({
    uid: `event-${event.slug}@${new URL(c.env.SITE_URL).hostname}`,
    ...zonedSpan(Date.parse(event.startsAt), end, timezone),
    timezone,
    status: CALENDAR_STATUS[event.status],
    summary: event.title,
    description: [
      event.status === 'scheduled' ? '' : ctx.t(`event.offNote.${event.status}`),
      lineup && `${ctx.t('event.lineup')}: ${lineup}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: venue ? [venue.name, venue.address ?? venue.city].filter(Boolean).join(', ') : '',
    url: siteOrigin(c.env) + href('event', { slug: event.slug }, ctx.locale),
    now: clockOf(c).now(),
  })
  const etag = await strongTag(new TextEncoder().encode(file.replace(/^DTSTAMP:.*\r\n/m, '')))
  const headers = { etag, 'cache-control': HTML_BROWSER_CACHE }
  if (matchesTag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
  return c.body(file, 200, {
    ...headers,
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${event.slug}.ics"`,
  })
}

/** An event's status as a calendar says it: a postponed night is still to be confirmed. */
const CALENDAR_STATUS = {
  scheduled: 'CONFIRMED',
  soldout: 'CONFIRMED',
  cancelled: 'CANCELLED',
  postponed: 'TENTATIVE',
} as const satisfies Record<EventSummary['status'], string>

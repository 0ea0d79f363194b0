import type { ReactNode } from 'react'
import type {
  ArticleSummary,
  EventSummary,
  Media,
  MixSummary,
  Paginated,
  VenueSummary,
} from '../../lib/domain'
import { dateParts, formatDateTime, formatDuration, formatPrice } from '../../lib/format'
import { optionalMessage } from '../../lib/i18n'
import { localePath } from '../../lib/locale'
import { renderMarkdown } from '../../lib/markdown'
import { isVenueSlug, venueLinkRoute, withQuery } from '../paths'
import { useRenderContext } from '../render-context'
import { useControl } from './control-marker'
import { Link } from './Link'

/** CMS markdown (editors are trusted; links are filtered by the markdown renderer). */
export function Markdown({ source }: { source: string | null }) {
  if (!source) return null
  return <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />
}

/**
 * The frame of a kind of picture (docs/spec.md §24.3): music covers square, event and venue pictures and
 * article covers landscape 3:2, the home hero 16:9; without one, the picture's own (gallery photos).
 */
export type Frame = 'square' | 'landscape' | 'wide'

/** Every size the CMS made of a picture, smallest first, for `srcset` (docs/spec.md §16.10). */
export function sourceSet(media: Media): string | undefined {
  const sources = Object.values(media.formats)
    .filter((format) => format.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((format) => `${format.url} ${format.width}w`)
  if (media.width) sources.push(`${media.url} ${media.width}w`)
  return sources.length > 1 ? sources.join(', ') : undefined
}

/**
 * A responsive image from the CMS: every size it has in `srcset`, its width and height (or its frame's
 * ratio) reserved so nothing shifts, lazy unless it is the first thing seen. Alt text comes from the CMS in
 * the page's language; `decorative` pictures (beside a title that says it all) have an empty one.
 */
export function Picture({
  media,
  sizes,
  frame,
  eager = false,
  decorative = false,
}: {
  media: Media | null
  sizes: string
  frame?: Frame
  eager?: boolean
  decorative?: boolean
}) {
  if (!media) return null
  return (
    <img
      className={frame ? `picture picture-${frame}` : 'picture'}
      src={media.formats.medium?.url ?? media.url}
      srcSet={sourceSet(media)}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : (media.alternativeText ?? '')}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}

export function PageTitle({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string
  lead?: string | null
  /** A small tracked line above the title (a venue's city, a date). */
  eyebrow?: string | null
  children?: ReactNode
}) {
  return (
    <header className="page-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  )
}

/** "From €35", or "Free" when the entry costs nothing (never "From €0", docs/spec.md §24.6). */
export function Price({ amount, currency }: { amount: number | null; currency: string | null }) {
  const { t, locale } = useRenderContext()
  if (amount === null) return null
  return (
    <span className="price">
      {amount === 0 ? t('event.free') : t('event.from', { price: formatPrice(amount, currency, locale) })}
    </span>
  )
}

/** Sold out in red, cancelled struck through, postponed marked; nothing for an event on sale. */
export function EventStatus({ event }: { event: EventSummary }) {
  const { t } = useRenderContext()
  if (event.status === 'scheduled') return null
  return <span className="status-badge">{t(`event.status.${event.status}`)}</span>
}

/** The big day and month of a poster, with weekday and door time in the venue's time zone. */
export function PosterDate({ event, withTime = true }: { event: EventSummary; withTime?: boolean }) {
  const { locale } = useRenderContext()
  const parts = dateParts(event.startsAt, locale, event.venue?.timezone ?? 'UTC')
  if (!parts) return null
  return (
    <time className="poster-date" dateTime={event.startsAt}>
      <span className="poster-day">{parts.day}</span>
      <span className="poster-month">{parts.month}</span>
      {withTime && <span className="poster-time">{`${parts.weekday} ${parts.time}`}</span>}
    </time>
  )
}

/** "Nadia Sol, Tomás Ribera, Solera Residents": headliners first. */
export function lineupText(event: EventSummary) {
  const order = (role: string | null) => (role === 'headliner' ? 0 : role === 'support' ? 1 : 2)
  return [...event.lineup]
    .sort((a, b) => order(a.role) - order(b.role))
    .map((entry) => entry.artist)
    .join(', ')
}

/** A ticket link goes out only for an event on sale (docs/spec.md §24.7). */
export const ticketsOnSale = (event: EventSummary) => event.status === 'scheduled' && !!event.ticketUrl

/** The Tickets button of an event on sale. */
export function TicketsButton({ event, wide = false }: { event: EventSummary; wide?: boolean }) {
  const { t, locale } = useRenderContext()
  if (!ticketsOnSale(event) || !event.ticketUrl) return null
  return (
    <a className="button" href={event.ticketUrl} rel="noopener">
      {wide && event.priceFrom
        ? t('event.ticketsFrom', { price: formatPrice(event.priceFrom, event.currency, locale) })
        : t('event.tickets')}
    </a>
  )
}

/** An event as a poster card: picture with the date set over it, venue, title, price or status. */
export function EventCard({
  event,
  route = 'event',
}: {
  event: EventSummary
  route?: 'event' | 'ibiza-event'
}) {
  return (
    <li className={`card event-card status-${event.status}`}>
      <div className="card-media">
        <Picture
          media={event.image}
          frame="landscape"
          sizes="(min-width: 75rem) 25vw, (min-width: 40rem) 50vw, 100vw"
        />
        <PosterDate event={event} withTime={false} />
      </div>
      <div className="card-body">
        {event.venue && <p className="eyebrow">{event.venue.name}</p>}
        <h3>
          <Link to={route} params={{ slug: event.slug }} className="card-link">
            {event.title}
          </Link>
        </h3>
        <p className="card-meta">
          <EventStatus event={event} />
          {event.status === 'scheduled' && <Price amount={event.priceFrom} currency={event.currency} />}
        </p>
      </div>
    </li>
  )
}

/**
 * An event as a poster row (the events lists, docs/spec.md §24.6): big day and month, weekday and door
 * time, venue, title, line-up, price or "Free", status, and Tickets where there is a ticket link.
 */
export function EventRow({
  event,
  route = 'event',
}: {
  event: EventSummary
  route?: 'event' | 'ibiza-event'
}) {
  const lineup = lineupText(event)
  return (
    <li className={`event-row status-${event.status}`}>
      <PosterDate event={event} />
      <div className="event-row-body">
        {event.venue && <p className="eyebrow">{event.venue.name}</p>}
        <h2 className="event-row-title">
          <Link to={route} params={{ slug: event.slug }}>
            {event.title}
          </Link>
        </h2>
        {lineup && <p className="event-row-lineup">{lineup}</p>}
        <p className="card-meta">
          <EventStatus event={event} />
          {event.status === 'scheduled' && <Price amount={event.priceFrom} currency={event.currency} />}
        </p>
      </div>
      <div className="event-row-action">
        <TicketsButton event={event} />
      </div>
      {event.image && (
        <div className="event-row-media">
          <Picture media={event.image} frame="landscape" sizes="12rem" decorative />
        </div>
      )}
    </li>
  )
}

/** A link to a venue: its own page for the eight venues that have one, else `/venues/{slug}`. */
export function VenueLink({
  slug,
  className,
  children,
}: {
  slug: string
  className?: string
  children: ReactNode
}) {
  return isVenueSlug(slug) ? (
    <Link to={venueLinkRoute(slug, 'overview')} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="venue-detail" params={{ slug }} className={className}>
      {children}
    </Link>
  )
}

/**
 * Cards in rows of at most `columns` (4, 3 or 2; one on a phone; 4 unless said). A last row that would leave gaps
 * stretches its cards to fill it (styles: content.css), so no card is ever an orphan (docs/spec.md §24.5).
 */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <ul className="card-grid" data-columns={columns}>
      {children}
    </ul>
  )
}

/** A section's heading with its "all of them" link on the right (home, venue overviews). */
export function SectionHeading({ id, title, more }: { id: string; title: string; more?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {more}
    </div>
  )
}

/** Cards sit under the page's h1 (lists: h2) or under a section's h2 (home, music: h3). */
type CardLevel = 2 | 3

function CardHeading({ level, children }: { level: CardLevel; children: ReactNode }) {
  return level === 2 ? <h2 className="card-title">{children}</h2> : <h3>{children}</h3>
}

/**
 * What every card is: its picture, then an eyebrow, its linked title and what else it says. `frame` and
 * `sizes` follow the grid the card sits in.
 */
function Card({
  className = 'card',
  media,
  frame,
  sizes,
  eager,
  eyebrow,
  level,
  title,
  children,
}: {
  className?: string
  media: Media | null
  frame: Frame
  sizes: string
  eager?: boolean
  eyebrow?: ReactNode
  level: CardLevel
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <li className={className}>
      <div className="card-media">
        <Picture media={media} frame={frame} sizes={sizes} eager={eager} />
      </div>
      <div className="card-body">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <CardHeading level={level}>{title}</CardHeading>
        {children}
      </div>
    </li>
  )
}

/** An article as a card: cover, date, title, excerpt, and its tags where the list filters by them. */
export function ArticleCard({
  article,
  level,
  eager = false,
  withTags = false,
}: {
  article: ArticleSummary
  level: CardLevel
  eager?: boolean
  withTags?: boolean
}) {
  const { t, locale } = useRenderContext()
  return (
    <Card
      media={article.cover}
      frame="landscape"
      sizes="(min-width: 75rem) 25rem, (min-width: 40rem) 50vw, 100vw"
      eager={eager}
      eyebrow={
        article.publishedOn && (
          <time dateTime={article.publishedOn}>
            {formatDateTime(article.publishedOn, locale, 'UTC', 'date')}
          </time>
        )
      }
      level={level}
      title={
        <Link to="article" params={{ slug: article.slug }} className="card-link">
          {article.title}
        </Link>
      }
    >
      {article.excerpt && <p className="card-excerpt">{article.excerpt}</p>}
      {withTags && article.tags.length > 0 && (
        <ul className="chips chips-small" aria-label={t('articles.tags')}>
          {article.tags.map((name) => (
            <li key={name}>
              <Link to="articles" query={{ tag: name }} className="chip">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** A venue as a picture card: hero, city and country, name, and its tagline where there is room. */
export function VenueCard({
  venue,
  level,
  eager = false,
  withTagline = false,
}: {
  venue: VenueSummary
  level: CardLevel
  eager?: boolean
  withTagline?: boolean
}) {
  return (
    <Card
      className="card venue-card"
      media={venue.heroImage}
      frame="landscape"
      sizes="(min-width: 75rem) 18rem, (min-width: 40rem) 50vw, 100vw"
      eager={eager}
      eyebrow={[venue.city, venue.country].filter(Boolean).join(', ')}
      level={level}
      title={
        <VenueLink slug={venue.slug} className="card-link">
          {venue.name}
        </VenueLink>
      }
    >
      {withTagline && venue.tagline && <p className="card-excerpt">{venue.tagline}</p>}
    </Card>
  )
}

/** What a music card shows of a mix, an album or a playlist. */
export interface MusicItem {
  slug: string
  title: string
  cover: Media | null
  /** Artist and length, artist, or curator. */
  line: string | null
  /** The genre of a mix. */
  eyebrow?: string | null
}

/** A mix as a music card: its genre above, artist and length below. */
export const mixItem = (mix: MixSummary): MusicItem => ({
  ...mix,
  eyebrow: mix.genre,
  line: [mix.artist, formatDuration(mix.duration)].filter(Boolean).join(' · '),
})

/** A mix, album or playlist as a card: the square cover, then its words. */
export function MusicCard({
  item,
  route,
  level,
}: {
  item: MusicItem
  route: 'mix' | 'album' | 'playlist'
  level: CardLevel
}) {
  return (
    <Card
      media={item.cover}
      frame="square"
      sizes="(min-width: 75rem) 18rem, (min-width: 40rem) 50vw, 100vw"
      eyebrow={item.eyebrow}
      level={level}
      title={
        <Link to={route} params={{ slug: item.slug }} className="card-link">
          {item.title}
        </Link>
      }
    >
      {item.line && <p className="card-meta">{item.line}</p>}
    </Card>
  )
}

/** The labels of the photo viewer, in the page's language. */
function useViewerLabels() {
  const { t } = useRenderContext()
  return JSON.stringify({
    dialog: t('gallery.dialog'),
    close: t('gallery.close'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    position: t('gallery.position'),
  })
}

export interface GalleryPhoto {
  media: Media
  caption?: ReactNode
  /** An anchor for the photo (a year index points at its year's first photo). */
  id?: string
  /** A heading set above the photo (the year its photos start). */
  heading?: ReactNode
}

/**
 * Photos in their own ratios (docs/spec.md §24.3), each a link to its largest size; the site module turns
 * them into a viewer with keyboard, swipe and Escape (§24.4).
 */
export function Gallery({
  photos,
  eagerCount = 0,
  timeline = false,
}: {
  photos: GalleryPhoto[]
  eagerCount?: number
  /** Photos in reading order, row by row (an archive by year), instead of packed in columns. */
  timeline?: boolean
}) {
  const labels = useViewerLabels()
  const marker = useControl('gallery')
  return (
    <ul className={timeline ? 'gallery gallery-timeline' : 'gallery'} data-labels={labels} {...marker}>
      {photos.map((photo, index) => (
        <li key={photo.media.url} id={photo.id}>
          {photo.heading}
          <figure>
            <a className="gallery-link" href={photo.media.formats.large?.url ?? photo.media.url}>
              <Picture
                media={photo.media}
                sizes="(min-width: 75rem) 25vw, (min-width: 40rem) 33vw, 50vw"
                eager={index < eagerCount}
              />
            </a>
            {photo.caption && <figcaption>{photo.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** Previous / next links that keep the other query parameters. */
export function Pagination({
  page,
  extra = {},
}: {
  page: Paginated<unknown>
  extra?: Record<string, string>
}) {
  const { path, locale, t } = useRenderContext()
  if (page.pageCount <= 1) return null
  const href = (target: number) =>
    withQuery(localePath(path, locale), { ...extra, page: target > 1 ? String(target) : undefined })
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page.page > 1 && (
        <a href={href(page.page - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      )}
      <span>{t('pagination.status', { page: page.page, count: page.pageCount })}</span>
      {page.page < page.pageCount && (
        <a href={href(page.page + 1)} rel="next">
          {t('pagination.next')}
        </a>
      )}
    </nav>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>
}

/** A line-up entry's role in the page's language ("Headliner"), or the CMS's own word. */
export const roleLabel = (role: string | null, locale: Parameters<typeof optionalMessage>[0]) =>
  role ? (optionalMessage(locale, `event.roles.${role}`) ?? role) : null

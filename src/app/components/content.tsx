import type { ReactNode } from 'react'
import type { EventSummary, Media, Paginated } from '../../lib/domain'
import { formatDateTime, formatPrice } from '../../lib/format'
import { localePath } from '../../lib/locale'
import { renderMarkdown } from '../../lib/markdown'
import { isVenueSlug, venueRouteName, withQuery } from '../paths'
import { useRenderContext } from '../render-context'
import { Link } from './Link'

/** CMS markdown (editors are trusted; links are filtered by the markdown renderer). */
export function Markdown({ source }: { source: string | null }) {
  if (!source) return null
  return <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />
}

/** A responsive image from the CMS, sized so nothing shifts, lazy unless it is the first thing seen. */
export function Picture({
  media,
  sizes,
  eager = false,
  alt,
}: {
  media: Media | null
  sizes: string
  eager?: boolean
  alt?: string
}) {
  if (!media) return null
  const sources = Object.values(media.formats)
    .filter((format) => format.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((format) => `${format.url} ${format.width}w`)
  if (media.width) sources.push(`${media.url} ${media.width}w`)
  return (
    <img
      src={media.formats.medium?.url ?? media.url}
      srcSet={sources.length > 1 ? sources.join(', ') : undefined}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alternativeText ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}

export function PageTitle({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string | null
  children?: ReactNode
}) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  )
}

export function EventCard({
  event,
  route = 'event',
}: {
  event: EventSummary
  route?: 'event' | 'ibiza-event'
}) {
  const { locale, t } = useRenderContext()
  const timeZone = event.venue?.timezone ?? 'UTC'
  return (
    <li className="card event-card">
      <Picture media={event.image} sizes="(min-width: 860px) 33vw, 100vw" />
      <div className="card-body">
        <p className="meta">
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, locale, timeZone)}</time>
          {event.venue && ` · ${event.venue.name}`}
        </p>
        <h3>
          <Link to={route} params={{ slug: event.slug }}>
            {event.title}
          </Link>
        </h3>
        {event.status !== 'scheduled' && (
          <p className={`badge badge-${event.status}`}>{t(`event.status.${event.status}`)}</p>
        )}
        {event.priceFrom !== null && event.status === 'scheduled' && (
          <p className="meta">
            {t('event.from', { price: formatPrice(event.priceFrom, event.currency, locale) })}
          </p>
        )}
      </div>
    </li>
  )
}

/** A link to a venue: its own page for the eight venues that have one, else `/venues/{slug}`. */
export function VenueLink({ slug, children }: { slug: string; children: ReactNode }) {
  return isVenueSlug(slug) ? (
    <Link to={venueRouteName(slug, 'overview')}>{children}</Link>
  ) : (
    <Link to="venue-detail" params={{ slug }}>
      {children}
    </Link>
  )
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="card-grid">{children}</ul>
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

// What the event cards, the event rows and the event page all say of an event: its status, price, line-up
// and ticket link or table booking (its date: poster-date.tsx).
import { type EventSummary, RESERVATION_VENUE } from '../../lib/domain'
import { formatPrice } from '../../lib/format'
import { optionalMessage } from '../../lib/i18n'
import { nightLabel, venueDay } from '../../lib/nights'
import { useRenderContext } from '../render-context'
import { Link } from './Link'
import { PosterDate } from './poster-date'

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

/**
 * An event's poster date: its start on its venue's clock, named "Tonight" or "Tomorrow" when it is; `withEnd`
 * adds the time it ends (the event page's poster: "Sat 22:00–03:00"). A postponed night has no date to show.
 */
export function EventPosterDate({ event, withEnd = false }: { event: EventSummary; withEnd?: boolean }) {
  const { locale, t, now } = useRenderContext()
  const timeZone = event.venue?.timezone ?? 'UTC'
  // A postponed night's date is no longer its date: the block says a new one is coming (docs/spec.md §24.7).
  if (event.status === 'postponed') {
    return (
      <p className="poster-date poster-tba">
        <span className="poster-month">{t('event.newDateTba')}</span>
      </p>
    )
  }
  const label = nightLabel(event.startsAt, timeZone, now)
  return (
    <PosterDate
      at={event.startsAt}
      end={withEnd ? (event.endsAt ?? undefined) : undefined}
      timeZone={timeZone}
      locale={locale}
      when={label ? t(`nights.${label}`) : undefined}
    />
  )
}

const BILLING = (role: string | null) => (role === 'headliner' ? 0 : role === 'support' ? 1 : 2)

/** The line-up as a bill reads: headliners, then support, then the rest, each in the CMS's order. */
export const headlinersFirst = <Entry extends { role: string | null }>(lineup: readonly Entry[]) =>
  [...lineup].sort((a, b) => BILLING(a.role) - BILLING(b.role))

/** "Nadia Sol, Tomás Ribera, Solera Residents": headliners first. */
export const lineupText = (event: EventSummary) =>
  headlinersFirst(event.lineup)
    .map((entry) => entry.artist)
    .join(', ')

/** A line-up entry's role in the page's language ("Headliner"), or the CMS's own word. */
export const roleLabel = (role: string | null, locale: Parameters<typeof optionalMessage>[0]) =>
  role ? (optionalMessage(locale, `event.roles.${role}`) ?? role) : null

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

/** Whether the night's venue takes table bookings online. */
export const booksTablesOnline = (event: EventSummary) => event.venue?.slug === RESERVATION_VENUE

/**
 * "Book a table" for a night on sale at Ibiza: the booking form opened on the night's own date (its
 * venue's calendar day, so a 23:30 start is still that evening). Quiet beside a Tickets button.
 */
export function BookTableButton({ event }: { event: EventSummary }) {
  const { t } = useRenderContext()
  const { venue } = event
  if (event.status !== 'scheduled' || venue?.slug !== RESERVATION_VENUE) return null
  const date = venueDay(venue.timezone, Date.parse(event.startsAt))
  return (
    <Link
      to="ibiza-reservations"
      query={{ date }}
      className={ticketsOnSale(event) ? 'button button-outline' : 'button'}
    >
      {t('event.bookTable')}
      {/* The row or poster names the venue beside it; a screen reader hears where too (docs/spec.md §24.8). */}
      <span className="visually-hidden"> {t('event.bookTableAt', { venue: venue.name })}</span>
    </Link>
  )
}

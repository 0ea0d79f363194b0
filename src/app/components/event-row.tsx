import type { EventSummary } from '../../lib/domain'
import {
  BookTableButton,
  EventPosterDate,
  EventStatus,
  lineupText,
  Price,
  TicketsButton,
} from './event-facts'
import { Link } from './Link'
import { Picture } from './picture'

/**
 * An event as a poster row (the events lists, docs/spec.md §24.6): big day and month, weekday and door
 * time, venue, title, line-up, price or "Free", status, and its action: Tickets where there is a ticket
 * link, Book a table at Ibiza. A venue's own pages leave out the venue (`withVenue`): every row would repeat it.
 */
export function EventRow({ event, withVenue = true }: { event: EventSummary; withVenue?: boolean }) {
  const lineup = lineupText(event)
  return (
    <li className={`event-row status-${event.status}`}>
      <EventPosterDate event={event} />
      <div className="event-row-body">
        {withVenue && event.venue && <p className="eyebrow">{event.venue.name}</p>}
        <h2 className="event-row-title">
          <Link to="event" params={{ slug: event.slug }}>
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
        <BookTableButton event={event} />
      </div>
      {event.image && (
        <div className="event-row-media">
          <Picture media={event.image} frame="landscape" sizes="12rem" decorative />
        </div>
      )}
    </li>
  )
}

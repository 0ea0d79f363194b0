import type { EventSummary } from '../../lib/domain'
import { EventPosterDate, EventStatus, lineupText, Price } from './event-facts'
import { Link } from './Link'
import { Picture } from './picture'

/**
 * An event as a poster card: picture with the date and door time set over it, venue, title, line-up, price
 * or status.
 */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <li className={`card event-card status-${event.status}`}>
      <div className="card-media">
        <Picture
          media={event.image}
          frame="landscape"
          sizes="(min-width: 75rem) 25vw, (min-width: 40rem) 50vw, 100vw"
        />
        <EventPosterDate event={event} />
      </div>
      <div className="card-body">
        {event.venue && <p className="eyebrow">{event.venue.name}</p>}
        <h3>
          <Link to="event" params={{ slug: event.slug }} className="card-link">
            {event.title}
          </Link>
        </h3>
        {event.lineup.length > 0 && <p className="card-lineup">{lineupText(event)}</p>}
        <p className="card-meta">
          <EventStatus event={event} />
          {event.status === 'scheduled' && <Price amount={event.priceFrom} currency={event.currency} />}
        </p>
      </div>
    </li>
  )
}

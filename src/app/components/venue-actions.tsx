import { directionsUrl } from '../../../cms/src/shared/maps'
import { RESERVATION_VENUE, type VenueSummary } from '../../lib/domain'
import { telHref } from '../../lib/format'
import { useRenderContext } from '../render-context'
import { Icon } from './icons'
import { Link } from './Link'

/** Where the header's Book lands on a venue's page: its way of booking. */
export const VENUE_BOOKING_ID = 'book'

/**
 * A venue's way of booking (docs/spec.md §24.8): Book a table online at Ibiza, else Call; and Directions.
 * The venue page's hero, the Book chooser and an event page use the same.
 */
export function VenueActions({ venue, id }: { venue: VenueSummary; id?: typeof VENUE_BOOKING_ID }) {
  const { t } = useRenderContext()
  return (
    <div className="actions" id={id}>
      {venue.slug === RESERVATION_VENUE ? (
        <Link to="ibiza-reservations" className="button">
          {t('venue.book')}
        </Link>
      ) : (
        venue.phone && (
          <a className="button" href={telHref(venue.phone)}>
            <Icon name="phone" />
            {t('venue.call')}
          </a>
        )
      )}
      <a className="button button-outline" href={directionsUrl(venue)} rel="noopener">
        <Icon name="pin" />
        {t('venue.directions')}
      </a>
    </div>
  )
}

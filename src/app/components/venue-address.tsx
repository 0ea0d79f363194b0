import { mapUrl } from '../../../cms/src/shared/maps'
import type { VenueSummary } from '../../lib/domain'
import { useRenderContext } from '../render-context'

/** Where a venue is: its address, and a link that shows it in the visitor's maps. */
export function VenueAddress({ venue }: { venue: VenueSummary }) {
  const { t } = useRenderContext()
  return (
    <div className="venue-address">
      {venue.address && <address>{venue.address}</address>}
      <a href={mapUrl(venue)} rel="noopener">
        {t('venue.map')}
      </a>
    </div>
  )
}

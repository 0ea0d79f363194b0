import type { VenueSummary } from '../../lib/domain'
import { Card, type CardLevel } from './card'
import { VenueLink } from './venue-link'

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

/**
 * Links to a venue on a map, for the site's pages and the CMS's mails alike (docs/spec.md §13.14): one rule
 * for where a venue is. Shared between the worker and the CMS, so no imports (booking-rules.ts says why).
 */

/** What a map needs to know of a venue. */
export interface Place {
  name: string
  address?: string | null
  city?: string | null
  latitude: number | null
  longitude: number | null
}

/** Where a venue is, for a maps app: its coordinates, else its address, else its name. */
export const venueDestination = (venue: Place) =>
  venue.latitude !== null && venue.longitude !== null
    ? `${venue.latitude},${venue.longitude}`
    : [venue.address ?? venue.name, venue.city].filter(Boolean).join(', ')

/** A link that opens directions to a venue in the visitor's maps. */
export const directionsUrl = (venue: Place) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(venueDestination(venue))}`

/** A link that shows a venue on a map. */
export const mapUrl = (venue: Place) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueDestination(venue))}`

import type { VenueSummary } from './domain'

/** Where a venue is, for a maps app: its coordinates, else its address, else its name. */
export const venueDestination = (venue: VenueSummary) =>
  venue.latitude !== null && venue.longitude !== null
    ? `${venue.latitude},${venue.longitude}`
    : [venue.address ?? venue.name, venue.city].filter(Boolean).join(', ')

/** A link that opens directions to a venue in the visitor's maps. */
export const directionsUrl = (venue: VenueSummary) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(venueDestination(venue))}`

/** A link that shows a venue on a map. */
export const mapUrl = (venue: VenueSummary) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueDestination(venue))}`

/** A link that opens directions to a place in the visitor's maps (coordinates, or an address or name). */
export const directionsUrl = (destination: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`

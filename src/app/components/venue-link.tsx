import type { ReactNode } from 'react'
import { isVenueSlug, venueLinkRoute } from '../paths'
import { Link } from './Link'

/** A link to a venue: its own page for the eight venues that have one, else `/venues/{slug}`. */
export function VenueLink({
  slug,
  className,
  children,
}: {
  slug: string
  className?: string
  children: ReactNode
}) {
  return isVenueSlug(slug) ? (
    <Link to={venueLinkRoute(slug, 'overview')} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="venue-detail" params={{ slug }} className={className}>
      {children}
    </Link>
  )
}

import type { Translate } from '../lib/i18n'
import { isPageRouteName, type RouteName, VENUE_ROUTES } from './paths'

/**
 * A page's name as visitors read it in headings, breadcrumbs and the browser title (docs/spec.md §6.2):
 * its own message, or for venue pages the venue's name (overview) or the section's.
 */
export function routeLabel(name: RouteName, t: Translate): string {
  if (isPageRouteName(name)) return t(`routes.${name}`)
  const { venue, section } = VENUE_ROUTES[name]
  return section === 'overview' ? t(`venues.${venue}`) : t(`venueSections.${section}`)
}

/**
 * The browser title: the page's own name followed once by the brand ("Contact · Solera"); a name that
 * already carries the brand ("Solera Malta", "About Solera") stays as it is (docs/spec.md §6.2).
 */
export const browserTitle = (name: string, brand: string) =>
  name.toLowerCase().includes(brand.toLowerCase()) ? name : `${name} · ${brand}`

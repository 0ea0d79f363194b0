import { localePath } from '../../lib/locale'
import { ROUTE_PATHS, routeNameOf, VENUE_ROUTES, type VenueRouteName, venueLinkRoute } from '../paths'
import { useRenderContext } from '../render-context'
import { routeLabel } from '../route-label'
import { JsonLd } from './seo'

/**
 * "Home › Music › Mixes › This mix": every parent path that is itself a page, then the page. Shown to
 * visitors and given to crawlers as a BreadcrumbList.
 */
export function Breadcrumbs({ current }: { current: string }) {
  const { path, locale, origin, t, layout } = useRenderContext()
  // The pop-out player is the player alone: a link there would take the music away (docs/spec.md §15.5).
  if (path === '/' || layout === 'popup') return null
  const parents = path
    .split('/')
    .slice(1, -1)
    .map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`)
    .flatMap((parent) => {
      const name = routeNameOf(parent)
      if (!name) return []
      // An Ibiza venue page's twin in the Ibiza section is where links to it go (docs/spec.md §2.9).
      const venuePage = VENUE_ROUTES[name as VenueRouteName]
      const target = venuePage ? ROUTE_PATHS[venueLinkRoute(venuePage.venue, venuePage.section)] : parent
      return [{ name: routeLabel(name, t), path: target }]
    })
  const items = [{ name: t('breadcrumbs.home'), path: '/' }, ...parents, { name: current, path }]
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index < items.length - 1 ? (
              <a href={localePath(item.path, locale)}>{item.name}</a>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: origin + localePath(item.path, locale),
          })),
        }}
      />
    </nav>
  )
}

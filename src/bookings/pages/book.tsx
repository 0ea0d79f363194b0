import { PageTitle } from '../../app/components/page-title'
import { VenueActions } from '../../app/components/venue-actions'
import { VenueLink } from '../../app/components/venue-link'
import { useRenderContext } from '../../app/render-context'
import { definePage } from '../../server/page.server'

/**
 * `/book`: where the header's Book leads from a page that belongs to no venue (docs/spec.md §24.8). Every
 * venue and its way of booking: Ibiza online, the others Call; Directions for all.
 */
export const bookPage = definePage({
  async load({ content, locale }) {
    return (await content.venues(locale)).items
  },
  Page({ data: venues }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.book')} lead={t('bookChooser.lead')} />
        <ul className="book-venues">
          {venues.map((venue) => (
            <li key={venue.slug} className="book-venue">
              <h2>
                <VenueLink slug={venue.slug}>{venue.name}</VenueLink>
              </h2>
              {venue.city && <p className="meta">{[venue.city, venue.country].filter(Boolean).join(', ')}</p>}
              <VenueActions venue={venue} />
            </li>
          ))}
        </ul>
      </>
    )
  },
})

import type { Venue } from '../../lib/domain'
import { condensedHours } from '../../lib/hours'
import { useRenderContext } from '../render-context'

/** A venue's opening hours in as few lines as they allow ("Daily 17:00–03:00"), in the page's language. */
export function OpeningHours({ venue }: { venue: Pick<Venue, 'openingHours'> }) {
  const { t, locale } = useRenderContext()
  const rows = condensedHours(venue.openingHours, locale, {
    daily: t('venue.daily'),
    closed: t('venue.closed'),
  })
  return (
    <ul className="hours">
      {rows.map((row) => (
        <li key={row.days}>
          <span>{row.days}</span> <span>{row.times}</span>
        </li>
      ))}
    </ul>
  )
}

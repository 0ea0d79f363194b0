import type { Media, MixSummary } from '../../lib/domain'
import { formatDuration } from '../../lib/format'
import { Card, type CardLevel } from './card'
import { Link } from './Link'

/** What a music card shows of a mix, an album or a playlist. */
export interface MusicItem {
  slug: string
  title: string
  cover: Media | null
  /** Artist and length, artist, or curator. */
  line: string | null
  /** The genre of a mix. */
  eyebrow?: string | null
}

/** A mix as a music card: its genre above, artist and length below. */
export const mixItem = (mix: MixSummary): MusicItem => ({
  ...mix,
  eyebrow: mix.genre,
  line: [mix.artist, formatDuration(mix.duration)].filter(Boolean).join(' · '),
})

/** A mix, album or playlist as a card: the square cover, then its words. */
export function MusicCard({
  item,
  route,
  level,
}: {
  item: MusicItem
  route: 'mix' | 'album' | 'playlist'
  level: CardLevel
}) {
  return (
    <Card
      media={item.cover}
      frame="square"
      sizes="(min-width: 75rem) 18rem, (min-width: 40rem) 50vw, 100vw"
      eyebrow={item.eyebrow}
      level={level}
      title={
        <Link to={route} params={{ slug: item.slug }} className="card-link">
          {item.title}
        </Link>
      }
    >
      {item.line && <p className="card-meta">{item.line}</p>}
    </Card>
  )
}

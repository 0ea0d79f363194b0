import type { ReactNode } from 'react'
import type { Media } from '../../lib/domain'
import { type Frame, Picture } from './picture'

/**
 * Cards in rows of at most `columns` (4, 3 or 2; one on a phone; 4 unless said). A last row that would leave gaps
 * stretches its cards to fill it (styles: card.css), so no card is ever an orphan (docs/spec.md §24.5).
 */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <ul className="card-grid" data-columns={columns}>
      {children}
    </ul>
  )
}

/** Cards sit under the page's h1 (lists: h2) or under a section's h2 (home, music: h3). */
export type CardLevel = 2 | 3

function CardHeading({ level, children }: { level: CardLevel; children: ReactNode }) {
  return level === 2 ? <h2 className="card-title">{children}</h2> : <h3>{children}</h3>
}

/**
 * What every card is: its picture, then an eyebrow, its linked title and what else it says. `frame` and
 * `sizes` follow the grid the card sits in.
 */
export function Card({
  className = 'card',
  media,
  frame,
  sizes,
  eager,
  eyebrow,
  level,
  title,
  children,
}: {
  className?: string
  media: Media | null
  frame: Frame
  sizes: string
  eager?: boolean
  eyebrow?: ReactNode
  level: CardLevel
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <li className={className}>
      <div className="card-media">
        <Picture media={media} frame={frame} sizes={sizes} eager={eager} />
      </div>
      <div className="card-body">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <CardHeading level={level}>{title}</CardHeading>
        {children}
      </div>
    </li>
  )
}

import type { CSSProperties, ReactNode } from 'react'
import type { Media } from '../../lib/domain'
import { justifiedRows, type RowLayout } from '../../lib/justified-rows'
import { useRenderContext } from '../render-context'
import { useControl } from './control-marker'
import { Picture } from './picture'

/** The labels of the photo viewer, in the page's language. */
function useViewerLabels() {
  const { t } = useRenderContext()
  return JSON.stringify({
    dialog: t('gallery.dialog'),
    close: t('gallery.close'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    position: t('gallery.position'),
  })
}

export interface GalleryPhoto {
  media: Media
  caption?: ReactNode
  /** An anchor for the photo (a year index points at its year's first photo). */
  id?: string
  /** A heading set above the photo (the year its photos start). */
  heading?: ReactNode
}

/**
 * The columns a gallery is laid out for, as gallery.css switches them: a phone's, a tablet's and the
 * desktop's full column (76rem). A width in between keeps its breakpoint's rows, still edge to edge.
 */
const LAYOUTS = {
  s: { width: 358, rowHeight: 180, gap: 12 },
  m: { width: 720, rowHeight: 220, gap: 12 },
  l: { width: 1216, rowHeight: 280, gap: 12 },
} as const satisfies Record<string, RowLayout>
type Breakpoint = keyof typeof LAYOUTS
const BREAKPOINTS = Object.keys(LAYOUTS) as Breakpoint[]

/** A photo's width over its height; a photo the CMS gave no size is taken as 3:2. */
const ratioOf = (media: Media) => (media.width && media.height ? media.width / media.height : 3 / 2)

interface Placement {
  /** the breakpoints at which a row ends after this photo (never after the last) */
  rowEnds: Breakpoint[]
  /** the share of its row's width the photo takes, per breakpoint */
  share: Record<Breakpoint, number>
}

/**
 * Where each photo sits at each breakpoint: justified rows computed here, so the server sends them. `rowed`
 * names the breakpoints laid out in rows (an archive on a phone is one photo a row, gallery.css).
 */
function place(ratios: readonly number[], rowed: readonly Breakpoint[] = BREAKPOINTS): Placement[] {
  const placements: Placement[] = ratios.map(() => ({ rowEnds: [], share: { s: 1, m: 1, l: 1 } }))
  for (const breakpoint of rowed) {
    let first = 0
    for (const count of justifiedRows(ratios, LAYOUTS[breakpoint])) {
      const row = ratios.slice(first, first + count)
      const total = row.reduce((sum, ratio) => sum + ratio, 0)
      row.forEach((ratio, k) => {
        const placement = placements[first + k]
        if (placement) placement.share[breakpoint] = ratio / total
      })
      first += count
      if (first < ratios.length) placements[first - 1]?.rowEnds.push(breakpoint)
    }
  }
  return placements
}

/** `sizes` from the photo's share of its row: the column is 76rem on a desktop, about 92vw below. */
const sizesOf = ({ share }: Placement) =>
  `(min-width: 75rem) ${Math.ceil(share.l * LAYOUTS.l.width)}px, (min-width: 40rem) ${Math.ceil(share.m * 92)}vw, ${Math.ceil(share.s * 92)}vw`

/**
 * Photos in their own ratios in justified rows (docs/spec.md §24.3), each a link to its largest size; the
 * site module turns them into a viewer with keyboard, swipe and Escape (§24.4). Each photo grows in
 * proportion to its ratio, so a row's photos share one height and fill it edge to edge; the rows end
 * where `place` says, by an empty item shown at its breakpoints only.
 */
export function Gallery({
  photos,
  eagerCount = 0,
  timeline = false,
}: {
  photos: GalleryPhoto[]
  eagerCount?: number
  /** An archive by year: each year's heading set on its first photo. */
  timeline?: boolean
}) {
  const labels = useViewerLabels()
  const marker = useControl('gallery')
  const ratios = photos.map((photo) => ratioOf(photo.media))
  // An archive's captions are stories: on a phone, under a photo sharing a row they were a column of single
  // words (a portrait beside a landscape got 100 px), so there each memory has the column to itself.
  const placements = place(ratios, timeline ? ['m', 'l'] : BREAKPOINTS)
  return (
    <ul className={timeline ? 'gallery gallery-timeline' : 'gallery'} data-labels={labels} {...marker}>
      {photos.map((photo, index) => {
        const placement = placements[index] ?? { rowEnds: [], share: { s: 1, m: 1, l: 1 } }
        return [
          <li key={photo.media.url} id={photo.id} style={{ '--ratio': ratios[index] } as CSSProperties}>
            {photo.heading}
            <figure>
              <a className="gallery-link" href={photo.media.formats.large?.url ?? photo.media.url}>
                <Picture media={photo.media} sizes={sizesOf(placement)} eager={index < eagerCount} />
              </a>
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </figure>
          </li>,
          placement.rowEnds.length > 0 && (
            <li
              key={`${photo.media.url} row end`}
              className={['gallery-row-end', ...placement.rowEnds.map((b) => `row-end-${b}`)].join(' ')}
              aria-hidden="true"
            />
          ),
        ]
      })}
    </ul>
  )
}

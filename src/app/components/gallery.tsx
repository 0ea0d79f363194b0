import type { ReactNode } from 'react'
import type { Media } from '../../lib/domain'
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
 * Photos in their own ratios (docs/spec.md §24.3), each a link to its largest size; the site module turns
 * them into a viewer with keyboard, swipe and Escape (§24.4).
 */
export function Gallery({
  photos,
  eagerCount = 0,
  timeline = false,
}: {
  photos: GalleryPhoto[]
  eagerCount?: number
  /** Photos in reading order, row by row (an archive by year), instead of packed in columns. */
  timeline?: boolean
}) {
  const labels = useViewerLabels()
  const marker = useControl('gallery')
  return (
    <ul className={timeline ? 'gallery gallery-timeline' : 'gallery'} data-labels={labels} {...marker}>
      {photos.map((photo, index) => (
        <li key={photo.media.url} id={photo.id}>
          {photo.heading}
          <figure>
            <a className="gallery-link" href={photo.media.formats.large?.url ?? photo.media.url}>
              <Picture
                media={photo.media}
                sizes="(min-width: 75rem) 25vw, (min-width: 40rem) 33vw, 50vw"
                eager={index < eagerCount}
              />
            </a>
            {photo.caption && <figcaption>{photo.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  )
}

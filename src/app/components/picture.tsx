import type { Media } from '../../lib/domain'

/**
 * The frame of a kind of picture (docs/spec.md §24.3): music covers square, event and venue pictures and
 * article covers landscape 3:2, the home hero 16:9; without one, the picture's own (gallery photos).
 */
export type Frame = 'square' | 'landscape' | 'wide'

/**
 * `sizes` of a picture that covers the screen edge to edge: on a portrait screen a landscape picture is
 * cropped to the screen's height, so it is drawn about twice as wide as the screen and needs a source that
 * wide to stay sharp.
 */
export const HERO_SIZES = '(orientation: portrait) 240vw, 100vw'

/**
 * Screens that get a hero's portrait crop: narrower than 4:5, where the hero (up to 88% of the screen's
 * height) is taller than wide and a landscape picture would lose more than a 9:16 one. A portrait tablet
 * keeps the landscape picture, which it crops less.
 */
const PORTRAIT_SCREEN = '(max-aspect-ratio: 4/5)'
/** A 9:16 crop covering the hero: the screen's width, or the hero's height (at most 46rem) × 9/16. */
const PORTRAIT_SIZES = 'max(100vw, 26rem)'

/** `srcset`s already written, by picture (a picture the isolate keeps is one object: cms/content.server.ts). */
const sourceSets = new WeakMap<Media, string | undefined>()

/** Every size the CMS made of a picture, smallest first, for `srcset` (docs/spec.md §16.10). */
function sourceSet(media: Media): string | undefined {
  if (sourceSets.has(media)) return sourceSets.get(media)
  const set = writeSourceSet(media)
  sourceSets.set(media, set)
  return set
}

function writeSourceSet(media: Media): string | undefined {
  const sources = Object.values(media.formats)
    .filter((format) => format.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((format) => `${format.url} ${format.width}w`)
  if (media.width) sources.push(`${media.url} ${media.width}w`)
  return sources.length > 1 ? sources.join(', ') : undefined
}

/**
 * A responsive image from the CMS: every size it has in `srcset`, its width and height (or its frame's
 * ratio) reserved so nothing shifts, lazy unless it is the first thing seen. Alt text comes from the CMS in
 * the page's language; `decorative` pictures (beside a title that says it all) have an empty one.
 */
export function Picture({
  media,
  portrait = null,
  sizes,
  frame,
  eager = false,
  decorative = false,
}: {
  media: Media | null
  /** A hero's portrait crop of the same scene, which upright screens get instead (art direction). */
  portrait?: Media | null
  sizes: string
  frame?: Frame
  eager?: boolean
  decorative?: boolean
}) {
  if (!media) return null
  const image = (
    <img
      className={frame ? `picture picture-${frame}` : 'picture'}
      src={media.formats.medium?.url ?? media.url}
      srcSet={sourceSet(media)}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : (media.alternativeText ?? '')}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
  if (!portrait) return image
  return (
    <picture>
      <source
        media={PORTRAIT_SCREEN}
        srcSet={sourceSet(portrait) ?? portrait.url}
        sizes={PORTRAIT_SIZES}
        width={portrait.width ?? undefined}
        height={portrait.height ?? undefined}
      />
      {image}
    </picture>
  )
}

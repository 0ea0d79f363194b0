/**
 * What the site and the CMS serve as media (docs/spec.md §18.8), one rule for both origins: pictures a browser
 * draws without running anything, sound and video. SVG is not a picture here (it can carry scripts); nor is
 * anything else an editor could upload. The CMS keeps only these (cms/src/lib/media-types.ts, told by their
 * bytes) and serves them inline on /uploads (cms/src/middlewares/uploads.ts); the worker's /media/ serves them
 * the same way (src/server/media.server.ts).
 */
export const MEDIA_TYPE = /^(image\/(jpeg|png|webp|gif|avif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/

/** A type as a header says it, without parameters or case: `image/png`. */
export const typeEssence = (type: string | undefined | null): string =>
  (type ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** Whether a type (as a header says it, parameters and case aside) is media a browser shows inline. */
export const isInlineMedia = (type: string | undefined | null): boolean => MEDIA_TYPE.test(typeEssence(type))

/**
 * Every media answer is a file, never a page: sandboxed (no script, no form, no plugin, an origin of its own),
 * with nothing to load but itself.
 */
export const MEDIA_CSP =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'"

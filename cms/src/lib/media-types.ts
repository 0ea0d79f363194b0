import path from 'node:path'
import { isInlineMedia, MEDIA_TYPE } from '../shared/media'

/**
 * The type a file is served as by its name (the uploads folder serves by extension), for the extensions a
 * picture, a sound or a video may have. A name with any other extension is not media, whatever its bytes.
 */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  flac: 'audio/flac',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
}

/**
 * The most pixels a picture may have (all its frames together): Strapi decodes every upload to make its
 * sizes, and a 15,000 × 15,000 PNG of 688 KB took it 34 s. Told from the file's header, before anything
 * decodes it.
 */
export const MAX_PICTURE_PIXELS = 40_000_000

/** The media type a file's content shows, or undefined when it is not one the site serves. */
const mediaTypeOf = async (filepath: string): Promise<string | undefined> => {
  // file-type is published as ES modules only: imported when first needed.
  const { fileTypeFromFile } = await import('file-type')
  const detected = await fileTypeFromFile(filepath)
  return detected && MEDIA_TYPE.test(detected.mime) ? detected.mime : undefined
}

const kindOf = (type: string) => type.split('/')[0]

/**
 * Whether two media types say the same about a file: a picture is the one format (a GIF is not a PNG), a
 * sound or a video is sound or video (containers hold either: an `.m4a` is MP4 audio, a `.webm` may be sound).
 */
const agree = (one: string, other: string): boolean =>
  kindOf(one) === 'image' || kindOf(other) === 'image'
    ? one === other
    : ['audio', 'video'].includes(kindOf(one) ?? '') && ['audio', 'video'].includes(kindOf(other) ?? '')

/** A declared type that says nothing (browsers send it for a file they do not know, and so does curl). */
const isUndeclared = (type: string) => type === '' || type === 'application/octet-stream'

/** An upload as Strapi's upload service receives it. */
export interface IncomingFile {
  filepath?: string
  originalFilename?: string | null
  mimetype?: string | null
}

/**
 * Why an upload is not media the CMS keeps, or undefined (docs/spec.md §18.8): its bytes, its name's extension
 * and its declared type must say the same media (a GIF named `.html`, or sent as `text/html`, is refused; so
 * is a GIF named `.png`), and a picture stays within MAX_PICTURE_PIXELS.
 */
export const uploadProblem = async (file: IncomingFile): Promise<string | undefined> => {
  const name = file.originalFilename ?? 'This file'
  const detected = file.filepath ? await mediaTypeOf(file.filepath) : undefined
  if (!detected || !file.filepath)
    return `${name} is not a picture (JPEG, PNG, WebP, GIF, AVIF), a sound or a video`
  const named = EXTENSION_TYPES[path.extname(name).slice(1).toLowerCase()]
  if (!named || !agree(named, detected))
    return `${name} is named as another kind of file than it is (${detected})`
  const declared = (file.mimetype ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isUndeclared(declared) && !(isInlineMedia(declared) && agree(declared, detected))) {
    return `${name} was sent as ${declared}, but it is ${detected}`
  }
  if (kindOf(detected) === 'image') {
    const { default: sharp } = await import('sharp')
    // The header only: width, height and frames, nothing decoded. A header sharp cannot read is no picture.
    const header = await sharp(file.filepath, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined)
    if (!header) return `${name} cannot be read as a picture`
    const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (header.pages ?? 1)
    if (pixels > MAX_PICTURE_PIXELS) {
      return `${name} has ${Math.round(pixels / 1e6)} million pixels; pictures take at most ${MAX_PICTURE_PIXELS / 1e6} million`
    }
  }
  return undefined
}

/** Strapi's own check of declared and detected types (config/plugins.ts), before this one. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'audio/*',
  'video/*',
]

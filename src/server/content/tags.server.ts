import { isPublicContentType, PUBLIC_CONTENT_TYPES } from '../../../cms/src/shared/content-types'
import { LOCALES } from '../../lib/locale'

/**
 * What a cached answer or page read, named so a change can find it (docs/decisions/032-content-at-every-location.md): `doc:{documentId}@{locale}`
 * for every document it shows, `type:{plural}@{locale}` when it depends on a whole content type (a list, a
 * lookup that found nothing: a newly published document could join it). A purge names the changed
 * document and its type, and only what read them is rebuilt.
 */
export const docTag = (documentId: string, locale: string) => `doc:${documentId}@${locale}`
export const typeTag = (plural: string, locale: string) => `type:${plural}@${locale}`

/** Every `documentId` an answer holds, however deep (populated relations are documents too). */
export function documentIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) documentIds(item, found)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'documentId' && typeof item === 'string') found.add(item)
      else if (typeof item === 'object') documentIds(item, found)
    }
  }
  return found
}

/**
 * The tags of an answer: the documents it shows, and its type's when it depends on the whole type (`whole`)
 * or showed nothing (a document published later could be the one it looked for).
 */
export function answerTags(body: unknown, plural: string, locale: string, whole: boolean): string[] {
  const ids = documentIds(body)
  const tags = [...ids].map((id) => docTag(id, locale))
  if (whole || ids.size === 0) tags.push(typeTag(plural, locale))
  return tags
}

/** What the CMS's webhook says changed (cms/src/lib/purge.ts). */
export interface ContentChange {
  model: string
  documentId: string | null
  locale: string | null
}

/**
 * The tags a change purges: the document and its type, in its language, or in every language when the
 * change names none (a document deleted whole). A model the site does not show (not one of the public content
 * types, cms/src/shared/content-types.ts) purges nothing.
 */
export function changeTags(change: ContentChange): string[] {
  if (!isPublicContentType(change.model)) return []
  const plural = PUBLIC_CONTENT_TYPES[change.model].path
  const locales: readonly string[] =
    change.locale && (LOCALES as readonly string[]).includes(change.locale) ? [change.locale] : LOCALES
  return locales.flatMap((locale) => [
    typeTag(plural, locale),
    ...(change.documentId ? [docTag(change.documentId, locale)] : []),
  ])
}

import * as v from 'valibot'
import { CmsError } from './errors.server'

/**
 * Every reading of the CMS's refusals (Strapi 5's error body), as valibot schemas
 * (docs/decisions/022-island-form-hook.md); the words of other versions' bodies are read by the version
 * adapter (strapi-versions.server.ts). A body the CMS wrote is data from another program: a part of it in an
 * unexpected shape counts as absent, so a refusal is never turned into a crash by the very code that words it.
 */

/** A part that may be missing or malformed: either way it reads as undefined. */
const maybe = <Schema extends v.GenericSchema>(schema: Schema) => v.fallback(v.optional(schema), undefined)

/** A list of which only the well-formed items count. */
const itemsOf = <Schema extends v.GenericSchema>(item: Schema) =>
  v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((entry) => {
          const parsed = v.safeParse(item, entry)
          return parsed.success ? [parsed.output] : []
        }),
      ),
    ),
    [],
  )

/** One entry of `details.errors[]` (cms/src/lib/errors.ts): the CMS's words and, from this CMS, a code. */
const FieldEntry = v.object({ path: v.array(v.unknown()), message: v.string(), code: maybe(v.string()) })

/** What the CMS's refusals put in `details`: every key belongs to some refusal, none to all. */
const Details = v.object({
  /** An auth refusal's or a confirmation link's machine code. */
  code: maybe(v.string()),
  /** Field errors (400 ValidationError, 409 slot full). */
  errors: itemsOf(FieldEntry),
  /**
   * A full slot (409): the places left, and when confirming, the day, the party and the nearest times (or,
   * when that day has none, the next nights with room); a mailbox's full night when confirming (429): the
   * day and the party.
   */
  left: maybe(v.number()),
  nearest: itemsOf(v.string()),
  nextNights: itemsOf(v.pipe(v.string(), v.isoDate())),
  date: maybe(v.string()),
  partySize: maybe(v.union([v.number(), v.string()])),
})

/**
 * Strapi's error body from v4 on: `{ data: null, error: { status, name, message, details } }` (the status
 * is read from the answer itself, `CmsError.status`).
 */
export const ErrorBody = v.object({
  error: v.object({
    name: maybe(v.string()),
    message: maybe(v.string()),
    details: maybe(Details),
  }),
})

export type StrapiError = v.InferOutput<typeof ErrorBody>['error']

/** The Strapi error a failed CMS call carries; undefined for any other failure or body. */
export function strapiError(error: unknown): StrapiError | undefined {
  if (!(error instanceof CmsError)) return undefined
  const parsed = v.safeParse(ErrorBody, error.body)
  return parsed.success ? parsed.output.error : undefined
}

/** The CMS's field errors by field, the first of each, with their machine codes (docs/spec.md §14.6). */
export function cmsFieldErrors(error: CmsError): Record<string, { code?: string; message: string }> {
  const fields: Record<string, { code?: string; message: string }> = {}
  for (const { path, code, message } of strapiError(error)?.details?.errors ?? []) {
    const field = String(path[0] ?? '')
    if (field && !fields[field]) fields[field] = { code, message }
  }
  return fields
}

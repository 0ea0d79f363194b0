import qs from 'qs'

/** Limits of the spec for incoming query strings. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const

export class QueryLimitError extends Error {
  override name = 'QueryLimitError'
}

export type ParsedQuery = qs.ParsedQs

/**
 * Parses a raw query string (without `?`) with bracket syntax. A query beyond the limits is refused rather
 * than silently truncated, so callers can answer 400.
 */
export function parseQuery(raw: string): ParsedQuery {
  try {
    return qs.parse(raw, {
      ...QUERY_LIMITS,
      throwOnLimitExceeded: true,
      strictDepth: true,
      ignoreQueryPrefix: true,
    })
  } catch (error) {
    if (error instanceof RangeError) throw new QueryLimitError(error.message)
    throw error
  }
}

/** Bracket-style serialisation used for CMS calls (`filters[slug][$eq]=x`). */
export const stringifyQuery = (value: Record<string, unknown>): string =>
  qs.stringify(value, { encodeValuesOnly: true })

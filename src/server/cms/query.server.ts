import type { Locale } from '../../lib/locale'
import type { ApiVersion } from './errors.server'
import { isRecord } from './errors.server'

/** A collection query in v4/v5 terms; v3 gets it translated to its own dialect. */
export interface ListQuery {
  locale: Locale
  filters?: Record<string, unknown>
  sort?: string[]
  page?: number
  pageSize?: number
  /** Only these fields of each entry (Strapi 4/5; v3 answers them all). */
  fields?: string[]
  populate?: unknown
}

const V3_OPERATORS: Record<string, string> = {
  $eq: '',
  $gte: '_gte',
  $lte: '_lte',
  $lt: '_lt',
  $gt: '_gt',
  $contains: '_contains',
}

/** `{ venue: { slug: { $eq: 'x' } } }` → `{ 'venue.slug': 'x' }`, `{ startsAt: { $gte: d } }` → `{ startsAt_gte: d }`. */
function v3Filters(filters: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (key in V3_OPERATORS) out[`${prefix.slice(0, -1)}${V3_OPERATORS[key]}`] = value
    else if (isRecord(value)) Object.assign(out, v3Filters(value, `${prefix}${key}.`))
    else out[`${prefix}${key}`] = value
  }
  return out
}

export function toVersionQuery(version: ApiVersion, query: ListQuery): Record<string, unknown> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 25
  if (version === 'v3') {
    return {
      _locale: query.locale,
      ...(query.sort && {
        _sort: query.sort.map((field) => field.replace(/:(asc|desc)$/i, (m) => m.toUpperCase())).join(','),
      }),
      _start: (page - 1) * pageSize,
      _limit: pageSize,
      ...v3Filters(query.filters ?? {}),
    }
  }
  return {
    locale: query.locale,
    ...(query.filters && { filters: query.filters }),
    ...(query.sort && { sort: query.sort }),
    pagination: { page, pageSize },
    ...(query.fields && { fields: query.fields }),
    ...(query.populate !== undefined && { populate: query.populate }),
  }
}

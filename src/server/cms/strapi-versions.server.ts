import * as v from 'valibot'
import type { Paginated } from '../../lib/domain'
import type { Locale } from '../../lib/locale'
import { isRecord } from './errors.server'
import { ErrorBody } from './strapi-errors.server'

/**
 * Strapi v3, v4 and v5, the one adapter (docs/spec.md §16.2): everything that differs between the versions
 * the site reads — the shape of an answer, the dialect of a query, the words of an error, the fallback body
 * of a failure — is here, so the rest of the worker reads and writes Strapi 5's shapes only.
 */

export type ApiVersion = 'v3' | 'v4' | 'v5'

export const parseApiVersion = (value: string | undefined): ApiVersion =>
  value === 'v3' || value === 'v4' ? value : 'v5'

/**
 * The spec's fallback (docs/spec.md §16.4) when the server gave no error body: name UnknownError, status 500 and the error
 * message; nested under `error` from v4 on, flat with `statusCode` for v3.
 */
export function fallbackErrorBody(version: ApiVersion, message: string) {
  return version === 'v3'
    ? { error: 'UnknownError', message, statusCode: 500 }
    : { data: null, error: { status: 500, name: 'UnknownError', message } }
}

/**
 * v4 wraps every entry in `{ id, attributes }` and every relation or media in `{ data }`; v5 and v3 are
 * flat. This flattens v4 so one set of mappers reads every version.
 */
function flattenV4(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenV4)
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  if ('data' in value && keys.every((key) => key === 'data' || key === 'meta')) return flattenV4(value.data)
  if (isRecord(value.attributes)) return flattenV4({ id: value.id, ...value.attributes })
  return Object.fromEntries(keys.map((key) => [key, flattenV4(value[key])]))
}

export type RawEntry = Record<string, unknown>

/** The entries of a collection answer, flat, with the pagination the server reported. */
export function readCollection(body: unknown, version: ApiVersion): Paginated<RawEntry> {
  if (version === 'v3') {
    const items = Array.isArray(body) ? body.filter(isRecord) : []
    return { items, page: 1, pageSize: items.length, pageCount: 1, total: items.length }
  }
  const record = isRecord(body) ? body : {}
  const data = version === 'v4' ? flattenV4(record.data) : record.data
  const items = Array.isArray(data) ? data.filter(isRecord) : []
  const pagination = isRecord(record.meta) && isRecord(record.meta.pagination) ? record.meta.pagination : {}
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)
  return {
    items,
    page: number(pagination.page, 1),
    pageSize: number(pagination.pageSize, items.length),
    pageCount: number(pagination.pageCount, 1),
    total: number(pagination.total, items.length),
  }
}

/** Whether a collection answer holds a list of entries (v4 and v5 under `data`; v3 is the list). */
export function isCollectionAnswer(body: unknown, version: ApiVersion): boolean {
  if (version === 'v3') return Array.isArray(body)
  return isRecord(body) && Array.isArray(body.data)
}

/** A single-type answer (home, radio) as one flat entry, or null. */
export function readSingle(body: unknown, version: ApiVersion): RawEntry | null {
  if (version === 'v3') return isRecord(body) ? body : null
  const data = isRecord(body) ? body.data : undefined
  const flat = version === 'v4' ? flattenV4(data) : data
  return isRecord(flat) ? flat : null
}

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

/** The query of a single type (home, radio) in a language, with what to populate (v3 populates everything). */
export const singleQuery = (
  version: ApiVersion,
  locale: Locale,
  populate: unknown,
): Record<string, unknown> => (version === 'v3' ? { _locale: locale } : { locale, populate })

/** The words of an error body in any version's shape, first match wins. */
const Worded = v.union([
  // v4, v5
  v.pipe(
    ErrorBody,
    v.transform((body) => body.error.message),
    v.string(),
  ),
  // v3
  v.pipe(
    v.object({ message: v.string() }),
    v.transform((body) => body.message),
  ),
  // v3 validation errors: { message: [{ messages: [{ id, message }] }] }
  v.pipe(
    v.object({ message: v.tuple([v.object({ messages: v.tuple([v.object({ message: v.string() })]) })]) }),
    v.transform((body) => body.message[0].messages[0].message),
  ),
  v.pipe(
    v.object({ error: v.string() }),
    v.transform((body) => body.error),
  ),
])

/** The message of a CMS error body in any version's shape. */
export function errorMessage(body: unknown): string | undefined {
  const parsed = v.safeParse(Worded, body)
  return parsed.success ? parsed.output : undefined
}

/** Whether a parsed body is an error body the server wrote (rather than, say, an HTML error page). */
export const isErrorBody = (body: unknown) => errorMessage(body) !== undefined

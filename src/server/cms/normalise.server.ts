import type { Paginated } from '../../lib/domain'
import type { ApiVersion } from './errors.server'
import { isRecord } from './errors.server'

/**
 * v4 wraps every entry in `{ id, attributes }` and every relation or media in `{ data }`; v5 and v3 are
 * flat. This flattens v4 so one set of mappers reads every version.
 */
export function flattenV4(value: unknown): unknown {
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

/** A single-type answer (home, radio) as one flat entry, or null. */
export function readSingle(body: unknown, version: ApiVersion): RawEntry | null {
  if (version === 'v3') return isRecord(body) ? body : null
  const data = isRecord(body) ? body.data : undefined
  const flat = version === 'v4' ? flattenV4(data) : data
  return isRecord(flat) ? flat : null
}

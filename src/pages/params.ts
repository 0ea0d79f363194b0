import { pageNotFound } from '../lib/errors'
import type { ParsedQuery } from '../lib/query'
import { LAST_PAGE } from '../server/page-query.server'

/** `?page=` as a page number; anything else is page 1 (cacheable pages only ever see canonical ones). */
export function pageNumber(query: ParsedQuery): number {
  const value = Number(query.page)
  return Number.isInteger(value) && value >= 1 && value <= LAST_PAGE ? value : 1
}

/** A single string query value matching `pattern`, or undefined. */
export function queryValue(query: ParsedQuery, name: string, pattern: RegExp): string | undefined {
  const value = query[name]
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

/** An entry that must exist: unknown slugs become the not-found page (docs/spec.md §7.2). */
export function found<T>(value: T | null | undefined, path: string): T {
  if (value === null || value === undefined) throw pageNotFound(path)
  return value
}

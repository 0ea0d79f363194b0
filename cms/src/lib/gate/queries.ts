import {
  CONTENT_LOCALES,
  CONTENT_READS,
  type ContentRead,
  type ContentType,
  type FilterTree,
  LAST_PAGE,
  MAX_PAGE_SIZE,
  type PopulateTree,
  VALUE_PATTERNS,
} from '../../shared/content-reads'
import { isSingleContentPath } from '../../shared/content-types'

/**
 * What a query may ask of the database (docs/spec.md §18.11), decided on the query as Strapi itself parsed it
 * (`ctx.query`: qs with Strapi's options, config/middlewares `strapi::query`), so the gate and the controller
 * read one thing:
 * - a content read (the site's reads of public content) is one of the shapes the site makes
 *   (shared/content-reads.ts): its filters, order, fields, populate and page, each as the site sends it, and a
 *   status that is absent or `published` — `draft` only for the site's draft reader;
 * - any other query that filters (staff tools on the content API, the admin's lists) stays within a bound
 *   on its logical branches, their nesting and the relations it crosses: each relation or component a filter
 *   names is a join, and joins under `$or` multiply the rows the database walks (seven branches over a
 *   venue's opening hours held SQLite's one thread for 8–17 s).
 * Each check answers why a query is refused, or undefined when it may go on.
 */

type Query = Record<string, unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ownKeys = (value: Record<string, unknown>) => Object.keys(value)

/** A whole number written as the site writes it (no sign, no leading zero, no exponent), within `max`. */
const isCount = (value: unknown, max: number): boolean =>
  typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) && Number(value) <= max

/** `value` is one string, or a list of strings of at most `max` (qs gives a list for `name[0]=…`). */
const stringsOf = (value: unknown, max: number): string[] | undefined => {
  const list = typeof value === 'string' ? [value] : value
  if (!Array.isArray(list) || list.length === 0 || list.length > max) return undefined
  return list.every((item): item is string => typeof item === 'string') ? list : undefined
}

/** Why `filters` is not a part of `tree`, or undefined. */
const filterProblem = (filters: unknown, tree: FilterTree, path: string): string | undefined => {
  if (!isRecord(filters) || ownKeys(filters).length === 0) return `${path} is not a filter the site uses`
  for (const key of ownKeys(filters)) {
    const allowed = Object.hasOwn(tree, key) ? tree[key] : undefined
    const value = filters[key]
    if (allowed === undefined) return `${path}[${key}] is not a filter the site uses`
    if (typeof allowed === 'string') {
      if (typeof value !== 'string' || !VALUE_PATTERNS[allowed].test(value))
        return `${path}[${key}] is not a ${allowed}`
    } else {
      const problem = filterProblem(value, allowed, `${path}[${key}]`)
      if (problem) return problem
    }
  }
  return undefined
}

/** `tree` merged with `other`: what either populates. */
const mergePopulate = (tree: PopulateTree, other: PopulateTree): PopulateTree => {
  const merged: Record<string, true | { populate: PopulateTree }> = { ...tree }
  for (const [name, value] of Object.entries(other)) {
    const mine = merged[name]
    if (mine === undefined || mine === true) merged[name] = value
    else if (value !== true) merged[name] = { populate: mergePopulate(mine.populate, value.populate) }
  }
  return merged
}

/** Why `populate` is not a part of `tree`, or undefined. `true` is written `'true'` in a query. */
const populateProblem = (populate: unknown, tree: PopulateTree, path: string): string | undefined => {
  if (!isRecord(populate)) return `${path} is not what the site populates`
  for (const key of ownKeys(populate)) {
    const allowed = Object.hasOwn(tree, key) ? tree[key] : undefined
    const value = populate[key]
    if (allowed === undefined) return `${path}[${key}] is not what the site populates`
    if (value === 'true') continue
    if (allowed === true || !isRecord(value) || ownKeys(value).join() !== 'populate') {
      return `${path}[${key}] is not what the site populates`
    }
    const problem = populateProblem(value.populate, allowed.populate, `${path}[${key}][populate]`)
    if (problem) return problem
  }
  return undefined
}

/** One read of a content type: a list (`find`), one entry (`findOne`) or a single type. */
export interface ContentRoute {
  type: ContentType
  one: boolean
}

const LIST_PARAMS = new Set(['locale', 'status', 'filters', 'sort', 'pagination', 'fields', 'populate'])
const ONE_PARAMS = new Set(['locale', 'status', 'fields', 'populate'])

/**
 * Why a content read's query is not one the site makes, or undefined. `drafts`: the request is the site's
 * draft reader's (its own credential beside the worker's secret), the one caller that may ask `status=draft`.
 */
export function contentReadProblem(route: ContentRoute, query: Query, drafts: boolean): string | undefined {
  const read: ContentRead = CONTENT_READS[route.type]
  const params = route.one || isSingleContentPath(route.type) ? ONE_PARAMS : LIST_PARAMS
  for (const name of ownKeys(query)) {
    if (!params.has(name)) return `${name} is not a parameter the site sends`
  }
  const { locale, status, filters, sort, pagination, fields, populate } = query
  if (locale !== undefined && !(CONTENT_LOCALES as readonly unknown[]).includes(locale))
    return 'locale is not en or es'
  if (status !== undefined && status !== 'published' && !(drafts && status === 'draft')) {
    return 'status is absent or published (drafts are the draft reader’s)'
  }
  if (filters !== undefined) {
    if (!read.filters) return 'filters are not used on this type'
    const problem = filterProblem(filters, read.filters, 'filters')
    if (problem) return problem
  }
  if (sort !== undefined) {
    const order = stringsOf(sort, 1)?.[0]
    if (!order || !Object.values(read.sorts ?? {}).includes(order))
      return 'sort is not an order the site uses'
  }
  if (pagination !== undefined) {
    if (!isRecord(pagination) || ownKeys(pagination).some((key) => key !== 'page' && key !== 'pageSize')) {
      return 'pagination is page and pageSize only'
    }
    if (pagination.page !== undefined && !isCount(pagination.page, LAST_PAGE)) return `page is 1–${LAST_PAGE}`
    if (pagination.pageSize !== undefined && !isCount(pagination.pageSize, MAX_PAGE_SIZE)) {
      return `pageSize is 1–${MAX_PAGE_SIZE}`
    }
  }
  if (fields !== undefined) {
    const named = stringsOf(fields, read.fields?.length ?? 0)
    if (
      !named ||
      new Set(named).size !== named.length ||
      named.some((field) => !read.fields?.includes(field))
    ) {
      return 'fields are not the fields the site reads'
    }
  }
  if (populate !== undefined) {
    const tree = read.populate.reduce(mergePopulate, {})
    const problem = populateProblem(populate, tree, 'populate')
    if (problem) return problem
  }
  return undefined
}

/** The bound on a filter that is not a content read's (see the top of this file). */
export const FILTER_BOUND = {
  /** Branches of all `$or`/`$and`/`$not` together. */
  branches: 8,
  /** `$or`/`$and`/`$not` inside one another. */
  nesting: 2,
  /** Relations or components named anywhere in the filter (each a join). */
  joins: 3,
  /** Conditions in all. */
  conditions: 20,
}

const LOGICAL = new Set(['$or', '$and', '$not'])

/** Names a Strapi filter reads that are not attributes (a condition's operator or its options). */
const isOperator = (key: string) => key.startsWith('$')

/**
 * Why `filters` is beyond FILTER_BOUND, or undefined. An attribute whose value holds another attribute
 * (not only operators) is a relation or a component: a join. Counted on the shape alone, without the schema:
 * a scalar never holds an attribute, so nothing is counted twice or missed.
 */
export function filterBoundProblem(filters: unknown): string | undefined {
  const count = { branches: 0, joins: 0, conditions: 0 }
  let tooDeep = false
  const walk = (node: unknown, nesting: number): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, nesting)
      return
    }
    if (!isRecord(node)) {
      count.conditions += 1
      return
    }
    for (const key of ownKeys(node)) {
      const value = node[key]
      if (LOGICAL.has(key)) {
        if (nesting + 1 > FILTER_BOUND.nesting) tooDeep = true
        count.branches += Array.isArray(value) ? value.length : isRecord(value) ? ownKeys(value).length : 1
        walk(value, nesting + 1)
      } else {
        if (!isOperator(key) && isRecord(value) && ownKeys(value).some((inner) => !isOperator(inner)))
          count.joins += 1
        walk(value, nesting)
      }
    }
  }
  walk(filters, 0)
  if (tooDeep) return `$or, $and and $not nest at most ${FILTER_BOUND.nesting} deep`
  if (count.branches > FILTER_BOUND.branches)
    return `at most ${FILTER_BOUND.branches} branches of $or, $and and $not`
  if (count.joins > FILTER_BOUND.joins)
    return `at most ${FILTER_BOUND.joins} relations or components in a filter`
  if (count.conditions > FILTER_BOUND.conditions)
    return `at most ${FILTER_BOUND.conditions} conditions in a filter`
  return undefined
}

import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'

const RESERVATION = 'api::reservation.reservation'
const READ = 'plugin::content-manager.explorer.read'
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count'])
const LOGICAL = new Set(['$or', '$and', '$not'])
/**
 * What every list is ordered and told apart by, whatever the role reads: ids, and Strapi's own timestamps, which
 * a role's field list never names but every list shows and sorts by (the newsletter, playlist and page lists open
 * on "Last changed"; refused, an editor met "Something went wrong" instead of the list).
 */
const ALWAYS_READABLE = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'])

/**
 * What a booking is searched by (docs/spec.md §27.4): its reference, the guest's name and phone — what the
 * door asks a guest — and, for whoever may read it, the e-mail address. Never the token and key hashes, nor
 * anything else.
 */
export const SEARCHED_FIELDS = ['reference', 'name', 'phone', 'email'] as const

interface Ability {
  can(action: string, subject: string, field?: string): boolean
}

interface AdminRequest {
  state?: { userAbility?: Ability }
  params?: { model?: string }
  query?: { filters?: unknown; sort?: unknown }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The attributes a filter names at its own level (`$or`/`$and`/`$not` opened; a relation's own fields are its). */
const filtered = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(filtered)
  if (!isRecord(node)) return []
  return Object.entries(node).flatMap(([key, value]) =>
    LOGICAL.has(key) ? filtered(value) : key.startsWith('$') ? [] : [key],
  )
}

/** The attributes an order names: `name:asc,date:desc`, a list of those, or `{ name: 'asc' }`. */
const sorted = (sort: unknown): string[] => {
  if (typeof sort === 'string')
    return sort.split(',').map((part) => part.split(':')[0]?.split('.')[0]?.trim() ?? '')
  if (Array.isArray(sort)) return sort.flatMap(sorted)
  if (isRecord(sort)) return Object.keys(sort).map((key) => key.split('.')[0] ?? key)
  return []
}

/**
 * An administrator's list of a type asks only about fields their role reads (docs/spec.md §27.4). Strapi's
 * content manager checks what it answers against the role's fields, but not what the query filters or orders
 * by, nor what its search (`_q`) matches — every string column, e-mail and token hashes included — so door
 * staff could tell a guest's address by filtering on it, ordering by it, or searching it one letter at a time
 * (284 searches). Here, for every list the admin reads (a document-service middleware, so every way to the
 * list is covered):
 * - a filter or an order naming a field the role does not read is refused (403) — the filters the role's own
 *   conditions add are Strapi's, in the document query, and are not the request's;
 * - a search of bookings becomes an explicit `$or` over SEARCHED_FIELDS the role reads, beside the list's
 *   filters (a full-access API token, with no role, reads them all).
 */
export const registerReadableQueries = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as { uid: string; action: string; params?: Record<string, unknown> }
    if (!READ_ACTIONS.has(ctx.action) || !ctx.params) return next()
    const request = strapi.requestContext.get() as AdminRequest | undefined
    const ability = request?.state?.userAbility
    if (ability && request?.params?.model === ctx.uid) {
      const named = [...filtered(request.query?.filters), ...sorted(request.query?.sort)]
      const unreadable = [...new Set(named)].filter(
        (field) => !ALWAYS_READABLE.has(field) && !ability.can(READ, ctx.uid, field),
      )
      if (unreadable.length)
        throw new errors.ForbiddenError(`You may not filter or order by ${unreadable.join(', ')}`)
    }
    const search = ctx.params._q
    if (ctx.uid !== RESERVATION || search === undefined) return next()
    const { _q: _dropped, filters, ...rest } = ctx.params
    const text = typeof search === 'string' ? search.trim() : ''
    if (text) {
      const fields = SEARCHED_FIELDS.filter((field) => !ability || ability.can(READ, RESERVATION, field))
      // Nothing the searcher may read to search by: nothing matches.
      const matching = fields.length
        ? { $or: fields.map((field) => ({ [field]: { $containsi: text } })) }
        : { id: { $null: true } }
      ctx.params = { ...rest, filters: filters ? { $and: [filters, matching] } : matching }
    } else {
      ctx.params = { ...rest, ...(filters !== undefined && { filters }) }
    }
    return next()
  })
}

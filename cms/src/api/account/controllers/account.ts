import type { Core } from '@strapi/strapi'
import { FieldErrors } from '../../../lib/errors'
import { readName } from '../../../lib/fields'
import type { AccountKey, Renamed } from '../../../shared/answers'

interface AccountContext {
  query: Record<string, unknown>
  request: { body?: unknown }
  state: { user?: { id: number } | null }
  body: unknown
  badRequest(message: string): void
  unauthorized(message: string): void
}

const USER_UID = 'plugin::users-permissions.user'

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The account an identifier names, matched as users-permissions matches a sign-in (the e-mail in lower
   * case, or the username as written): `user:<id>`, or `name:<identifier>` when there is none — the same
   * answer shape either way, and only the worker ever sees it.
   */
  async key(ctx: AccountContext) {
    const identifier = typeof ctx.query.identifier === 'string' ? ctx.query.identifier.trim() : ''
    if (!identifier || identifier.length > 254) return ctx.badRequest('identifier is required')
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
      select: ['id'],
    })) as { id: number } | null
    ctx.body = {
      data: { key: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}` },
    } satisfies AccountKey
  },

  /**
   * The signed-in user's own name (`/account/register`, docs/spec.md §12.4): the one field of the account a
   * user changes (users-permissions lets the authenticated role update nothing of itself).
   */
  async rename(ctx: AccountContext) {
    const user = ctx.state.user
    if (!user) return ctx.unauthorized('Sign in first')
    const body = ctx.request.body
    const problems = new FieldErrors()
    const name = readName(
      typeof body === 'object' && body !== null ? (body as { name?: unknown }).name : undefined,
      problems,
    )
    problems.throwIfAny()
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { name } })
    ctx.body = { data: { name } } satisfies Renamed
  },
})

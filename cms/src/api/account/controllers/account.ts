import type { Core } from '@strapi/strapi';

interface KeyContext {
  query: Record<string, unknown>;
  body: unknown;
  badRequest(message: string): void;
}

/**
 * The account an identifier names, matched as users-permissions matches a sign-in (the e-mail in lower case,
 * or the username as written): `user:<id>`, or `name:<identifier>` when there is none — the same answer
 * shape either way, and only the worker ever sees it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async key(ctx: KeyContext) {
    const identifier = typeof ctx.query.identifier === 'string' ? ctx.query.identifier.trim() : '';
    if (!identifier || identifier.length > 254) return ctx.badRequest('identifier is required');
    const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
      select: ['id'],
    })) as { id: number } | null;
    ctx.body = { data: { key: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}` } };
  },
});

import type { Core } from '@strapi/strapi';

const RESERVATION = 'api::reservation.reservation';
const READ = 'plugin::content-manager.explorer.read';
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/**
 * What a booking is searched by (docs/spec.md §27): its reference, the guest's name and phone — what the door
 * asks a guest — and, for whoever may read it, the e-mail address. Never the token and key hashes, nor
 * anything else.
 */
export const SEARCHED_FIELDS = ['reference', 'name', 'phone', 'email'] as const;

interface Ability {
  can(action: string, subject: string, field?: string): boolean;
}

/**
 * The admin's search of the bookings list (`_q`) covers only fields the searcher may read (docs/spec.md §27).
 * Strapi's own search matches the text against every string column of the type — e-mail and token hashes
 * included — whatever the searcher's role may read, so door staff could recover a guest's address one letter
 * at a time (284 searches). Here a search of bookings becomes an explicit `$or` over SEARCHED_FIELDS the
 * searcher's role reads (an administrator's ability; a full-access API token reads them all), beside any
 * filter the list already has.
 */
export const registerReservationSearch = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as { uid: string; action: string; params?: Record<string, unknown> };
    const search = ctx.params?._q;
    if (ctx.uid !== RESERVATION || !READ_ACTIONS.has(ctx.action) || !ctx.params || search === undefined) return next();
    const { _q: _dropped, filters, ...rest } = ctx.params;
    const text = typeof search === 'string' ? search.trim() : '';
    if (text) {
      const request = strapi.requestContext.get() as { state?: { userAbility?: Ability } } | undefined;
      const ability = request?.state?.userAbility;
      const fields = SEARCHED_FIELDS.filter((field) => !ability || ability.can(READ, RESERVATION, field));
      // Nothing the searcher may read to search by: nothing matches.
      const matching = fields.length ? { $or: fields.map((field) => ({ [field]: { $containsi: text } })) } : { id: { $null: true } };
      ctx.params = { ...rest, filters: filters ? { $and: [filters, matching] } : matching };
    } else {
      ctx.params = { ...rest, ...(filters !== undefined && { filters }) };
    }
    return next();
  });
};

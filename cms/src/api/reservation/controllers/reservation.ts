import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { fieldError } from '../../../lib/errors';
import { availability, bookTable, parseAvailabilityQuery, parseBooking, reservationsOf, SlotFullError } from '../../../lib/reservations';

type Ctx = {
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { id: number } | null };
  status: number;
  body: unknown;
};

export default factories.createCoreController('api::reservation.reservation', ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/reservations/availability?venue=ibiza&date=YYYY-MM-DD&partySize=N */
  async availability(ctx: Ctx) {
    const query = await parseAvailabilityQuery(strapi, ctx.query);
    ctx.body = { data: await availability(strapi, query) };
  },

  /** POST /api/reservations { data: { venue, date, time, partySize, name, email, phone, notes, consent, locale } } (the worker only) */
  async book(ctx: Ctx) {
    const booking = await parseBooking(strapi, ctx.request.body);
    try {
      ctx.body = { data: await bookTable(strapi, booking, ctx.state.user?.id ?? null) };
      ctx.status = 201;
    } catch (err) {
      if (!(err instanceof SlotFullError)) throw err;
      ctx.status = 409;
      ctx.body = {
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          message: err.message,
          details: { left: err.left, errors: [fieldError('time', 'slotFull', err.message, 'ConflictError')] },
        },
      };
    }
  },

  /** GET /api/reservations/mine (signed-in users): their reservations, newest first. */
  async mine(ctx: Ctx) {
    const user = ctx.state.user;
    if (!user) {
      ctx.status = 401;
      ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } };
      return;
    }
    ctx.body = { data: await reservationsOf(strapi, user.id) };
  },
}));

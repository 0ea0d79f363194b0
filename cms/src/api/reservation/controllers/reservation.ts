import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { createReservations, SlotFullError } from '../../../lib/reservations';

type Ctx = {
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { id: number } | null };
  status: number;
  body: unknown;
};

export default factories.createCoreController('api::reservation.reservation', ({ strapi }: { strapi: Core.Strapi }) => {
  const reservations = createReservations(strapi);
  return {
    /** GET /api/reservations/availability?venue=ibiza&date=YYYY-MM-DD&partySize=N */
    async availability(ctx: Ctx) {
      const { venue, date, partySize } = await reservations.parseAvailabilityQuery(ctx.query);
      ctx.body = { data: await reservations.availability(venue, date, partySize) };
    },

    /** POST /api/reservations { data: { venue, date, time, partySize, name, email, phone, notes, consent, locale } } */
    async book(ctx: Ctx) {
      const input = await reservations.parseBooking(ctx.request.body);
      try {
        const data = await reservations.book(input, ctx.state.user?.id ?? null);
        ctx.status = 201;
        ctx.body = { data };
      } catch (err) {
        if (err instanceof SlotFullError) {
          ctx.status = 409;
          ctx.body = {
            data: null,
            error: { status: 409, name: 'ConflictError', message: err.message, details: { left: err.left } },
          };
          return;
        }
        throw err;
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
      ctx.body = { data: await reservations.mine(user.id) };
    },
  };
});

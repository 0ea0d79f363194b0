import type { Core } from '@strapi/strapi'
import { factories } from '@strapi/strapi'
import { removeSubscriber, sendConfirmationMail, storeSubscriber } from '../../../lib/newsletter'
import type { ConfirmationMailed, Subscribed, Unsubscribed } from '../../../shared/answers'

type Ctx = { request: { body?: unknown }; status: number; body: unknown }

export default factories.createCoreController(
  'api::subscriber.subscriber',
  ({ strapi }: { strapi: Core.Strapi }) => ({
    /** POST /api/newsletter/confirmation-mail → 202 (the worker only): the link is mailed, nothing is stored. */
    async confirmationMail(ctx: Ctx) {
      await sendConfirmationMail(strapi, ctx.request.body)
      ctx.status = 202
      ctx.body = { data: { sent: true } } satisfies ConfirmationMailed
    },
    /** POST /api/newsletter/subscribers → 201 new, 200 updated (the worker only, after the link was opened). */
    async subscribe(ctx: Ctx) {
      const { created } = await storeSubscriber(strapi, ctx.request.body)
      ctx.status = created ? 201 : 200
      ctx.body = { data: { subscribed: true } } satisfies Subscribed
    },
    /** POST /api/newsletter/unsubscribe → 200, or 404 for a link nobody holds (the worker only). */
    async unsubscribe(ctx: Ctx) {
      if (await removeSubscriber(strapi, ctx.request.body)) {
        ctx.status = 200
        ctx.body = { data: { unsubscribed: true } } satisfies Unsubscribed
        return
      }
      ctx.status = 404
      ctx.body = {
        data: null,
        error: {
          status: 404,
          name: 'NotFoundError',
          message: 'No subscription has this link',
          details: { code: 'notFound' },
        },
      }
    },
  }),
)

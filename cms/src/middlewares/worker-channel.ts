import net from 'node:net'
import type { Core } from '@strapi/strapi'
import { configuredWorkerSecret, MIN_SECRET_LENGTH, workerCredential } from '../lib/worker-secret'
import { CLIENT_IP_HEADER, WORKER_SECRET_HEADER } from '../shared/worker-channel'

interface KoaContext {
  get(field: string): string
  request: { ip: string }
}

/**
 * Every call from the site comes from the worker's address, so without this Strapi's per-IP auth rate
 * limit (users-permissions: 10 calls a minute per IP and path) would count all visitors as one and 11
 * failed sign-ins would lock everybody out. For calls that carry the worker's secret, the visitor's
 * address in `x-client-ip` becomes the request's IP: the limit (and the log) then see each visitor.
 * We key on the visitor rather than skipping the limit for the worker because the worker throttles
 * only sign-ins; register, forgot-password and the rest keep Strapi's limit per visitor as their only
 * one. `x-client-ip` from anyone else is ignored, so direct callers stay limited per real address.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!configuredWorkerSecret()) {
    // Its name was WORKER_SECRET until both sides took the worker's name: say so to a CMS still set up that way.
    if (process.env.WORKER_SECRET)
      strapi.log.warn('[worker-channel] WORKER_SECRET is now called CMS_WORKER_SECRET: rename it')
    strapi.log.warn(
      `[worker-channel] CMS_WORKER_SECRET is not set (or shorter than ${MIN_SECRET_LENGTH} characters): ` +
        'POST /api/reservations and /api/submissions refuse every call, and x-client-ip is never trusted',
    )
  }
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const clientIp = ctx.get(CLIENT_IP_HEADER).trim()
    if (clientIp && net.isIP(clientIp) && workerCredential(ctx.get(WORKER_SECRET_HEADER)) === 'valid') {
      ctx.request.ip = clientIp
    }
    await next()
  }
}

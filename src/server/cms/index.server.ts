import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { clientAddress } from '../limits/client-address.server'
import { createCmsClient } from './client.server'
import { parseApiVersion } from './strapi-versions.server'

/** The CMS client for a visitor's calls, outside a request too (a Durable Object calls on a visitor's behalf). */
export function cmsClientFor(env: Env, clientIp: string | undefined, requestId = '', locale?: string) {
  return createCmsClient({
    baseUrl: env.CMS_URL,
    prefix: env.CMS_API_PREFIX,
    version: parseApiVersion(env.CMS_API_VERSION),
    workerSecret: env.CMS_WORKER_SECRET,
    clientIp,
    locale,
    onError(error, request) {
      console.error(`[cms] ${requestId} ${request.method} ${request.url} → ${error.status} ${error.message}`)
    },
  })
}

export const cmsClient = (c: Context<AppEnv>) =>
  cmsClientFor(c.env, clientAddress(c), c.get('requestId') ?? '', c.get('locale'))

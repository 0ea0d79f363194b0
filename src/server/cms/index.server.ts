import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { clockOf } from '../clock.server'
import { sharedAnswers } from '../content/answers.server'
import { draftAnswers } from '../content/drafts.server'
import { clientAddress } from '../limits/client-address.server'
import { sitePathOfMedia } from '../media.server'
import { createCmsClient } from './client.server'
import { type Content, createContent } from './content.server'
import { createMappers } from './mappers.server'
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

/**
 * The content functions for this request: public answers from the isolate and the shields (content/). In draft
 * mode every read is a draft straight from Strapi (content/drafts.server.ts) and no tier keeps it: a draft is
 * never where anyone else could be served it (docs/spec.md §17.10).
 */
export function contentFor(c: Context<AppEnv>): Content {
  return createContent({
    client: cmsClient(c),
    read: c.get('draftMode') === true ? draftAnswers(c) : sharedAnswers(c),
    map: createMappers(sitePathOfMedia(c.env)),
    now: () => clockOf(c).now(),
  })
}

import type { Context } from 'hono'
import type { AppEnv, Env } from '../../config'
import { createEdgeCache, uncached } from './cache.server'
import { createCmsClient, parseApiVersion } from './client.server'
import { type Content, createContent } from './content.server'
import { createMappers } from './mappers'

const CONTENT_VERSION_KEY = 'content-version'

declare module 'hono' {
  interface ContextVariableMap {
    contentVersion: Promise<string>
  }
}

/**
 * The content version every cache key carries; the purge endpoint moves it on. Read from KV once per
 * request, however many CMS answers and pages the request looks up.
 */
export function contentVersion(c: Context<AppEnv>): Promise<string> {
  let version = c.get('contentVersion')
  if (!version) {
    version = c.env.CONTENT?.get(CONTENT_VERSION_KEY).then((value) => value ?? '0') ?? Promise.resolve('0')
    c.set('contentVersion', version)
  }
  return version
}

export async function bumpContentVersion(env: Env): Promise<string> {
  const version = Date.now().toString(36)
  await env.CONTENT?.put(CONTENT_VERSION_KEY, version)
  return version
}

export function cmsClient(c: Context<AppEnv>) {
  return createCmsClient({
    baseUrl: c.env.CMS_URL,
    prefix: c.env.CMS_API_PREFIX,
    version: parseApiVersion(c.env.CMS_API_VERSION),
    workerSecret: c.env.CMS_WORKER_SECRET,
    clientIp: c.req.header('CF-Connecting-IP'),
    onError(error, request) {
      console.error(
        `[cms] ${c.get('requestId') ?? ''} ${request.method} ${request.url} → ${error.status} ${error.message}`,
      )
    },
  })
}

/** The content functions for this request; public answers go through the edge cache. */
export function contentFor(c: Context<AppEnv>): Content {
  const edgeCache =
    typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
  const cached = edgeCache
    ? createEdgeCache({
        cache: edgeCache,
        contentVersion: () => contentVersion(c),
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      })
    : uncached
  return createContent({ client: cmsClient(c), cached, map: createMappers(new URL(c.env.CMS_URL).origin) })
}

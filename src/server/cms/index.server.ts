import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { clientAddress } from '../limits/client-address.server'
import { sitePathOfMedia } from '../media.server'
import { type MemoryTier, memoryTier } from '../memory-cache.server'
import { createEdgeCache, oncePerRequest, uncached } from './cache.server'
import { createCmsClient, parseApiVersion } from './client.server'
import { type Content, createContent } from './content.server'
import { createMappers } from './mappers.server'

const CONTENT_VERSION_KEY = 'content-version'

/**
 * How long an isolate trusts the content version it last read from KV. A purge is therefore visible
 * wherever KV already shows the new version plus at most this long (docs/spec.md §17.6); in between,
 * pages and CMS answers are served from memory without any KV read.
 */
export const VERSION_TTL_MS = 5_000
/** From this age on, one request refreshes the version in the background, so busy isolates never wait. */
export const VERSION_REFRESH_MS = 4_000
/** A background refresh that has not ended by then (its request was cancelled) no longer blocks another. */
const REFRESH_GIVE_UP_MS = 1_000

declare module 'hono' {
  interface ContextVariableMap {
    contentVersion: Promise<string>
  }
}

/**
 * Keeps what KV said at `readAt`, unless something newer is known (a purge in this isolate while a read
 * was under way). A new version makes every remembered page and answer unreachable: their memory is freed.
 */
function rememberVersion(tier: MemoryTier, value: string, readAt: number) {
  if (tier.version && tier.version.readAt > readAt) return
  if (tier.version && tier.version.value !== value) {
    tier.pages.clear()
    tier.answers.clear()
  }
  tier.version = { value, readAt }
}

/** The version from KV; `0` until the first purge (or without the namespace). */
async function readVersion(c: Context<AppEnv>, tier: MemoryTier): Promise<string> {
  const readAt = tier.now()
  const value = (await c.env.CONTENT?.get(CONTENT_VERSION_KEY)) ?? '0'
  rememberVersion(tier, value, readAt)
  return tier.version?.value ?? value
}

/**
 * The content version every cache key carries; the purge endpoint moves it on. The isolate keeps what it
 * read from KV for VERSION_TTL_MS (counted from the start of the read): younger, it is used as is, and
 * past VERSION_REFRESH_MS one request refreshes it in `waitUntil`; older, the request reads KV itself.
 * Requests never wait on each other's reads (a promise must not cross requests in Workers). One request
 * keeps the version it first saw, so a page never mixes two.
 */
export function contentVersion(c: Context<AppEnv>): Promise<string> {
  const known = c.get('contentVersion')
  if (known) return known
  const tier = memoryTier(c)
  const now = tier.now()
  const age = tier.version ? now - tier.version.readAt : Number.POSITIVE_INFINITY
  let version: Promise<string>
  if (tier.version && age < VERSION_TTL_MS) {
    version = Promise.resolve(tier.version.value)
    const refreshing = tier.refreshStartedAt !== undefined && now - tier.refreshStartedAt < REFRESH_GIVE_UP_MS
    if (age >= VERSION_REFRESH_MS && !refreshing) {
      tier.refreshStartedAt = now
      c.executionCtx.waitUntil(
        readVersion(c, tier)
          .catch((error: unknown) => console.warn('[cms] content version refresh failed', error))
          .finally(() => {
            tier.refreshStartedAt = undefined
          }),
      )
    }
  } else {
    version = readVersion(c, tier)
  }
  c.set('contentVersion', version)
  return version
}

/** Moves the version on in KV, and at once in this isolate (others see it within VERSION_TTL_MS). */
export async function bumpContentVersion(c: Context<AppEnv>): Promise<string> {
  const version = Date.now().toString(36)
  await c.env.CONTENT?.put(CONTENT_VERSION_KEY, version)
  const tier = memoryTier(c)
  rememberVersion(tier, version, tier.now())
  return version
}

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

/** The content functions for this request; public answers go through the edge cache. */
export function contentFor(c: Context<AppEnv>): Content {
  const edgeCache =
    typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
  const cached = oncePerRequest(
    edgeCache
      ? createEdgeCache({
          cache: edgeCache,
          contentVersion: () => contentVersion(c),
          waitUntil: (promise) => c.executionCtx.waitUntil(promise),
          memory: memoryTier(c).answers,
        })
      : uncached,
  )
  return createContent({ client: cmsClient(c), cached, map: createMappers(sitePathOfMedia(c.env)) })
}

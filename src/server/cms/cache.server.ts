import { type CacheEntry, type Cache as CachifiedCache, cachified } from '@epic-web/cachified'
import type { MemoryLru } from '../memory-cache.server'

/** Spec-level freshness: content is live within a minute, and an outage is covered for a day. */
export const FRESH_MS = 60_000
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000

export interface EdgeCacheDeps {
  cache: Cache
  /** Part of every key: bumping it (the purge endpoint) makes every earlier entry unreachable. */
  contentVersion: () => Promise<string>
  waitUntil: (promise: Promise<unknown>) => void
  /** The isolate's memory tier in front of the Cache API: a fresh answer there costs no Cache API call. */
  memory?: MemoryLru<CacheEntry>
}

export type CachedLoad = <T>(key: string, load: () => Promise<T>) => Promise<T>

/**
 * cachified's store for CMS answers: the isolate's memory for what is left of an entry's freshness, then
 * the Workers Cache API, where entries live a day (the stale-if-error window). Parsed answers in memory
 * are shared by the requests of the isolate, so they are never mutated.
 */
function edgeStore({ cache, memory }: EdgeCacheDeps): CachifiedCache {
  /** Memory cost of a parsed answer, estimated from its JSON (objects take about twice their text). */
  const remember = (key: string, entry: CacheEntry, json: string) =>
    memory?.set(key, entry, json.length * 2, entry.metadata.createdTime + FRESH_MS - Date.now())
  return {
    name: 'cms-edge',
    async get(key) {
      const remembered = memory?.get(key)
      if (remembered) return remembered
      const hit = await cache.match(new Request(key))
      if (!hit) return null
      const json = await hit.text()
      const entry = JSON.parse(json) as CacheEntry
      remember(key, entry, json)
      return entry
    },
    async set(key, entry) {
      const json = JSON.stringify(entry)
      const headers = {
        'content-type': 'application/json',
        'cache-control': `max-age=${STALE_IF_ERROR_MS / 1000}`,
      }
      await cache.put(new Request(key), new Response(json, { headers }))
      remember(key, entry, json)
    },
    delete: (key) => cache.delete(new Request(key)),
  }
}

/**
 * Stale-while-revalidate (`@epic-web/cachified`) over the isolate's memory and the Workers Cache API: an
 * answer younger than 60 s is served as is; an older one is served at once while a refresh runs in
 * `waitUntil`; entries live 24 h, so while the CMS is down pages keep their last good content for a day
 * (stale-if-error). With nothing cached the error surfaces (docs/spec.md §17.5, decision 004).
 */
export function createEdgeCache(deps: EdgeCacheDeps): CachedLoad {
  // cachified shares a pending load between callers of one store; one store per request keeps promises
  // from crossing requests (a cancelled request would leave the others waiting on it).
  const cache = edgeStore(deps)
  return async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = await cachified(
      {
        key: `https://cms-cache.invalid/${await deps.contentVersion()}/${encodeURIComponent(key)}`,
        cache,
        getFreshValue: load,
        ttl: FRESH_MS,
        staleWhileRevalidate: STALE_IF_ERROR_MS - FRESH_MS,
        waitUntil: deps.waitUntil,
      },
      () => (event) => {
        if (event.name === 'refreshValueError')
          console.warn('[cms] refresh failed, serving stale', event.error)
      },
    )
    return value as T
  }
}

/**
 * One answer per key for the whole of a request: the parts of a page that ask for the same content (a
 * form's schema and its handler both reading the venue) make one lookup and at most one CMS call. Per
 * request, never per isolate: a promise must not cross requests in Workers (a cancelled request would
 * leave the others waiting on it; decision 017). A failed lookup is forgotten, so asking again retries.
 */
export function oncePerRequest(cached: CachedLoad): CachedLoad {
  const answers = new Map<string, Promise<unknown>>()
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = answers.get(key)
    if (known) return known as Promise<T>
    const answer = cached(key, load)
    answers.set(key, answer)
    answer.catch(() => answers.delete(key))
    return answer
  }
}

/** Without a cache (user-specific calls), load directly. */
export const uncached: CachedLoad = (_key, load) => load()

/** Spec-level freshness: content is live within a minute, and an outage is covered for a day. */
export const FRESH_MS = 60_000
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000
const STORED_AT = 'x-stored-at'

export interface EdgeCacheDeps {
  cache: Cache
  /** Part of every key: bumping it (the purge endpoint) makes every earlier entry unreachable. */
  contentVersion: () => Promise<string>
  waitUntil: (promise: Promise<unknown>) => void
  now?: () => number
}

export type CachedLoad = <T>(key: string, load: () => Promise<T>) => Promise<T>

/** Loads already running in this isolate, so a burst of misses makes one CMS call. */
const inflight = new Map<string, Promise<unknown>>()

/**
 * Stale-while-revalidate on the Workers Cache API: an entry younger than 60 s is served as is; an older
 * one is served at once while a refresh runs in `waitUntil`; entries live 24 h, so while the CMS is down
 * pages keep their last good content for a day (stale-if-error). With nothing cached the error surfaces.
 */
export function createEdgeCache(deps: EdgeCacheDeps): CachedLoad {
  const now = deps.now ?? Date.now
  return async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const request = new Request(
      `https://cms-cache.invalid/${await deps.contentVersion()}/${encodeURIComponent(key)}`,
    )
    const store = () => {
      const running = inflight.get(request.url)
      if (running) return running as Promise<T>
      const task = load()
        .then(async (value) => {
          const headers = {
            'content-type': 'application/json',
            'cache-control': `max-age=${STALE_IF_ERROR_MS / 1000}`,
            [STORED_AT]: String(now()),
          }
          await deps.cache.put(request, new Response(JSON.stringify(value), { headers }))
          return value
        })
        .finally(() => inflight.delete(request.url))
      inflight.set(request.url, task)
      return task
    }

    const hit = await deps.cache.match(request)
    if (!hit) return store()
    const age = now() - Number(hit.headers.get(STORED_AT) ?? 0)
    if (age >= FRESH_MS) {
      deps.waitUntil(
        store().catch((error: unknown) => console.warn('[cms] refresh failed, serving stale', error)),
      )
    }
    return (await hit.json()) as T
  }
}

/** Without a cache (user-specific calls), load directly. */
export const uncached: CachedLoad = (_key, load) => load()

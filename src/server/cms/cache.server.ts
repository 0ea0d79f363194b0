import type { MemoryLru, RememberedAnswer } from '../memory-cache.server'

/** Spec-level freshness: content is live within a minute, and an outage is covered for a day. */
export const FRESH_MS = 60_000
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000
const STORED_AT = 'x-stored-at'

export interface EdgeCacheDeps {
  cache: Cache
  /** Part of every key: bumping it (the purge endpoint) makes every earlier entry unreachable. */
  contentVersion: () => Promise<string>
  waitUntil: (promise: Promise<unknown>) => void
  /** The isolate's memory tier in front of the Cache API: a fresh answer there costs no Cache API call. */
  memory?: MemoryLru<RememberedAnswer>
  now?: () => number
}

export type CachedLoad = <T>(key: string, load: () => Promise<T>) => Promise<T>

/**
 * Stale-while-revalidate on the Workers Cache API: an entry younger than 60 s is served as is; an older
 * one is served at once while a refresh runs in `waitUntil`; entries live 24 h, so while the CMS is down
 * pages keep their last good content for a day (stale-if-error). With nothing cached the error surfaces.
 * In front of it, the parsed answer stays in the isolate's memory for what is left of its 60 s (docs/spec.md
 * §17.5), so a warm render parses no JSON and asks no cache.
 */
export function createEdgeCache(deps: EdgeCacheDeps): CachedLoad {
  const now = deps.now ?? Date.now
  /** Memory cost of a parsed answer, estimated from its JSON (objects take about twice their text). */
  const remember = (url: string, value: unknown, json: string, storedAt: number) =>
    deps.memory?.set(url, { value }, json.length * 2, storedAt + FRESH_MS)

  return async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const url = `https://cms-cache.invalid/${await deps.contentVersion()}/${encodeURIComponent(key)}`
    const remembered = deps.memory?.get(url, now())
    if (remembered) return remembered.value as T

    const request = new Request(url)
    const store = () =>
      load().then(async (value) => {
        const storedAt = now()
        const json = JSON.stringify(value)
        const headers = {
          'content-type': 'application/json',
          'cache-control': `max-age=${STALE_IF_ERROR_MS / 1000}`,
          [STORED_AT]: String(storedAt),
        }
        await deps.cache.put(request, new Response(json, { headers }))
        remember(url, value, json, storedAt)
        return value
      })

    const hit = await deps.cache.match(request)
    if (!hit) return store()
    const storedAt = Number(hit.headers.get(STORED_AT) ?? 0)
    const json = await hit.text()
    const value = JSON.parse(json) as T
    if (now() - storedAt >= FRESH_MS) {
      deps.waitUntil(
        store().catch((error: unknown) => console.warn('[cms] refresh failed, serving stale', error)),
      )
    } else {
      remember(url, value, json, storedAt)
    }
    return value
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

import type { Context } from 'hono'
import { LRUCache } from 'lru-cache'
import type { AppEnv, Env } from '../../config'
import { systemClock } from '../clock.server'
import type { TagSnapshot } from './ledger.server'

/**
 * The in-isolate memory tier of the content cache (docs/spec.md §17.5, decisions 017 and 032): byte-capped LRUs
 * (`lru-cache`) held by the module, so they live as long as the isolate and are shared by its requests.
 * Each entry expires after the time its owner gives, on the tier's clock; the least recently used entries go first when the bytes would
 * exceed the cap, and an entry larger than the whole cap is not kept.
 */
export interface MemoryLru<V> {
  get(key: string): V | undefined
  /** `ttlMs`: how long the entry may be served; `Infinity` keeps it until it is evicted. */
  set(key: string, value: V, bytes: number, ttlMs: number): void
  clear(): void
  /** Bytes held now (tests, and the bench's report). */
  readonly bytes: number
}

export function createMemoryLru<V extends object>(maxBytes: number, now: () => number): MemoryLru<V> {
  // lru-cache needs a positive size; a tier of no bytes keeps nothing (the bench's Cache API row).
  if (maxBytes < 1) return { get: () => undefined, set() {}, clear() {}, bytes: 0 }
  // ttlResolution 0: the clock is read on every check, with no timer to cache it (timers belong to requests).
  const cache = new LRUCache<string, V>({ maxSize: maxBytes, ttlResolution: 0, perf: { now } })
  return {
    get: (key) => cache.get(key),
    set(key, value, bytes, ttlMs) {
      if (ttlMs <= 0) return
      cache.set(key, value, { size: Math.max(1, bytes), ttl: Number.isFinite(ttlMs) ? ttlMs : 0 })
    },
    clear: () => cache.clear(),
    get bytes() {
      return cache.calculatedSize
    },
  }
}

/** An anonymous page as the page caches keep it: the bytes every visitor gets, their validator, what it shows. */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>
  /** Strong ETag (a digest of `body`), quoted. */
  etag: string
  /**
   * The same bytes gzipped, once made (in memory only: pages.server.ts): what a browser that accepts gzip
   * gets, a fifth of the bytes.
   */
  gzip?: Uint8Array<ArrayBuffer>
  storedAt: number
  /** The ledger's sequence number the isolate knew when it rendered the page (content/ledger.server.ts). */
  seq: number
  /** The tags of what it shows (content/tags.server.ts). */
  tags: string[]
  /** The last snapshot of the ledger it was found current under (pages.server.ts, `isServable`). */
  currentUnder?: TagSnapshot
}

/**
 * A request shape the middleware chain has answered with a remembered page (front-door.server.ts): the page's
 * key, the headers that answer carried besides the page's own, and whether the shape takes gzip.
 */
export interface KnownRequest {
  key: string
  headers: [string, string][]
  gzip: boolean
  /**
   * The answers' headers, made once per stored page and encoding: a runtime copies a Headers cheaply, and
   * builds one from strings dearly.
   */
  prepared?: { page: StoredPage; gzip: boolean; ok: Headers; notModified: Headers }
}

/** A parsed answer as the isolate keeps it; shared by its requests, so never mutated. */
export interface StoredAnswer {
  body: unknown
  tags: string[]
  /** The ledger's sequence number the isolate knew when it asked for it. */
  seq: number
  storedAt: number
}

/** The ledger as this isolate last read it. */
export interface SnapshotSlot {
  snapshot: TagSnapshot
  readAt: number
  /** When a background refresh started, while it runs. */
  refreshingSince?: number
}

/** One isolate's memory: pages, CMS answers, known requests and the ledger's snapshot, on one clock. */
export interface MemoryTier {
  pages: MemoryLru<StoredPage>
  /** Parsed CMS answers with what they show; callers share them, so never mutated. */
  answers: MemoryLru<StoredAnswer>
  requests: MemoryLru<KnownRequest>
  now: () => number
  /** What was purged, as this isolate last read it (content/snapshot.server.ts). */
  tags?: SnapshotSlot
}

/** The default size of the whole tier (an isolate has 128 MB for everything). */
export const MEMORY_CACHE_MB = 32

/** `MEMORY_CACHE_MB` from the configuration; `0` turns the tier off (the bench's Cache API row). */
export function memoryBudget(value: string | undefined): number {
  const megabytes = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  return (Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : MEMORY_CACHE_MB) * 1024 * 1024
}

/** Half for pages, most of the rest for CMS answers, a sixteenth for known request shapes. */
export function createMemoryTier(maxBytes: number, now: () => number): MemoryTier {
  return {
    pages: createMemoryLru(maxBytes / 2, now),
    answers: createMemoryLru((maxBytes * 7) / 16, now),
    requests: createMemoryLru(maxBytes / 16, now),
    now,
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    memoryTier: MemoryTier
  }
}

/** One memory tier, sized by the first request's configuration; `now` is its clock (tests move it). */
export function memoryFor(now: () => number = systemClock.now): (env: Env) => MemoryTier {
  let tier: MemoryTier | undefined
  return (env) => {
    tier ??= createMemoryTier(memoryBudget(env.MEMORY_CACHE_MB), now)
    return tier
  }
}

/** Requests outside the app (and apps that set none) get a tier that keeps nothing. */
const noMemory = createMemoryTier(0, systemClock.now)

export const memoryTier = (c: Context<AppEnv>): MemoryTier => c.get('memoryTier') ?? noMemory

import type { Context } from 'hono'
import type { AppEnv } from '../config'

/**
 * The in-isolate memory tier (docs/spec.md §17.5, docs/decisions/017-memory-tier.md): a byte-capped LRU
 * kept in a module-level Map, so it lives as long as the isolate and is shared by its requests. Each entry
 * expires at a time its owner gives (pages and CMS answers keep the freshness they have in the Cache API);
 * the least recently used entries go first when the bytes would exceed the cap.
 */
export interface MemoryLru<V> {
  get(key: string, now: number): V | undefined
  set(key: string, value: V, bytes: number, expiresAt: number): void
  clear(): void
  /** Bytes held now (tests, and the bench's report). */
  readonly bytes: number
}

interface Slot<V> {
  value: V
  bytes: number
  expiresAt: number
}

export function createMemoryLru<V>(maxBytes: number): MemoryLru<V> {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently used first.
  const slots = new Map<string, Slot<V>>()
  let used = 0
  const drop = (key: string, slot: Slot<V>) => {
    slots.delete(key)
    used -= slot.bytes
  }
  return {
    get(key, now) {
      const slot = slots.get(key)
      if (!slot) return undefined
      drop(key, slot)
      if (slot.expiresAt <= now) return undefined
      slots.set(key, slot)
      used += slot.bytes
      return slot.value
    },
    set(key, value, bytes, expiresAt) {
      const previous = slots.get(key)
      if (previous) drop(key, previous)
      // An entry larger than the whole tier is not worth evicting everything else for.
      if (bytes > maxBytes) return
      for (const [oldest, slot] of slots) {
        if (used + bytes <= maxBytes) break
        drop(oldest, slot)
      }
      slots.set(key, { value, bytes, expiresAt })
      used += bytes
    },
    clear() {
      slots.clear()
      used = 0
    },
    get bytes() {
      return used
    },
  }
}

/** An anonymous page as the memory tier keeps it: the bytes every visitor gets and their validator. */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>
  /** Strong ETag (a digest of `body`), quoted. */
  etag: string
  storedAt: number
}

/** A parsed CMS answer; callers share it, so it is never mutated. */
export interface RememberedAnswer {
  value: unknown
}

/** The content version as this isolate last read it from KV (docs/spec.md §17.6). */
export interface VersionSlot {
  value: string
  readAt: number
}

/**
 * A request shape the middleware chain has answered with a remembered page: the rest of the page's key
 * (all but the content version) and the headers that answer carried besides the page's own.
 */
export interface KnownRequest {
  keyRest: string
  headers: [string, string][]
  /** Those headers with the page's own, made once per stored page: a runtime copies them cheaply. */
  prepared?: { etag: string; ok: Headers; notModified: Headers }
}

/** One isolate's memory: pages, CMS answers, known requests and the content version, on one clock. */
export interface MemoryTier {
  pages: MemoryLru<StoredPage>
  answers: MemoryLru<RememberedAnswer>
  requests: MemoryLru<KnownRequest>
  now: () => number
  version?: VersionSlot
  /** When a background refresh of the version started, while it runs. */
  refreshStartedAt?: number
}

/** The default size of the whole tier (an isolate has 128 MB for everything). */
export const MEMORY_CACHE_MB = 32

/** `MEMORY_CACHE_MB` from the configuration; `0` turns the tier off (the bench's Cache API row). */
export function memoryBudget(value: string | undefined): number {
  const megabytes = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  return (Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : MEMORY_CACHE_MB) * 1024 * 1024
}

/** Half for pages, most of the rest for CMS answers, a sixteenth for known request shapes. */
export function createMemoryTier(maxBytes: number, now: () => number = Date.now): MemoryTier {
  return {
    pages: createMemoryLru(maxBytes / 2),
    answers: createMemoryLru((maxBytes * 7) / 16),
    requests: createMemoryLru(maxBytes / 16),
    now,
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    memoryTier: MemoryTier
  }
}

/** Requests outside the app (and apps that set none) get a tier that keeps nothing. */
const noMemory = createMemoryTier(0)

export const memoryTier = (c: Context<AppEnv>): MemoryTier => c.get('memoryTier') ?? noMemory

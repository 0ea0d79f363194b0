import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { type TagSnapshot, tagLedger } from './ledger.server'
import { memoryTier } from './memory.server'

/**
 * How long an isolate trusts the ledger's snapshot it last read (docs/spec.md §17.6). A purge is visible in
 * every isolate at most this long after it was recorded, and at once in the isolate that handled it.
 */
export const SNAPSHOT_TTL_MS = 10_000
/** From this age on, one request refreshes the snapshot in the background, so busy isolates never wait. */
export const SNAPSHOT_REFRESH_MS = 8_000
/** A background refresh that has not ended by then (its request was cancelled) no longer blocks another. */
const REFRESH_GIVE_UP_MS = 2_000

declare module 'hono' {
  interface ContextVariableMap {
    tagSnapshot: Promise<TagSnapshot>
  }
}

const EMPTY: TagSnapshot = { seq: 0, tags: {} }

/** Keeps what the ledger said at `readAt`, unless something newer is known (a purge this isolate handled). */
function remember(c: Context<AppEnv>, snapshot: TagSnapshot, readAt: number) {
  const tier = memoryTier(c)
  const known = tier.tags?.snapshot
  if (known && known.seq > snapshot.seq) {
    tier.tags = { snapshot: known, readAt }
    return known
  }
  tier.tags = { snapshot, readAt }
  return snapshot
}

/** Reads the ledger; when it cannot be reached, what the isolate knew goes on being used, and said. */
async function read(c: Context<AppEnv>): Promise<TagSnapshot> {
  const readAt = memoryTier(c).now()
  try {
    return remember(c, await tagLedger(c.env).snapshot(), readAt)
  } catch (error) {
    console.warn('[content] the tag ledger could not be read; keeping what this isolate knew', error)
    return memoryTier(c).tags?.snapshot ?? EMPTY
  }
}

/**
 * What was purged, and in which order, as this request sees it: the isolate's copy while younger than
 * SNAPSHOT_TTL_MS (past SNAPSHOT_REFRESH_MS one request refreshes it in `waitUntil`), else read now. One
 * request keeps the snapshot it first saw, so a page never mixes two.
 */
export function tagSnapshot(c: Context<AppEnv>): Promise<TagSnapshot> {
  const known = c.get('tagSnapshot')
  if (known) return known
  const tier = memoryTier(c)
  const now = tier.now()
  const slot = tier.tags
  let snapshot: Promise<TagSnapshot>
  if (slot && now - slot.readAt < SNAPSHOT_TTL_MS) {
    snapshot = Promise.resolve(slot.snapshot)
    const refreshing = slot.refreshingSince !== undefined && now - slot.refreshingSince < REFRESH_GIVE_UP_MS
    if (now - slot.readAt >= SNAPSHOT_REFRESH_MS && !refreshing) {
      slot.refreshingSince = now
      c.executionCtx.waitUntil(
        read(c).finally(() => {
          if (tier.tags) tier.tags.refreshingSince = undefined
        }),
      )
    }
  } else {
    snapshot = read(c)
  }
  c.set('tagSnapshot', snapshot)
  return snapshot
}

/** A purge this isolate recorded: known here at once, before the next read of the ledger. */
export function notePurge(c: Context<AppEnv>, seq: number, tags: readonly string[]) {
  const tier = memoryTier(c)
  const known = tier.tags?.snapshot ?? EMPTY
  const merged: TagSnapshot = { seq: Math.max(known.seq, seq), tags: { ...known.tags } }
  for (const tag of tags) merged.tags[tag] = Math.max(merged.tags[tag] ?? 0, seq)
  tier.tags = { snapshot: merged, readAt: tier.tags?.readAt ?? tier.now() }
}

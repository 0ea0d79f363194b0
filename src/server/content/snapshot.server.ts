import type { Context } from 'hono'
import type { AppEnv, Env } from '../../config'
import { type TagSnapshot, tagLedger } from './ledger.server'
import { type MemoryTier, memoryTier } from './memory.server'

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
function remember(tier: MemoryTier, snapshot: TagSnapshot, readAt: number) {
  const known = tier.tags?.snapshot
  if (known && known.seq > snapshot.seq) {
    tier.tags = { snapshot: known, readAt }
    return known
  }
  tier.tags = { snapshot, readAt }
  return snapshot
}

/** Reads the ledger; when it cannot be reached, what the isolate knew goes on being used, and said. */
async function read(env: Env, tier: MemoryTier): Promise<TagSnapshot> {
  const readAt = tier.now()
  try {
    return remember(tier, await tagLedger(env).snapshot(), readAt)
  } catch (error) {
    console.warn('[content] the tag ledger could not be read; keeping what this isolate knew', error)
    return tier.tags?.snapshot ?? EMPTY
  }
}

/**
 * The isolate's snapshot while younger than SNAPSHOT_TTL_MS, else undefined (it must be read first). Past
 * SNAPSHOT_REFRESH_MS, the first caller refreshes it in the background (`waitUntil`), so busy isolates never
 * wait on the ledger; the front door calls this too, and goes on answering meanwhile.
 */
export function usableSnapshot(
  env: Env,
  tier: MemoryTier,
  waitUntil: (promise: Promise<unknown>) => void,
): TagSnapshot | undefined {
  const now = tier.now()
  const slot = tier.tags
  if (!slot || now - slot.readAt >= SNAPSHOT_TTL_MS) return undefined
  const refreshing = slot.refreshingSince !== undefined && now - slot.refreshingSince < REFRESH_GIVE_UP_MS
  if (now - slot.readAt >= SNAPSHOT_REFRESH_MS && !refreshing) {
    slot.refreshingSince = now
    waitUntil(
      read(env, tier).finally(() => {
        if (tier.tags) tier.tags.refreshingSince = undefined
      }),
    )
  }
  return slot.snapshot
}

/**
 * What was purged, and in which order, as this request sees it: the isolate's usable copy, else read now. One
 * request keeps the snapshot it first saw, so a page never mixes two.
 */
export function tagSnapshot(c: Context<AppEnv>): Promise<TagSnapshot> {
  const known = c.get('tagSnapshot')
  if (known) return known
  const tier = memoryTier(c)
  const usable = usableSnapshot(c.env, tier, (promise) => c.executionCtx.waitUntil(promise))
  const snapshot = usable ? Promise.resolve(usable) : read(c.env, tier)
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

/** A forced reload happens at most once per 10 seconds per path (docs/spec.md §21.3). */
export const RELOAD_INTERVAL_MS = 10_000
const KEY = 'app:chunk-reload'

/** Whether a reload of `path` is allowed now, given the last reload times stored per path. */
export function mayReload(stored: Record<string, number>, path: string, now: number): boolean {
  const last = stored[path]
  return last === undefined || now - last >= RELOAD_INTERVAL_MS
}

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    error.message,
  )

export function reloadAfterChunkError(error: unknown) {
  if (!isChunkError(error)) return
  let stored: Record<string, number> = {}
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>
  } catch {
    // Unreadable storage counts as no earlier reload.
  }
  const path = location.pathname
  const now = Date.now()
  if (!mayReload(stored, path, now)) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...stored, [path]: now }))
  } catch {
    return // Without storage a reload could loop: stay on the page.
  }
  location.reload()
}

import { browserNow } from '../app/browser-clock'

/** A forced reload happens at most once per 10 seconds per path (docs/spec.md §21.3). */
export const RELOAD_INTERVAL_MS = 10_000
const KEY = 'app:chunk-reload'

/** Whether a reload of `path` is allowed now, given the last reload times stored per path. */
export function mayReload(stored: Record<string, number>, path: string, now: number): boolean {
  const last = stored[path]
  return last === undefined || now - last >= RELOAD_INTERVAL_MS
}

/**
 * Reloads the page unless this path was reloaded less than 10 seconds ago. The time is remembered in
 * `sessionStorage` first: without storage a reload could loop, so the page stays as it is.
 */
export function reloadAtMostOften() {
  let stored: Record<string, number> = {}
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>
  } catch {
    // Unreadable storage counts as no earlier reload.
  }
  const path = location.pathname
  const now = browserNow()
  if (!mayReload(stored, path, now)) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...stored, [path]: now }))
  } catch {
    return
  }
  location.reload()
}

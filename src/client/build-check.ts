import { browserNow } from '../app/browser-clock'
import { BUILD_META, LATEST_BUILD_PATH } from '../lib/island-markers'
import { reloadAtMostOften } from './reload'

/** The live build is asked at most this often, however often the page comes back into view. */
export const BUILD_CHECK_INTERVAL_MS = 60_000

/** Whether the build named by `/_app/builds/latest.json` is another than the page's (unreadable: no). */
export function isNewBuild(latest: unknown, rendered: string): boolean {
  if (typeof latest !== 'object' || latest === null || !('id' in latest)) return false
  return typeof latest.id === 'string' && latest.id !== '' && latest.id !== rendered
}

/**
 * The app checks for new builds (docs/spec.md §21.3). A page open across a deploy asks which build is live
 * when it comes back into view (a tab shown again, a page restored from the back-forward cache). Once a
 * newer build is live, the next navigation must load it: the page drops its speculation rules (their
 * prefetched pages belong to the old build) and, restored from the back-forward cache, reloads — at most
 * once per 10 seconds per path.
 */
export function checkForNewBuilds() {
  const rendered = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content
  if (!rendered) return
  let checkedAt = Number.NEGATIVE_INFINITY
  let stale = false

  const check = async () => {
    if (stale || browserNow() - checkedAt < BUILD_CHECK_INTERVAL_MS) return stale
    checkedAt = browserNow()
    try {
      const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store' })
      stale = response.ok && isNewBuild(await response.json(), rendered)
    } catch {
      // Offline or a bad answer: ask again at the next chance.
    }
    if (stale)
      for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove()
    return stale
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    // Restored as it was: the check's clock starts again, as for a page seen for the first time.
    checkedAt = Number.NEGATIVE_INFINITY
    void check().then((isStale) => isStale && reloadAtMostOften())
  })
}

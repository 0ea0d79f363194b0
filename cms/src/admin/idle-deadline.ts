/**
 * Save and Publish when the page is there (docs/spec.md §27.5, decision 039). Strapi renders the edit view's
 * side panels and their actions (Save, Publish, Preview…) through `DescriptionComponentRenderer`, which shows
 * them on `requestIdleCallback` without a timeout, and cancels and asks again on every update while the
 * page's queries settle (the draft-relation count, the preview address, i18n): on a busy phone the browser
 * finds no idle moment for seconds, and the entry's buttons were missing for about 8 s. Here an idle callback
 * waits one frame at most. Imported first by the admin's entry (vite.config.ts), before Strapi reads the
 * function; nothing else in the admin asks for idle callbacks.
 */
const IDLE_DEADLINE_MS = 16

const native =
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : null
if (native) {
  window.requestIdleCallback = (callback, options) =>
    native(callback, { timeout: IDLE_DEADLINE_MS, ...options })
}

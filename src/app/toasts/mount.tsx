import { createRoot } from 'react-dom/client'
import { showToast, ToastList } from './ToastList'

/**
 * Renders the toast list into the page's toast region. Loaded by the site module on the first toast only,
 * so React and the toast library cost nothing on pages where nothing is announced (docs/spec.md §20.4).
 */
export function mountToasts(region: HTMLElement, closeLabel: string) {
  createRoot(region).render(<ToastList closeLabel={closeLabel} />)
  return showToast
}

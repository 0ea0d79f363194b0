/**
 * How islands show a toast. The toast library loads only when the first toast is shown, so pages where
 * nothing is announced do not pay for it (it is a tenth of the page's script budget).
 */
export type ToastKind = 'success' | 'error'
export interface ToastDetail {
  kind: ToastKind
  message: string
}

export const TOAST_EVENT = 'app:toast'

/** Toasts announced while no toast region listened: the region hydrates on the first one, then shows them. */
const unheard: ToastDetail[] = []

/** The toast region takes the event (cancels it); an event nobody took waits for the region. */
function announce(kind: ToastKind, message: string) {
  const detail = { kind, message }
  const taken = !window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail, cancelable: true }))
  if (!taken) unheard.push(detail)
}

/** What was announced before the region listened, once. */
export const takeUnheardToasts = (): ToastDetail[] => unheard.splice(0)

export const toast = {
  success: (message: string) => announce('success', message),
  error: (message: string) => announce('error', message),
}

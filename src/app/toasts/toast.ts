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

const announce = (kind: ToastKind, message: string) =>
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { kind, message } }))

export const toast = {
  success: (message: string) => announce('success', message),
  error: (message: string) => announce('error', message),
}

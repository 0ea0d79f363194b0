import { useEffect } from 'react'
import toast, { resolveValue, useToaster } from 'react-hot-toast'
import type { ToastDetail } from './toast'

/** Auto-close after 3000 ms, 300 ms collapse, top-right (docs/spec.md §20.1). */
export const TOAST_DURATION = 3000
export const TOAST_COLLAPSE_MS = 300

/** Shows one toast; the flash from the server keeps a fixed id so it is never shown twice. */
export const showToast = ({ kind, message }: ToastDetail, id?: string) => toast[kind](message, { id })

/**
 * The toasts themselves, inside the page's toast region (components/Toasts.tsx). Built on `useToaster`
 * rather than `<Toaster>` so toasts also pause while the window has no focus, which react-hot-toast does
 * not do by itself.
 */
export function ToastList({ closeLabel }: { closeLabel: string }) {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION })
  const { startPause, endPause, calculateOffset, updateHeight } = handlers

  useEffect(() => {
    window.addEventListener('blur', startPause)
    window.addEventListener('focus', endPause)
    return () => {
      window.removeEventListener('blur', startPause)
      window.removeEventListener('focus', endPause)
    }
  }, [startPause, endPause])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is the spec's (§20.1), not a control.
    <div className="toast-stack" onMouseEnter={startPause} onMouseLeave={endPause}>
      {toasts.map((item) => {
        const offset = calculateOffset(item, { reverseOrder: false, gutter: 8 })
        return (
          <div
            key={item.id}
            ref={(element) => {
              if (element && item.height === undefined)
                updateHeight(item.id, element.getBoundingClientRect().height)
            }}
            className={`toast toast-${item.type}`}
            data-state={item.visible ? 'visible' : 'exit'}
            role={item.type === 'error' ? 'alert' : 'status'}
            aria-live={item.type === 'error' ? 'assertive' : 'polite'}
            style={{
              // Stacked upwards from the region's bottom edge (Toasts.css), the newest lowest.
              transform: `translateY(${-offset}px)`,
              opacity: item.visible ? 1 : 0,
              transition: `transform ${TOAST_COLLAPSE_MS}ms, opacity ${TOAST_COLLAPSE_MS}ms`,
            }}
          >
            <span>{resolveValue(item.message, item)}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={closeLabel}
              onClick={() => toast.dismiss(item.id)}
            >
              ×
            </button>
          </div>
        )
      })}
    </div>
  )
}

import { useRenderContext } from '../render-context'
import { useControl } from './control-marker'

/**
 * The page's toast region (top-right, under the header so it never covers the header's controls). It is
 * an empty landmark until something is announced: the site module then loads the toast code (docs/spec.md
 * §20.4). The one-time message of a form post rides along as `data-flash`, and for browsers without
 * JavaScript as a `<noscript>` box dressed as a toast (§20.3).
 */
export function ToastRegion() {
  const { t, flash } = useRenderContext()
  const marker = useControl('toasts')
  return (
    <>
      <section
        className="toaster"
        aria-label={t('toast.region')}
        data-close-label={t('toast.close')}
        data-flash={flash ? JSON.stringify(flash) : undefined}
        {...marker}
      />
      {flash && (
        <noscript>
          <p className={`flash-static toast toast-${flash.kind}`} role="status">
            {flash.message}
          </p>
        </noscript>
      )}
    </>
  )
}

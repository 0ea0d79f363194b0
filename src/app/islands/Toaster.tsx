import { type ComponentType, useEffect, useState } from 'react'
import { defineIsland } from '../island'
import { TOAST_EVENT, type ToastDetail } from '../toasts/toast'

export interface ToasterProps {
  /** A message the server wants shown once (e.g. after a form post without JavaScript). */
  flash?: ToastDetail
  closeLabel: string
  /** The region's name for screen readers, in the page's language. */
  label: string
}

type ToastListProps = { closeLabel: string; label: string }
type ToastModule = typeof import('../toasts/ToastList')

/**
 * The page's one toast region (top-right). It stays an empty region until a toast is announced (by the
 * server's flash or by an island through `toasts/toast.ts`), then loads the toast list and shows it.
 */
function Toaster({ flash, closeLabel, label }: ToasterProps) {
  const [List, setList] = useState<ComponentType<ToastListProps> | null>(null)

  useEffect(() => {
    let module: ToastModule | undefined
    const waiting: ToastDetail[] = []
    const load = () =>
      import('../toasts/ToastList').then((loaded) => {
        module = loaded
        setList(() => loaded.ToastList)
        for (const detail of waiting.splice(0)) loaded.showToast(detail)
      })
    const onToast = (event: Event) => {
      const { detail } = event as CustomEvent<ToastDetail>
      if (module) module.showToast(detail)
      else if (waiting.push(detail) === 1) void load()
    }
    window.addEventListener(TOAST_EVENT, onToast)
    if (flash) {
      void load().then(() => module?.showToast(flash, 'flash'))
    }
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [flash])

  return List ? (
    <List closeLabel={closeLabel} label={label} />
  ) : (
    <section className="toaster" aria-label={label} />
  )
}

export default defineIsland('Toaster', Toaster)

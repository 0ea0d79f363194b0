import { type ComponentType, useEffect, useState } from 'react'
import { defineIsland } from '../island'
import { TOAST_EVENT, type ToastDetail, takeUnheardToasts } from '../toasts/toast'

export interface ToasterProps {
  /** A message the server wants shown once (e.g. after a form post without JavaScript). */
  flash?: ToastDetail
  closeLabel: string
}

type ToastModule = typeof import('../toasts/ToastList')

/**
 * The page's one toast region (top-right). It stays an empty region until a toast is announced (by the
 * server's flash or by an island through `toasts/toast.ts`), then loads the toast list and shows it. Its
 * own code loads with the first toast too, unless the page brings a flash.
 */
function Toaster({ flash, closeLabel }: ToasterProps) {
  const [List, setList] = useState<ComponentType<{ closeLabel: string }> | null>(null)

  useEffect(() => {
    let module: ToastModule | undefined
    const waiting: ToastDetail[] = []
    const load = () =>
      import('../toasts/ToastList').then((loaded) => {
        module = loaded
        setList(() => loaded.ToastList)
        for (const detail of waiting.splice(0)) loaded.showToast(detail)
      })
    const show = (detail: ToastDetail) => {
      if (module) module.showToast(detail)
      else if (waiting.push(detail) === 1) void load()
    }
    const onToast = (event: Event) => {
      event.preventDefault() // taken: the announcer need not keep it
      show((event as CustomEvent<ToastDetail>).detail)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    // The first toast is what made this island load: it was announced before anyone listened.
    for (const detail of takeUnheardToasts()) show(detail)
    if (flash) {
      void load().then(() => module?.showToast(flash, 'flash'))
    }
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [flash])

  return List ? <List closeLabel={closeLabel} /> : <section className="toaster" aria-label="Notifications" />
}

export default defineIsland('Toaster', Toaster, {
  load: ({ flash }) => (flash ? 'now' : { on: TOAST_EVENT }),
})

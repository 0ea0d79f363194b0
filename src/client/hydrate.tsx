/**
 * The React half of the client, loaded only when a first island is needed: hydrates one island in its
 * marker with the props the server rendered it with. Every island shares the page's one jotai store with
 * the header's controls (src/client/site.ts), so both follow one sign-in state.
 */
import { Provider } from 'jotai'
import type { ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { pageStore } from '../app/state'

/** The islands of the page shown. */
const roots = new Set<Root>()

/** Before a page swapped in place replaces this one (decision 037): its islands let go of their elements. */
export function unmountIslands() {
  for (const root of roots) root.unmount()
  roots.clear()
}

export function hydrateIsland<Props extends object>(
  element: HTMLElement,
  name: string,
  Component: ComponentType<Props>,
  props: Props,
) {
  const root = hydrateRoot(
    element,
    <Provider store={pageStore()}>
      <Component {...props} />
    </Provider>,
    {
      onRecoverableError(error) {
        console.warn(`[island ${name}] recoverable hydration error`, error)
      },
    },
  )
  roots.add(root)
}

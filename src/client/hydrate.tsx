/**
 * The React half of the client, loaded only when a first island is needed: hydrates one island in its
 * marker with the props the server rendered it with, every island sharing one jotai store.
 */
import { Provider } from 'jotai'
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type AppState, createAppStore } from '../app/state'

let store: ReturnType<typeof createAppStore> | undefined

export function hydrateIsland<Props extends object>(
  element: HTMLElement,
  name: string,
  Component: ComponentType<Props>,
  props: Props,
  state: AppState,
) {
  store ??= createAppStore(state)
  hydrateRoot(
    element,
    <Provider store={store}>
      <Component {...props} />
    </Provider>,
    {
      onRecoverableError(error) {
        console.warn(`[island ${name}] recoverable hydration error`, error)
      },
    },
  )
}

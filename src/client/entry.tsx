/**
 * The client entry: finds every island marker the server rendered and hydrates it with the props it was
 * rendered with, all islands sharing one jotai store seeded from the server's state. Island code is split
 * per island and loaded only when the page has one.
 */
import { Provider } from 'jotai'
import { hydrateRoot } from 'react-dom/client'
import type { Island } from '../app/island'
import { type AppStore, pageStore } from '../app/state'
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from '../lib/island-markers'
import { reloadAfterChunkError } from './chunk-reload'

type IslandModule = { default: Island<Record<string, unknown>> }
/** Every file of the islands folder is an island named after the file: this is the only registry. */
const islandModules = import.meta.glob<IslandModule>('../app/islands/*.tsx')
const loaderFor = (name: string) => islandModules[`../app/islands/${name}.tsx`]

async function hydrateIsland(element: HTMLElement, store: AppStore) {
  const name = element.getAttribute(ISLAND_ATTR) ?? ''
  const load = loaderFor(name)
  if (!load) throw new Error(`Unknown island "${name}"`)
  const { Component } = (await load()).default
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as Record<string, unknown>
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

export async function mount() {
  // The same store as the header's controls (src/client/site.ts), so both follow one sign-in state.
  const store = pageStore()
  const markers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)]
  const results = await Promise.allSettled(markers.map((element) => hydrateIsland(element, store)))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    // A deploy may have replaced the chunk this page refers to: reload (rate-limited), then report.
    reloadAfterChunkError(failed.reason)
    console.error('[app] mounting islands failed', failed.reason)
    throw failed.reason
  }
}

// Vite reports a failed preload of a split chunk here before the import itself rejects.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadAfterChunkError((event as Event & { payload?: unknown }).payload)
})

void mount()

import { atom, createStore } from 'jotai/vanilla'
import { APP_STATE_ID } from '../lib/island-markers'

/** What the server hands every island: the same on server render and client hydration. */
export interface AppState {
  /** A session cookie came with the page (the session itself is loaded only where a page needs it). */
  signedIn: boolean
}

export const signedInAtom = atom(false)

export type AppStore = ReturnType<typeof createStore>

export function createAppStore(state: AppState): AppStore {
  const store = createStore()
  store.set(signedInAtom, state.signedIn)
  return store
}

let browserStore: AppStore | undefined

/**
 * The page's one store in the browser, seeded from the server's state. The header's controls (plain
 * `jotai/vanilla`, no React) and the React islands both take it from here, so signing in or out in an
 * island changes the header at once (docs/spec.md §21.2, docs/decisions/015).
 */
export function pageStore(): AppStore {
  if (!browserStore) {
    const text = document.getElementById(APP_STATE_ID)?.textContent
    browserStore = createAppStore(text ? (JSON.parse(text) as AppState) : { signedIn: false })
  }
  return browserStore
}

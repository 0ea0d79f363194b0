import { atom, createStore } from 'jotai'
import type { SessionUser } from '../lib/account'

/** What the server hands every island: the same on server render and client hydration. */
export interface AppState {
  /** A session cookie came with the page (the session itself is loaded only where a page needs it). */
  signedIn: boolean
  /** The signed-in user, on pages that loaded the session. */
  user: SessionUser | null
}

export const signedInAtom = atom(false)
export const userAtom = atom<SessionUser | null>(null)

export function createAppStore(state: AppState) {
  const store = createStore()
  store.set(signedInAtom, state.signedIn)
  store.set(userAtom, state.user)
  return store
}

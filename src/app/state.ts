import { atom, createStore } from 'jotai'
import type { Locale } from '../lib/locale'

/** The signed-in user as islands see it; never holds the token. */
export interface SessionUser {
  id: number
  username: string
  email: string
}

/** What the server hands every island: the same on server render and client hydration. */
export interface AppState {
  locale: Locale
  user: SessionUser | null
  buildId: string
}

export const localeAtom = atom<Locale>('en')
export const userAtom = atom<SessionUser | null>(null)
export const buildIdAtom = atom('dev')

export function createAppStore(state: AppState) {
  const store = createStore()
  store.set(localeAtom, state.locale)
  store.set(userAtom, state.user)
  store.set(buildIdAtom, state.buildId)
  return store
}

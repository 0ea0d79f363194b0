import { createContext, useContext } from 'react'
import type { FormState } from '../config'
import type { Translate } from '../lib/i18n'
import type { Locale } from '../lib/locale'
import type { ParsedQuery } from '../lib/query'
import type { LayoutName, RouteDef } from './routes'
import type { SessionUser } from './state'

/** Everything a server component needs to know about the request being rendered. */
export interface RenderContextValue {
  locale: Locale
  t: Translate
  /** The page's path without the language prefix, e.g. `/events`. */
  path: string
  /** The site's origin, for canonical and alternate links. */
  origin: string
  route?: RouteDef
  params: Record<string, string>
  query: ParsedQuery
  layout: LayoutName
  nonce: string
  user: SessionUser | null
  /** A one-time message from the previous request (shown as a toast). */
  flash?: { kind: 'success' | 'error'; message: string }
  /** A posted form's values and errors when the page answers a POST. */
  form?: FormState
  /** Names of the islands rendered so far; the renderer ships the client entry only when non-empty. */
  islands: Set<string>
}

export const RenderContext = createContext<RenderContextValue | null>(null)

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext)
  if (!value) throw new Error('useRenderContext outside of a server render')
  return value
}

import type { ReactNode } from 'react'
import type { Translate } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'
import type { ParsedQuery } from '../../lib/query'
import type { Content } from '../../server/cms/content.server'
import type { RouteDef } from '../routes'

export interface LoadContext {
  content: Content
  locale: Locale
  params: Record<string, string>
  route: RouteDef
  query: ParsedQuery
  /** The requested path, for not-found messages. */
  path: string
}

export interface PageModule<T = unknown> {
  /** Loads the page's data; throws `pageNotFound` for an unknown slug. */
  load?: (context: LoadContext) => Promise<T>
  Page: (props: { params: Record<string, string>; data: T }) => ReactNode
  /** The document title once the data is known (crawlers always, visitors when the CMS is quick). */
  title?: (data: T, t: Translate, route: RouteDef) => string
  description?: (data: T) => string | null | undefined
}

export const definePage = <T>(module: PageModule<T>) => module as unknown as PageModule<unknown>

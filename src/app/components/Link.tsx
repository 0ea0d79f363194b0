import type { AnchorHTMLAttributes } from 'react'
import { localePath, splitLocale } from '../../lib/locale'
import { onSite } from '../../lib/site-path'
import { type RouteName, type RouteParams, routePath, withQuery } from '../paths'
import { useRenderContext } from '../render-context'

type Anchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>
type ParamsProp<Name extends RouteName> = keyof RouteParams<Name> extends never
  ? { params?: undefined }
  : { params: RouteParams<Name> }

export type LinkProps<Name extends RouteName> = Anchor &
  ParamsProp<Name> & {
    to: Name
    query?: Record<string, string | undefined>
    hash?: string
  }

/** A link to a route, in the page's language; the current page is marked for assistive technology. */
export function Link<Name extends RouteName>({ to, params, query, hash, ...rest }: LinkProps<Name>) {
  const { locale, path } = useRenderContext()
  // `params` is absent exactly when the route has none (ParamsProp), which the checker cannot follow here.
  const unprefixed = routePath(to, (params ?? {}) as RouteParams<Name>)
  const target = localePath(unprefixed, locale)
  const current = unprefixed === path && !query ? { 'aria-current': 'page' as const } : {}
  // A link to the page itself is its page, whatever other mark the caller gives (a section's, §3.3).
  return <a href={withQuery(target, query ?? {}) + (hash ? `#${hash}` : '')} {...rest} {...current} />
}

/**
 * A link to a site path that comes from content (a CMS button): written in the page's language, once,
 * whether or not the CMS already wrote a language prefix (docs/spec.md §4.9), and always on the site
 * (`//evil.example` is the path `/evil.example`, §8.3).
 */
export function PathLink({ path, ...rest }: Anchor & { path: string }) {
  const { locale } = useRenderContext()
  const [pathname = '/', suffix = ''] = path.split(/(?=[?#])/, 2)
  return <a href={localePath(onSite(splitLocale(onSite(pathname)).path), locale) + suffix} {...rest} />
}

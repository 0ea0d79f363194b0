import type { AnchorHTMLAttributes } from 'react'
import { localePath } from '../../lib/locale'
import { useRenderContext } from '../render-context'

/** A link to an unprefixed site path, written in the page's language. */
export function Link({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { locale, path } = useRenderContext()
  const current = to === path ? { 'aria-current': 'page' as const } : {}
  return <a href={localePath(to, locale)} {...current} {...rest} />
}

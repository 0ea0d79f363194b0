import type { Context } from 'hono'
import { type RouteDef, VENUES } from '../app/routes'
import type { AppEnv } from '../config'
import { unknownRouteMiddleware } from '../lib/errors'
import { localePath } from '../lib/locale'

/** A guard answers with a response to stop the page (a redirect), or undefined to let it render. */
export type Guard = (c: Context<AppEnv>) => Response | undefined

/** Only same-origin paths are accepted as a place to come back to (no `//host` or `/\host` tricks). */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined
  // Backslashes and control characters let some browsers read the path as another host.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return undefined
  return value
}

export const GUARDS: Record<string, Guard> = {
  /** `/venues/malta` is the same venue as `/malta`: one URL per page for visitors and crawlers. */
  'venue-home'(c) {
    const slug = c.req.param('slug')
    const own = VENUES.find((venue) => venue.slug === slug && venue.base !== `/venues/${slug}`)
    return own ? c.redirect(localePath(own.base, c.get('locale')), 301) : undefined
  },
  /** Anonymous visitors go to sign-in in the page's language and come back afterwards. */
  auth(c) {
    if (c.get('user')) return undefined
    const url = new URL(c.req.url)
    const back = safeRedirectPath(url.pathname + url.search) ?? '/'
    c.header('cache-control', 'no-store')
    return c.redirect(`${localePath('/login', c.get('locale'))}?redirect=${encodeURIComponent(back)}`, 302)
  },
}

export function runGuards(c: Context<AppEnv>, route: RouteDef): Response | undefined {
  for (const name of route.guards ?? []) {
    const guard = GUARDS[name]
    if (!guard) throw unknownRouteMiddleware()
    const answer = guard(c)
    if (answer) return answer
  }
  return undefined
}

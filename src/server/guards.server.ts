import { href, VENUES, withQuery } from '../app/paths'
import { localePath } from '../lib/locale'
import { sitePath } from '../lib/site-path'
import { defineGuard } from './page.server'
import { redirectOnSite } from './redirect.server'

/** Anonymous visitors go to sign-in in the page's language and come back afterwards (docs/spec.md §12.1). */
export const requireUser = defineGuard('auth', async (ctx) => {
  if (await ctx.session()) return undefined
  const url = new URL(ctx.c.req.url)
  const back = sitePath(url.pathname + url.search) ?? '/'
  ctx.c.header('cache-control', 'private, no-store')
  return redirectOnSite(ctx.c, withQuery(href('login', {}, ctx.locale), { redirect: back }))
})

/**
 * Sign-in and sign-up are for visitors who are not signed in: a signed-in one who opens them goes to the
 * same-site `redirect` target or to `/account` (docs/spec.md §9.6). Page views only: a form posted from a
 * page opened before signing in still gets its answer, and a reset link (`/login?code=…`) still opens.
 */
export const guestOnly = defineGuard('guest', async (ctx) => {
  const method = ctx.c.req.method
  if ((method !== 'GET' && method !== 'HEAD') || ctx.query.code) return undefined
  if (!(await ctx.session())) return undefined
  ctx.c.header('cache-control', 'private, no-store')
  return redirectOnSite(ctx.c, sitePath(ctx.query.redirect) ?? href('account', {}, ctx.locale))
})

/** `/venues/malta` is the same venue as `/malta`: one URL per page (docs/spec.md §8.5). */
export const venueHome = defineGuard('venue-home', (ctx) => {
  const own = VENUES.find((venue) => venue.slug === ctx.params.slug && venue.base !== `/venues/${venue.slug}`)
  return own ? redirectOnSite(ctx.c, localePath(own.base, ctx.locale), 301) : undefined
})

/**
 * An Ibiza night has one page and one look: `/ibiza/events/{slug}` answers 301 to `/events/{slug}`, its
 * canonical, where every venue's nights are (docs/spec.md §2.8).
 */
export const eventHome = defineGuard('event-home', (ctx) =>
  redirectOnSite(ctx.c, href('event', { slug: ctx.params.slug ?? '' }, ctx.locale), 301),
)

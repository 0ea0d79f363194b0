import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { clientKey } from './client-address.server'

/** Contact-type forms: 5 posts in 60 s per client address (docs/spec.md §11.6). */
export const FORM_POSTS = { limit: 5, periodMs: 60_000 } as const

/**
 * Whether this client may post another contact-type form now. A rough limit is enough here — a burst is
 * what it stops — so it uses the Workers Rate Limiting binding (FORM_POSTS in wrangler.toml, which holds
 * the same numbers), counted per Cloudflare location (docs/decisions/014-throttle-and-booking-limits.md).
 */
export async function mayPostForm(c: Context<AppEnv>): Promise<boolean> {
  return (await c.env.FORM_POSTS.limit({ key: `form:${clientKey(c)}` })).success
}

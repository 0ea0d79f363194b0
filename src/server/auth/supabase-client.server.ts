import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient, User } from '@supabase/supabase-js'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../config'
import { retryingFetch } from '../../lib/supabase-fetch'
import { secureCookies } from '../cookies.server'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** This request's Supabase client and the user its session belongs to (null when signed out of Supabase). */
export interface SupabaseSession {
  client: SupabaseClient
  user: User | null
}

type SameSite = 'Strict' | 'Lax' | 'None'
const sameSiteOf = (value: unknown): SameSite | undefined => {
  if (value === true || value === 'strict') return 'Strict'
  if (value === 'lax') return 'Lax'
  if (value === 'none') return 'None'
  return undefined
}

/**
 * Creates the request's server client over Hono's cookies and refreshes its session: `getUser()` loads the
 * session from the (possibly chunked) `sb-…-auth-token` cookies, refreshes it through GoTrue when it is
 * about to expire, and checks the access token with GoTrue. A refresh writes the new session back as
 * chunked cookies (400-day max age, @supabase/ssr's default); a refresh token GoTrue rejects removes them.
 * An unreachable GoTrue (after the retries) keeps the cookies and leaves the request signed out.
 */
export async function loadSupabaseSession(
  c: Context<AppEnv>,
  config: SupabaseConfig,
): Promise<SupabaseSession> {
  const client = createServerClient(config.url, config.anonKey, {
    global: { fetch: retryingFetch() },
    // Secure on the same terms as the CMS cookie; everything else is @supabase/ssr's (Lax, Path=/, 400 days).
    cookieOptions: { secure: secureCookies(c.env) },
    cookies: {
      getAll: () => Object.entries(getCookie(c)).map(([name, value]) => ({ name, value })),
      setAll(cookies, headers) {
        for (const { name, value, options } of cookies) {
          setCookie(c, name, value, {
            path: options.path ?? '/',
            domain: options.domain,
            maxAge: options.maxAge,
            httpOnly: options.httpOnly,
            secure: options.secure,
            sameSite: sameSiteOf(options.sameSite),
          })
        }
        // A response that sets a session must never be stored by a cache (the HTML cache skips sb- cookies too).
        for (const [name, value] of Object.entries(headers)) c.header(name, value)
      },
    },
  })
  const { data } = await client.auth.getUser()
  return { client, user: data.user }
}

import type { SupabaseClient, User } from '@supabase/supabase-js'
import type { Context, MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv, Env } from '../../config'
import { retryingFetch } from '../../lib/supabase-fetch'
import { requestCookies, secureCookies } from '../cookies.server'

/**
 * Supabase sessions in the worker (docs/decisions/008-supabase-sessions.md), the one adapter: whether it is
 * configured, and a middleware that refreshes the request's session. supabase-js is loaded only when both
 * variables are set; otherwise no Supabase code is loaded or run.
 */

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** This request's Supabase client and the user its session belongs to (null when signed out of Supabase). */
export interface SupabaseSession {
  client: SupabaseClient
  user: User | null
}

type SupabaseEnv = Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>

/** On only when both variables are set and the URL parses. */
export function supabaseConfig(env: SupabaseEnv): SupabaseConfig | undefined {
  const url = env.SUPABASE_URL?.trim()
  const anonKey = env.SUPABASE_ANON_KEY?.trim()
  if (!url || !anonKey || !URL.canParse(url)) return undefined
  return { url: url.replace(/\/+$/, ''), anonKey }
}

/** The origin the browser client talks to, for the CSP's connect-src. */
export const supabaseOrigin = (env: SupabaseEnv) => {
  const config = supabaseConfig(env)
  return config ? new URL(config.url).origin : undefined
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Per request: a supabase-js client keeps session state and is never shared. */
    supabaseSession: SupabaseSession
  }
}

type SameSite = 'Strict' | 'Lax' | 'None'
const sameSiteOf = (value: unknown): SameSite | undefined => {
  if (value === true || value === 'strict') return 'Strict'
  if (value === 'lax') return 'Lax'
  if (value === 'none') return 'None'
  return undefined
}

/**
 * Creates the request's server client over the request's cookies and refreshes its session: `getUser()`
 * loads the session from the (possibly chunked) `sb-…-auth-token` cookies, refreshes it through GoTrue when
 * it is about to expire, and checks the access token with GoTrue. A refresh writes the new session back as
 * chunked cookies (400-day max age, @supabase/ssr's default); a refresh token GoTrue rejects removes them.
 * An unreachable GoTrue (after the retries) keeps the cookies and leaves the request signed out.
 */
async function loadSupabaseSession(c: Context<AppEnv>, config: SupabaseConfig): Promise<SupabaseSession> {
  const { createServerClient } = await import('@supabase/ssr')
  const client = createServerClient(config.url, config.anonKey, {
    global: { fetch: retryingFetch() },
    // Secure on the same terms as the CMS cookie; everything else is @supabase/ssr's (Lax, Path=/, 400 days).
    cookieOptions: { secure: secureCookies(c.env) },
    cookies: {
      getAll: () => requestCookies(c),
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

/**
 * With SUPABASE_URL and SUPABASE_ANON_KEY set, every request gets a Supabase server client whose session is
 * refreshed here, kept as the request's `supabaseSession`. Unset, supabase-js is never loaded.
 */
export const supabaseSessions = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const config = supabaseConfig(c.env)
  if (config) c.set('supabaseSession', await loadSupabaseSession(c, config))
  await next()
}

import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, Env } from '../../config'
import type { SupabaseConfig, SupabaseSession } from './supabase-client.server'

/**
 * What the rest of the worker knows about Supabase, without loading supabase-js: whether it is
 * configured, and the request's session once the middleware has refreshed it (supabase-client.server.ts,
 * loaded only then).
 */

type SupabaseEnv = Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>

/** On only when both variables are set and the URL parses; otherwise no Supabase code is loaded or run. */
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

/** The request's Supabase session when Supabase is configured and the middleware has run. */
export const supabaseSession = (c: Context<AppEnv>): SupabaseSession | undefined => c.get('supabaseSession')

/**
 * With SUPABASE_URL and SUPABASE_ANON_KEY set, every request gets a Supabase server client whose session is
 * refreshed here (docs/decisions/008-supabase-sessions.md). Unset, supabase-js is never loaded.
 */
export const supabaseSessions = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const config = supabaseConfig(c.env)
  if (config) {
    const { loadSupabaseSession } = await import('./supabase-client.server')
    c.set('supabaseSession', await loadSupabaseSession(c, config))
  }
  await next()
}

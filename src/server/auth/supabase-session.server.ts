import type { SupabaseClient, User } from '@supabase/supabase-js'
import type { Context } from 'hono'
import type { AppEnv, Env } from '../../config'

/**
 * What the rest of the worker knows about Supabase, without loading supabase-js: whether it is
 * configured, and the request's session once `session()` has refreshed it (supabase-client.server.ts).
 */
export interface SupabaseConfig {
  url: string
  anonKey: string
}

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

/** This request's Supabase client and the user its session belongs to (null when signed out of Supabase). */
export interface SupabaseSession {
  client: SupabaseClient
  user: User | null
}

/** Per request, like the CMS session: a supabase-js client keeps session state and is never shared. */
const held = new WeakMap<Request, SupabaseSession>()

export const holdSupabaseSession = (c: Context<AppEnv>, session: SupabaseSession) =>
  held.set(c.req.raw, session)

/** The request's Supabase session when Supabase is configured; handlers read it after `session()`. */
export const supabaseSession = (c: Context<AppEnv>) => held.get(c.req.raw)

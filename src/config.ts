import type { RequestIdVariables } from 'hono/request-id'
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { SessionUser } from './app/state'
import type { Locale } from './lib/locale'
import type { ParsedQuery } from './lib/query'

/** Bindings and variables from wrangler.toml (`[vars]`) and secrets. */
export interface Env {
  /** Workers static assets (absent under the Vite dev server). */
  ASSETS?: Fetcher
  CMS_URL: string
  CMS_API_PREFIX: string
  CMS_API_VERSION: string
  /** Name of the cookie that holds the CMS JWT. */
  JWT_COOKIE: string
  /** KV holding the content version that is part of every CMS cache key. */
  CONTENT?: KVNamespace
  /** Shared with the CMS webhook that calls the purge endpoint. */
  PURGE_SECRET?: string
  /** The CMS's WORKER_SECRET, sent as `x-worker-secret` on every CMS call: bookings and forms need it. */
  CMS_WORKER_SECRET?: string
  /** `development` shows error stacks on the error screen. */
  APP_ENV?: string
  SUPABASE_URL?: string
  SUPABASE_ANON_KEY?: string
  /** Social sign-in providers enabled in the CMS, comma-separated (e.g. `github,google`). */
  AUTH_PROVIDERS?: string
  /** Query sent with `/users/me` (the spec's "configured auth params"), e.g. `populate=role`. */
  AUTH_USER_QUERY?: string
  /** Failed sign-ins per identifier and address (Durable Object `SignInThrottle`). */
  AUTH_THROTTLE?: DurableObjectNamespace
  /** Profiles completed on /account/register (Durable Object `AccountProfiles`). */
  ACCOUNT_PROFILES?: DurableObjectNamespace
}

export type AppVariables = RequestIdVariables &
  SecureHeadersVariables & {
    /** Language of the page, from its path. */
    locale: Locale
    /** The page's path without the language prefix. */
    unprefixedPath: string
    query: ParsedQuery
    isBot: boolean
    user: SessionUser | null
    /** Set when a page's data failed after its shell left: that page must not be cached. */
    noHtmlCache?: boolean
    /** A posted form being answered with its page (see renderRoute). */
    form?: FormState
    /** Preferred language set by hono/language's detector. */
    language: string
  }

export type AppEnv = { Bindings: Env; Variables: AppVariables }

/** A posted form coming back to its page: what was typed and what was wrong, per field. */
export interface FormState {
  /** Which form on the page (a page may hold several). */
  id: string
  values: Record<string, string>
  errors: Record<string, string>
  /** A message for the whole form (e.g. the CMS refused, or is down). */
  message?: string
}

export const isDevelopment = (env: Env) => env.APP_ENV === 'development'

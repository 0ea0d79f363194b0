import type { RequestIdVariables } from 'hono/request-id'
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { Locale } from './lib/locale'
import type { ParsedQuery } from './lib/query'

/**
 * Bindings, variables and secrets: generated from wrangler.toml by `npm run types` into
 * worker-configuration.d.ts (`npm test` fails when it is stale). Empty strings mean "not configured".
 */
export type Env = Cloudflare.Env & OptionalSecrets

/** Secrets a deployment may leave unset (wrangler.toml lists only the required ones). */
interface OptionalSecrets {
  /** Cloudflare Turnstile's secret: with TURNSTILE_SITE_KEY, the forms carry the bot check (§11.10). */
  TURNSTILE_SECRET?: string
}

/**
 * What the first middleware learns about a request, for everything after it. Modules that keep more per
 * request (the session, the request context) add their own keys to Hono's ContextVariableMap.
 */
export type AppVariables = RequestIdVariables &
  SecureHeadersVariables & {
    /** The page's language, from its path (docs/spec.md §4.1). */
    locale: Locale
    /** The page's path without the language prefix. */
    unprefixedPath: string
    query: ParsedQuery
    isBot: boolean
    /** Preferred language set by hono/language's detector. */
    language: string
  }

export type AppEnv = { Bindings: Env; Variables: AppVariables }

export const isDevelopment = (env: Env) => env.APP_ENV === 'development'

let site: { url: string; origin: string } | undefined

/**
 * The site's public origin, from configuration only: the Host header decides nothing (docs/spec.md §18.4).
 * Parsed once per configured URL (a page asks for it a dozen times).
 */
export function siteOrigin(env: Env): string {
  if (site?.url !== env.SITE_URL) site = { url: env.SITE_URL, origin: new URL(env.SITE_URL).origin }
  return site.origin
}

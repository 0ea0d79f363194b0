import type { Context } from 'hono'
import type { AppEnv, Env } from '../config'
import { type Translate, translator } from '../lib/i18n'
import type { Locale } from '../lib/locale'
import type { ParsedQuery } from '../lib/query'
import { hasSessionCookie, loadSession, type Session } from './auth/session.server'
import { type Clock, clockOf } from './clock.server'
import type { Content } from './cms/content.server'
import { contentCache } from './content/index.server'
import { type Flash, takeFlash } from './flash.server'

/**
 * Everything a page's functions may know about the request, built once per request: the Hono context for
 * what is not here, the language, the parsed query, content access, the session (asked of the CMS on first
 * use only), and the one-time message.
 */
export interface RequestContext {
  c: Context<AppEnv>
  env: Env
  locale: Locale
  t: Translate
  query: ParsedQuery
  /** The requested path as typed, for not-found messages. */
  path: string
  /** The page's path without the language prefix. */
  unprefixedPath: string
  content: Content
  /** The app's one clock: every time a page reads (tests pass their own, docs/decisions/024). */
  clock: Clock
  /** Whether a session cookie came with the request (no CMS call). */
  signedIn: boolean
  session(): Promise<Session | null>
  flash: Flash | undefined
}

declare module 'hono' {
  interface ContextVariableMap {
    requestContext: RequestContext
  }
}

export function requestContext(c: Context<AppEnv>): RequestContext {
  const existing = c.get('requestContext')
  if (existing) return existing
  const locale = c.get('locale')
  const ctx: RequestContext = {
    c,
    env: c.env,
    locale,
    t: translator(locale),
    query: c.get('query'),
    path: new URL(c.req.url).pathname,
    unprefixedPath: c.get('unprefixedPath'),
    content: contentCache(c).content,
    clock: clockOf(c),
    signedIn: hasSessionCookie(c),
    session: () => loadSession(c),
    flash: takeFlash(c),
  }
  c.set('requestContext', ctx)
  return ctx
}

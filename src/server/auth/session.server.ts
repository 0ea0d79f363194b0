import type { Context, MiddlewareHandler } from 'hono'
import type { AccountUser } from '../../app/pages/account-data'
import type { SessionUser } from '../../app/state'
import type { AppEnv } from '../../config'
import { parseQuery } from '../../lib/query'
import { CmsError, isRecord } from '../cms/errors'
import { cmsClient } from '../cms/index.server'
import { clearJwt, readJwt } from './cookies.server'
import { supabaseConfig } from './supabase-session.server'

interface Session {
  token: string
  account: AccountUser
}

/** Per request, never shared: the token stays on the server and out of every render. */
const sessions = new WeakMap<Request, Session>()

export function toAccountUser(value: unknown): AccountUser | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.email !== 'string') return null
  return {
    id: value.id,
    username: typeof value.username === 'string' ? value.username : value.email,
    email: value.email,
    confirmed: value.confirmed === true,
    provider: typeof value.provider === 'string' ? value.provider : 'local',
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : null,
  }
}

const toSessionUser = ({ id, username, email }: AccountUser): SessionUser => ({ id, username, email })

/** The query sent with `/users/me` (spec: "configured auth params"), e.g. `AUTH_USER_QUERY=populate=role`. */
const userQuery = (c: Context<AppEnv>) =>
  c.env.AUTH_USER_QUERY ? parseQuery(c.env.AUTH_USER_QUERY) : undefined

/** Asks the CMS who owns `token`; throws CmsError when it refuses. */
export async function fetchAccount(c: Context<AppEnv>, token: string): Promise<AccountUser> {
  const body = await cmsClient(c).request<unknown>('/users/me', { token, query: userQuery(c) })
  const account = toAccountUser(body)
  if (!account) throw new CmsError(502, body, 'The CMS answered /users/me without a user')
  return account
}

/** Holds the signed-in user for the rest of the request (and for the page it renders). */
export function holdSession(c: Context<AppEnv>, token: string, account: AccountUser) {
  sessions.set(c.req.raw, { token, account })
  c.set('user', toSessionUser(account))
}

export function dropSession(c: Context<AppEnv>) {
  sessions.delete(c.req.raw)
  c.set('user', null)
}

/** The user's JWT for CMS calls made on their behalf (e.g. a reservation); undefined when signed out. */
export const sessionToken = (c: Context<AppEnv>) => sessions.get(c.req.raw)?.token
export const sessionAccount = (c: Context<AppEnv>) => sessions.get(c.req.raw)?.account

/**
 * Once per request, before the routes. A request that carries a token and holds no user loads it with
 * `/users/me` once. A token the CMS rejects (401/403) is cleared; when the CMS cannot be reached the cookie
 * is kept and the page renders signed out, so an outage does not sign everyone out
 * (docs/decisions/006-auth-through-the-worker.md).
 */
export const session = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await Promise.all([cmsSession(c), refreshSupabaseSession(c)])
  await next()
}

async function cmsSession(c: Context<AppEnv>) {
  const token = readJwt(c)
  if (!token || c.get('user')) return
  try {
    holdSession(c, token, await fetchAccount(c, token))
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    if (error.status === 401 || error.status === 403) clearJwt(c)
  }
}

/**
 * With SUPABASE_URL and SUPABASE_ANON_KEY set, the request also gets a Supabase server client whose
 * session is refreshed here (docs/decisions/008-supabase-sessions.md). Unset, supabase-js is never loaded.
 */
async function refreshSupabaseSession(c: Context<AppEnv>) {
  const config = supabaseConfig(c.env)
  if (!config) return
  const { loadSupabaseSession } = await import('./supabase-client.server')
  await loadSupabaseSession(c, config)
}

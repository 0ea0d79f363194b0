import type { Context } from 'hono'
import { Done, Me, type SignedIn } from '../../../cms/src/shared/answers'
import type { AppEnv } from '../../config'
import type { AccountUser } from '../../lib/account'
import { parseQuery } from '../../lib/query'
import { clockOf } from '../clock.server'
import { CmsError, isRecord } from '../cms/errors.server'
import { cmsClient } from '../cms/index.server'
import { clearSiteCookie, readCookie, setSiteCookie } from '../cookies.server'
import { clientAddress } from '../limits/client-address.server'
import { refreshSession } from './profile.server'

/** The signed-in visitor of this request: their CMS tokens (never rendered) and who they are. */
export interface Session {
  token: string
  /** The refresh token as it stands after this request (a refresh rotates it). */
  refreshToken?: string
  account: AccountUser
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Loaded on first use only, at most once per request. */
    session: Promise<Session | null>
  }
}

/** The session cookies live as long as the CMS keeps a refresh token (30 days). */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60
/** An access token this close to its expiry is refreshed before use rather than sent and refused. */
const REFRESH_AHEAD_SECONDS = 30

const accessCookie = (c: Context<AppEnv>) => c.env.JWT_COOKIE || 'strapi_jwt'
const refreshCookie = (c: Context<AppEnv>) => `${accessCookie(c)}_refresh`

/** Whether the request carries a session at all (cheap: no CMS call). */
export const hasSessionCookie = (c: Context<AppEnv>) =>
  readCookie(c, accessCookie(c)) !== undefined || readCookie(c, refreshCookie(c)) !== undefined

function storeTokens(c: Context<AppEnv>, tokens: SignedIn) {
  setSiteCookie(c, accessCookie(c), tokens.jwt, { maxAge: SESSION_MAX_AGE })
  if (tokens.refreshToken)
    setSiteCookie(c, refreshCookie(c), tokens.refreshToken, { maxAge: SESSION_MAX_AGE })
}

function clearTokens(c: Context<AppEnv>) {
  clearSiteCookie(c, accessCookie(c))
  clearSiteCookie(c, refreshCookie(c))
}

/** The account as the site shows it, from the CMS's `/users/me` (a name it has none of is empty). */
const accountOf = (me: Me): AccountUser => ({
  id: me.id,
  name: me.name?.trim() ?? '',
  email: me.email,
  confirmed: me.confirmed === true,
  provider: me.provider ?? 'local',
  createdAt: me.createdAt ?? null,
})

/** Asks the CMS who owns `token`, with the configured query (the spec's "auth params"). */
async function fetchAccount(c: Context<AppEnv>, token: string): Promise<AccountUser> {
  const query = c.env.AUTH_USER_QUERY ? parseQuery(c.env.AUTH_USER_QUERY) : undefined
  return accountOf(await cmsClient(c).request('/users/me', Me, { token, query }))
}

/** A JWT's claims, unchecked (the CMS checks the signature): only to read `exp` and `userId`. */
function jwtClaims(jwt: string): Record<string, unknown> | undefined {
  try {
    const payload: unknown = JSON.parse(atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')))
    return isRecord(payload) ? payload : undefined
  } catch {
    return undefined
  }
}

/** Seconds until a JWT expires, from its own `exp` claim; undefined when it carries none. */
function secondsLeft(jwt: string, now: number): number | undefined {
  const exp = jwtClaims(jwt)?.exp
  return typeof exp === 'number' ? exp - now / 1000 : undefined
}

/** The user a refresh token names in its own claims (Strapi's are JWTs, the id a string); else undefined. */
function tokenUser(token: string): string | undefined {
  const userId = jwtClaims(token)?.userId
  return (typeof userId === 'string' || typeof userId === 'number') && /^\w{1,64}$/.test(String(userId))
    ? String(userId)
    : undefined
}

/**
 * A new access token (and a rotated refresh token) for a refresh token; undefined when it is refused.
 * Parallel requests of one session share one refresh and its answer (docs/spec.md §10.9), so none of
 * them is told the session ended because another used the token first.
 */
async function refreshTokens(c: Context<AppEnv>, refreshToken: string): Promise<SignedIn | undefined> {
  const userId = tokenUser(refreshToken)
  if (userId === undefined) return undefined
  const outcome = await refreshSession(c, userId, refreshToken, clientAddress(c))
  if (!outcome.ok) return undefined
  const answer = { jwt: outcome.jwt, refreshToken: outcome.refreshToken }
  storeTokens(c, answer)
  return answer
}

/** The account behind a token, or null when the CMS refuses the token (an outage still throws). */
const accountOrRefused = (c: Context<AppEnv>, token: string) =>
  fetchAccount(c, token).catch((error: unknown) => {
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return null
    throw error
  })

/**
 * Who is signed in, asked of the CMS on first use only. An access token near its end is refreshed first,
 * and so is one the CMS refuses; a session the CMS has ended (sign-out, password change or reset
 * elsewhere) clears the cookies. When the CMS cannot be reached the cookies stay and the page renders
 * signed out, so an outage does not sign everyone out (docs/decisions/006-auth-through-the-worker.md).
 */
async function resolveSession(c: Context<AppEnv>): Promise<Session | null> {
  const stored = readCookie(c, accessCookie(c))
  const refresh = readCookie(c, refreshCookie(c))
  if (!stored && !refresh) return null
  try {
    if (stored && (secondsLeft(stored, clockOf(c).now()) ?? Infinity) > REFRESH_AHEAD_SECONDS) {
      const account = await accountOrRefused(c, stored)
      if (account) return { token: stored, refreshToken: refresh, account }
    }
    const renewed = refresh ? await refreshTokens(c, refresh) : undefined
    const account = renewed && (await accountOrRefused(c, renewed.jwt))
    if (renewed && account) return { token: renewed.jwt, refreshToken: renewed.refreshToken, account }
    clearTokens(c)
    return null
  } catch (error) {
    if (error instanceof CmsError) return null
    throw error
  }
}

export function loadSession(c: Context<AppEnv>): Promise<Session | null> {
  let session = c.get('session')
  if (!session) {
    session = resolveSession(c)
    c.set('session', session)
  }
  return session
}

/** After the CMS signed someone in: keeps the tokens and asks who it is (docs/spec.md §9.13). */
export async function startSession(c: Context<AppEnv>, answer: SignedIn): Promise<Session> {
  const session = {
    token: answer.jwt,
    refreshToken: answer.refreshToken,
    account: await fetchAccount(c, answer.jwt),
  }
  storeTokens(c, answer)
  c.set('session', Promise.resolve(session))
  return session
}

/** Ends the session at the CMS (which revokes its refresh token) and clears the cookies. */
export async function endSession(c: Context<AppEnv>) {
  const session = await loadSession(c)
  const refreshToken = readCookie(c, refreshCookie(c))
  if (session) {
    await cmsClient(c)
      .request('/auth/logout', Done, {
        method: 'POST',
        token: session.token,
        body: refreshToken ? { refreshToken } : {},
      })
      .catch(() => undefined)
  }
  clearTokens(c)
  c.set('session', Promise.resolve(null))
}

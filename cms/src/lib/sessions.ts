import type { Core } from '@strapi/strapi'
import { clock } from './clock'

/**
 * Sign-ins that really end (jwtManagement 'refresh'). Strapi's session manager keeps one record per
 * refresh token; refreshing marks the record `rotated` and links its successor through `childId`, so
 * a sign-in is a chain of records whose last one is `active`. Strapi checks refresh tokens against
 * these records but access tokens only by signature, which would let an access token outlive sign-out
 * or a password change by up to its lifetime. Here an access token also needs its sign-in alive.
 */
const ORIGIN = 'users-permissions'
const SESSION_UID = 'admin::session'
/**
 * The most refreshes followed from an access token's record to the active one. In one access token's
 * life (10 minutes) a client refreshes about once; a longer chain means a refresh loop, and the token
 * is refused (the client refreshes again).
 */
const MAX_ROTATIONS = 50

interface SessionRecord {
  sessionId: string
  userId: string
  origin: string
  status: string | null
  childId: string | null
  expiresAt: string | Date
  absoluteExpiresAt: string | Date | null
}

export const refreshMode = (strapi: Core.Strapi): boolean =>
  strapi.config.get('plugin::users-permissions.jwtManagement') === 'refresh'

const findSession = async (strapi: Core.Strapi, sessionId: string): Promise<SessionRecord | null> =>
  ((await strapi.db
    .query(SESSION_UID)
    .findOne({ where: { sessionId, origin: ORIGIN } })) as SessionRecord | null) ?? null

const expired = (record: SessionRecord, now: number): boolean =>
  new Date(record.expiresAt).getTime() <= now ||
  (record.absoluteExpiresAt !== null && new Date(record.absoluteExpiresAt).getTime() <= now)

/** The records from `sessionId` along its rotations, up to the active one (empty when the chain is broken). */
const chainToActive = async (strapi: Core.Strapi, sessionId: string): Promise<SessionRecord[]> => {
  const chain: SessionRecord[] = []
  let next: string | null = sessionId
  while (next && chain.length <= MAX_ROTATIONS) {
    const record = await findSession(strapi, next)
    if (!record) return []
    chain.push(record)
    if (record.status === 'active') return chain
    next = record.childId
  }
  return []
}

/** Whether the sign-in an access token was issued for is still on: not signed out, not ended by a password change, not expired. */
export const isSignInLive = async (strapi: Core.Strapi, sessionId: string): Promise<boolean> => {
  const active = (await chainToActive(strapi, sessionId)).at(-1)
  return active !== undefined && !expired(active, clock.now())
}

/**
 * Ends the sign-in a session record belongs to: its active record and the rotations leading to it go,
 * so its refresh token and every access token issued along the way are refused from now on.
 * Only the user's own sign-ins.
 */
export const endSignIn = async (strapi: Core.Strapi, userId: string, sessionId: string): Promise<void> => {
  const chain = (await chainToActive(strapi, sessionId)).filter((record) => record.userId === userId)
  if (chain.length === 0) return
  await strapi.db
    .query(SESSION_UID)
    .deleteMany({ where: { sessionId: { $in: chain.map((r) => r.sessionId) } } })
}

/** The user and session of a refresh token still valid, or null. */
export const refreshTokenOwner = async (
  strapi: Core.Strapi,
  token: unknown,
): Promise<{ userId: string; sessionId: string } | null> => {
  if (typeof token !== 'string' || token === '') return null
  const result = await strapi.sessionManager(ORIGIN).validateRefreshToken(token)
  return result.isValid ? { userId: result.userId, sessionId: result.sessionId } : null
}

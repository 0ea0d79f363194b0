import { DurableObject } from 'cloudflare:workers'
import type { Context } from 'hono'
import { SignedIn } from '../../../cms/src/shared/answers'
import type { AppEnv } from '../../config'
import { type AccountProfile, EMPTY_PROFILE } from '../../lib/account'
import { type Clock, systemClock } from '../clock.server'
import { CmsError, isRecord } from '../cms/errors.server'
import { cmsClientFor } from '../cms/index.server'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function toProfile(value: unknown): AccountProfile {
  if (!isRecord(value)) return EMPTY_PROFILE
  return {
    phone: text(value.phone),
    preferredVenue: text(value.preferredVenue),
    newsletter: value.newsletter === true,
  }
}

/** What refreshing a session gave: the new pair, or the CMS's refusal (the token is used up or ended). */
export type RefreshOutcome = { ok: true; jwt: string; refreshToken?: string } | { ok: false }

/**
 * How long the answer of one refresh is handed to later requests carrying the same (now used) refresh
 * token: parallel requests of one visitor (two tabs, a prefetch) that left the browser before the first
 * answer's cookies arrived (docs/spec.md §10.9).
 */
export const REFRESH_GRACE_MS = 30_000

interface Flight {
  outcome: Promise<RefreshOutcome>
  /** When the answer stops being handed out; unset while the CMS has not answered. */
  until?: number
}

const digest = async (value: string) =>
  btoa(
    String.fromCharCode(
      ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))),
    ),
  )

/** One call to the CMS's refresh endpoint: a refusal (4xx) is an outcome; an outage or a malformed answer throws. */
export async function refreshAtCms(
  env: Env,
  refreshToken: string,
  clientIp: string | undefined,
): Promise<RefreshOutcome> {
  try {
    const tokens = await cmsClientFor(env, clientIp).request('/auth/refresh', SignedIn, {
      method: 'POST',
      body: { refreshToken },
    })
    return { ok: true, ...tokens }
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return { ok: false }
    throw error
  }
}

/**
 * One Durable Object per user (docs/decisions/007): the profile, and the refreshes of the user's sessions.
 * Strapi's refresh tokens are single-use, so two requests refreshing one session race and the loser would
 * be told its session ended; here the requests of one refresh token share one call to the CMS and its
 * answer. Called by RPC.
 */
export class AccountProfiles extends DurableObject<Env> {
  private readonly flights = new Map<string, Flight>()
  /** The system's, unless the entry that exports the class gives its own (clock.server.ts). */
  protected readonly clock: Clock = systemClock

  async profile(): Promise<AccountProfile> {
    return toProfile(await this.ctx.storage.get('profile'))
  }

  async saveProfile(profile: AccountProfile): Promise<void> {
    await this.ctx.storage.put('profile', toProfile(profile))
  }

  /** Refreshes once per refresh token; an outage is not remembered, so the next request tries again. */
  async refresh(refreshToken: string, clientIp: string | undefined): Promise<RefreshOutcome> {
    const now = this.clock.now()
    for (const [key, flight] of this.flights)
      if (flight.until !== undefined && flight.until <= now) this.flights.delete(key)
    const key = await digest(refreshToken)
    const running = this.flights.get(key)
    if (running) return running.outcome
    const flight: Flight = { outcome: refreshAtCms(this.env, refreshToken, clientIp) }
    this.flights.set(key, flight)
    flight.outcome.then(
      () => {
        flight.until = this.clock.now() + REFRESH_GRACE_MS
      },
      () => this.flights.delete(key),
    )
    return flight.outcome
  }
}

const account = (c: Context<AppEnv>, userId: number | string) =>
  c.env.ACCOUNT_PROFILES.get(c.env.ACCOUNT_PROFILES.idFromName(`user:${userId}`))

export const readProfile = (c: Context<AppEnv>, userId: number): Promise<AccountProfile> =>
  account(c, userId).profile()

export async function saveProfile(
  c: Context<AppEnv>,
  userId: number,
  profile: AccountProfile,
): Promise<void> {
  await account(c, userId).saveProfile(profile)
}

/**
 * Refreshes a session through its user's object, so parallel requests of one refresh token share one
 * refresh; the user is read from the token's own claims (the CMS checks the token itself). What the object
 * throws (the CMS down or answering malformed, the object unreachable) crosses RPC as a plain Error: it is
 * the CMS's outage here again, so the session is kept for the next request, never a 500.
 */
export function refreshSession(
  c: Context<AppEnv>,
  userId: string,
  refreshToken: string,
  clientIp: string | undefined,
): Promise<RefreshOutcome> {
  return account(c, userId)
    .refresh(refreshToken, clientIp)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      throw new CmsError(503, undefined, `The session could not be refreshed: ${message}`)
    })
}

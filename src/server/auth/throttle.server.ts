import type { Context } from 'hono'
import { AccountKey } from '../../../cms/src/shared/answers'
import type { AppEnv } from '../../config'
import type { Clock } from '../clock.server'
import { cmsClient } from '../cms/index.server'
import { clientKey } from '../limits/client-address.server'
import {
  type CountRule,
  RequestCounter,
  type Reservation,
  requestCounter,
  type Settlement,
} from '../limits/request-counter.server'

/**
 * The sign-in throttle (docs/spec.md §11.1–§11.3, docs/decisions/014-throttle-and-booking-limits.md).
 * The worker alone decides; exact counts live in Durable Objects (binding AUTH_THROTTLE):
 *
 * - one counter per account identifier, its entries by client address: 5 failures in 10 minutes refuse
 *   that (address, identifier) pair. Once the account holds 20 failures from all addresses together it is
 *   being guessed at from many places, and each address may fail only twice — a fresh address (the
 *   owner's, elsewhere) is never refused, so the owner always signs in;
 * - one counter per client address: 50 failures in 10 minutes refuse that address whatever it tries.
 *
 * Each attempt is reserved in both before the CMS is asked, so parallel guesses cannot pass the limit.
 */
export class SignInThrottle extends RequestCounter {}

const WINDOW_MS = 10 * 60 * 1000
export const SIGN_IN_LIMITS = {
  pair: { windowMs: WINDOW_MS, perParty: 5, guard: { at: 20, perParty: 2 } },
  address: { windowMs: WINDOW_MS, perParty: 50 },
} as const satisfies Record<string, CountRule>

/**
 * How an attempt ended: a wrong password counts; a sign-in forgets that pair's failures; anything the CMS
 * did not decide (429, 5xx, timeout, another refusal) is released without counting (§11.3).
 */
export type SignInOutcome = 'wrongPassword' | 'signedIn' | 'undecided'

const PAIR_SETTLEMENT: Record<SignInOutcome, Settlement> = {
  wrongPassword: 'count',
  signedIn: 'clearParty',
  undecided: 'release',
}

export type SignInAttempt =
  | { ok: true; settle(outcome: SignInOutcome): Promise<void> }
  | { ok: false; retryAfterSeconds: number }

/**
 * The account an identifier names, as the CMS matches a sign-in (docs/spec.md §11.1): one key for an
 * account whether it is named by username or e-mail (the CMS's worker-only `/accounts/key`), else the
 * identifier itself, lower-cased, when the CMS cannot say.
 */
async function accountKey(c: Context<AppEnv>, identifier: string): Promise<string> {
  const named = `account:${identifier.trim().toLowerCase()}`
  try {
    const { data } = await cmsClient(c).request('/accounts/key', AccountKey, {
      query: { identifier: identifier.trim() },
    })
    return `account:${data.key}`
  } catch {
    return named
  }
}

/** Reserves one sign-in attempt for this client and identifier, or says how long to wait. */
export async function beginSignIn(c: Context<AppEnv>, identifier: string): Promise<SignInAttempt> {
  const address = clientKey(c)
  const account = requestCounter(c.env.AUTH_THROTTLE, await accountKey(c, identifier))
  const client = requestCounter(c.env.AUTH_THROTTLE, `address:${address}`)
  const [pair, overall] = await Promise.all([
    account.reserve(address, SIGN_IN_LIMITS.pair),
    client.reserve('', SIGN_IN_LIMITS.address),
  ])
  if (!pair.ok || !overall.ok) {
    // One refused: the other reservation is given back, so a refused attempt counts nowhere.
    await Promise.all([release(account, pair), release(client, overall)])
    return { ok: false, retryAfterSeconds: Math.max(waitOf(pair), waitOf(overall)) }
  }
  return {
    ok: true,
    async settle(outcome) {
      await Promise.all([
        account.settle(pair.id, PAIR_SETTLEMENT[outcome]),
        // A success never wipes the address's failures: signing in to one's own account between guesses
        // must not reset the count of a client that sprays many identifiers.
        client.settle(overall.id, outcome === 'wrongPassword' ? 'count' : 'release'),
      ])
    },
  }
}

const waitOf = (reservation: Reservation) => (reservation.ok ? 0 : reservation.retryAfterSeconds)

const release = (owner: ReturnType<typeof requestCounter>, reservation: Reservation) =>
  reservation.ok ? owner.settle(reservation.id, 'release') : Promise.resolve()

/**
 * Every sign-in answer takes at least this long (docs/spec.md §9.7): the CMS answers an unknown identifier
 * at once but checks a known one's password first (bcrypt), so without a floor the answer time would tell
 * which accounts exist. Measured here: about 10 ms for an unknown identifier, 100–200 ms for a known one
 * (docs/decisions/014-throttle-and-booking-limits.md).
 */
export const SIGN_IN_FLOOR_MS = 600
/**
 * Reset and confirmation requests take at least this long (docs/spec.md §11.12): the CMS looks a known
 * address up and writes a code and a mail, an unknown one it answers at once.
 */
export const ACCOUNT_MAIL_FLOOR_MS = 600

/** Runs `work` and answers no sooner than `floorMs` after it started, on the app's clock. */
export async function answerNoSoonerThan<T>(
  clock: Clock,
  floorMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const started = clock.now()
  const result = await work()
  const left = started + floorMs - clock.now()
  if (left > 0) await clock.sleep(left)
  return result
}

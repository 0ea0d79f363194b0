import type { Context } from 'hono'
import { canonicalEmail } from '../../../cms/src/shared/guest-identity'
import type { AppEnv } from '../../config'
import { clientKey, networkKey } from './client-address.server'
import {
  type Claims,
  type CountRule,
  RequestCounter,
  requestCounter,
  reserveAll,
} from './request-counter.server'

/**
 * Limits on what makes the site send mail (docs/spec.md §11.12): sign-ups, password-reset and confirmation
 * mails. Counted exactly in Durable Objects (binding MAIL_LIMITS), per client, per network and per target
 * inbox (its canonical form: one mailbox however written), so neither one client nor a crowd of clients can
 * fill a stranger's inbox or create accounts in bulk.
 */
export class MailLimits extends RequestCounter {}

const HOUR_MS = 60 * 60 * 1000
export const MAIL_LIMITS = {
  signUpsPerClient: { windowMs: HOUR_MS, perParty: 5 },
  signUpsPerNetwork: { windowMs: 24 * HOUR_MS, perParty: 20 },
  mailsPerClient: { windowMs: HOUR_MS, perParty: 5 },
  mailsPerInbox: { windowMs: HOUR_MS, perParty: 3 },
} as const satisfies Record<string, CountRule>

const limits = (c: Context<AppEnv>, key: string) => requestCounter(c.env.MAIL_LIMITS, key)

/** One sign-up of this client (and its network): refused past either limit. */
export const reserveSignUp = (c: Context<AppEnv>): Promise<Claims> =>
  reserveAll([
    { counter: limits(c, `sign-ups:client:${clientKey(c)}`), rule: MAIL_LIMITS.signUpsPerClient },
    { counter: limits(c, `sign-ups:network:${networkKey(c)}`), rule: MAIL_LIMITS.signUpsPerNetwork },
  ])

export type MailAllowance =
  | { send: true; settle(sent: boolean): Promise<void> }
  | { send: false; tooMany: true; retryAfterSeconds: number }
  | { send: false; tooMany: false }

/**
 * One reset or confirmation mail this client asks for `email`. Past the client's limit the client is told
 * to wait (that says nothing about the address); past the inbox's limit nothing is sent and the visitor is
 * answered as if it had been, so the answer never tells whether an address has an account or was mailed.
 */
export async function reserveMail(c: Context<AppEnv>, email: string): Promise<MailAllowance> {
  const claims = await reserveAll([
    { counter: limits(c, `mails:client:${clientKey(c)}`), rule: MAIL_LIMITS.mailsPerClient },
    { counter: limits(c, `mails:inbox:${canonicalEmail(email)}`), rule: MAIL_LIMITS.mailsPerInbox },
  ])
  if (claims.ok) return { send: true, settle: (sent) => claims.settle(sent ? 'count' : 'release') }
  if (claims.refused[0]) return { send: false, tooMany: true, retryAfterSeconds: claims.retryAfterSeconds }
  return { send: false, tooMany: false }
}

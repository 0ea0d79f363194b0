import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { MAX_FORM_AGE_MS } from '../signing.server'
import { RequestCounter, type Reservation, requestCounter } from './request-counter.server'

/**
 * Fill-time tokens are taken once (docs/spec.md §11.9): a token is held while its form is handled and kept
 * when the form succeeds, so one page view cannot be replayed for many bookings or messages. A form that
 * did not go through gives its token back, so the visitor can correct it and send it again. One Durable
 * Object per token (binding FORM_TOKENS), for as long as a token lives.
 */
export class FormTokens extends RequestCounter {}

const ONCE = { windowMs: MAX_FORM_AGE_MS, perParty: 1 }

export async function holdFormToken(
  c: Context<AppEnv>,
  nonce: string,
): Promise<{ taken: false } | { taken: true; settle(succeeded: boolean): Promise<void> }> {
  const tokens = requestCounter(c.env.FORM_TOKENS, `token:${nonce}`)
  const held: Reservation = await tokens.reserve('', ONCE)
  if (!held.ok) return { taken: false }
  return { taken: true, settle: (succeeded) => tokens.settle(held.id, succeeded ? 'count' : 'release') }
}

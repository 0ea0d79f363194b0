import type { Context } from 'hono'
import type { AppEnv, Env } from '../../config'
import { isRecord } from '../cms/errors.server'
import { clientAddress } from './client-address.server'

/**
 * The optional bot check (docs/spec.md §11.10): Cloudflare Turnstile on the booking and contact-type
 * forms, on only when both TURNSTILE_SITE_KEY and the secret TURNSTILE_SECRET are set. Then the forms
 * carry the widget, the CSP lets its script and frame in (middleware/security.server.ts) and the worker checks
 * each post's token with siteverify before anything is stored. Unset, nothing of Turnstile loads.
 */

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'
/** The field Turnstile's widget adds to the form it sits in. */
export const TURNSTILE_FIELD = 'cf-turnstile-response'
const VERIFY_TIMEOUT_MS = 5000

/** The site key the forms show the widget with, or undefined when the bot check is off. */
export const botCheckSiteKey = (env: Env): string | undefined =>
  env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET ? env.TURNSTILE_SITE_KEY : undefined

export type BotCheck = 'passed' | 'failed' | 'unavailable'

/**
 * Asks siteverify whether the post's token is a solved, unused challenge. Off: every post passes. A
 * siteverify that cannot be reached is `unavailable` (the form asks to try again, input kept): refusing
 * would read as "you are a bot", letting through would switch the check off for whoever can slow it down.
 */
export async function checkBot(c: Context<AppEnv>, values: Record<string, string>): Promise<BotCheck> {
  const secret = botCheckSiteKey(c.env) && c.env.TURNSTILE_SECRET
  if (!secret) return 'passed'
  const token = values[TURNSTILE_FIELD] ?? ''
  if (!token || token.length > 2048) return 'failed'
  const body = new URLSearchParams({ secret, response: token })
  const address = clientAddress(c)
  if (address) body.set('remoteip', address)
  try {
    const response = await fetch(c.env.TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!response.ok) return 'unavailable'
    const answer: unknown = await response.json()
    return isRecord(answer) && answer.success === true ? 'passed' : 'failed'
  } catch {
    return 'unavailable'
  }
}

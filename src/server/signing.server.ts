import type { Env } from '../config'
import type { FormId } from '../lib/forms/form-ids'

/**
 * Values the worker hands out and must recognise when they come back: the fill-time token of a form
 * (docs/spec.md §11.9) and the booking a confirmation page shows (§13.9). HMAC-SHA-256 with SIGNING_SECRET,
 * so nobody can forge one.
 */
type Secret = Pick<Env, 'SIGNING_SECRET'>

const encoder = new TextEncoder()

/** The key of each secret, imported once (the key, not a promise: nothing of one request waits on another). */
const keys = new Map<string, CryptoKey>()

async function hmacKey(env: Secret): Promise<CryptoKey> {
  let key = keys.get(env.SIGNING_SECRET)
  if (!key) {
    key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(env.SIGNING_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(env.SIGNING_SECRET, key)
  }
  return key
}

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))

export const sign = async (env: Secret, text: string) =>
  toHex(await crypto.subtle.sign('HMAC', await hmacKey(env), encoder.encode(text)))

export const isSigned = async (env: Secret, text: string, signature: string) =>
  /^[0-9a-f]{64}$/.test(signature) &&
  crypto.subtle.verify('HMAC', await hmacKey(env), fromHex(signature), encoder.encode(text))

/** A person takes longer than this to fill in a form; a faster post is a script. */
export const MIN_FILL_MS = 3000
/** A form left open longer than this is asked to be sent again (the page gives a fresh token). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000

/**
 * The fill-time token of one form (docs/spec.md §11.9): when the page was rendered and a random name, signed
 * with the form's id, so a token taken from one form is refused by every other. Each token is taken once
 * (limits/form-tokens.server.ts).
 */
export async function issueFormToken(env: Secret, form: FormId, now: number): Promise<string> {
  const issued = String(now)
  const nonce = crypto.randomUUID().replaceAll('-', '')
  return `${issued}.${nonce}.${await sign(env, `form:${form}:${issued}:${nonce}`)}`
}

type FormTokenProblem = 'forged' | 'tooFast' | 'expired'

/** Why a posted fill-time token is refused, or the token's name when the form may be taken. */
export async function checkFormToken(
  env: Secret,
  form: FormId,
  token: string,
  now: number,
): Promise<{ problem: FormTokenProblem } | { nonce: string }> {
  const [issued = '', nonce = '', signature = ''] = token.split('.')
  const wellFormed = /^\d{13}$/.test(issued) && /^[0-9a-f]{32}$/.test(nonce)
  if (!wellFormed || !(await isSigned(env, `form:${form}:${issued}:${nonce}`, signature))) {
    return { problem: 'forged' }
  }
  const age = now - Number(issued)
  if (age < MIN_FILL_MS) return { problem: 'tooFast' }
  return age > MAX_FORM_AGE_MS ? { problem: 'expired' } : { nonce }
}

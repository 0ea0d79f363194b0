import type { Env } from '../config'

/**
 * Values the worker hands out and must recognise when they come back: the fill-time token of a form
 * (docs/spec.md §11.9) and the booking a confirmation page shows (§13.9). HMAC-SHA-256 with SIGNING_SECRET,
 * so nobody can forge one.
 */
type Secret = Pick<Env, 'SIGNING_SECRET'>

const encoder = new TextEncoder()

const hmacKey = (env: Secret) =>
  crypto.subtle.importKey(
    'raw',
    encoder.encode(env.SIGNING_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )

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

/** The fill-time token: when the page was rendered, signed. */
export async function issueFormToken(env: Secret, now = Date.now()): Promise<string> {
  const issued = String(now)
  return `${issued}.${await sign(env, `form:${issued}`)}`
}

type FormTokenProblem = 'forged' | 'tooFast' | 'expired'

/** Why a posted fill-time token is refused, or undefined when the form may be taken. */
export async function checkFormToken(
  env: Secret,
  token: string,
  now = Date.now(),
): Promise<FormTokenProblem | undefined> {
  const [issued = '', signature = ''] = token.split('.')
  if (!/^\d{13}$/.test(issued) || !(await isSigned(env, `form:${issued}`, signature))) return 'forged'
  const age = now - Number(issued)
  if (age < MIN_FILL_MS) return 'tooFast'
  return age > MAX_FORM_AGE_MS ? 'expired' : undefined
}

import crypto from 'node:crypto'
import { DRAFT_READER_LABEL } from '../shared/worker-channel'

/**
 * The channel between the site's worker and the CMS (its header names: shared/worker-channel.ts): every call
 * the worker makes carries its secret (CMS_WORKER_SECRET, one name on both sides), and, with it, the
 * visitor's address. Booking and form endpoints take calls from the worker only; the address is believed
 * only from the worker.
 */

/** Shorter secrets can be guessed: they count as no secret at all. */
export const MIN_SECRET_LENGTH = 32

/** CMS_WORKER_SECRET when it is long enough, else undefined (then nothing is taken from the worker). */
export const configuredWorkerSecret = (): string | undefined => {
  const secret = process.env.CMS_WORKER_SECRET ?? ''
  return secret.length >= MIN_SECRET_LENGTH ? secret : undefined
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest()

/**
 * Whether a request's `x-worker-secret` is the worker's: `missing` (no header), `wrong` (another value,
 * or no secret configured here), `valid`. Compares digests in constant time, so neither the value nor
 * its length leaks through timing.
 */
export const workerCredential = (presented: string | undefined): 'missing' | 'wrong' | 'valid' => {
  if (!presented) return 'missing'
  const secret = configuredWorkerSecret()
  return secret && crypto.timingSafeEqual(digest(presented), digest(secret)) ? 'valid' : 'wrong'
}

/**
 * The site's draft reader (its draft mode and its preview links, docs/spec.md §16.13) proves itself beside the
 * worker's secret with `x-draft-reader`: HMAC-SHA-256 of DRAFT_READER_LABEL under the secret, in hex. The
 * worker's other callers — the content shields, whose answers every visitor is served — never send it, so a
 * draft can never be asked by them, whatever their query says (lib/gate/queries.ts).
 */
/** Whether a request's `x-draft-reader` is the draft reader's (never without a configured secret). */
export const isDraftReader = (presented: string | undefined): boolean => {
  const secret = configuredWorkerSecret()
  if (!presented || !secret) return false
  const expected = crypto.createHmac('sha256', secret).update(DRAFT_READER_LABEL).digest('hex')
  return crypto.timingSafeEqual(digest(presented), digest(expected))
}

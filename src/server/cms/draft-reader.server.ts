import {
  DRAFT_READER_HEADER,
  DRAFT_READER_LABEL,
  WORKER_SECRET_HEADER,
} from '../../../cms/src/shared/worker-channel'

/**
 * The draft reader's credential (docs/spec.md §16.13, §18.11): beside the worker's secret, draft mode's reads
 * and the preview's slug lookup send `x-draft-reader`, HMAC-SHA-256 of a label under the worker's secret, in
 * hex. The CMS answers `status=draft` to that pair only (cms/src/lib/worker-secret.ts derives the same), so
 * the content shields — whose answers every visitor gets — could never be answered a draft, whatever a query
 * of theirs said.
 */

const encoder = new TextEncoder()
/** The key per secret, once derived (the string, never a promise: one must not cross requests, decision 017). */
const known = new Map<string, string>()

async function derive(secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(DRAFT_READER_LABEL)))
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The headers of a draft read: the worker's secret and the draft reader's key (derived once per isolate). */
export async function draftReaderHeaders(
  env: Pick<Env, 'CMS_WORKER_SECRET'>,
): Promise<Record<string, string>> {
  const secret = env.CMS_WORKER_SECRET
  // No secret, no drafts: the CMS answers a draft to nobody then (and the site enters no draft mode).
  if (!secret) return {}
  let key = known.get(secret)
  if (key === undefined) {
    key = await derive(secret)
    known.set(secret, key)
  }
  return { [WORKER_SECRET_HEADER]: secret, [DRAFT_READER_HEADER]: key }
}

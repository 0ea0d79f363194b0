/**
 * The channel between the site's worker and the CMS, named once for both sides: the headers every call of
 * the worker carries and the CMS reads (cms/src/lib/worker-secret.ts checks them; src/server/cms/ sends them),
 * and the label the draft reader's key is derived for. A name changed here changes on both sides at once.
 * Like booking-rules.ts: no imports, and code both tsconfigs compile.
 */

/** The worker's secret (CMS_WORKER_SECRET, one name on both sides): the CMS answers the worker alone. */
export const WORKER_SECRET_HEADER = 'x-worker-secret'
/** The visitor's address, believed only beside a valid worker's secret (the limits count it). */
export const CLIENT_IP_HEADER = 'x-client-ip'
/** The page's language: the mails the CMS sends for an account are in it. */
export const LOCALE_HEADER = 'x-locale'
/**
 * The draft reader's credential (docs/spec.md §16.13, §18.11): HMAC-SHA-256 of DRAFT_READER_LABEL under the
 * worker's secret, in hex, sent beside the secret by draft mode's reads and the preview's lookups only.
 */
export const DRAFT_READER_HEADER = 'x-draft-reader'
export const DRAFT_READER_LABEL = 'solera draft reader v1'

import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { CmsError } from '../cms/errors.server'
import {
  type ApiVersion,
  fallbackErrorBody,
  isErrorBody,
  parseApiVersion,
} from '../cms/strapi-versions.server'
import { isCurrent } from './ledger.server'
import { memoryTier, type StoredAnswer } from './memory.server'
import { type ShieldQuery, shieldFor } from './shield.server'
import { tagSnapshot } from './snapshot.server'

/**
 * The CMS's public answers as a page reads them (docs/decisions/032-content-at-every-location.md): from this
 * isolate's memory while no purge named what they show, else from their shield (shield.server.ts), never
 * from Strapi directly. Every answer a request reads adds its tags to the request's, which the page cache
 * keeps with the page.
 */

/** An answer no purge touched is asked of the shield again after this long (it rechecks Strapi hourly). */
export const ANSWER_MAX_AGE_MS = 10 * 60 * 1000

declare module 'hono' {
  interface ContextVariableMap {
    /** The tags of everything the request read from the CMS: what its page shows. */
    readTags: Set<string>
  }
}

/** The tags of what this request has read so far. */
export function readTags(c: Context<AppEnv>): Set<string> {
  let tags = c.get('readTags')
  if (!tags) {
    tags = new Set()
    c.set('readTags', tags)
  }
  return tags
}

/** Reads a public CMS answer: the parsed body, or a CmsError with the CMS's own error body for a refusal. */
export type SharedRead = (query: ShieldQuery) => Promise<unknown>

/**
 * The request's reader of public CMS answers. No promise is shared between requests — a promise must not
 * cross requests in Workers (a cancelled request would leave the others waiting on it; decision 017) — and
 * none within one: no page asks a query twice in one render (measured over every page of the sitemap and the
 * forms), and a query's concurrent misses meet in its shield, which fetches it once.
 */
export const sharedAnswers =
  (c: Context<AppEnv>): SharedRead =>
  (query) =>
    sharedAnswer(c, query)

/** Strapi's refusal (`status` ≥ 300) as the error a page handles: its own error body, or the version's fallback. */
export function cmsRefusalError(status: number, body: unknown, version: ApiVersion): CmsError {
  const message = `the CMS answered ${status}`
  return new CmsError(status, isErrorBody(body) ? body : fallbackErrorBody(version, message), message)
}

/** A public CMS answer: from the isolate's memory while current, else from its shield (and kept). */
async function sharedAnswer(c: Context<AppEnv>, query: ShieldQuery): Promise<unknown> {
  const tier = memoryTier(c)
  const snapshot = await tagSnapshot(c)
  const now = tier.now()
  const kept = tier.answers.get(query.url)
  if (kept && now - kept.storedAt < ANSWER_MAX_AGE_MS && isCurrent(snapshot, kept)) {
    for (const tag of kept.tags) readTags(c).add(tag)
    return kept.body
  }
  const version = parseApiVersion(c.env.CMS_API_VERSION)
  const answer = await shieldFor(c.env, query.url)
    .answer(query)
    .catch((error: unknown) => {
      // Neither the shield nor Strapi has it: the page says the site is unavailable for a moment.
      const message = error instanceof Error ? error.message : String(error)
      throw new CmsError(503, fallbackErrorBody(version, message), message)
    })
  for (const tag of answer.tags) readTags(c).add(tag)
  const body: unknown = answer.body ? JSON.parse(answer.body) : undefined
  if (answer.status >= 300) throw cmsRefusalError(answer.status, body, version)
  const stored: StoredAnswer = { body, tags: answer.tags, seq: snapshot.seq, storedAt: now }
  // Memory cost of a parsed answer, estimated from its JSON (objects take about twice their text).
  tier.answers.set(query.url, stored, answer.body.length * 2, ANSWER_MAX_AGE_MS)
  return body
}

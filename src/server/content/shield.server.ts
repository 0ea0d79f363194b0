import { DurableObject } from 'cloudflare:workers'
import { WORKER_SECRET_HEADER } from '../../../cms/src/shared/worker-channel'
import { type Clock, systemClock } from '../clock.server'
import { CMS_TIMEOUT_MS } from '../cms/client.server'
import { validateAnswer } from './schemas.server'
import { answerTags, typeTag } from './tags.server'

/**
 * The CMS's shield (docs/decisions/032-content-at-every-location.md): the one caller of Strapi for the
 * public content every location shows. A handful of objects (by a hash of the query) keep each answer with
 * the tags of what it shows; every location asks them, never Strapi. So Strapi sees one request per query
 * per change, whatever the number of locations:
 * - an answer is served as kept until a purge names one of its tags (then it is fetched again, once, however
 *   many ask at the same moment) or until it is RECHECK_MS old (a webhook lost on the way costs at most that);
 * - when Strapi does not answer, the answer kept is served as long as it takes (no visitor sees the outage),
 *   and Strapi is asked again for it at most every RETRY_MS (no stampede when it comes back);
 * - an answer that is not what its content type looks like is never kept (validate: the last good one stays).
 */

/** How many shields share the queries. */
export const SHIELD_SHARDS = 8
/** An answer no purge touched is asked again after this long. */
export const RECHECK_MS = 60 * 60 * 1000
/** After Strapi failed to answer a query, its kept answer is served without asking again for this long. */
export const RETRY_MS = 30_000

/** What a shield answers a location: Strapi's status and body, and the tags of what the body shows. */
export interface ShieldAnswer {
  status: number
  body: string
  tags: string[]
  /** When the shield last had it from Strapi (a stale copy during an outage is older). */
  fetchedAt: number
}

/** A query: its URL at the CMS, and what its tags are made of (tags.server.ts). */
export interface ShieldQuery {
  url: string
  plural: string
  locale: string
  /** The answer depends on the whole content type (a list), not only on the documents it shows. */
  whole: boolean
}

/** Malformed answers of one content type (`ContentShield.malformed`). */
export type MalformedCount = { plural: string; count: number; problem: string; url: string; at: number }

type Row = {
  status: number
  body: string
  tags: string
  fetched_at: number
  stale: number
  failed_at: number | null
}

export class ContentShield extends DurableObject<Env> {
  /** The system's, unless the entry that exports the class gives its own (clock.server.ts). */
  protected readonly clock: Clock = systemClock
  private readonly sql: SqlStorage
  /** Fetches under way, so that a query's concurrent misses make one request to Strapi. */
  private readonly fetching = new Map<string, Promise<ShieldAnswer>>()

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`CREATE TABLE IF NOT EXISTS answers (url TEXT PRIMARY KEY, status INTEGER NOT NULL, body TEXT NOT NULL,
      tags TEXT NOT NULL, fetched_at INTEGER NOT NULL, stale INTEGER NOT NULL DEFAULT 0, failed_at INTEGER)`)
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS answer_tags (tag TEXT NOT NULL, url TEXT NOT NULL, PRIMARY KEY (tag, url))',
    )
    this.sql.exec(`CREATE TABLE IF NOT EXISTS malformed (plural TEXT PRIMARY KEY, count INTEGER NOT NULL,
      problem TEXT NOT NULL, url TEXT NOT NULL, at INTEGER NOT NULL)`)
  }

  /** The malformed answers Strapi gave, per content type: how many, and the latest one's problem. */
  malformed(): MalformedCount[] {
    return this.sql.exec<MalformedCount>('SELECT plural, count, problem, url, at FROM malformed').toArray()
  }

  async answer(query: ShieldQuery): Promise<ShieldAnswer> {
    const now = this.clock.now()
    const kept = this.sql.exec<Row>('SELECT * FROM answers WHERE url = ?', query.url).toArray()[0]
    if (kept && !kept.stale && now - kept.fetched_at < RECHECK_MS) return answerOf(kept)
    if (kept?.failed_at && now - kept.failed_at < RETRY_MS) return answerOf(kept)
    const under = this.fetching.get(query.url)
    if (under) return under
    const fetched = this.refetch(query, kept).finally(() => this.fetching.delete(query.url))
    this.fetching.set(query.url, fetched)
    return fetched
  }

  /** Marks every answer showing one of `tags` stale: its next asker has it fetched again. Answers how many. */
  purge(tags: string[]): number {
    let marked = 0
    for (const tag of new Set(tags)) {
      marked += this.sql.exec(
        'UPDATE answers SET stale = 1 WHERE stale = 0 AND url IN (SELECT url FROM answer_tags WHERE tag = ?)',
        tag,
      ).rowsWritten
    }
    return marked
  }

  private async refetch(query: ShieldQuery, kept: Row | undefined): Promise<ShieldAnswer> {
    const now = this.clock.now()
    let status: number
    let body: string
    try {
      const response = await fetch(query.url, {
        headers: { accept: 'application/json', [WORKER_SECRET_HEADER]: this.env.CMS_WORKER_SECRET },
        signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      })
      status = response.status
      body = await response.text()
    } catch (error) {
      return this.failed(query, kept, now, error)
    }
    if (status >= 500) return this.failed(query, kept, now, new Error(`the CMS answered ${status}`))
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return this.malformedAnswer(query, kept, now, 'not JSON')
    }
    const problem = status < 300 ? validateAnswer(query.plural, parsed, this.env.CMS_API_VERSION) : undefined
    if (problem) return this.malformedAnswer(query, kept, now, problem)
    // A refusal (a single type nobody made yet, a query the CMS cannot answer) is kept like an answer, on
    // its type: a publish of that type asks again.
    const tags =
      status < 300
        ? answerTags(parsed, query.plural, query.locale, query.whole)
        : [typeTag(query.plural, query.locale)]
    this.sql.exec(
      `INSERT INTO answers (url, status, body, tags, fetched_at, stale, failed_at) VALUES (?, ?, ?, ?, ?, 0, NULL)
       ON CONFLICT (url) DO UPDATE SET status = excluded.status, body = excluded.body, tags = excluded.tags,
       fetched_at = excluded.fetched_at, stale = 0, failed_at = NULL`,
      query.url,
      status,
      body,
      tags.join(' '),
      now,
    )
    this.sql.exec('DELETE FROM answer_tags WHERE url = ?', query.url)
    for (const tag of tags)
      this.sql.exec('INSERT OR IGNORE INTO answer_tags (tag, url) VALUES (?, ?)', tag, query.url)
    return { status, body, tags, fetchedAt: now }
  }

  /** Strapi answered what is not an answer of the query's type: counted per type, then as a failure. */
  private malformedAnswer(query: ShieldQuery, kept: Row | undefined, now: number, problem: string) {
    this.sql.exec(
      `INSERT INTO malformed (plural, count, problem, url, at) VALUES (?, 1, ?, ?, ?) ON CONFLICT (plural)
       DO UPDATE SET count = count + 1, problem = excluded.problem, url = excluded.url, at = excluded.at`,
      query.plural,
      problem,
      query.url,
      now,
    )
    return this.failed(query, kept, now, new Error(`malformed ${query.plural}: ${problem}`))
  }

  /** Strapi failed (or answered what cannot be kept): the kept answer, marked so it is not asked for at once again. */
  private failed(query: ShieldQuery, kept: Row | undefined, now: number, error: unknown): ShieldAnswer {
    console.error(`[shield] ${query.url}: ${error instanceof Error ? error.message : String(error)}`)
    if (!kept) throw error instanceof Error ? error : new Error(String(error))
    this.sql.exec('UPDATE answers SET failed_at = ? WHERE url = ?', now, query.url)
    return answerOf(kept)
  }
}

const answerOf = (row: Row): ShieldAnswer => ({
  status: row.status,
  body: row.body,
  tags: row.tags ? row.tags.split(' ') : [],
  fetchedAt: row.fetched_at,
})

/** FNV-1a: a query's shard, the same in every isolate. */
function shardOf(url: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % SHIELD_SHARDS
}

/** The shield that owns a query. */
export const shieldFor = (env: Env, url: string) =>
  env.CONTENT_SHIELD.get(env.CONTENT_SHIELD.idFromName(`shard-${shardOf(url)}`))

/** Every shield, for a purge. */
export const allShields = (env: Env) =>
  Array.from({ length: SHIELD_SHARDS }, (_, shard) =>
    env.CONTENT_SHIELD.get(env.CONTENT_SHIELD.idFromName(`shard-${shard}`)),
  )

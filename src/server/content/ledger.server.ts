import { DurableObject } from 'cloudflare:workers'
import { type Clock, systemClock } from '../clock.server'

/**
 * The one record of what changed, and in which order (docs/decisions/032-content-at-every-location.md): a
 * purge takes the next sequence number and writes it against every tag it names. A cached page or answer
 * keeps the sequence number its isolate knew when it was made, and is stale once one of its tags carries a
 * later number. One object for the whole site, asked by each isolate every few seconds (a snapshot of a few
 * kilobytes) and written once per publish.
 */
export interface TagSnapshot {
  /** The latest purge's number; 0 before the first. */
  seq: number
  /** Each tag purged within the retention, with the number of its latest purge. */
  tags: Record<string, number>
}

/**
 * How long a purge is remembered. Whatever is cached lives shorter than this (pages and answers are rebuilt
 * after PAGE_MAX_AGE_MS and ANSWER_MAX_AGE_MS at the latest), so no entry outlives the record of a purge
 * that concerns it.
 */
export const PURGE_RETENTION_MS = 24 * 60 * 60 * 1000

export class TagLedger extends DurableObject<Env> {
  /** The system's, unless the entry that exports the class gives its own (clock.server.ts). */
  protected readonly clock: Clock = systemClock
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS purges (tag TEXT PRIMARY KEY, seq INTEGER NOT NULL, at INTEGER NOT NULL)`,
    )
    this.sql.exec(`CREATE TABLE IF NOT EXISTS sequence (seq INTEGER NOT NULL)`)
    if (this.sql.exec('SELECT count(*) AS n FROM sequence').one().n === 0)
      this.sql.exec('INSERT INTO sequence VALUES (0)')
  }

  /** Records a purge of `tags`; answers its number. */
  purge(tags: string[]): number {
    const now = this.clock.now()
    this.sql.exec('UPDATE sequence SET seq = seq + 1')
    const seq = Number(this.sql.exec<{ seq: number }>('SELECT seq FROM sequence').one().seq)
    for (const tag of new Set(tags)) {
      this.sql.exec(
        'INSERT INTO purges (tag, seq, at) VALUES (?, ?, ?) ON CONFLICT (tag) DO UPDATE SET seq = excluded.seq, at = excluded.at',
        tag,
        seq,
        now,
      )
    }
    this.sql.exec('DELETE FROM purges WHERE at < ?', now - PURGE_RETENTION_MS)
    return seq
  }

  snapshot(): TagSnapshot {
    const seq = Number(this.sql.exec<{ seq: number }>('SELECT seq FROM sequence').one().seq)
    const tags: Record<string, number> = {}
    for (const row of this.sql.exec<{ tag: string; seq: number }>('SELECT tag, seq FROM purges')) {
      tags[row.tag] = Number(row.seq)
    }
    return { seq, tags }
  }
}

/** The site's one ledger. */
export const tagLedger = (env: Env) => env.TAG_LEDGER.get(env.TAG_LEDGER.idFromName('site'))

/** Whether something made when the isolate knew purge `seq`, reading `tags`, is still what they show. */
export const isCurrent = (snapshot: TagSnapshot, made: { seq: number; tags: readonly string[] }): boolean =>
  made.tags.every((tag) => (snapshot.tags[tag] ?? 0) <= made.seq)

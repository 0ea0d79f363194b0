// `npm run sim:locations`: what Strapi pays for the site at many locations
// (docs/decisions/032-content-at-every-location.md). For each N of SIM_LOCATIONS (default 1,4,12) it starts N
// locations of the bundled worker in one workerd — each its own isolate, memory and Cache API, sharing the
// Durable Objects and KV as Cloudflare's locations do (lib/sim-locations.mjs) — in front of one real Strapi
// from cms/ behind a door that counts its requests (lib/sim-strapi.mjs). Visitors spread over the locations
// ask for the sitemap's pages in both languages, a few often and most rarely (Zipf), through five phases:
//   warm      a crawler asks one location for every page once, then visitors come (not measured)
//   steady    Strapi requests per minute while nothing changes: content (the shields' reads) and live
//             (availability: never kept, spec §17.8) apart
//   publish   an editor changes an event's title in English, then in Spanish, then unpublishes another
//             event; each time, the seconds until every location shows it on every page that showed it;
//             then the crawler asks for every page again, and the Strapi requests since the first
//             publish, per publish, are what a publish costs (every stale answer fetched again)
//   outage    Strapi unreachable: visitors ask only for pages some location served before; none may fail
//   recovery  Strapi back: the requests that follow (a stampede would show here)
// Strapi's requests are counted at a door in front of it (lib/sim-strapi.mjs): a content request for an
// address asked before in the run is a refetch, what a publish costs. What the workers log goes to
// dist/sim/workers.log.
// It prints a table per N and the extrapolation to 330 locations; the last line is `SIM {json}`.
// SIM_REF=<git ref> measures that commit's worker instead of this tree's (the before figures: its own
// install and build in a temporary worktree). Phase lengths: SIM_WARM, SIM_STEADY, SIM_OUTAGE, SIM_RECOVERY
// (seconds); SIM_VISITORS concurrent visitors (default 6).
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleWorker } from './lib/bench-site.mjs'
import { ensureCmsInstalled, startCms } from './lib/cms.mjs'
import { buildTree, checkOutRef } from './lib/ref-tree.mjs'
import { startLocations } from './lib/sim-locations.mjs'
import { signInEditor, startStrapiDoor } from './lib/sim-strapi.mjs'
import { OFFLINE_ENV } from './lib/worker.mjs'

const here = fileURLToPath(new URL('..', import.meta.url))
const WORKER_LOG = join(here, 'dist', 'sim', 'workers.log')
Object.assign(process.env, OFFLINE_ENV)
const counts = (process.env.SIM_LOCATIONS ?? '1,4,12').split(',').map(Number)
const seconds = (name, fallback) => (Number(process.env[name]) || fallback) * 1000
const WARM_MS = seconds('SIM_WARM', 4)
const STEADY_MS = seconds('SIM_STEADY', 12)
const OUTAGE_MS = seconds('SIM_OUTAGE', 12)
const RECOVERY_MS = seconds('SIM_RECOVERY', 8)
const VISITORS = Number(process.env.SIM_VISITORS) || 6
/** A publish not shown everywhere after this long counts as never shown (the spec asks for 60 s). */
const FRESH_GIVE_UP_MS = 90_000
const LOCATIONS_WORLDWIDE = 330
const EVENT = 'api::event.event'
const ADMIN = { email: 'editor@sim.example', password: 'Quiet-Harbour-2026' }
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const log = (line) => console.log(line)

/** The worker to measure: this tree, or SIM_REF's commit in a worktree of its own (installed and built). */
function prepareWorker() {
  const ref = process.env.SIM_REF
  const tree = ref ? checkOutRef(here, ref, log) : { root: here, cleanUp: () => {} }
  log('▶ build')
  // A folder of its own in this tree: a running `npm start` serves dist/client (docs/spec.md §21.4). A ref's
  // worktree is nobody's site, and its build script may predate `--out` (then it builds into dist/client).
  const assetsDir = ref ? `${tree.root}dist/client` : `${tree.root}dist/sim/client`
  buildTree(tree.root, { quiet: true, out: assetsDir })
  return {
    root: tree.root,
    assetsDir,
    bundle: bundleWorker(tree.root, `${tree.root}dist/sim/worker`, undefined, assetsDir),
    cleanUp: tree.cleanUp,
  }
}

/** The sitemap's pages as paths, the home pages and event lists first (the hot ones), the rest after. */
async function sitePages(location) {
  const xml = await (await fetch(`${location}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
  const hot = ['/', '/es', '/events', '/es/events'].filter((path) => paths.includes(path))
  return [...hot, ...paths.filter((path) => !hot.includes(path)).sort()]
}

/** A page as a visitor in its language sees it. */
const visit = (location, path) =>
  fetch(`${location}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER, 'accept-language': path.startsWith('/es') ? 'es' : 'en' },
    signal: AbortSignal.timeout(20_000),
  })

/**
 * Visitors until `stop()`: each picks a location at random and a page by Zipf's law over `pages()`, one
 * after another. Failures (a 5xx, a 404 of a page not gone, no answer) are counted per phase.
 */
function startVisitors(locations, pages, gone, served) {
  let running = true
  let phase = 'warm'
  const errors = {}
  let requests = 0
  const pick = () => {
    const list = pages()
    if (list.length === 0) return '/'
    const weights = list.map((_, rank) => 1 / (rank + 1))
    let left = Math.random() * weights.reduce((a, b) => a + b, 0)
    for (const [rank, weight] of weights.entries()) {
      left -= weight
      if (left <= 0) return list[rank]
    }
    return list[0]
  }
  const one = async () => {
    while (running) {
      const location = locations[Math.floor(Math.random() * locations.length)]
      const path = pick()
      const at = phase
      requests += 1
      try {
        const response = await visit(location, path)
        await response.arrayBuffer()
        const failed = response.status >= 500 || (response.status === 404 && !gone.has(path))
        if (failed) errors[at] = (errors[at] ?? 0) + 1
        else if (response.status === 200) served.add(path)
        if (failed && (errors[at] ?? 0) <= 3)
          log(`    ! ${at}: ${path} at ${location} answered ${response.status}`)
      } catch (error) {
        errors[at] = (errors[at] ?? 0) + 1
        if ((errors[at] ?? 0) <= 3) log(`    ! ${at}: ${path} at ${location}: ${error}`)
      }
      await sleep(50)
    }
  }
  const all = Array.from({ length: VISITORS }, one)
  return {
    errors,
    requests: () => requests,
    setPhase: (name) => {
      phase = name
    },
    stop: async () => {
      running = false
      await Promise.all(all)
    },
  }
}

/**
 * Seconds from `since` until every location passes `check` on every page of `pages` (polled), or undefined
 * after FRESH_GIVE_UP_MS.
 */
async function secondsUntilEverywhere(locations, pages, check, since) {
  const fresh = await Promise.all(
    locations.map(async (location) => {
      for (const path of pages) {
        for (;;) {
          const response = await visit(location, path).catch(() => undefined)
          if (response && check(path, response.status, await response.text())) break
          if (Date.now() - since > FRESH_GIVE_UP_MS) return undefined
          await sleep(250)
        }
      }
      return Date.now()
    }),
  )
  if (fresh.some((at) => at === undefined)) return undefined
  return (Math.max(...fresh) - since) / 1000
}

/** The pages (of `candidates`) that show `text` at `location` now. */
async function pagesShowing(location, candidates, text) {
  const showing = []
  for (const path of candidates) {
    const response = await visit(location, path)
    if (response.status === 200 && (await response.text()).includes(text)) showing.push(path)
  }
  return showing
}

/** One run of the five phases with `count` locations. */
async function runLocations({ count, worker, cms, door, editor, events }) {
  const [first, second] = events
  const secrets = { PURGE_SECRET: cms.purgeSecret, SIGNING_SECRET: randomBytes(24).toString('hex') }
  const site = await startLocations({
    bundle: worker.bundle,
    configPath: `${worker.root}wrangler.toml`,
    assetsDir: worker.assetsDir,
    count,
    vars: { ...secrets, CMS_URL: door.url, CMS_WORKER_SECRET: cms.workerSecret },
    logFile: WORKER_LOG,
  })
  door.purgeTarget = site.urls[0]
  door.purges.length = 0
  door.reset()
  try {
    const all = await sitePages(site.urls[0])
    const gone = new Set()
    const served = new Set()
    let outage = false
    // In the outage, only what some location served before (the caches cannot hold what nobody asked for).
    const pages = () => all.filter((path) => !gone.has(path) && (!outage || served.has(path)))
    const visitors = startVisitors(site.urls, pages, gone, served)
    const figures = { locations: count, pages: all.length }
    try {
      // A crawler (one location, every page once) and the visitors: the caches fill.
      for (const path of all) await (await visit(site.urls[0], path)).arrayBuffer()
      await sleep(WARM_MS)
      figures.strapiWarm = door.requests().content

      visitors.setPhase('steady')
      const steadyFrom = { at: Date.now(), ...door.requests() }
      await sleep(STEADY_MS)
      const perMinute = (key) =>
        Math.round(((door.requests()[key] - steadyFrom[key]) / (Date.now() - steadyFrom.at)) * 60_000)
      figures.strapiPerMinute = perMinute('content')
      figures.refetchesPerMinute = perMinute('again')
      figures.livePerMinute = perMinute('live')

      visitors.setPhase('publish')
      const publishFrom = door.requests()
      const changes = [
        { locale: 'en', event: first, list: '/events', home: '/' },
        { locale: 'es', event: first, list: '/es/events', home: '/es' },
      ]
      const fresh = []
      for (const { locale, event, list, home } of changes) {
        const detail = `${locale === 'es' ? '/es' : ''}/events/${event.slug}`
        const before = event.titles[locale]
        const showing = await pagesShowing(site.urls[0], [detail, list, home], before)
        const after = `${before.replace(/ \(r\d+\)$/, '')} (r${Date.now() % 100000})`
        const since = Date.now()
        await editor.publish(EVENT, event.documentId, locale, { title: after })
        event.titles[locale] = after
        fresh.push(
          await secondsUntilEverywhere(site.urls, showing, (_, _status, body) => body.includes(after), since),
        )
      }
      // An unpublished event: its page is gone and no list links to it.
      const detail = `/events/${second.slug}`
      const linking = await pagesShowing(site.urls[0], ['/events', '/'], `href="${detail}"`)
      gone.add(detail)
      const since = Date.now()
      await editor.unpublish(EVENT, second.documentId, 'en')
      fresh.push(
        await secondsUntilEverywhere(
          site.urls,
          [detail, ...linking],
          (path, status, body) => (path === detail ? status === 404 : !body.includes(`href="${detail}"`)),
          since,
        ),
      )
      // The crawler again: every page is asked for, so every answer the publishes made stale is fetched
      // again (visitors alone would leave some of the tail for later, and the figure to chance).
      for (const path of pages()) await (await visit(site.urls[0], path)).arrayBuffer()
      const publishes = changes.length + 1
      // The content Strapi was asked for after the publishes (the new and the 404 answers included).
      const publishCost = door.requests().content - publishFrom.content
      figures.strapiPerPublish = Math.round(publishCost / publishes)
      figures.refetchesPerPublish = Math.round((door.requests().again - publishFrom.again) / publishes)
      figures.freshSeconds = fresh.map((value) => (value === undefined ? null : Number(value.toFixed(1))))
      figures.freshMaxSeconds = fresh.includes(undefined) ? null : Math.max(...figures.freshSeconds)
      const stale = door.purges.map(({ body }) => body?.stale).filter((value) => typeof value === 'number')
      figures.queriesPerPublish = stale.length
        ? Math.round(stale.reduce((a, b) => a + b, 0) / publishes)
        : null
      figures.purgesPerPublish = door.purges.length / publishes

      visitors.setPhase('outage')
      outage = true
      door.down()
      await sleep(OUTAGE_MS)
      door.up()
      outage = false

      visitors.setPhase('recovery')
      const recoveryFrom = door.requests().content
      await sleep(RECOVERY_MS)
      figures.recoveryStrapi = door.requests().content - recoveryFrom
    } finally {
      await visitors.stop()
    }
    const { warm = 0, outage: duringOutage = 0, ...rest } = visitors.errors
    figures.visitorErrors = Object.values(rest).reduce((a, b) => a + b, 0)
    figures.outageErrors = duringOutage
    figures.warmErrors = warm
    figures.visits = visitors.requests()
    // Back as it was for the next run.
    await editor.publish(EVENT, second.documentId, 'en', {})
    return figures
  } finally {
    await site.dispose()
  }
}

/** Figures at 330 locations, on the line through the smallest and the largest run. */
function extrapolate(runs, key) {
  const first = runs[0]
  const last = runs.at(-1)
  if (typeof first[key] !== 'number' || typeof last[key] !== 'number') return null
  if (last.locations === first.locations) return first[key]
  const slope = (last[key] - first[key]) / (last.locations - first.locations)
  return Math.max(0, Math.round(first[key] + slope * (LOCATIONS_WORLDWIDE - first.locations)))
}

function printTable(runs) {
  const columns = [
    ['locations', 'locations'],
    ['strapiWarm', 'Strapi to fill'],
    ['strapiPerMinute', 'Strapi/min between publishes'],
    ['refetchesPerMinute', 'of which refetches'],
    ['livePerMinute', 'live reads/min'],
    ['strapiPerPublish', 'Strapi per publish'],
    ['queriesPerPublish', 'queries reading it'],
    ['freshMaxSeconds', 'fresh everywhere (max s)'],
    ['visitorErrors', 'visitor errors'],
    ['outageErrors', 'errors in outage'],
    ['recoveryStrapi', 'Strapi after outage'],
    ['visits', 'visits'],
  ]
  log('')
  log(columns.map(([, title]) => title).join(' | '))
  for (const run of runs) log(columns.map(([key]) => String(run[key] ?? '–')).join(' | '))
  // Where the site says how many kept answers a purge made stale, a publish's cost is read against that
  // number, which varies with the queries visitors happened to make, not with the locations: each stale
  // answer is fetched once by its shield, whoever asks. The largest ratio seen stands for 330.
  const perPublish = runs.every((run) => run.queriesPerPublish)
    ? `≤ ${Math.max(...runs.map((run) => run.strapiPerPublish / run.queriesPerPublish)).toFixed(2)} × the queries that read the change`
    : `≈ ${extrapolate(runs, 'strapiPerPublish')}`
  log(
    `at ${LOCATIONS_WORLDWIDE} locations: ≈ ${extrapolate(runs, 'strapiPerMinute')} Strapi requests a minute between publishes, ${perPublish} per publish`,
  )
}

const cmsDir = mkdtempSync(join(tmpdir(), 'sim-cms-'))
let worker
let cms
let door
const stopAll = async () => {
  await door?.close()
  await cms?.stop()
  rmSync(cmsDir, { recursive: true, force: true })
  worker?.cleanUp()
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll().finally(() => process.exit(130)))
}

try {
  const started = Date.now()
  mkdirSync(join(here, 'dist', 'sim'), { recursive: true })
  writeFileSync(WORKER_LOG, '')
  worker = prepareWorker()
  await ensureCmsInstalled({ quiet: true })
  log('▶ cms')
  const purgeSecret = randomBytes(24).toString('hex')
  // The door first: Strapi's webhook is told its address.
  door = await startStrapiDoor()
  cms = await startCms({
    dataDir: cmsDir,
    quiet: true,
    timeoutMs: 600_000, // a first seed on a busy machine (later runs copy its template)
    env: {
      CMS_ADMIN: 'true',
      CMS_ADMIN_EMAIL: ADMIN.email,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      SITE_PURGE_URL: door.purgeUrl,
      PURGE_SECRET: purgeSecret,
    },
  })
  cms.purgeSecret = purgeSecret
  door.retarget(cms.url)
  const editor = await signInEditor(cms.url, ADMIN.email, ADMIN.password)
  // Two events the visitors see in both languages: one to change, one to unpublish.
  const listed = await (
    await fetch(`${cms.url}/api/events?sort[0]=startsAt:asc&fields[0]=slug&pagination[pageSize]=2`, {
      headers: { 'x-worker-secret': cms.workerSecret },
    })
  ).json()
  const events = []
  for (const { slug } of listed.data) {
    const en = await editor.find(EVENT, slug, 'en')
    const es = await editor.find(EVENT, slug, 'es')
    events.push({ slug, documentId: en.documentId, titles: { en: en.title, es: es.title } })
  }
  const runs = []
  for (const count of counts) {
    log(`▶ ${count} location${count === 1 ? '' : 's'}`)
    runs.push(await runLocations({ count, worker, cms, door, editor, events }))
  }
  printTable(runs)
  log(`  (${((Date.now() - started) / 1000).toFixed(0)} s in all; what the workers logged: ${WORKER_LOG})`)
  const byCount = Object.fromEntries(runs.map((run) => [run.locations, run]))
  log(`SIM ${JSON.stringify(byCount)}`)
} finally {
  await stopAll()
}

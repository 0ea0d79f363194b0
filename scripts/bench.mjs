// `npm run bench`: builds the site, serves the bundled worker in workerd through the miniflare API and loads
// it with autocannon from a child process, next to a fixed-string worker behind the same static-assets
// router as the baseline (in a workerd of its own, as each tree is). Pages read their content from a throw-away Strapi (cms/, a copy of its seed
// database in a temp dir). Copies of the site in the same workerd, configured otherwise, give the rows of
// each tier of the content cache (docs/decisions/032-content-at-every-location.md): the memory tier off
// (pages from the Cache API), the page caches off (a full render with the CMS answers in memory), and
// everything of the isolate off (every read asks the content shields, the Durable Objects in front of
// Strapi). Then CPU per render, from workerd's CPU time, and where it goes, from its inspector; and the
// JavaScript a phone loads before the visitor does anything, in Chromium.
//
// BENCH_REF=<commit> (`HEAD~1`, a branch, a hash) puts that commit beside this tree in the same run: it is
// checked out in a temporary worktree and built (scripts/lib/ref-tree.mjs, as sim:locations' SIM_REF), runs
// in a workerd of its own on the same Strapi, and its slices alternate with this tree's, so both meet the
// same machine. Every row then prints both ratios and this tree's over the ref's: a change's effect, told
// apart from the machine's drift (README, "Judging a change for speed").
//
// Each row is measured in a few slices, each between two slices of the baseline, and its ratio is the
// median of slice / (mean of the baseline slices on either side): the machine is shared, and a baseline
// taken once drifts. Two ratios per row: requests a second, and the workerd CPU an answer costs (the
// baseline's over the row's), which the machine's other load moves far less. Figures are printed; that a page from a page cache costs Strapi nothing is checked (the
// bench fails if Strapi logged a request meanwhile). The last line is `BENCH {json}`. BENCH_SECONDS (default
// 3 a slice), BENCH_ROUNDS (default 5 slices a row), BENCH_CONNECTIONS (default 10) and BENCH_ROWS (the rows
// whose keys start with one of these, comma-separated: `memory,revalidate`; all by default).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { firstSlug, startBenchCms } from './lib/bench-cms.mjs'
import { javascriptBeforeInteraction } from './lib/bench-js.mjs'
import { load, stopLoad } from './lib/bench-load.mjs'
import { cpuPerRender, processCpuMs, renderHotspots } from './lib/bench-profile.mjs'
import { bundleWorker, startBenchSite } from './lib/bench-site.mjs'
import { freePort } from './lib/ports.mjs'
import { buildTree, checkOutRef } from './lib/ref-tree.mjs'
import { OFFLINE_ENV } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
Object.assign(process.env, OFFLINE_ENV) // for wrangler, both the child and the config reader
const seconds = Number(process.env.BENCH_SECONDS) || 3
const rounds = Number(process.env.BENCH_ROUNDS) || 5
const connections = Number(process.env.BENCH_CONNECTIONS) || 10
const refName = process.env.BENCH_REF?.trim() || undefined
const rowFilter = process.env.BENCH_ROWS?.split(',')
  .map((prefix) => prefix.trim())
  .filter(Boolean)

// A desktop Chrome with an English preference, as it asks for a page: neither treated as a bot nor
// redirected to /es.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const HEADERS = {
  'user-agent': CHROME,
  'accept-language': 'en',
  'accept-encoding': 'gzip, deflate, br, zstd',
}
const BASELINE_PATH = '/__bench-baseline'
// The page of the named rows, and a name only Strapi's answer puts in it.
const PAGE = '/venues/ibiza'
const PAGE_TEXT = 'Solera Ibiza'
const KEEP_SECONDS = '3600'
// The pages whose render CPU is measured, besides an event's: the home, a list, a venue's menu, the booking form.
const RENDERED = ['/', '/events', '/malta/menu', '/ibiza/reservations']
const LOOP = 'scripts/lib/bench-render-loop.mjs'

/** The copies of the site each tree runs, by name: one per tier of the content cache (see the top). */
const copiesOf = (bundle, loopBundle) => ({
  // The page-cache rows keep their pages for the whole run: a page reaching the end of its 60 s would be
  // rendered again from Strapi mid-row, and the count of Strapi requests below must see hits only.
  site: { bundle, vars: { HTML_CACHE_SECONDS: KEEP_SECONDS } },
  'memory-off': { bundle, vars: { HTML_CACHE_SECONDS: KEEP_SECONDS, MEMORY_CACHE_MB: '0' } },
  'render-warm': { bundle, vars: { HTML_CACHE_SECONDS: '0' } },
  'render-shields': { bundle, vars: { HTML_CACHE_SECONDS: '0', MEMORY_CACHE_MB: '0' }, cache: false },
  'render-loop': { bundle: loopBundle, vars: { HTML_CACHE_SECONDS: '0' } },
})

/**
 * A tree's client build and bundles: the site's and the render loop's (this tree's loop where an older ref
 * has none: it only calls the worker's fetch). This tree builds into a folder of its own: a running `npm start`
 * serves dist/client (docs/spec.md §21.4). A ref's worktree is nobody's site, and its build script may predate
 * `--out` (then it builds into its dist/client, the folder named here).
 */
function prepareTree(treeRoot, quiet, isRef = false) {
  const assetsDir = isRef ? `${treeRoot}dist/client` : `${treeRoot}dist/bench/client`
  buildTree(treeRoot, { quiet, out: assetsDir })
  if (!existsSync(`${treeRoot}${LOOP}`)) copyFileSync(`${root}${LOOP}`, `${treeRoot}${LOOP}`)
  return {
    assetsDir,
    bundle: bundleWorker(treeRoot, `${treeRoot}dist/bench/worker`, undefined, assetsDir),
    loopBundle: bundleWorker(treeRoot, `${treeRoot}dist/bench/loop`, LOOP, assetsDir),
  }
}

console.log('▶ build')
const built = prepareTree(root, false)
let ref // { name, commit, root, cleanUp, bundle, loopBundle }
if (refName) {
  const checkedOut = checkOutRef(root, refName)
  try {
    ref = { name: refName, ...checkedOut, ...prepareTree(checkedOut.root, true, true) }
  } catch (error) {
    checkedOut.cleanUp()
    throw error
  }
}

const cmsDataDir = mkdtempSync(join(tmpdir(), 'bench-cms-'))
let cms // the throw-away Strapi
const workerds = [] // this tree's and the ref's
let cleaning
/** Ends whatever is running (autocannon, workerd, Strapi), deletes Strapi's data and the ref's worktree. */
const cleanUp = () => {
  cleaning ??= (async () => {
    try {
      stopLoad()
      await Promise.all(workerds.map((workerd) => workerd.dispose()))
    } finally {
      try {
        await cms?.stop()
      } finally {
        rmSync(cmsDataDir, { recursive: true, force: true })
        ref?.cleanUp()
      }
    }
  })()
  return cleaning
}
/**
 * SIGINT/SIGTERM run cleanUp to the end, then exit. wrangler's import and each Miniflare add handlers that
 * exit at once (Strapi would be killed, not stopped, and its data left behind), so ours replace them; call
 * it again after anything that may add more.
 */
const handleSignals = () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.removeAllListeners(signal)
    process.on(signal, () => cleanUp().finally(() => process.exit(code)))
  }
}
handleSignals()

try {
  console.log('\n▶ cms')
  cms = await startBenchCms(cmsDataDir)
  const template = cms.restoredFromTemplate ? 'from the seed template' : 'seeded'
  console.log(`  Strapi on ${cms.url}, ready in ${(cms.startedInMs / 1000).toFixed(1)} s (${template})`)
  const [event, mix, album] = await Promise.all(
    ['events', 'mixes', 'albums'].map((collection) => firstSlug(cms, collection)),
  )
  const eventPath = `/events/${event}`

  // The fixed string in a workerd of its own, and each tree in one of its own, each with its inspector: no tree
  // shares its process with the baseline's load, or has a debugger port the other lacks.
  const fixedString = await startBenchSite({ root, cms, assetsDir: built.assetsDir, sites: {} })
  workerds.push(fixedString)
  const inspectorPort = await freePort()
  const here = await startBenchSite({
    root,
    cms,
    inspectorPort,
    assetsDir: built.assetsDir,
    baseline: false,
    sites: copiesOf(built.bundle, built.loopBundle),
  })
  workerds.push(here)
  // The trees measured, this one first: each with its copies' URLs and its workerd.
  const trees = [{ label: 'this tree', ...here }]
  if (ref) {
    const there = await startBenchSite({
      root: ref.root,
      cms,
      inspectorPort: await freePort(),
      assetsDir: ref.assetsDir,
      baseline: false,
      sites: copiesOf(ref.bundle, ref.loopBundle),
    })
    workerds.push(there)
    trees.push({ label: `${ref.name} (${ref.commit.slice(0, 8)})`, ...there })
  }
  handleSignals()
  const at = (tree, copy, path) => new URL(path, tree.urls[copy]).href

  // Every target answers as it should before it is measured; this also fills the caches. (A first render
  // may stream, if Strapi is slow to answer: such an answer has no ETag yet, a stored page has.)
  const etags = []
  for (const tree of trees) {
    await expect(at(tree, 'site', PAGE), { text: PAGE_TEXT })
    etags.push((await expect(at(tree, 'site', PAGE), { tier: 'memory' })).headers.get('etag') ?? '')
  }
  // The rows that render go last, the one that loads Strapi at the very end: Strapi and the isolates keep
  // collecting garbage for seconds after such a row, and the rows after it would pay for that. `tier` is the
  // tier of the content cache the row's answers come from (x-html-cache), none for a render.
  const allRows = [
    {
      key: 'memory-hit',
      name: `${PAGE} from memory`,
      copy: 'site',
      path: PAGE,
      text: PAGE_TEXT,
      tier: 'memory',
    },
    { key: 'memory-hit-home', name: '/ from memory', copy: 'site', path: '/', tier: 'memory' },
    {
      key: 'memory-hit-list',
      name: '/es/events from memory',
      copy: 'site',
      path: '/es/events',
      tier: 'memory',
    },
    {
      key: 'memory-hit-event',
      name: `${eventPath} from memory`,
      copy: 'site',
      path: eventPath,
      tier: 'memory',
    },
    {
      key: 'revalidate-304',
      name: `${PAGE} If-None-Match → 304`,
      copy: 'site',
      path: PAGE,
      headers: (treeIndex) => ({ 'if-none-match': etags[treeIndex] }),
      status: 304,
      tier: 'memory',
    },
    {
      // Every request from a visitor the site has not seen (a user agent of its own): past the front door,
      // from the memory tier through the app.
      key: 'memory-new-visitor',
      name: `${PAGE} from memory, new visitors`,
      copy: 'site',
      path: PAGE,
      headers: () => ({ 'user-agent': `${CHROME} [<id>]` }),
      unique: true,
      text: PAGE_TEXT,
      tier: 'memory',
    },
    {
      key: 'cacheapi-hit',
      name: `${PAGE} from the Cache API`,
      copy: 'memory-off',
      path: PAGE,
      text: PAGE_TEXT,
      tier: 'cache-api',
    },
    {
      key: 'render-warm',
      name: `${PAGE} rendered, CMS in memory`,
      copy: 'render-warm',
      path: PAGE,
      text: PAGE_TEXT,
    },
    {
      key: 'render-shields',
      name: `${PAGE} rendered, CMS from the shields`,
      copy: 'render-shields',
      path: PAGE,
      text: PAGE_TEXT,
    },
  ]
  const rows = allRows.filter((row) => !rowFilter || rowFilter.some((prefix) => row.key.startsWith(prefix)))
  const headersOf = (row, treeIndex) => {
    const headers = row.headers?.(treeIndex) ?? {}
    // One id for the checks; autocannon gives each request its own.
    return row.unique
      ? { ...headers, 'user-agent': headers['user-agent'].replace('[<id>]', 'check') }
      : headers
  }
  for (const [index, tree] of trees.entries()) {
    for (const row of rows) {
      const options = { headers: headersOf(row, index), status: row.status }
      await expect(at(tree, row.copy, row.path), { ...options, text: row.text })
      // Asked again, each comes from the tier its row is about.
      await expect(at(tree, row.copy, row.path), { ...options, tier: row.tier })
    }
  }

  const sides = trees.length === 1 ? '' : `, ${trees.map((tree) => tree.label).join(' and ')} in turn`
  console.log(
    `\n▶ load: ${connections} connections; each target ${rounds} × ${seconds} s, each between two ${seconds} s slices of the baseline${sides}`,
  )
  const baselineUrl = at(fixedString, 'baseline', BASELINE_PATH)
  /**
   * A slice of load on `url`, served by `tree`'s workerd (or the fixed string's): autocannon's result and the workerd CPU each answer
   * cost (its CPU time over the slice, per request), which the machine's other load moves far less than the
   * requests a second it allows.
   */
  const run = async (tree, url, headers = {}, unique = false) => {
    const cpuBefore = processCpuMs(tree.workerdPid)
    const result = await load(root, {
      url,
      seconds,
      connections,
      headers: { ...HEADERS, ...headers },
      unique,
    })
    return { ...result, cpuPerRequest: (processCpuMs(tree.workerdPid) - cpuBefore) / result.requests.total }
  }
  const runBaseline = () => run(fixedString, baselineUrl)
  const baselines = []
  // A fresh workerd and a Strapi just started are slower for their first seconds (JIT tiers, Strapi's own
  // start-up work): the first row paid for that before it had a warm-up as long as a slice.
  await runBaseline()
  for (const row of rows) {
    const targets = trees.map((tree, index) => ({
      tree,
      url: at(tree, row.copy, row.path),
      headers: row.headers?.(index) ?? {},
      slices: [],
    }))
    for (const target of targets) await run(target.tree, target.url, target.headers, row.unique) // warm-up
    let before = await runBaseline()
    baselines.push(before)
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        const strapi = { requests: cms.requests(), cpuMs: cms.cpuMs() }
        const result = await run(target.tree, target.url, target.headers, row.unique)
        const slice = {
          result,
          strapiRequests: cms.requests() - strapi.requests,
          strapiCpuMs: strapi.cpuMs === undefined ? undefined : cms.cpuMs() - strapi.cpuMs,
        }
        const after = await runBaseline()
        baselines.push(after)
        // Against the baseline on both sides of the slice: the machine drifts within seconds.
        const reference = (before.requests.average + after.requests.average) / 2
        const referenceCpu = (before.cpuPerRequest + after.cpuPerRequest) / 2
        target.slices.push({
          ...slice,
          ratio: result.requests.average / reference,
          cpuRatio: referenceCpu / result.cpuPerRequest,
        })
        before = after
      }
    }
    for (const target of targets) {
      target.ratio = median(target.slices.map((slice) => slice.ratio))
      target.cpuRatio = median(target.slices.map((slice) => slice.cpuRatio))
    }
    row.targets = targets
    const ratios = targets.map((target) => target.slices.map((slice) => slice.ratio.toFixed(2)).join(', '))
    const cpu = targets.map((target) => target.slices.map((slice) => slice.cpuRatio.toFixed(2)).join(', '))
    console.log(`  ${row.name}: req/s ${ratios.join('  |  ref: ')}; CPU ${cpu.join('  |  ref: ')}`)
  }
  const baseline = median(baselines.map((result) => result.requests.average))
  printTable(baseline, rows, trees)

  const fromCaches = rows
    .filter((row) => row.tier)
    .flatMap((row) => row.targets.map((target) => ({ row, target })))
  const asked = fromCaches.filter(({ target }) => target.slices.some((slice) => slice.strapiRequests > 0))
  if (asked.length) {
    console.log(
      `\n✗ Strapi logged requests while pages came from a page cache: ${asked.map(({ row }) => row.name).join(', ')}`,
    )
    process.exitCode = 1
  } else {
    const served = fromCaches
      .flatMap(({ target }) => target.slices)
      .reduce((sum, slice) => sum + slice.result.requests.total, 0)
    console.log(
      `\n✓ ${served.toLocaleString('en-US')} answers from the page caches, 0 requests in Strapi's log`,
    )
  }

  console.log(
    '\n▶ CPU per render (page caches off, CMS answers in memory): workerd CPU time over 300 renders, median of 3',
  )
  const renderPaths = [RENDERED[0], eventPath, ...RENDERED.slice(1)]
  const cpuMs = trees.map(() => ({}))
  for (const path of renderPaths) {
    const measured = trees.map(() => [])
    // The trees in turn, three times: each meets the machine as the other does.
    for (let round = 0; round < 3; round++) {
      for (const [index, tree] of trees.entries()) {
        measured[index].push(
          await cpuPerRender({ loopUrl: tree.urls['render-loop'], workerdPid: tree.workerdPid, path }),
        )
      }
    }
    measured.forEach((values, index) => {
      cpuMs[index][path] = median(values)
    })
    const figures = cpuMs.map((byPath) => `${byPath[path].toFixed(2)} ms`)
    if (trees.length > 1) figures.push(`× ${(cpuMs[0][path] / cpuMs[1][path]).toFixed(2)}`)
    console.log(`  ${path.padEnd(48)} ${figures.map((figure) => figure.padStart(9)).join('  ')}`)
  }
  console.log(`  where each page spends it in ${trees[0].label} (inspector, self time):`)
  const hotspots = await renderHotspots({
    inspectorPort,
    workerName: 'render-loop',
    loopUrl: trees[0].urls['render-loop'],
    paths: renderPaths,
    top: 6,
  })
  for (const path of renderPaths) {
    console.log(`    ${path}`)
    for (const { name, share } of hotspots[path])
      console.log(`      ${(share * 100).toFixed(1).padStart(5)} %  ${name}`)
  }

  console.log('\n▶ JavaScript before interaction (Chromium, phone screen, gzipped)')
  const jsPaths = ['/', '/privacy', '/faq', '/events', eventPath, '/contact', '/ibiza/reservations', '/login']
  jsPaths.push('/radio', `/music/mixes/${mix}`, `/music/albums/${album}`)
  const jsKb = []
  for (const tree of trees) jsKb.push(await javascriptBeforeInteraction(tree.urls.site, jsPaths))
  for (const path of jsPaths) {
    console.log(
      `  ${path.padEnd(48)} ${jsKb.map((byPath) => `${byPath[path].toFixed(1)} KB`.padStart(9)).join('  ')}`,
    )
  }

  // The copy that keeps nothing in its isolate renders from the shields, which serve their last good copy
  // while Strapi is away: with Strapi stopped it still answers the page.
  console.log('\n▶ Strapi stopped: the copy without the isolate’s caches renders from the shields')
  await expect(at(trees[0], 'render-shields', PAGE), { text: PAGE_TEXT }) // in the shields (whatever rows ran)
  await cms.stop()
  await expect(at(trees[0], 'render-shields', PAGE), { text: PAGE_TEXT })
  console.log('✓ it answers 200: the shields keep the last good copy')

  const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits
  const figuresOf = (index) => ({
    rows: Object.fromEntries(rows.map((row) => [row.key, round(row.targets[index].ratio, 3)])),
    cpu_rows: Object.fromEntries(rows.map((row) => [row.key, round(row.targets[index].cpuRatio, 3)])),
    cpu_ms: Object.fromEntries(Object.entries(cpuMs[index]).map(([path, ms]) => [path, round(ms, 2)])),
    js_kb: jsKb[index],
  })
  const bench = {
    baseline: Math.round(baseline),
    ...figuresOf(0),
    ...(ref && { ref: { name: ref.name, commit: ref.commit, ...figuresOf(1) } }),
  }
  console.log(`\nBENCH ${JSON.stringify(bench)}`)
} catch (error) {
  // After a signal the failure is only autocannon or workerd being ended.
  if (!cleaning) console.error(`\nbench failed: ${error.message}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}

/**
 * Fails loudly unless `url` answers as expected (200 unless `status` says otherwise; a redirect or a 404
 * would make the figures meaningless), with `text` in its body and, when given, from the page cache `tier`
 * (asked up to three times: a first render streams when Strapi is slow, and a streamed page is not stored).
 */
async function expect(url, { headers = {}, status = 200, text, tier } = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { headers: { ...HEADERS, ...headers }, redirect: 'manual' })
    const body = await response.text()
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`)
    if (text && !body.includes(text)) throw new Error(`${url} answered without "${text}"`)
    const servedFrom = response.headers.get('x-html-cache')
    if (!tier || servedFrom === tier) return response
    if (attempt === 3) throw new Error(`${url} came from ${servedFrom ?? 'a render'}, not ${tier}`)
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// autocannon's latency histogram counts whole milliseconds, hence no decimals. A row's figures are this
// tree's median slice's; `vs baseline` is the median of its slices' ratios to the baseline slices around
// each (and `ref` the same for the ref's slices, `÷ ref` the one over the other); `CPU vs baseline` is the
// same for the workerd CPU an answer costs (the baseline's over the row's: 1 costs what a fixed string
// does, 0.5 twice as much), which other load on the machine moves far less than requests a second; `other status` counts
// answers that were not the row's status; `Strapi` is what Strapi logged over all the row's slices and the
// share of one core it used meanwhile.
function printTable(baseline, rows, trees) {
  const fixed = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
  const statusClass = (status) => `${String(status)[0]}xx`
  const withRef = trees.length > 1
  const line = (row) => {
    const [own, theirs] = row.targets
    const { result } = own.slices.find((slice) => slice.ratio === own.ratio) ?? own.slices[0]
    const slices = row.targets.flatMap((target) => target.slices)
    const sum = (key) => slices.reduce((total, slice) => total + (slice[key] ?? 0), 0)
    const other = slices.reduce(
      (total, { result: r }) => total + r.requests.total - (r[statusClass(row.status ?? 200)] ?? 0),
      0,
    )
    const strapiCpu = slices.some((slice) => slice.strapiCpuMs === undefined)
      ? 'n/a'
      : `${fixed((sum('strapiCpuMs') / (slices.length * seconds * 1000)) * 100)}%`
    return [
      row.name,
      fixed(result.requests.average),
      fixed(result.latency.p50),
      fixed(result.latency.p99),
      fixed(own.ratio, 2),
      ...(withRef ? [fixed(theirs.ratio, 2), fixed(own.ratio / theirs.ratio, 2)] : []),
      fixed(own.cpuRatio, 2),
      ...(withRef ? [fixed(theirs.cpuRatio, 2), fixed(own.cpuRatio / theirs.cpuRatio, 2)] : []),
      String(other),
      String(slices.reduce((total, { result: r }) => total + r.errors + r.timeouts, 0)),
      String(sum('strapiRequests')),
      strapiCpu,
    ]
  }
  const table = [
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs baseline',
      ...(withRef ? ['ref', '÷ ref'] : []),
      'CPU vs baseline',
      ...(withRef ? ['ref', '÷ ref'] : []),
      'other status',
      'errors',
      'Strapi req',
      'Strapi CPU',
    ],
    [
      'baseline (fixed string), median',
      fixed(baseline),
      '',
      '',
      fixed(1, 2),
      ...(withRef ? ['', ''] : []),
      fixed(1, 2),
      ...(withRef ? ['', ''] : []),
      '',
      '',
      '',
      '',
    ],
    ...rows.map(line),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  console.log('')
  if (withRef) console.log(`ref: ${trees[1].label}`)
  for (const row of table) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
  }
}

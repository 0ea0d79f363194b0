// `npm run bench`: builds the site, serves the bundled worker in workerd through the miniflare API and loads
// it with autocannon from a child process, next to a fixed-string worker behind the same static-assets
// router as the baseline. Pages read their content from a throw-away Strapi (cms/, a copy of its seed
// database in a temp dir). Copies of the site in the same workerd, configured otherwise, give the other
// rows: the memory tier off (pages from the Cache API), the page caches off (a full render with the CMS
// answers in memory), and everything of the isolate off (every read asks the content shields, the Durable
// Objects in front of Strapi: docs/decisions/032-content-at-every-location.md). Then CPU per render, from
// workerd's CPU time and its inspector, and the
// JavaScript a phone loads before the visitor does anything, in Chromium.
// Each row is measured in a few slices, each between two slices of the baseline, and its ratio is the
// median of slice / (mean of the baseline slices on either side): the machine is shared, and a baseline
// taken once drifts. Figures are
// printed; that a page from a page cache costs Strapi nothing is checked (the bench fails if Strapi logged
// a request meanwhile). The last line is `BENCH {json}`. BENCH_SECONDS (default 3 a slice),
// BENCH_ROUNDS (default 5 slices a row) and BENCH_CONNECTIONS (default 10).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { firstSlug, startBenchCms } from './lib/bench-cms.mjs'
import { javascriptBeforeInteraction } from './lib/bench-js.mjs'
import { load, stopLoad } from './lib/bench-load.mjs'
import { cpuPerRender, renderHotspots } from './lib/bench-profile.mjs'
import { bundleWorker, startBenchSite } from './lib/bench-site.mjs'
import { freePort } from './lib/ports.mjs'
import { OFFLINE_ENV } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
Object.assign(process.env, OFFLINE_ENV) // for wrangler, both the child and the config reader
const seconds = Number(process.env.BENCH_SECONDS) || 3
const rounds = Number(process.env.BENCH_ROUNDS) || 5
const connections = Number(process.env.BENCH_CONNECTIONS) || 10

// A desktop Chrome with an English preference: neither treated as a bot nor redirected to /es.
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en',
}
const BASELINE_PATH = '/__bench-baseline'
// The page of the five named rows, and a name only Strapi's answer puts in it.
const PAGE = '/venues/ibiza'
const PAGE_TEXT = 'Solera Ibiza'
const KEEP_SECONDS = '3600'

console.log('▶ build')
// A folder of its own: a running `npm start` serves dist/client (docs/spec.md §21.4).
const assetsDir = `${root}dist/bench/client`
execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--out', assetsDir], {
  cwd: root,
  stdio: 'inherit',
})
const siteBundle = bundleWorker(root, `${root}dist/bench/worker`, undefined, assetsDir)
const loopBundle = bundleWorker(
  root,
  `${root}dist/bench/loop`,
  'scripts/lib/bench-render-loop.mjs',
  assetsDir,
)

const cmsDataDir = mkdtempSync(join(tmpdir(), 'bench-cms-'))
let cms // the throw-away Strapi
let site // workerd
let cleaning
/** Ends whatever is running (autocannon, workerd, Strapi) and deletes Strapi's data. Idempotent. */
const cleanUp = () => {
  cleaning ??= (async () => {
    try {
      stopLoad()
      await site?.dispose()
    } finally {
      try {
        await cms?.stop()
      } finally {
        rmSync(cmsDataDir, { recursive: true, force: true })
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

  const inspectorPort = await freePort()
  site = await startBenchSite({
    root,
    cms,
    inspectorPort,
    assetsDir,
    sites: {
      // The page-cache rows keep their pages for the whole run: a page reaching the end of its 60 s would
      // be rendered again from Strapi mid-row, and the count of Strapi requests below must see hits only.
      site: { bundle: siteBundle, vars: { HTML_CACHE_SECONDS: KEEP_SECONDS } },
      'memory-off': { bundle: siteBundle, vars: { HTML_CACHE_SECONDS: KEEP_SECONDS, MEMORY_CACHE_MB: '0' } },
      'render-warm': { bundle: siteBundle, vars: { HTML_CACHE_SECONDS: '0' } },
      'render-shields': {
        bundle: siteBundle,
        vars: { HTML_CACHE_SECONDS: '0', MEMORY_CACHE_MB: '0' },
        cache: false,
      },
      'render-loop': { bundle: loopBundle, vars: { HTML_CACHE_SECONDS: '0' } },
    },
  })
  handleSignals()
  const { urls } = site
  const at = (worker, path) => new URL(path, urls[worker]).href

  // Every target answers as it should before it is measured; this also fills the caches. (A first render
  // may stream, if Strapi is slow to answer: such an answer has no ETag yet, a stored page has.)
  await expect(at('site', PAGE), { text: PAGE_TEXT })
  const etag = (await expect(at('site', PAGE), { tier: 'memory' })).headers.get('etag') ?? ''
  // The rows that render go last, the one that loads Strapi at the very end: Strapi and the isolates keep
  // collecting garbage for seconds after such a row, and the rows after it would pay for that.
  const rows = [
    {
      key: 'memory-hit',
      name: `${PAGE} from memory`,
      url: at('site', PAGE),
      text: PAGE_TEXT,
      tier: 'memory',
    },
    { name: '/ from memory', url: at('site', '/'), tier: 'memory' },
    { name: '/es/events from memory', url: at('site', '/es/events'), tier: 'memory' },
    { name: `${eventPath} from memory`, url: at('site', eventPath), tier: 'memory' },
    {
      key: 'revalidate-304',
      name: `${PAGE} If-None-Match → 304`,
      url: at('site', PAGE),
      headers: { 'if-none-match': etag },
      status: 304,
      tier: 'memory',
    },
    {
      key: 'cacheapi-hit',
      name: `${PAGE} from the Cache API`,
      url: at('memory-off', PAGE),
      text: PAGE_TEXT,
      tier: 'cache-api',
    },
    {
      key: 'render-warm',
      name: `${PAGE} rendered, CMS in memory`,
      url: at('render-warm', PAGE),
      text: PAGE_TEXT,
    },
    {
      key: 'render-shields',
      name: `${PAGE} rendered, CMS from the shields`,
      url: at('render-shields', PAGE),
      text: PAGE_TEXT,
    },
  ]
  for (const row of rows) await expect(row.url, { headers: row.headers, status: row.status, text: row.text })
  // Asked again, each comes from the tier its row is about.
  for (const row of rows) await expect(row.url, { headers: row.headers, status: row.status, tier: row.tier })

  console.log(
    `\n▶ load: ${connections} connections; each target ${rounds} × ${seconds} s, each between two ${seconds} s slices of the baseline`,
  )
  const baselineUrl = at('baseline', BASELINE_PATH)
  const run = (url, headers = {}, duration = seconds) =>
    load(root, { url, seconds: duration, connections, headers: { ...HEADERS, ...headers } })
  const baselines = []
  // A fresh workerd and a Strapi just started are slower for their first seconds (JIT tiers, Strapi's own
  // start-up work): the first row paid for that before it had a warm-up as long as a slice.
  await run(baselineUrl)
  for (const row of rows) {
    await run(row.url, row.headers) // warm-up
    row.slices = []
    let before = await run(baselineUrl)
    baselines.push(before)
    for (let round = 0; round < rounds; round++) {
      const strapi = { requests: cms.requests(), cpuMs: cms.cpuMs() }
      const result = await run(row.url, row.headers)
      const slice = {
        result,
        strapiRequests: cms.requests() - strapi.requests,
        strapiCpuMs: strapi.cpuMs === undefined ? undefined : cms.cpuMs() - strapi.cpuMs,
      }
      const after = await run(baselineUrl)
      baselines.push(after)
      // Against the baseline on both sides of the slice: the machine drifts within seconds.
      const reference = (before.requests.average + after.requests.average) / 2
      row.slices.push({ ...slice, ratio: result.requests.average / reference })
      before = after
    }
    row.ratio = median(row.slices.map((slice) => slice.ratio))
    console.log(`  ${row.name}: ${row.slices.map((slice) => slice.ratio.toFixed(2)).join(', ')}`)
  }
  const baseline = median(baselines.map((result) => result.requests.average))
  printTable(baseline, rows)

  const fromCaches = rows.filter((row) => row.tier)
  const asked = fromCaches.filter((row) => row.slices.some((slice) => slice.strapiRequests > 0))
  if (asked.length) {
    console.log(
      `\n✗ Strapi logged requests while pages came from a page cache: ${asked.map((r) => r.name).join(', ')}`,
    )
    process.exitCode = 1
  } else {
    const served = fromCaches
      .flatMap((row) => row.slices)
      .reduce((sum, slice) => sum + slice.result.requests.total, 0)
    console.log(
      `\n✓ ${served.toLocaleString('en-US')} answers from the page caches, 0 requests in Strapi's log`,
    )
  }

  console.log(
    '\n▶ CPU per render (page caches off, CMS answers in memory): workerd CPU time over 300 renders',
  )
  const cpuMs = {}
  for (const path of ['/', eventPath, '/malta/menu', '/events']) {
    cpuMs[path] = await cpuPerRender({ loopUrl: urls['render-loop'], workerdPid: site.workerdPid, path })
    console.log(`  ${path.padEnd(48)} ${cpuMs[path].toFixed(2)} ms`)
  }
  const hotspots = await renderHotspots({
    inspectorPort,
    workerName: 'render-loop',
    loopUrl: urls['render-loop'],
    path: '/events',
  })
  console.log('  where /events spends it (inspector, self time):')
  for (const { name, share } of hotspots)
    console.log(`    ${(share * 100).toFixed(1).padStart(5)} %  ${name}`)

  console.log('\n▶ JavaScript before interaction (Chromium, phone screen, gzipped)')
  const jsPaths = ['/', '/privacy', '/faq', '/events', eventPath, '/contact', '/ibiza/reservations', '/login']
  jsPaths.push('/radio', `/music/mixes/${mix}`, `/music/albums/${album}`)
  const jsKb = await javascriptBeforeInteraction(urls.site, jsPaths)
  for (const [path, kb] of Object.entries(jsKb)) console.log(`  ${path.padEnd(48)} ${kb.toFixed(1)} KB`)

  // The copy that keeps nothing in its isolate renders from the shields, which serve their last good copy
  // while Strapi is away: with Strapi stopped it still answers the page.
  console.log('\n▶ Strapi stopped: the copy without the isolate’s caches renders from the shields')
  await cms.stop()
  await expect(at('render-shields', PAGE), { text: PAGE_TEXT })
  console.log('✓ it answers 200: the shields keep the last good copy')

  const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits
  const bench = {
    baseline: Math.round(baseline),
    rows: Object.fromEntries(rows.filter((row) => row.key).map((row) => [row.key, round(row.ratio, 3)])),
    cpu_ms: Object.fromEntries(Object.entries(cpuMs).map(([path, ms]) => [path, round(ms, 2)])),
    js_kb: jsKb,
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

// autocannon's latency histogram counts whole milliseconds, hence no decimals. A row's figures are those of
// its median slice; `vs baseline` is the median of its slices' ratios to the baseline slices around each;
// `other status` counts answers that were not the row's status; `Strapi` is what Strapi logged over all
// its slices and the share of one core it used meanwhile.
function printTable(baseline, rows) {
  const fixed = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
  const statusClass = (status) => `${String(status)[0]}xx`
  const line = (row) => {
    const { result } = row.slices.find((slice) => slice.ratio === row.ratio) ?? row.slices[0]
    const sum = (key) => row.slices.reduce((total, slice) => total + (slice[key] ?? 0), 0)
    const other = row.slices.reduce(
      (total, { result: r }) => total + r.requests.total - (r[statusClass(row.status ?? 200)] ?? 0),
      0,
    )
    const strapiCpu = row.slices.some((slice) => slice.strapiCpuMs === undefined)
      ? 'n/a'
      : `${fixed((sum('strapiCpuMs') / (row.slices.length * seconds * 1000)) * 100)}%`
    return [
      row.name,
      fixed(result.requests.average),
      fixed(result.latency.p50),
      fixed(result.latency.p99),
      fixed(row.ratio, 2),
      String(other),
      String(row.slices.reduce((total, { result: r }) => total + r.errors + r.timeouts, 0)),
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
      'other status',
      'errors',
      'Strapi req',
      'Strapi CPU',
    ],
    ['baseline (fixed string), median', fixed(baseline), '', '', fixed(1, 2), '', '', '', ''],
    ...rows.map(line),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  console.log('')
  for (const row of table) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
  }
}

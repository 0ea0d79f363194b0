// `npm run bench`: builds the site, serves the bundled worker in workerd through the miniflare API and loads
// it with autocannon from a child process, next to a fixed-string worker in the same workerd as a baseline.
// Pages read their content from a throw-away Strapi (cms/, a fresh copy of its seed database in a temp dir).
// The site worker caches those answers with the Cache API; a second copy of it in the same workerd, with the
// Cache API disabled and on its own port, shows what a page costs when every content read goes to Strapi
// (requests that arrive while the same read is in flight share it: the worker coalesces them per isolate).
// Figures are printed, never asserted. BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 10).
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Miniflare } from 'miniflare'
import { firstEventSlug, startBenchCms } from './lib/bench-cms.mjs'
import { freePort } from './lib/ports.mjs'
import { OFFLINE_ENV } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
Object.assign(process.env, OFFLINE_ENV) // for wrangler, both the child and the config reader below
const seconds = Number(process.env.BENCH_SECONDS) || 8
const connections = Number(process.env.BENCH_CONNECTIONS) || 10
const workerDir = `${root}dist/worker`
const execFileAsync = promisify(execFile)

// A desktop Chrome with an English preference: neither treated as a bot nor redirected to /es.
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en',
}
const BASELINE_PATH = '/__bench-baseline'
// A content page and a name only Strapi's answer puts in it.
const CONTENT_PATH = '/venues/ibiza'
const CONTENT_TEXT = 'Solera Ibiza'
const NO_CACHE_WORKER = 'site-no-cache'

console.log('▶ build')
execFileSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' })
rmSync(workerDir, { recursive: true, force: true }) // no stale chunks from an earlier bundle
execFileSync(
  process.execPath,
  [`${root}node_modules/wrangler/bin/wrangler.js`, 'deploy', '--dry-run', '--outdir', workerDir],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)

// wrangler's own reader, so compatibility date, vars and assets are exactly what a deploy would use.
const { unstable_readConfig } = await import('wrangler')
const config = unstable_readConfig({ config: `${root}wrangler.toml` })

const cmsDataDir = mkdtempSync(join(tmpdir(), 'bench-cms-'))
let cms // the throw-away Strapi
let mf
let load // the running autocannon child, so a signal can end it too
let cleaning
/** Ends whatever is running (autocannon, workerd, Strapi) and deletes Strapi's data. Idempotent. */
const cleanUp = () => {
  cleaning ??= (async () => {
    try {
      load?.kill()
      await mf?.dispose()
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
  const eventPath = `/events/${await firstEventSlug(cms.url)}`

  // The site as a deploy would run it, with CMS_URL pointing at the throw-away Strapi.
  const site = {
    modulesRoot: workerDir,
    modules: bundleModules(workerDir),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, CMS_URL: cms.url },
    assets: {
      directory: resolve(root, config.assets.directory),
      binding: config.assets.binding,
      // Without it the asset router answers 404 itself instead of falling through to the worker.
      routerConfig: { has_user_worker: true },
    },
  }
  mf = new Miniflare({
    host: '127.0.0.1',
    port: await freePort(),
    workers: [
      { name: 'site', ...site },
      {
        // Same workerd and entry socket as the site. It skips the assets router, which fronts the site's
        // worker in production too, so that hop counts as part of the site's cost.
        name: 'baseline',
        modules: true,
        script: 'export default { fetch: () => new Response("ok") }',
        compatibilityDate: config.compatibility_date,
        routes: [`*${BASELINE_PATH}`],
      },
      {
        // The same site with a Cache API that never stores (`caches.default.match` always misses), so every
        // content read goes to Strapi. Its own socket leads through the assets router like the entry one.
        name: NO_CACHE_WORKER,
        ...site,
        cache: false,
        unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
      },
    ],
  })
  handleSignals()
  const base = await mf.ready
  const noCacheBase = await mf.unsafeGetDirectURL(NO_CACHE_WORKER)

  // The baseline comes first: every ratio is taken against it.
  const targets = [
    { name: 'baseline (fixed string)', url: new URL(BASELINE_PATH, base) },
    { name: '/', url: new URL('/', base) },
    { name: '/es/events', url: new URL('/es/events', base) },
    { name: eventPath, url: new URL(eventPath, base) },
    { name: 'content page, edge cache hit', url: new URL(CONTENT_PATH, base), text: CONTENT_TEXT },
    {
      name: 'content page, cache miss → Strapi',
      url: new URL(CONTENT_PATH, noCacheBase),
      text: CONTENT_TEXT,
    },
  ]
  // Also fills the edge cache: after this every cached page's content is served from the Cache API.
  for (const target of targets) await expectOk(target.url, target.text)

  console.log(`\n▶ load: ${connections} connections, 1 s warm-up + ${seconds} s a target, workerd on ${base}`)
  console.log(`  ${CONTENT_PATH} twice: on the site, and on a copy without Cache API on ${noCacheBase}`)
  const rows = []
  for (const target of targets) {
    await autocannon(target.url.href, 1)
    const cpuBefore = cms.cpuMs()
    const result = await autocannon(target.url.href, seconds)
    const cmsCpuMs = cpuBefore === undefined ? undefined : cms.cpuMs() - cpuBefore
    rows.push({ name: target.name, result, cmsCpuMs })
    console.log(`  ${target.name}: done`)
  }
  printTable(rows)

  // Proof that the copy without cache keeps nothing between requests: without Strapi it can serve nothing.
  console.log('\n▶ Strapi stopped: the copy without cache must fail now (the worker logs why)')
  await cms.stop()
  const orphan = await fetch(targets.at(-1).url, { headers: HEADERS, redirect: 'manual' })
  await orphan.arrayBuffer()
  if (orphan.status === 200) {
    throw new Error(`${NO_CACHE_WORKER} still answers 200 with Strapi stopped: its figures are not misses`)
  }
  console.log(`✓ it answers ${orphan.status}: its pages read Strapi every time`)
} catch (error) {
  // After a signal the failure is only autocannon or workerd being ended.
  if (!cleaning) console.error(`\nbench failed: ${error.message}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}

/**
 * Every module wrangler wrote, listed explicitly: scriptPath auto-discovery cannot follow a dynamic
 * `import()`. Types follow wrangler's default module rules; its README and source maps are not modules.
 * The entry (named after src/worker.ts) must come first.
 */
function bundleModules(dir) {
  const types = { '.js': 'ESModule', '.mjs': 'ESModule', '.cjs': 'CommonJS', '.wasm': 'CompiledWasm' }
  const textTypes = new Set(['.txt', '.html', '.sql'])
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md' && !entry.name.endsWith('.map'))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
  const main = `${dir}/worker.js`
  if (!files.includes(main)) throw new Error(`wrangler wrote no ${main}`)
  return [main, ...files.filter((file) => file !== main)].map((path) => {
    const ext = extname(path)
    return { type: types[ext] ?? (textTypes.has(ext) ? 'Text' : 'Data'), path }
  })
}

/**
 * Fails loudly unless `url` answers 200 itself (a redirect or a 404 would make the figures meaningless)
 * and, when given, its body contains `text`.
 */
async function expectOk(url, text) {
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual' })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}, not 200`)
  if (text && !body.includes(text)) throw new Error(`${url.href} answered 200 without "${text}"`)
}

/** One autocannon run in its own process, so the load generator never shares an event loop with miniflare. */
async function autocannon(url, duration) {
  const args = [`${root}node_modules/autocannon/autocannon.js`, '--json', '--no-progress']
  args.push('-c', String(connections), '-d', String(duration))
  for (const [name, value] of Object.entries(HEADERS)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  const run = execFileAsync(process.execPath, args, { cwd: root, timeout: (duration + 30) * 1000 })
  load = run.child
  const { stdout } = await run
  load = undefined
  return JSON.parse(stdout)
}

// autocannon's latency histogram counts whole milliseconds, hence no decimals. `Strapi CPU` is the share of
// one core Strapi used during the measured seconds (warm-up excluded).
function printTable(rows) {
  const baseline = rows[0].result.requests.average
  const fixed = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
  const table = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'non-2xx', 'errors', 'Strapi CPU'],
    ...rows.map(({ name, result, cmsCpuMs }) => [
      name,
      fixed(result.requests.average),
      fixed(result.latency.p50),
      fixed(result.latency.p99),
      fixed(result.requests.average / baseline, 2),
      String(result.non2xx),
      String(result.errors + result.timeouts),
      cmsCpuMs === undefined ? 'n/a' : `${fixed((cmsCpuMs / (seconds * 1000)) * 100)}%`,
    ]),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  console.log('')
  for (const row of table) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
  }
}

// `npm run bench`: builds the site, serves the bundled worker in workerd through the miniflare API and loads
// it with autocannon from a child process, next to a fixed-string worker in the same workerd as a baseline.
// Figures are printed, never asserted. BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 10).
import { execFile, execFileSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Miniflare } from 'miniflare'
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
// The baseline comes first: every ratio is taken against it.
const TARGETS = [
  { name: 'baseline (fixed string)', path: BASELINE_PATH },
  { name: '/', path: '/' },
  { name: '/es/events', path: '/es/events' },
  { name: '/events/sunset-session', path: '/events/sunset-session' },
]

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

const port = await freePort()
const mf = new Miniflare({
  host: '127.0.0.1',
  port,
  workers: [
    {
      name: 'site',
      modulesRoot: workerDir,
      modules: bundleModules(workerDir),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      bindings: config.vars,
      assets: {
        directory: resolve(root, config.assets.directory),
        binding: config.assets.binding,
        // Without it the asset router answers 404 itself instead of falling through to the worker.
        routerConfig: { has_user_worker: true },
      },
    },
    {
      // Same workerd and entry socket as the site. It skips the assets router, which fronts the site's
      // worker in production too, so that hop counts as part of the site's cost.
      name: 'baseline',
      modules: true,
      script: 'export default { fetch: () => new Response("ok") }',
      compatibilityDate: config.compatibility_date,
      routes: [`*${BASELINE_PATH}`],
    },
  ],
})

let load // the running autocannon child, so a signal can end it too
const stop = async (code) => {
  load?.kill()
  await mf.dispose()
  process.exit(code)
}
process.once('SIGINT', () => stop(130))
process.once('SIGTERM', () => stop(143))

try {
  const base = await mf.ready
  for (const target of TARGETS) await expectOk(new URL(target.path, base))

  console.log(`\n▶ load: ${connections} connections, 1 s warm-up + ${seconds} s a target, workerd on ${base}`)
  const rows = []
  for (const target of TARGETS) {
    const url = new URL(target.path, base).href
    await autocannon(url, 1)
    const result = await autocannon(url, seconds)
    rows.push({ name: target.name, result })
    console.log(`  ${target.name}: done`)
  }
  printTable(rows)
} catch (error) {
  console.error(`\nbench failed: ${error.message}`)
  process.exitCode = 1
} finally {
  await mf.dispose()
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

/** Fails loudly unless `url` answers 200 itself (a redirect or a 404 would make the figures meaningless). */
async function expectOk(url) {
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url.pathname} answered ${response.status}, not 200`)
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

// autocannon's latency histogram counts whole milliseconds, hence no decimals.
function printTable(rows) {
  const baseline = rows[0].result.requests.average
  const fixed = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
  const table = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'non-2xx', 'errors'],
    ...rows.map(({ name, result }) => [
      name,
      fixed(result.requests.average),
      fixed(result.latency.p50),
      fixed(result.latency.p99),
      fixed(result.requests.average / baseline, 2),
      String(result.non2xx),
      String(result.errors + result.timeouts),
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

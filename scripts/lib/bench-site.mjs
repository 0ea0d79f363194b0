// The bench's workerd: the bundled site as a deploy would run it (miniflare API, no wrangler dev proxy), a
// fixed-string baseline behind the same static-assets router, and copies of the site configured otherwise.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, extname, resolve } from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { freePort } from './ports.mjs'
import { OFFLINE_ENV } from './worker.mjs'

/**
 * Bundles `entry` (wrangler.toml's main when absent) exactly as `wrangler deploy` would, into `outDir`, with
 * the client build in `assets` (wrangler.toml's when absent; a deploy refuses a missing folder).
 * Returns the directory and the bundle's main module.
 */
export function bundleWorker(root, outDir, entry, assets) {
  rmSync(outDir, { recursive: true, force: true }) // no stale chunks from an earlier bundle
  const args = [`${root}node_modules/wrangler/bin/wrangler.js`, 'deploy', '--dry-run', '--outdir', outDir]
  if (assets) args.push('--assets', assets)
  if (entry) args.push(entry)
  execFileSync(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...OFFLINE_ENV },
  })
  return { dir: outDir, main: `${basename(entry ?? 'worker.js', extname(entry ?? 'worker.js'))}.js` }
}

/**
 * Every module wrangler wrote, listed explicitly: scriptPath auto-discovery cannot follow a dynamic
 * `import()`. Types follow wrangler's default module rules; its README and source maps are not modules.
 * The entry must come first.
 */
export function bundleModules({ dir, main }) {
  const types = { '.js': 'ESModule', '.mjs': 'ESModule', '.cjs': 'CommonJS', '.wasm': 'CompiledWasm' }
  const textTypes = new Set(['.txt', '.html', '.sql'])
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md' && !entry.name.endsWith('.map'))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
  const entry = `${dir}/${main}`
  if (!files.includes(entry)) throw new Error(`wrangler wrote no ${entry}`)
  return [entry, ...files.filter((file) => file !== entry)].map((path) => {
    const ext = extname(path)
    return { type: types[ext] ?? (textTypes.has(ext) ? 'Text' : 'Data'), path }
  })
}

/**
 * Starts one workerd with `baseline`, a worker answering a fixed string (unless `baseline` is false), and one
 * copy of the site of the tree at `root` per entry of `sites` (`{ name: { bundle, vars, cache } }`: `vars`
 * override wrangler.toml's, `cache: false` gives a Cache API that never stores), all pointing at the Strapi
 * `cms` ({ url, workerSecret }). Every worker has its own socket and the same static-assets router in front:
 * production has it in front of the site, so the baseline pays that hop too. `inspectorPort` opens
 * workerd's inspector (CPU profiles); `assetsDir` is the client build served (wrangler.toml's folder when
 * absent). Returns each worker's base URL by name, workerd's pid and `dispose()`. Another tree (the bench's
 * BENCH_REF) gets a workerd of its own: its Cache API is its own, as it would be.
 */
export async function startBenchSite({ root, sites, cms, inspectorPort, assetsDir, baseline = true }) {
  // wrangler's own reader, so compatibility date, vars and assets are exactly what a deploy would use.
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig({ config: `${root}wrangler.toml` })
  const assets = {
    directory: assetsDir ?? resolve(root, config.assets.directory),
    binding: config.assets.binding,
    // Without it the asset router answers 404 itself instead of falling through to the worker.
    routerConfig: { has_user_worker: true },
  }
  const socket = { unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }] }
  // Throw-away secrets: forms sign their fill-time tokens, the purge endpoint checks its bearer.
  const secrets = {
    SIGNING_SECRET: randomBytes(24).toString('hex'),
    PURGE_SECRET: randomBytes(24).toString('hex'),
    CMS_WORKER_SECRET: cms.workerSecret,
  }
  const fixedString = {
    name: 'baseline',
    modules: true,
    script: 'export default { fetch: () => new Response("ok") }',
    compatibilityDate: config.compatibility_date,
    assets,
    ...socket,
  }
  const workers = [
    ...(baseline ? [fixedString] : []),
    ...Object.entries(sites).map(([name, { bundle, vars = {}, cache = true }]) => ({
      name,
      modulesRoot: bundle.dir,
      modules: bundleModules(bundle),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      bindings: { ...config.vars, ...secrets, CMS_URL: cms.url, ...vars },
      // Each copy has the Durable Objects wrangler.toml names (the content shields and ledger among them).
      durableObjects: Object.fromEntries(durableObjects(config).map(({ name, ...object }) => [name, object])),
      cacheAPI: cache,
      assets,
      ...socket,
    })),
  ]
  // Miniflare 5 takes its options in a new shape; its own adapter converts the flat v4 shape wrangler's
  // config maps onto, as wrangler and the test pool do.
  const running = workerdChildren()
  const mf = new Miniflare(
    convertV4MiniflareOptions({ host: '127.0.0.1', port: await freePort(), inspectorPort, workers }),
  )
  await mf.ready
  const urls = {}
  for (const { name } of workers) urls[name] = (await mf.unsafeGetDirectURL(name)).href
  const [workerdPid] = workerdChildren().filter((pid) => !running.includes(pid))
  return { urls, workerdPid, dispose: () => mf.dispose() }
}

/**
 * The Durable Objects a wrangler config binds, as miniflare takes them: `{ name, className, useSQLite }`
 * (SQLite storage for the classes its migrations create so).
 */
export function durableObjects(config) {
  const sqlite = new Set((config.migrations ?? []).flatMap((migration) => migration.new_sqlite_classes ?? []))
  return (config.durable_objects?.bindings ?? []).map(({ name, class_name }) => ({
    name,
    className: class_name,
    useSQLite: sqlite.has(class_name),
  }))
}

/** The workerd processes miniflare started, children of this process so named (Linux /proc; none elsewhere). */
function workerdChildren() {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        const stat = readFileSyncSafe(`/proc/${pid}/stat`)
        return (
          stat?.startsWith(`${pid} (workerd)`) &&
          Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid
        )
      })
      .map(Number)
  } catch {
    return [] // no /proc here
  }
}

/** The workerd miniflare started, when it started one (the rush's). */
export const childWorkerd = () => workerdChildren()[0]

function readFileSyncSafe(path) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined // gone meanwhile
  }
}

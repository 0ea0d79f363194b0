// The bench's workerd: the bundled site as a deploy would run it (miniflare API, no wrangler dev proxy), a
// fixed-string baseline behind the same static-assets router, and copies of the site with caches turned off.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import { extname, resolve } from 'node:path'
import { Miniflare } from 'miniflare'
import { freePort } from './ports.mjs'
import { OFFLINE_ENV } from './worker.mjs'

/** Builds the client and bundles the worker exactly as `wrangler deploy` would, into dist/worker. */
export function buildBundle(root) {
  const workerDir = `${root}dist/worker`
  execFileSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' })
  rmSync(workerDir, { recursive: true, force: true }) // no stale chunks from an earlier bundle
  execFileSync(
    process.execPath,
    [`${root}node_modules/wrangler/bin/wrangler.js`, 'deploy', '--dry-run', '--outdir', workerDir],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...OFFLINE_ENV } },
  )
  return workerDir
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
 * Starts one workerd with: `baseline`, a worker answering a fixed string; `site`, the bundle pointing at
 * the Strapi `cms` (url, workerSecret); and one copy of the site per entry of `variants` (`{ name: { vars, cache } }`:
 * vars override wrangler.toml's, `cache: false` gives it a Cache API that never stores). Every worker has
 * its own socket and the same static-assets router in front (production has it in front of the site too,
 * so the baseline pays that hop as well). `inspectorPort` opens workerd's inspector (CPU profiles).
 * Returns each worker's base URL by name and `dispose()`.
 */
export async function startBenchSite({ root, workerDir, cms, variants = {}, inspectorPort }) {
  // wrangler's own reader, so compatibility date, vars and assets are exactly what a deploy would use.
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig({ config: `${root}wrangler.toml` })
  const assets = {
    directory: resolve(root, config.assets.directory),
    binding: config.assets.binding,
    // Without it the asset router answers 404 itself instead of falling through to the worker.
    routerConfig: { has_user_worker: true },
  }
  const socket = () => ({ unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }] })
  // Throw-away secrets: forms sign their fill-time tokens, the purge endpoint checks its bearer.
  const secrets = { SIGNING_SECRET: randomBytes(24).toString('hex'), PURGE_SECRET: randomBytes(24).toString('hex') }
  const site = (name, vars = {}, cache = true) => ({
    name,
    modulesRoot: workerDir,
    modules: bundleModules(workerDir),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, ...secrets, CMS_URL: cms.url, CMS_WORKER_SECRET: cms.workerSecret, ...vars },
    kvNamespaces: ['CONTENT'],
    cache,
    assets,
    ...socket(),
  })
  const workers = [
    {
      name: 'baseline',
      modules: true,
      script: 'export default { fetch: () => new Response("ok") }',
      compatibilityDate: config.compatibility_date,
      assets,
      ...socket(),
    },
    site('site'),
    ...Object.entries(variants).map(([name, { vars, cache }]) => site(name, vars, cache)),
  ]
  const mf = new Miniflare({ host: '127.0.0.1', port: await freePort(), inspectorPort, workers })
  await mf.ready
  const urls = {}
  for (const { name } of workers) urls[name] = (await mf.unsafeGetDirectURL(name)).href
  return { urls, dispose: () => mf.dispose() }
}

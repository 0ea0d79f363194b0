// The simulation's Cloudflare: N locations of the bundled site in one workerd, each an isolate of its own
// with its own memory and its own Cache API, sharing what the platform shares between locations (Durable
// Objects, KV namespaces), as wrangler.toml binds them.
import { appendFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { bundleModules, durableObjects } from './bench-site.mjs'
import { freePort } from './ports.mjs'

/**
 * The entry of one location: the site's worker and its classes, with `caches.default` standing for that
 * location's own cache. (Miniflare gives every worker of one instance the same default cache; a named cache
 * is a separate store, as another location's cache is.)
 */
const locationEntry = (main, cacheName) => `import site from './${main}'
export * from './${main}'
const platform = globalThis.caches
const own = () => platform.open(${JSON.stringify(cacheName)})
const location = {
  match: (...args) => own().then((cache) => cache.match(...args)),
  put: (...args) => own().then((cache) => cache.put(...args)),
  delete: (...args) => own().then((cache) => cache.delete(...args)),
}
Object.defineProperty(globalThis, 'caches', {
  configurable: true,
  value: { default: location, open: (name) => platform.open(name), has: (name) => platform.has(name) },
})
export default site
`

/**
 * Starts `count` locations of `bundle` (bench-site.mjs's bundleWorker) configured by `configPath` (a
 * wrangler.toml), with `vars` over its vars, plus one worker that hosts the Durable Objects every location
 * binds (the platform's: it serves no visitor). What the workers log goes to `logFile`; `assetsDir` is the
 * client build served (the config's folder when absent). Returns each location's base URL, the platform's,
 * and `dispose()`.
 */
export async function startLocations({ bundle, configPath, count, vars, logFile, assetsDir }) {
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig({ config: configPath })
  const modules = bundleModules(bundle)
  const objects = durableObjects(config)
  // KV namespaces of one id are one store, whichever worker binds them.
  const kvNamespaces = Object.fromEntries(
    (config.kv_namespaces ?? []).map(({ binding }) => [binding, `sim-${binding}`]),
  )
  const assets = {
    directory: assetsDir ?? resolve(configPath, '..', config.assets.directory),
    binding: config.assets.binding,
    // Without it the asset router answers 404 itself instead of falling through to the worker.
    routerConfig: { has_user_worker: true },
  }
  const common = {
    assets,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, ...vars },
    kvNamespaces,
    unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
  }
  const platform = {
    ...common,
    name: 'platform',
    modulesRoot: bundle.dir,
    modules,
    durableObjects: Object.fromEntries(objects.map(({ name, ...object }) => [name, object])),
  }
  const locations = Array.from({ length: count }, (_, index) => {
    const entry = `sim-location-${index}.mjs`
    writeFileSync(resolve(bundle.dir, entry), locationEntry(bundle.main, `location-${index}`))
    return {
      ...common,
      name: `location-${index}`,
      modulesRoot: bundle.dir,
      modules: [{ type: 'ESModule', path: resolve(bundle.dir, entry) }, ...modules],
      durableObjects: Object.fromEntries(
        objects.map(({ name, ...object }) => [name, { ...object, scriptName: 'platform' }]),
      ),
    }
  })
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: await freePort(),
      workers: [platform, ...locations],
      // The shields' and pages' own lines (an outage logs every query it meets) would bury the figures.
      handleStructuredLogs: ({ level, message }) => appendFileSync(logFile, `${level} ${message}\n`),
    }),
  )
  await mf.ready
  const urls = []
  for (const { name } of locations) urls.push((await mf.unsafeGetDirectURL(name)).href.replace(/\/$/, ''))
  return { urls, dispose: () => mf.dispose() }
}

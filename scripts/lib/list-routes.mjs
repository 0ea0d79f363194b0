// Prints the route table as JSON (name, path, guard names), for scripts that run outside the worker: the
// table is TypeScript and imports the pages, so it is bundled for Node first (CommonJS, into a temporary
// file, since some of its dependencies are CommonJS).
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSync } from 'esbuild'

const dir = mkdtempSync(join(tmpdir(), 'routes-'))
try {
  const outfile = join(dir, 'routes.cjs')
  buildSync({
    entryPoints: [new URL('../../src/routes.ts', import.meta.url).pathname],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    alias: { 'cloudflare:workers': new URL('../dev/cloudflare-workers.ts', import.meta.url).pathname },
    logLevel: 'error',
    outfile,
  })
  const { ROUTES } = createRequire(import.meta.url)(outfile)
  const routes = ROUTES.map((route) => ({
    name: route.name,
    path: route.path,
    guards: route.guards?.map((guard) => guard.guardName),
  }))
  process.stdout.write(JSON.stringify(routes))
} finally {
  rmSync(dir, { recursive: true, force: true })
}

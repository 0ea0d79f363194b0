// Builds the client (Vite) and writes _app/build.json, which the worker reads to find its hashed entries
// (React islands; the site module), stylesheet and the font it preloads. The build id is a hash of the
// manifest, so it changes when any asset does. Into dist/client (what wrangler.toml serves), or the folder
// `--out <dir>` names: the bench and the simulations build into folders of their own, so they never touch
// the one a running `npm start` serves. Vite builds into a fresh folder beside it, which is then moved in
// place (lib/client-build.mjs): a site running on the folder keeps serving its stylesheet and scripts.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUILD_INFO, MANIFEST, publishBuild } from './lib/client-build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outFlag = process.argv.indexOf('--out')
const target = resolve(root, outFlag === -1 ? 'dist/client' : (process.argv[outFlag + 1] ?? ''))
mkdirSync(dirname(target), { recursive: true })
const staging = mkdtempSync(join(dirname(target), '.client-build-'))
try {
  execFileSync(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      staging,
      '--emptyOutDir',
    ],
    { cwd: root, stdio: 'inherit' },
  )

  const manifestText = readFileSync(join(staging, MANIFEST), 'utf8')
  const manifest = JSON.parse(manifestText)
  const entry = manifest['src/client/entry.tsx']
  const site = manifest['src/client/site.ts']
  const styles = manifest['src/app/styles/app.css']
  const build = {
    id: createHash('sha256').update(manifestText).digest('hex').slice(0, 12),
    timestamp: Date.now(),
    entry: `/${entry.file}`,
    site: `/${site.file}`,
    stylesheets: [styles.file, ...(entry.css ?? [])].map((file) => `/${file}`),
    // The display face the stylesheet names (docs/spec.md §24.2): preloaded so the first paint has it.
    fonts: (styles.assets ?? []).filter((file) => file.endsWith('.woff2')).map((file) => `/${file}`),
  }
  writeFileSync(join(staging, BUILD_INFO), `${JSON.stringify(build, null, 2)}\n`)
  publishBuild(staging, target)
  console.log(`client build ${build.id}: ${build.entry}`)
} finally {
  rmSync(staging, { recursive: true, force: true })
}

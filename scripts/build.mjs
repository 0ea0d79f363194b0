// Builds the client (Vite) and writes dist/client/_app/build.json, which the worker reads to find its
// hashed entries (React islands; the site module), stylesheet and the font it preloads. The build id is a hash of the manifest, so it changes when any asset does.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
})

const manifestText = readFileSync(`${root}dist/client/_app/manifest.json`, 'utf8')
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
writeFileSync(`${root}dist/client/_app/build.json`, `${JSON.stringify(build, null, 2)}\n`)
console.log(`client build ${build.id}: ${build.entry}`)

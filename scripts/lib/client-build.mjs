// The client build's folder is served while it is rebuilt: `npm start` (wrangler dev) serves dist/client and
// reads its build.json on every request, and `npm run build`, `bench`, `audit` or a watch rebuild may run
// beside it. Vite empties the folder it builds into, and wrangler dev lost the emptied folder until a restart
// (the site served no stylesheet or scripts), so a build goes to a fresh folder beside it and is moved in,
// file by file, with build.json last: the folder never disappears, and no page names a file not yet there.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

export const MANIFEST = '_app/manifest.json'
export const BUILD_INFO = '_app/build.json'

/** Every file under `dir`, as paths relative to it ('/'-separated). */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    : []

/** The files a Vite manifest names (chunks, their stylesheets and assets), or none without a manifest. */
export function manifestFiles(folder) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8'))
  } catch {
    return []
  }
  return Object.values(manifest).flatMap((chunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ])
}

/**
 * Moves the build in `staging` into `target` (created when missing), each file by a rename over its old
 * copy (atomic on one file system: keep `staging` beside `target`), the manifest and build.json last. Then
 * removes what neither this build nor the one it replaces names: a page rendered a moment ago under the
 * previous build.json still loads its islands' chunks when the visitor starts on them. `staging` is left
 * empty of files.
 */
export function publishBuild(staging, target) {
  const previous = manifestFiles(target)
  const files = filesUnder(staging)
  const last = [MANIFEST, BUILD_INFO].filter((file) => files.includes(file))
  for (const file of [...files.filter((name) => !last.includes(name)), ...last]) {
    mkdirSync(dirname(join(target, file)), { recursive: true })
    renameSync(join(staging, file), join(target, file))
  }
  const keep = new Set([...files, ...previous])
  for (const file of filesUnder(target)) if (!keep.has(file)) rmSync(join(target, file), { force: true })
}

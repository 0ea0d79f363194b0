// The import graphs of the site (src/) and the CMS (cms/src/, cms/config/) keep their layers and have no
// cycles, type-only imports included (docs/decisions/012-route-table.md). Prints every offending import and
// exits 1 when there is one.
//
//   site:  lib, config  →  app, client  →  server  →  pages  →  routes.ts  →  worker.ts
//   CMS:   shared  →  lib  →  api, extensions, middlewares, bootstrap, seed, admin  →  index.ts  →  config/
//
// A module may import from its own layer or the ones before it, never from a later one. The two houses
// meet in one place: `cms/src/shared/` is layer 0 of both (the rules both sides apply); the site imports
// nothing else of the CMS, and the CMS nothing of the site.
//
// A feature folder (`src/bookings/`) keeps everything of one feature together, in the same layers by its
// sub-folders: `lib/` (shared with the browser), `app/` (its islands and components), `server/` and
// `pages/`, each ranked as the top-level folder of that name.
//
// Server-only code is named `*.server.ts(x)` (docs/decisions/024-dev-runtime-and-test-clock.md): every
// module of src/server/ (and of a feature's server/), and the server-only helpers of pages (their form
// actions). A module the browser bundle draws from (lib, config, app, client) never imports one, and every
// module of a server folder has the suffix, so the name says where code may run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Folders of the site that gather one feature, each in the site's layers by sub-folder. */
const FEATURES = ['bookings']
const FEATURE_LAYERS = [
  ['lib/', 0],
  ['app/', 1],
  ['server/', 2],
  ['pages/', 3],
]

/** [path prefix, house, layer]: the first prefix that matches a file decides. */
const LAYERS = [
  ['cms/src/shared/', 'both', 0],
  ['src/lib/', 'site', 0],
  ['src/config.ts', 'site', 0],
  ['src/app/', 'site', 1],
  ['src/client/', 'site', 1],
  ['src/server/', 'site', 2],
  ['src/pages/', 'site', 3],
  ['src/routes.ts', 'site', 4],
  ['src/worker.ts', 'site', 5],
  ...FEATURES.flatMap((feature) =>
    FEATURE_LAYERS.map(([folder, layer]) => [`src/${feature}/${folder}`, 'site', layer]),
  ),
  ['cms/src/lib/', 'cms', 1],
  ...['api', 'extensions', 'middlewares', 'bootstrap', 'seed', 'admin'].map((folder) => [
    `cms/src/${folder}/`,
    'cms',
    2,
  ]),
  ['cms/src/index.ts', 'cms', 3],
  ['cms/config/', 'cms', 4],
]
/**
 * Imports that break a rule today and wait for work under way elsewhere, each with why. They are printed on
 * every run, and one that no longer exists fails the check, so the list cannot outlive them.
 */
const PENDING = new Map()
const pendingSeen = new Set()

const placeOf = (file) => {
  const found = LAYERS.find(([prefix]) => relative(root, file).startsWith(prefix))
  return found && { house: found[1], layer: found[2] }
}
const isServerFolder = (path) =>
  path.startsWith('src/server/') || FEATURES.some((feature) => path.startsWith(`src/${feature}/server/`))

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })

/** `import … from 'x'`, `export … from 'x'`, `import('x')`, `import 'x'` — type-only ones too. */
const SPECIFIERS = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

/** The source without comments: an example import in a comment is not an import. */
const withoutComments = (source) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

const graph = new Map()
const problems = []
const sources = ['src', 'cms/src', 'cms/config'].flatMap((dir) => files(join(root, dir)))
for (const file of sources) {
  const path = relative(root, file)
  const from = placeOf(file)
  if (!from) problems.push(`${path} belongs to no layer`)
  const edges = []
  for (const [, specifier] of withoutComments(readFileSync(file, 'utf8')).matchAll(SPECIFIERS)) {
    const target = resolveImport(file, specifier)
    if (!target || !/\.(ts|tsx)$/.test(target)) continue
    edges.push(target)
    const to = placeOf(target)
    const targetPath = relative(root, target)
    if (!from) continue
    if (PENDING.has(`${path} → ${targetPath}`)) {
      pendingSeen.add(`${path} → ${targetPath}`)
    } else if (!to) {
      problems.push(`${path} imports ${targetPath}, which belongs to no layer`)
    } else if (to.house !== 'both' && to.house !== from.house) {
      problems.push(
        `${path} (${from.house}) imports ${targetPath} of the other house: only cms/src/shared is both's`,
      )
    } else if (from.house === 'site' && from.layer <= 1 && /\.server\.tsx?$/.test(target)) {
      problems.push(`${path} is shared with the browser but imports ${targetPath}`)
    } else if (to.layer > from.layer) {
      problems.push(`${path} (layer ${from.layer}) imports upward: ${targetPath} (layer ${to.layer})`)
    }
  }
  graph.set(file, edges)
  if (isServerFolder(path) && !/\.server\.tsx?$/.test(file))
    problems.push(`${path} is server-only: name it *.server.ts`)
}

// Cycles, by depth-first search over every edge.
const state = new Map()
const stack = []
function visit(file) {
  state.set(file, 'open')
  stack.push(file)
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') {
      const cycle = stack.slice(stack.indexOf(next)).concat(next)
      const line = `cycle: ${cycle.map((path) => relative(root, path)).join(' → ')}`
      if (!problems.includes(line)) problems.push(line)
    } else if (!state.has(next)) {
      visit(next)
    }
  }
  stack.pop()
  state.set(file, 'done')
}
for (const file of graph.keys()) if (!state.has(file)) visit(file)

for (const [edge, why] of PENDING) {
  if (pendingSeen.has(edge)) console.log(`${edge}: ${why}`)
  else problems.push(`${edge} is listed as pending but is gone: take it off the list`)
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
const count = (prefix) => [...graph.keys()].filter((file) => relative(root, file).startsWith(prefix)).length
console.log(
  `imports: ${count('src/')} modules of the site, ${count('cms/')} of the CMS, layers kept, no cycles`,
)

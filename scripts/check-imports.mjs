// The import graph of src/ keeps its layers and has no cycles, type-only imports included
// (docs/decisions/012-route-table.md). Prints every offending import and exits 1 when there is one.
//
//   lib, config  →  app, client  →  server  →  pages  →  routes.ts  →  worker.ts
//
// A module may import from its own layer or the ones before it, never from a later one.
//
// Server-only code is named `*.server.ts(x)` (docs/decisions/024-dev-runtime-and-test-clock.md): every
// module of src/server/, and the server-only helpers of pages (their form actions). A module the browser
// bundle draws from (lib, config, app, client) never imports one, and every module of src/server/ has the
// suffix, so the name says where code may run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const src = join(root, 'src')

const LAYERS = [
  ['src/lib/', 0],
  ['src/config.ts', 0],
  ['cms/src/shared/', 0],
  ['src/app/', 1],
  ['src/client/', 1],
  ['src/server/', 2],
  ['src/pages/', 3],
  ['src/routes.ts', 4],
  ['src/worker.ts', 5],
]
const layerOf = (file) => LAYERS.find(([prefix]) => relative(root, file).startsWith(prefix))?.[1]

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
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
for (const file of files(src)) {
  const edges = []
  for (const [, specifier] of withoutComments(readFileSync(file, 'utf8')).matchAll(SPECIFIERS)) {
    const target = resolveImport(file, specifier)
    if (!target || !/\.(ts|tsx)$/.test(target)) continue
    edges.push(target)
    const [from, to] = [layerOf(file), layerOf(target)]
    if (from === undefined || to === undefined) {
      problems.push(`${relative(root, file)} imports ${relative(root, target)}, which belongs to no layer`)
    } else if (from <= 1 && /\.server\.tsx?$/.test(target)) {
      problems.push(
        `${relative(root, file)} is shared with the browser but imports ${relative(root, target)}`,
      )
    } else if (to > from) {
      problems.push(
        `${relative(root, file)} (layer ${from}) imports upward: ${relative(root, target)} (layer ${to})`,
      )
    }
  }
  graph.set(file, edges)
  if (relative(root, file).startsWith('src/server/') && !/\.server\.tsx?$/.test(file))
    problems.push(`${relative(root, file)} is server-only: name it *.server.ts`)
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

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`imports: ${graph.size} modules, layers kept, no cycles`)

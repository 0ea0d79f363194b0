// `npm test`: lint and format check, generated Env up to date, type check, client build, then every suite.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`
const run = (label, file, args) => {
  console.log(`\n▶ ${label}`)
  execFileSync(file, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  })
}

try {
  run('lint (biome)', bin('biome'), ['check', '.'])
  // Env is generated from wrangler.toml (`npm run types`): a stale copy would let config drift unchecked.
  run('env types (wrangler types --check)', bin('wrangler'), [
    'types',
    '--include-runtime=false',
    '--strict-vars=false',
    '--check',
  ])
  run('imports (layers, no cycles)', process.execPath, [`${root}scripts/check-imports.mjs`])
  run('types (tsc)', bin('tsc'), ['--noEmit'])
  run('build', process.execPath, [`${root}scripts/build.mjs`])
  run('tests (vitest)', bin('vitest'), ['run', ...process.argv.slice(2)])
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1)
}

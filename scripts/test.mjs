// `npm test`: lint and format check, generated Env up to date, type check, client build, then every suite.
// cms/ installs and compiles meanwhile when it needs to (a fresh clone), so `npm install && npm test` works
// without an `npm start` first and the install's download and unpacking overlap the checks' CPU.
import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
const run = (label, file, args) => {
  console.log(`\n▶ ${label}`)
  execFileSync(file, args, { cwd: root, stdio: 'inherit', env })
}

/** scripts/install-cms.mjs in a child process (the checks below block this one); its output when it ends. */
const cmsInstall = new Promise((resolve) => {
  const child = spawn(process.execPath, [`${root}scripts/install-cms.mjs`], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString('utf8') }))
})

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
  console.log('\n▶ cms/ installed and compiled')
  const cms = await cmsInstall
  process.stdout.write(cms.output)
  if (cms.code !== 0) process.exit(cms.code ?? 1)
  run('tests (vitest)', bin('vitest'), ['run', ...process.argv.slice(2)])
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1)
}

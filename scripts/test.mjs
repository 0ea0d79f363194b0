// `npm test`: lint and format check, generated Env up to date, client build, type check, then every suite.
// cms/ installs and compiles meanwhile when it needs to (a fresh clone), so `npm install && npm test` works
// without an `npm start` first and the install's download and unpacking overlap the checks' CPU. The CMS's
// admin panel (the end-to-end suite drives it) builds then, beside the checks, when it is missing or out of
// date: before any suite starts a CMS, since its build rewrites cms/dist.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureAdminBuilt } from './lib/cms.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
/** One step, its output shown; a child process, so cms/'s install and the admin's build go on beside it. */
const run = (label, file, args) =>
  new Promise((resolve, reject) => {
    console.log(`\n▶ ${label}`)
    const child = spawn(file, args, { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(label), { status: code ?? 1 })),
    )
  })

/** scripts/install-cms.mjs in a child process; its output when it ends. */
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
/** Then the admin panel, when cms/ installed: undefined when built, else the error. */
const adminBuilt = cmsInstall.then(({ code }) =>
  code === 0
    ? ensureAdminBuilt({ quiet: true }).then(
        () => undefined,
        (error) => error,
      )
    : undefined,
)

try {
  await run('lint (biome)', bin('biome'), ['check', '.'])
  // Env is generated from wrangler.toml (`npm run types`): a stale copy would let config drift unchecked.
  await run('env types (wrangler types --check)', bin('wrangler'), [
    'types',
    '--include-runtime=false',
    '--strict-vars=false',
    '--check',
  ])
  await run('imports (layers, no cycles)', process.execPath, [`${root}scripts/check-imports.mjs`])
  await run('build', process.execPath, [`${root}scripts/build.mjs`])
  console.log('\n▶ cms/ installed and compiled')
  const cms = await cmsInstall
  process.stdout.write(cms.output)
  if (cms.code !== 0) process.exit(cms.code ?? 1)
  // After cms/'s install: the unit tests of the CMS's rules import its modules, which name Strapi's types.
  await run('types (tsc)', bin('tsc'), ['--noEmit'])
  console.log('\n▶ admin panel (cms: type check and strapi build, when out of date)')
  const failed = await adminBuilt
  if (failed) throw failed
  await run('tests (vitest)', bin('vitest'), ['run', ...process.argv.slice(2)])
} catch (error) {
  if (typeof error.status !== 'number') console.error(error.message)
  process.exit(typeof error.status === 'number' ? error.status : 1)
}

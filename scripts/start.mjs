// `npm start`: build the client, start Strapi (installing cms/ and seeding demo content on first run) and
// the worker in the real workerd with its real bindings (Durable Objects, KV, the rate limiter), print both
// URLs; Ctrl-C stops both. While Strapi installs and seeds, the site answers its starting page (docs/spec.md
// §16.8). With CMS_ADMIN=true the admin panel is built first when it is missing or out of date (its steps
// shown), and served. A start that fails stops what it started and says why, with Strapi's last lines. `npm run dev`
// (`--watch`) also rebuilds the client when its sources change; wrangler reloads the worker by itself
// (docs/decisions/024-dev-runtime-and-test-clock.md).
import { execFileSync, spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureAdminBuilt } from './lib/cms.mjs'
import { launchStack } from './lib/stack.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/** How much of Strapi's log a failed start repeats (all of it scrolled past as it came). */
const LAST_LINES = 25

const buildClient = () => execFileSync(process.execPath, [`${root}scripts/build.mjs`], { stdio: 'inherit' })
buildClient()
const admin = process.env.CMS_ADMIN === 'true'
if (admin) await ensureAdminBuilt()

const port = Number(process.env.PORT) || 8787
console.log(
  `\n  Site:  http://127.0.0.1:${port}  starting (a first start installs and seeds the CMS, about two minutes;\n         the site says so meanwhile)\n`,
)

let stack
let stopping = false
/**
 * Ctrl-C: both stop. Strapi and wrangler run in process groups of their own (the terminal's signal does not
 * reach them); before the stack is up, exiting kills what has started (their launchers' exit hooks).
 */
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await stack?.stop()
  process.exit(stack ? 0 : 130)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
/** Stops whatever started, says why the start failed with the last lines of what failed, exits 1. */
const fail = async (error) => {
  stopping = true
  await stack?.stop()
  const [reason, ...details] = String(error instanceof Error ? error.message : error).split('\n')
  const lines = (stack ? stack.cms.output() : details.join('\n')).trim().split('\n').slice(-LAST_LINES)
  console.error(`\nnpm start stopped: ${reason}`)
  if (lines.join('').trim()) console.error(`${stack ? 'Strapi’s' : 'Its'} last lines:\n${lines.join('\n')}`)
  process.exit(1)
}

try {
  stack = await launchStack({
    quiet: false,
    // A first start seeds for a minute on an idle machine, several on a busy one; a Strapi that fails
    // ends at once anyway (its exit is watched), so only a hung one meets this.
    cms: { port: Number(process.env.CMS_PORT) || 1337, timeoutMs: 600_000 },
    worker: { port, vars: { APP_ENV: 'development' } },
  })
  await stack.ready
} catch (error) {
  // Ctrl-C while starting ends the start too: then shutdown() exits.
  if (!stopping) await fail(error)
}

/** What the browser's bundle is built from: a change there rebuilds the client (at most one build at a time). */
function rebuildOnChange() {
  let timer
  let building
  let again = false
  const rebuild = () => {
    if (building) {
      again = true
      return
    }
    building = spawn(process.execPath, [`${root}scripts/build.mjs`], { stdio: 'inherit' })
    building.on('exit', () => {
      building = undefined
      if (again) {
        again = false
        rebuild()
      }
    })
  }
  for (const folder of ['src/app', 'src/client', 'src/lib', 'public']) {
    watch(`${root}${folder}`, { recursive: true }, () => {
      clearTimeout(timer)
      timer = setTimeout(rebuild, 200)
    })
  }
  console.log('  Watching the client sources: a change rebuilds the client; reload the page to see it.\n')
}

if (!stopping) {
  stack.cms.exited.then(({ code, signal }) => {
    if (!stopping) fail(new Error(`Strapi ended (exit code ${code}, signal ${signal})`))
  })
  console.log(
    `\n  Site:  ${stack.siteUrl}\n  CMS:   ${stack.cmsUrl}  ${admin ? `admin panel: ${stack.cmsUrl}/admin` : '(admin panel: CMS_ADMIN=true npm start, see cms/README.md)'}\n  Press Ctrl-C to stop both.\n`,
  )
  if (process.argv.includes('--watch')) rebuildOnChange()
}

// `npm start`: build the client, start Strapi (installing cms/ and seeding demo content on first run) and
// the worker in the real workerd with its real bindings (Durable Objects, KV, the rate limiter), print both
// URLs; Ctrl-C stops both. `npm run dev` (`--watch`) also rebuilds the client when its sources change;
// wrangler reloads the worker by itself (docs/decisions/024-dev-runtime-and-test-clock.md).
import { execFileSync, spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startStack } from './lib/stack.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildClient = () => execFileSync(process.execPath, [`${root}scripts/build.mjs`], { stdio: 'inherit' })
buildClient()

const stack = await startStack({
  quiet: false,
  cms: { port: Number(process.env.CMS_PORT) || 1337 },
  worker: { port: Number(process.env.PORT) || 8787, vars: { APP_ENV: 'development' } },
})
console.log(
  `\n  Site:  ${stack.siteUrl}\n  CMS:   ${stack.cmsUrl}  (admin panel: set CMS_ADMIN=true, see cms/README.md)\n  Press Ctrl-C to stop both.\n`,
)

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
    building = spawn(process.execPath, [`${root}scripts/build.mjs`], {
      stdio: 'inherit',
      env: { ...process.env, KEEP_CLIENT_ASSETS: '1' },
    })
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
if (process.argv.includes('--watch')) rebuildOnChange()

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

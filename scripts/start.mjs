// `npm start`: build the client, start Strapi (installing cms/ and seeding demo content on first run) and
// the worker in the real workerd, print both URLs; Ctrl-C stops both.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startStack } from './lib/stack.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
execFileSync(process.execPath, [`${root}scripts/build.mjs`], { stdio: 'inherit' })

const stack = await startStack({
  quiet: false,
  cms: { port: Number(process.env.CMS_PORT) || 1337 },
  worker: { port: Number(process.env.PORT) || 8787, vars: { APP_ENV: 'development' } },
})
console.log(
  `\n  Site:  ${stack.siteUrl}\n  CMS:   ${stack.cmsUrl}  (admin panel: set CMS_ADMIN=true, see cms/README.md)\n  Press Ctrl-C to stop both.\n`,
)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

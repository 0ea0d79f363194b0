// `npm start`: build the client, then serve the worker in the real workerd and print its URL.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startWorker } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
execFileSync(process.execPath, [`${root}scripts/build.mjs`], { stdio: 'inherit' })

const port = Number(process.env.PORT) || 8787
const worker = await startWorker({ port, vars: { APP_ENV: 'development' }, quiet: false })
console.log(`\n  Site:  ${worker.url}\n  Press Ctrl-C to stop.\n`)

const shutdown = async () => {
  await worker.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

// Load for the bench: autocannon in its own process, so the load generator never shares an event loop
// with miniflare. Its options go as JSON through the environment, not its command line, which reads
// brackets (`[<id>]`) as nested arguments.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
let running // the autocannon child, so a signal can end it

const CHILD = `require(process.env.AUTOCANNON)(JSON.parse(process.env.BENCH_LOAD))
  .then((result) => process.stdout.write(JSON.stringify(result)))`

/**
 * `connections` connections on `url` for `seconds`, with `headers`; autocannon's result. `unique`: every
 * request has `[<id>]` in its headers replaced with an id of its own (a visitor the site has not seen).
 */
export async function load(root, { url, seconds, connections, headers, unique = false }) {
  const options = { url, connections, duration: seconds, headers, idReplacement: unique }
  const run = execFileAsync(process.execPath, ['-e', CHILD], {
    cwd: root,
    env: {
      ...process.env,
      AUTOCANNON: `${root}node_modules/autocannon`,
      BENCH_LOAD: JSON.stringify(options),
    },
    timeout: (seconds + 30) * 1000,
    maxBuffer: 16 * 1024 * 1024,
  })
  running = run.child
  try {
    return JSON.parse((await run).stdout)
  } finally {
    running = undefined
  }
}

/** Ends the load under way, if any. */
export const stopLoad = () => running?.kill()

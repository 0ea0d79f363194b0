// Load for the bench: autocannon in its own process, so the load generator never shares an event loop
// with miniflare.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
let running // the autocannon child, so a signal can end it

/** `connections` connections on `url` for `seconds`, with `headers`; autocannon's JSON result. */
export async function load(root, { url, seconds, connections, headers }) {
  const args = [`${root}node_modules/autocannon/autocannon.js`, '--json', '--no-progress']
  args.push('-c', String(connections), '-d', String(seconds))
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  const run = execFileAsync(process.execPath, args, { cwd: root, timeout: (seconds + 30) * 1000 })
  running = run.child
  try {
    return JSON.parse((await run).stdout)
  } finally {
    running = undefined
  }
}

/** Ends the load under way, if any. */
export const stopLoad = () => running?.kill()

// Runs the built worker in the real workerd through `wrangler dev`, offline, on 127.0.0.1.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort, waitForHttp } from './ports.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
// wrangler dev would bundle React's development build, several times slower than what deploys.
const BUNDLE_ENV = { NODE_ENV: 'production' }
/**
 * The secrets wrangler.toml requires (its `[secrets] required`, a TOML array of strings, so JSON): wrangler
 * dev reads them from its environment, as secrets, and warns when one is missing there; on the command line
 * `ps` would show them too.
 */
const SECRETS = new Set(
  JSON.parse(
    /^\[secrets\]\s*\nrequired\s*=\s*(\[[^\]]*\])/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[1] ??
      '[]',
  ),
)

/**
 * Starts `wrangler dev` with `vars` overriding wrangler.toml's [vars]. Resolves once the worker answers.
 * `stop()` ends wrangler and its workerd children (they share a process group).
 */
export async function startWorker({ port, vars = {}, quiet = true, persistTo } = {}) {
  const chosen = port || (await freePort())
  const args = [
    `${root}node_modules/wrangler/bin/wrangler.js`,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(chosen),
  ]
  const secrets = {}
  for (const [key, value] of Object.entries(vars)) {
    if (SECRETS.has(key)) secrets[key] = value
    else args.push('--var', `${key}:${value}`)
  }
  args.push('--inspector-port', String(await freePort()), '--show-interactive-dev-session=false')
  // Quiet (the suites), nobody reads the line wrangler logs per request, a fifth of wrangler dev's CPU per
  // request (measured); warnings and the worker's errors still reach the log a failed start shows.
  if (quiet) args.push('--log-level', 'warn')
  // Local KV and cache state; tests pass a throw-away directory so no run sees another's pages.
  if (persistTo) args.push('--persist-to', persistTo)
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...OFFLINE_ENV, ...BUNDLE_ENV, ...secrets },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  let log = ''
  child.stdout?.on('data', (data) => {
    log += data
  })
  child.stderr?.on('data', (data) => {
    log += data
  })
  let exited = false
  // wrangler and its workerd children have a process group of their own: they would outlive this process
  // if it ended without stop() (an uncaught error, process.exit), holding the site's port.
  const onParentExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', onParentExit)
  child.on('exit', () => {
    exited = true
    process.removeListener('exit', onParentExit)
  })
  const url = `http://127.0.0.1:${chosen}`
  try {
    await waitForHttp(`${url}/_app/builds/latest.json`, { timeoutMs: 90_000, isAlive: () => !exited })
  } catch (error) {
    stopGroup(child)
    throw new Error(`${error.message}\n${log.slice(-4000)}`)
  }
  return {
    url,
    pid: child.pid,
    log: () => log,
    stop: () => stopGroup(child),
  }
}

function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 5000).unref()
  })
}

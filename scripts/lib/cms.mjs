// Launcher for the Strapi CMS in cms/: install, build, start (with a throw-away or dev database) and stop.
// Plain ESM, node:* only.
//
//   import { ensureCmsInstalled, startCms } from './scripts/lib/cms.mjs';
//   await ensureCmsInstalled();
//   const cms = await startCms({ dataDir: '/tmp/x' });   // { url, port, outbox, pid, dataDir, stop }
//   const later = await launchCms({ dataDir: '/tmp/y' }); // the same at once, answering when `ready` settles
//   ...
//   await cms.stop();
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms')
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js')
const INSTALL_MARKER = path.join(CMS_DIR, 'node_modules', '.cms-install-marker')
const BUILD_MARKER = path.join(CMS_DIR, 'dist', '.cms-build-marker')
// The admin panel's bundle (`strapi build`), and what it was built from.
const ADMIN_BUILD = path.join(CMS_DIR, 'dist', 'build')
const ADMIN_MARKER = path.join(ADMIN_BUILD, '.admin-inputs')
const SEED_CACHE_ROOT = path.join(CMS_DIR, '.tmp', 'seed-cache')
const ENV_LOCAL = path.join(CMS_DIR, '.env.local')
const SECRET_KEYS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  // Shared with the worker, which holds it by the same name: only the worker may book and submit forms.
  'CMS_WORKER_SECRET',
]

const log = (msg) => process.stdout.write(`[cms] ${msg}\n`)
const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** Every file under `dir` (recursively), skipping node_modules and dot folders. */
const walk = (dir, out = []) => {
  let entries
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (e.isFile()) out.push(p)
  }
  return out
}

/** The admin panel's own code: bundled by its build (ensureAdminBuilt), no part of the server or a seed. */
const ADMIN_SRC = path.join(CMS_DIR, 'src', 'admin')
const serverSources = () =>
  walk(path.join(CMS_DIR, 'src')).filter((file) => !file.startsWith(`${ADMIN_SRC}${path.sep}`))

const BUILD_INPUTS = () => [
  ...serverSources(),
  ...walk(path.join(CMS_DIR, 'config')),
  path.join(CMS_DIR, 'tsconfig.json'),
  path.join(CMS_DIR, 'package.json'),
]

/** Runs a command in cms/, output captured; throws with the output's tail when it fails. */
const run = (cmd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: CMS_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
    })
    const chunks = []
    const collect = (d) => chunks.push(d)
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8')
      if (code === 0) resolve(output)
      else
        reject(
          new Error(
            `${cmd} ${args.join(' ')} failed (exit ${code}) in ${CMS_DIR}\n${output.split('\n').slice(-60).join('\n')}`,
          ),
        )
    })
  })

/**
 * `npm install` in cms/ with only the install scripts cms/package.json allows (`allowScripts`): npm 11 runs
 * the others too, with a warning. Nothing compiles (better-sqlite3 13, sharp, esbuild and @swc/core ship
 * their binaries; docs/decisions/028-toolchain-on-node-24.md).
 */
async function installDependencies() {
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'])
  const lock = JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'package-lock.json'), 'utf8'))
  const { allowScripts = {} } = JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'package.json'), 'utf8'))
  const withScripts = Object.entries(lock.packages)
    .filter(([key, entry]) => entry.hasInstallScript && key.startsWith('node_modules/'))
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => allowScripts[name] === true)
  if (withScripts.length) await run('npm', ['rebuild', ...new Set(withScripts)])
}

/**
 * Installs cms/ dependencies when node_modules is missing or package.json / package-lock.json are
 * newer than the last install, and compiles (tsc) when dist is missing or a source is newer (unless
 * `compile: false`: the admin's build compiles, ensureAdminBuilt).
 */
export async function ensureCmsInstalled({ quiet = false, compile = true } = {}) {
  const say = quiet ? () => {} : log
  const pkg = path.join(CMS_DIR, 'package.json')
  const lock = path.join(CMS_DIR, 'package-lock.json')
  const installedAt = mtime(INSTALL_MARKER)
  if (
    !fs.existsSync(path.join(CMS_DIR, 'node_modules')) ||
    !fs.existsSync(STRAPI_BIN) ||
    mtime(pkg) > installedAt ||
    mtime(lock) > installedAt
  ) {
    const t = Date.now()
    say('installing dependencies (npm install, a few minutes on a cold cache)…')
    await installDependencies()
    fs.writeFileSync(INSTALL_MARKER, `${new Date().toISOString()}\n`)
    say(`dependencies installed in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }
  if (compile && compileIsStale()) {
    const t = Date.now()
    say('compiling (tsc)…')
    cleanDist()
    await run('npm', ['run', 'build'])
    fs.writeFileSync(BUILD_MARKER, `${new Date().toISOString()}\n`)
    say(`compiled in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }
}

const compileIsStale = () => {
  const builtAt = mtime(BUILD_MARKER)
  return !builtAt || BUILD_INPUTS().some((f) => mtime(f) > builtAt)
}

/** A clean compile: files deleted from src/ must not linger in dist/. The admin's bundle stays (its own marker). */
const cleanDist = () => {
  const dist = path.join(CMS_DIR, 'dist')
  for (const entry of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    if (entry !== 'build') fs.rmSync(path.join(dist, entry), { recursive: true, force: true })
  }
}

/** What the admin panel's bundle is built from: its code, the shared modules it imports, its config, Strapi. */
const adminInputsKey = () => {
  const files = [
    ...walk(ADMIN_SRC),
    ...walk(path.join(CMS_DIR, 'src', 'shared')),
    path.join(CMS_DIR, 'config', 'admin.ts'),
    path.join(CMS_DIR, 'package-lock.json'),
  ].sort()
  const h = crypto.createHash('sha256')
  for (const f of files) h.update(`${path.relative(CMS_DIR, f)}\0${fs.readFileSync(f)}\0`)
  return h.digest('hex')
}

/**
 * The admin panel's bundle (what `CMS_ADMIN=true` serves), built when it is missing or its inputs changed
 * (`adminInputsKey`), after cms/ is installed: its code type-checked (`src/admin/tsconfig.json`), then
 * `strapi build`, which compiles the server too (the same tsc, so the launcher's own compile is skipped
 * then). Strapi's steps are shown as they go unless `quiet`; about a minute on two cores. It rewrites
 * dist/: no CMS of this checkout may be starting meanwhile (npm start and npm test build it first).
 */
export async function ensureAdminBuilt({ quiet = false } = {}) {
  const say = quiet ? () => {} : log
  await ensureCmsInstalled({ quiet, compile: false })
  const key = adminInputsKey()
  if (fs.existsSync(ADMIN_MARKER) && fs.readFileSync(ADMIN_MARKER, 'utf8') === key) {
    await ensureCmsInstalled({ quiet })
    return
  }
  const t = Date.now()
  say('building the admin panel (about a minute; CMS_ADMIN=true serves it)…')
  await run(
    process.execPath,
    [path.join(CMS_DIR, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'src/admin/tsconfig.json'],
    { quiet },
  )
  cleanDist()
  await run(process.execPath, [STRAPI_BIN, 'build'], { quiet })
  fs.writeFileSync(BUILD_MARKER, `${new Date().toISOString()}\n`)
  fs.writeFileSync(ADMIN_MARKER, key)
  say(`admin panel built in ${((Date.now() - t) / 1000).toFixed(1)} s`)
}

/** Secrets for local runs: cms/.env.local (git-ignored), generated on first use. */
export function loadLocalSecrets() {
  const values = {}
  if (fs.existsSync(ENV_LOCAL)) {
    for (const line of fs.readFileSync(ENV_LOCAL, 'utf8').split('\n')) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
      if (m) values[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
    }
  }
  const missing = SECRET_KEYS.filter((k) => !values[k])
  if (missing.length) {
    const secret = () => crypto.randomBytes(24).toString('base64')
    for (const k of missing)
      values[k] = k === 'APP_KEYS' ? [secret(), secret(), secret(), secret()].join(',') : secret()
    const body = [
      '# Generated by scripts/lib/cms.mjs for local runs. Never commit this file.',
      ...Object.entries(values).map(([k, v]) => `${k}=${v}`),
      '',
    ].join('\n')
    fs.writeFileSync(ENV_LOCAL, body, { mode: 0o600 })
  }
  return values
}

const freePort = (host) =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, host, () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

/** Hash of everything that shapes a seeded database: schemas, seed, config, dependencies. */
export function seedCacheKey() {
  const files = [
    ...serverSources(),
    ...walk(path.join(CMS_DIR, 'config')),
    ...walk(path.join(CMS_DIR, 'providers')),
    path.join(CMS_DIR, 'package.json'),
    path.join(CMS_DIR, 'package-lock.json'),
  ]
    .filter((f) => fs.existsSync(f))
    .sort()
  const h = crypto.createHash('sha256')
  for (const f of files) {
    h.update(path.relative(CMS_DIR, f))
    h.update('\0')
    h.update(fs.readFileSync(f))
    h.update('\0')
  }
  return h.digest('hex').slice(0, 16)
}

/** Removes cached templates of other keys (and temp folders older than 10 minutes). */
const pruneSeedCache = (keep) => {
  let entries = []
  try {
    entries = fs.readdirSync(SEED_CACHE_ROOT)
  } catch {
    return
  }
  for (const name of entries) {
    if (name === keep || name === `${keep}.lock` || name === `${keep}.art`) continue
    const p = path.join(SEED_CACHE_ROOT, name)
    if (name.includes('.tmp-') && Date.now() - mtime(p) < 10 * 60 * 1000) continue
    fs.rmSync(p, { recursive: true, force: true })
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * One fresh seed per template at a time. The suites' Strapis start together (vitest runs every project's
 * globalSetup at once): three seeding the same demo content side by side on two cores took ≈ 45 s each,
 * the same CPU three times. The first to claim the lock seeds and leaves the template; the others wait
 * for it and start from a copy. A lock whose holder died, or older than `timeoutMs`, is taken over.
 * Answers a release function, or null when the template is ready.
 */
const claimSeed = async (cacheDir, timeoutMs) => {
  const lock = `${cacheDir}.lock`
  const ready = path.join(cacheDir, 'ready.json')
  for (;;) {
    if (fs.existsSync(ready)) return null
    try {
      fs.mkdirSync(lock, { recursive: false })
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid))
      return () => fs.rmSync(lock, { recursive: true, force: true })
    } catch (err) {
      if (err.code !== 'EEXIST') throw err
    }
    const holder = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }))
    if ((holder && !isAlive(holder)) || Date.now() - mtime(lock) > timeoutMs) {
      fs.rmSync(lock, { recursive: true, force: true })
      continue
    }
    await sleep(250)
  }
}

const waitForHealth = async (url, child, timeoutMs, tail) => {
  const deadline = Date.now() + timeoutMs
  let exited = null
  child.once('exit', (code, signal) => {
    exited = { code, signal }
  })
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(
        `Strapi exited before it was ready (code ${exited.code}, signal ${exited.signal})\n${tail()}`,
      )
    try {
      const res = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Strapi was not ready after ${Math.round(timeoutMs / 1000)} s\n${tail()}`)
}

/**
 * Starts `strapi start` in cms/ as a child process (its own process group) and waits until it answers.
 *
 * @param {object} [opts]
 * @param {number} [opts.port]      0/undefined: a free port
 * @param {string} [opts.host]      default 127.0.0.1
 * @param {string} [opts.dataDir]   database, outbox and uploads live here (default: cms/.tmp + cms/public)
 * @param {boolean} [opts.seed]     demo content on an empty database (default true)
 * @param {Record<string,string>} [opts.env] extra environment (wins over everything)
 * @param {boolean} [opts.quiet]    do not echo Strapi's log (it is still shown when start fails)
 * @param {number} [opts.timeoutMs] default 120000
 */
export async function startCms(opts = {}) {
  const cms = await launchCms(opts)
  await cms.ready
  return cms
}

/**
 * startCms without the wait: answers at once with what is known before Strapi listens (address, outbox,
 * worker secret) and `ready`, which settles when it answers or failed to start. The test suites launch
 * their CMSes this way so they boot side by side instead of one after another (tests/setup/strapi.ts).
 * `after`: a promise to wait for before booting (the database it needs, starting beside it).
 */
export async function launchCms({
  port,
  host = '127.0.0.1',
  dataDir,
  seed = true,
  env = {},
  quiet = false,
  timeoutMs = 120000,
  after,
} = {}) {
  const started = Date.now()
  const chosenPort = port ? Number(port) : await freePort(host)
  const dir = dataDir ? path.resolve(dataDir) : path.join(CMS_DIR, '.tmp')
  fs.mkdirSync(dir, { recursive: true })
  const database = path.join(dir, 'data.db')
  const outbox = path.join(dir, 'outbox.jsonl')
  const publicDir = dataDir ? path.join(dir, 'public') : path.join(CMS_DIR, 'public')
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true })

  const secrets = loadLocalSecrets()
  const fromFile = Object.fromEntries(Object.entries(secrets).filter(([k]) => !process.env[k]))
  const childEnv = {
    ...process.env,
    ...fromFile,
    NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    HOST: host,
    PORT: String(chosenPort),
    DATABASE_FILENAME: database,
    MAIL_OUTBOX: outbox,
    PUBLIC_DIR: publicDir,
    SEED: seed ? 'true' : 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    // Strapi shuts itself down when this process disappears without calling stop().
    CMS_PARENT_PID: String(process.pid),
    ...env,
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${chosenPort}`

  const lines = []
  let requests = 0
  let child = null
  let stopped = false
  let exitPromise = Promise.resolve()
  let reportExit = () => {}
  const killGroup = (signal) => {
    try {
      if (child) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const onParentExit = () => killGroup('SIGKILL')
  const tail = () => lines.join('\n')
  const end = async () => {
    process.removeListener('exit', onParentExit)
    if (child && child.exitCode === null && child.signalCode === null) {
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 10000)
      await exitPromise
      clearTimeout(timer)
    }
  }

  const running = {
    url,
    port: chosenPort,
    outbox,
    dataDir: dir,
    database,
    // What the worker must send as x-worker-secret (CMS_WORKER_SECRET on both sides).
    workerSecret: childEnv.CMS_WORKER_SECRET,
    pid: 0,
    restoredFromTemplate: false,
    startedInMs: 0,
    /** Requests Strapi has logged so far. */
    requests: () => requests,
    /** Strapi's last 200 lines of output (what it printed at start, e.g. the admin setup token). */
    output: tail,
    ready: Promise.resolve(),
    /** Settles with Strapi's exit code and signal when its process ends, once it was started. */
    exited: new Promise((resolve) => {
      reportExit = resolve
    }),
    stop: async () => {
      stopped = true
      await running.ready.catch(() => {})
      await end()
    },
  }

  const boot = async () => {
    await after
    // Seed template: a fresh SQLite database starts as a copy of an already seeded one. Another database
    // seeds in its turn too, after the template's seed, from the pictures that seed drew (SEED_ART_DIR).
    const sqlite = (childEnv.DATABASE_CLIENT ?? 'sqlite') === 'sqlite'
    let releaseSeed = () => {}
    if (seed && childEnv.SEED_CACHE !== 'false') {
      const key = seedCacheKey()
      const cacheDir = path.join(SEED_CACHE_ROOT, key)
      childEnv.SEED_CACHE_DIR = cacheDir
      childEnv.SEED_ART_DIR = `${cacheDir}.art`
      fs.mkdirSync(SEED_CACHE_ROOT, { recursive: true })
      pruneSeedCache(key)
      const dbFile = path.resolve(CMS_DIR, childEnv.DATABASE_FILENAME)
      if (!sqlite || !fs.existsSync(dbFile))
        releaseSeed = (await claimSeed(cacheDir, timeoutMs)) ?? releaseSeed
      if (sqlite && !fs.existsSync(dbFile) && fs.existsSync(path.join(cacheDir, 'ready.json'))) {
        fs.mkdirSync(path.dirname(dbFile), { recursive: true })
        fs.copyFileSync(path.join(cacheDir, 'data.db'), dbFile)
        fs.cpSync(path.join(cacheDir, 'uploads'), path.join(childEnv.PUBLIC_DIR, 'uploads'), {
          recursive: true,
        })
        running.restoredFromTemplate = true
      }
    }
    if (stopped) return releaseSeed()

    child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
      cwd: CMS_DIR,
      env: childEnv,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.pid = child.pid
    // Strapi's request log (its logger middleware): one `http: GET /api/… (3 ms) 200` line per request,
    // the level name coloured: `\S*` takes the colour code after it, the one before it rules out `\b`.
    const partial = { stdout: '', stderr: '' }
    const onData = (stream) => (d) => {
      const text = d.toString('utf8')
      const complete = (partial[stream] + text).split('\n')
      partial[stream] = complete.pop() ?? ''
      for (const line of complete) {
        if (!line) continue
        if (/http\S*: [A-Z]+ \//.test(line)) requests += 1
        lines.push(line)
        if (lines.length > 200) lines.shift()
      }
      if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, '[cms] '))
    }
    child.stdout.on('data', onData('stdout'))
    child.stderr.on('data', onData('stderr'))
    exitPromise = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        reportExit({ code, signal })
        resolve()
      }),
    )
    process.once('exit', onParentExit)

    try {
      await waitForHealth(url, child, timeoutMs, tail)
    } catch (err) {
      await end()
      throw err
    } finally {
      // Seeded (the template is written before Strapi listens) or failed: either way the next may go.
      releaseSeed()
    }
    running.startedInMs = Date.now() - started
    if (!quiet)
      log(
        `ready at ${url} in ${(running.startedInMs / 1000).toFixed(1)} s${running.restoredFromTemplate ? ' (database from the seed template)' : ''}`,
      )
  }
  running.ready = boot()
  // A failed start reaches whoever awaits `ready`; until they do, it must not end this process as an
  // unhandled rejection (which once left `npm start`'s wrangler dev running after Strapi failed).
  running.ready.catch(() => {})
  return running
}

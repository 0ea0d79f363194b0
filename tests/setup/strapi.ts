/**
 * Vitest globalSetup for the `worker-cms` project (and, through `startSuiteCms`, the `cms` project's
 * production shape): installs/builds cms/ when needed, launches a real Strapi on a free port with a
 * throw-away data directory (database, uploads, mail outbox), a full-access API token and a purge receiver
 * standing in for the worker, and stops it all afterwards. It answers before Strapi is up; the tests wait
 * on `servicesReady` (tests/setup/readiness.ts).
 *
 * Provides: cmsUrl, cmsOutbox, cmsApiToken, cmsPurgeLog (GET → JSON list of purge calls received),
 * cmsPurgeSecret, cmsWorkerSecret (what the worker sends as x-worker-secret), cmsRouteReport, servicesReady (whose
 * answer says how many purge calls the seed made: `purgeCallsAfterSeed`).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureCmsInstalled, launchCms } from '../../scripts/lib/cms.mjs'
import { serveReadiness } from './readiness'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    cmsOutbox: string
    cmsApiToken: string
    cmsPurgeLog: string
    cmsPurgeSecret: string
    cmsWorkerSecret: string
    /** The environment the suite's CMS runs with, so a test can start a second replica of it. */
    cmsEnv: Record<string, string>
    /** Every route the suite's CMS registered, with its audience at the gate (cms/src/lib/gate/routes.ts). */
    cmsRouteReport: string
  }
}

export interface PurgeCall {
  authorization: string | null
  body: { event: string; model: string; uid: string; documentId: string | null; locale: string | null }
  at: string
}

const startPurgeReceiver = async () => {
  const calls: PurgeCall[] = []
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/purge') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        try {
          calls.push({
            authorization: req.headers.authorization ?? null,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            at: new Date().toISOString(),
          })
        } catch {
          // ignore malformed bodies
        }
        res.writeHead(204).end()
      })
      return
    }
    if (req.method === 'GET' && req.url === '/calls') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls))
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    count: () => calls.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Launches the suite's Strapi with `env` on top of the suite's own settings, provides what the tests
 * inject and answers the teardown, without waiting for it to answer. `outbox` replaces the JSONL outbox
 * (the production shape's SMTP mailbox); `after` is what Strapi needs up first (its database).
 */
export async function startSuiteCms(
  project: TestProject,
  shape: 'sqlite' | 'production',
  extra: { env?: Record<string, string>; outbox?: string; dataDir?: string; after?: Promise<unknown> } = {},
) {
  const t0 = Date.now()
  await ensureCmsInstalled()
  const dataDir = extra.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'))
  const apiToken = crypto.randomBytes(32).toString('hex')
  const purge = await startPurgeReceiver()
  const purgeSecret = crypto.randomBytes(16).toString('hex')
  const workerSecret = crypto.randomBytes(32).toString('hex')
  const env = {
    CMS_API_TOKEN: apiToken,
    SITE_URL: 'http://site.test',
    CMS_WORKER_SECRET: workerSecret,
    PURGE_SECRET: purgeSecret,
    SITE_PURGE_URL: `${purge.base}/purge`,
    CMS_ROUTE_REPORT: path.join(dataDir, 'routes.json'),
    // The booking tasks (reminders, no-shows) run in the tests at times the tests choose (door-tasks.test.ts),
    // never on the wall clock beside them.
    CRON_ENABLED: 'false',
    ...extra.env,
  }
  const cms = await launchCms({
    dataDir,
    quiet: process.env.CMS_LOG !== '1',
    after: extra.after,
    // Every suite's CMS boots at once, and one seeds fresh on a two-core machine: give it time.
    timeoutMs: 300_000,
    // A second origin allowed by CORS, besides the site's (tests/cms/access.test.ts).
    env: { CORS_ORIGINS: 'https://staff.site.test', ...env },
  })
  const ready = cms.ready.then(() => {
    process.stdout.write(
      `[cms] Strapi (${shape}) ready at ${cms.url} in ${((Date.now() - t0) / 1000).toFixed(1)} s${cms.restoredFromTemplate ? ' (seed template)' : ' (fresh seed)'}\n`,
    )
    // Counted before any test can run: the demo seed must not have called the purge hook.
    return { purgeCallsAfterSeed: purge.count() }
  })
  const readiness = await serveReadiness(ready)

  project.provide('cmsUrl', cms.url)
  project.provide('cmsOutbox', extra.outbox ?? cms.outbox)
  project.provide('cmsEnv', env)
  project.provide('cmsRouteReport', env.CMS_ROUTE_REPORT)
  project.provide('cmsApiToken', apiToken)
  project.provide('cmsPurgeLog', `${purge.base}/calls`)
  project.provide('cmsPurgeSecret', purgeSecret)
  project.provide('cmsWorkerSecret', workerSecret)
  project.provide('servicesReady', readiness.url)

  return async () => {
    await cms.stop()
    await Promise.all([purge.close(), readiness.close()])
    if (process.env.CMS_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export default (project: TestProject) => startSuiteCms(project, 'sqlite')

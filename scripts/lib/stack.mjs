// The whole product on one machine: Strapi from cms/ and the worker in workerd, wired to each other
// (the worker reads content from Strapi and calls it with the shared worker secret; Strapi's webhook
// purges the worker's content cache).
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCmsInstalled, launchCms } from './cms.mjs'
import { freePort } from './ports.mjs'
import { startWorker } from './worker.mjs'

/**
 * `cms` options go to launchCms (dataDir, port, env…); `worker` options to startWorker (port, vars…).
 * Returns both URLs and a `stop()` that ends the worker, then Strapi, once both answer.
 */
export async function startStack(options = {}) {
  const stack = await launchStack(options)
  try {
    await stack.ready
  } catch (error) {
    await stack.stop()
    throw error
  }
  return stack
}

/**
 * startStack without waiting for Strapi: the worker starts beside it (it needs only Strapi's address)
 * and `ready` settles when Strapi answers or failed to start (the end-to-end suite's setup).
 */
export async function launchStack({ cms: cmsOptions = {}, worker: workerOptions = {}, quiet = true } = {}) {
  await ensureCmsInstalled({ quiet })
  const workerPort = workerOptions.port || (await freePort())
  const siteUrl = `http://127.0.0.1:${workerPort}`
  const purgeSecret = randomBytes(24).toString('hex')
  const cms = await launchCms({
    quiet,
    ...cmsOptions,
    env: {
      SITE_URL: siteUrl,
      SITE_PURGE_URL: `${siteUrl}/_app/purge`,
      PURGE_SECRET: purgeSecret,
      ...cmsOptions.env,
    },
  })
  try {
    const worker = await startWorker({
      quiet,
      // A throw-away CMS gets throw-away worker state too (KV, cached pages from another run's CMS).
      persistTo: cmsOptions.dataDir ? mkdtempSync(join(tmpdir(), 'worker-state-')) : undefined,
      ...workerOptions,
      port: workerPort,
      vars: {
        SITE_URL: siteUrl,
        CMS_URL: cms.url,
        PURGE_SECRET: purgeSecret,
        CMS_WORKER_SECRET: cms.workerSecret,
        SIGNING_SECRET: randomBytes(24).toString('hex'),
        ...workerOptions.vars,
      },
    })
    return {
      cms,
      worker,
      siteUrl: worker.url,
      cmsUrl: cms.url,
      ready: cms.ready,
      stop: async () => {
        await worker.stop()
        await cms.stop()
      },
    }
  } catch (error) {
    await cms.stop()
    throw error
  }
}

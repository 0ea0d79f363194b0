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
 * startStack without waiting for Strapi: the worker starts beside it (it needs only Strapi's address), and
 * beside cms/'s install when a fresh clone has none yet, so the site answers while the CMS installs and seeds
 * (its starting page in development: docs/spec.md §16.8). Answers once the worker is up and cms/ installed;
 * `ready` settles when Strapi answers or failed to start. What it started is stopped when a part fails.
 */
export async function launchStack({ cms: cmsOptions = {}, worker: workerOptions = {}, quiet = true } = {}) {
  const installed = ensureCmsInstalled({ quiet })
  const workerPort = workerOptions.port || (await freePort())
  const siteUrl = `http://127.0.0.1:${workerPort}`
  const purgeSecret = randomBytes(24).toString('hex')
  const cms = await launchCms({
    quiet,
    ...cmsOptions,
    after: Promise.all([installed, cmsOptions.after]),
    env: {
      SITE_URL: siteUrl,
      SITE_PURGE_URL: `${siteUrl}/_app/purge`,
      PURGE_SECRET: purgeSecret,
      ...cmsOptions.env,
    },
  })
  const [worker, install] = await Promise.allSettled([
    startWorker({
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
    }),
    // A suite's CMS must not start installing while another installs: launchStack answers after the install.
    installed,
  ])
  if (worker.status === 'rejected' || install.status === 'rejected') {
    if (worker.status === 'fulfilled') await worker.value.stop()
    await cms.stop()
    throw worker.status === 'rejected' ? worker.reason : install.reason
  }
  return {
    cms,
    worker: worker.value,
    siteUrl: worker.value.url,
    cmsUrl: cms.url,
    ready: cms.ready,
    stop: async () => {
      await worker.value.stop()
      await cms.stop()
    },
  }
}

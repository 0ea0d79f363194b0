import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureAdminBuilt } from '../../scripts/lib/cms.mjs'
// @ts-expect-error plain ESM script without types
import { launchStack } from '../../scripts/lib/stack.mjs'
import { serveReadiness } from './readiness'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    signingSecret: string
    /** The CMS's first administrator (a super admin): the admin tests make the staff's accounts with it. */
    cmsAdmin: { email: string; password: string }
    /** The CMS's uploads folder on disk (what its `/uploads/` serves). */
    cmsUploadsDir: string
  }
}

/**
 * The end-to-end suite's stack, as `CMS_ADMIN=true npm start` runs it: a fresh Strapi with its own throw-away
 * database and its admin panel, and the built worker in workerd pointed at it. Both stop when the suite ends. Answers once the worker
 * is up; the test files wait for Strapi on `servicesReady` (tests/setup/readiness.ts).
 */
export default async function setup(project: TestProject) {
  // Its panel, which the admin tests drive: built first when missing or out of date (npm test builds it beside
  // its checks), since the build rewrites cms/dist, which the CMS starts from.
  await ensureAdminBuilt({ quiet: true })
  // Known to the tests, so they can sign the fill-time token of a form "rendered a while ago".
  const signingSecret = randomBytes(24).toString('hex')
  const admin = {
    email: 'admin@solera.example',
    password: `Sunset-${randomBytes(9).toString('base64url')}-7a`,
  }
  // A staff tool's token (a full-access API token): the admin tests set what the content manager cannot.
  const apiToken = randomBytes(32).toString('hex')
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-cms-'))
  const stack = (await launchStack({
    cms: {
      dataDir,
      env: {
        AUTH_RATELIMIT: 'false',
        // The admin as the team runs it (docs/spec.md §27): the panel on, its first administrator configured.
        CMS_ADMIN: 'true',
        CMS_ADMIN_EMAIL: admin.email,
        CMS_ADMIN_PASSWORD: admin.password,
        CMS_API_TOKEN: apiToken,
        CRON_ENABLED: 'false',
      },
      // All the suites' CMSes boot at once on two cores (tests/setup/readiness.ts).
      timeoutMs: 300_000,
    },
    worker: { vars: { APP_ENV: 'development', SIGNING_SECRET: signingSecret } },
  })) as {
    siteUrl: string
    cmsUrl: string
    cms: { outbox: string; workerSecret: string }
    ready: Promise<void>
    stop: () => Promise<void>
  }
  const readiness = await serveReadiness(stack.ready.then(() => ({})))
  project.provide('siteUrl', stack.siteUrl)
  project.provide('cmsUrl', stack.cmsUrl)
  project.provide('cmsOutbox', stack.cms.outbox)
  project.provide('cmsWorkerSecret', stack.cms.workerSecret)
  project.provide('signingSecret', signingSecret)
  project.provide('cmsAdmin', admin)
  project.provide('cmsApiToken', apiToken)
  // scripts/lib/cms.mjs keeps a CMS's public folder in its data folder.
  project.provide('cmsUploadsDir', join(dataDir, 'public', 'uploads'))
  project.provide('servicesReady', readiness.url)
  return async () => {
    await stack.stop()
    await readiness.close()
  }
}

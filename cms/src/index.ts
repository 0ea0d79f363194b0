import type { Core } from '@strapi/strapi'
import { ensureAdmin } from './bootstrap/admin'
import { ensureAdminViews } from './bootstrap/admin-views'
import { ensureEnvApiToken } from './bootstrap/api-token'
import { moveArrivalsOutOfStatus } from './bootstrap/arrivals'
import { ensureLocales } from './bootstrap/locales'
import { ensurePermissions } from './bootstrap/permissions'
import { ensureAuthSettings } from './bootstrap/settings'
import { ensureStaffRoles } from './bootstrap/staff-roles'
import { registerAccountMailboxes } from './lib/account-mailbox'
import { clock } from './lib/clock'
import { registerDraftGuard } from './lib/draft-guard'
import {
  markIssuesSentByPublishing,
  registerNewsletterIssues,
  registerSentFieldsGuard,
} from './lib/newsletter-issues'
import { registerPurgeMiddleware } from './lib/purge'
import { registerReadableQueries } from './lib/readable-queries'
import { registerDoorList, registerNoShowRule } from './lib/reservations/door'
import { registerRequestDecisions } from './lib/reservations/requests'
import { registerStaffBookings } from './lib/reservations/staff-bookings'
import { hasContent, redateDemo, runSeed, writeSeedCache } from './seed'

/**
 * Started by scripts/lib/cms.mjs (CMS_PARENT_PID set): Strapi runs in its own process group, so when
 * the launching process dies without stopping it (Ctrl-C, a killed test run), Strapi shuts itself down.
 */
const watchParent = (strapi: Core.Strapi) => {
  const parent = Number(process.env.CMS_PARENT_PID)
  if (!Number.isInteger(parent) || parent <= 1) return
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch {
      clearInterval(timer)
      strapi.log.warn(`[launcher] parent process ${parent} is gone: shutting down`)
      strapi
        .destroy()
        .catch(() => undefined)
        .finally(() => process.exit(0))
    }
  }, 2000)
  timer.unref()
}

export default {
  /**
   * Document Service middlewares: drafts never reach the public, an administrator's list asks only about what
   * they may read, content changes purge the worker, only the send writes when a newsletter went out. The venue
   * picker's field (venues chosen by their slugs, as subscribers choose them; its input is the admin's,
   * src/admin/newsletter).
   */
  register({ strapi }: { strapi: Core.Strapi }) {
    registerDraftGuard(strapi)
    registerReadableQueries(strapi)
    registerPurgeMiddleware(strapi)
    registerSentFieldsGuard(strapi)
    strapi.customFields.register({ name: 'venues', type: 'json' })
  },

  /**
   * Idempotent, on every start: locales, role permissions, auth settings, API token, the admin's roles and
   * views, bookings' arrivals and newsletters sent before, the demo seed, then the first administrator.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const started = clock.now()
    registerRequestDecisions(strapi)
    registerStaffBookings(strapi)
    registerDoorList(strapi)
    registerNoShowRule(strapi)
    registerNewsletterIssues(strapi)
    await registerAccountMailboxes(strapi)
    await ensureLocales(strapi)
    await ensurePermissions(strapi)
    await ensureAuthSettings(strapi)
    await ensureEnvApiToken(strapi)
    await ensureStaffRoles(strapi)
    await ensureAdminViews(strapi)
    await moveArrivalsOutOfStatus(strapi)
    await markIssuesSentByPublishing(strapi)
    if (process.env.SEED !== 'false') {
      if (!(await hasContent(strapi))) {
        await runSeed(strapi)
        await writeSeedCache(strapi)
      } else {
        await redateDemo(strapi)
      }
    }
    // After the seed's template is written: a template that held this run's administrator would refuse
    // the next run's configured one (it only creates the first), and every later e2e sign-in with it.
    await ensureAdmin(strapi)
    strapi.log.info(`[bootstrap] done in ${clock.now() - started} ms`)
    watchParent(strapi)
  },
}

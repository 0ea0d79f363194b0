import type { Core } from '@strapi/strapi'
import { adminPanelOn, adminPasswordWeakness, issueSetupToken } from '../lib/admin-access'

interface AdminUsers {
  exists(attributes?: Record<string, unknown>): Promise<boolean>
  createFirstAdmin(attributes: {
    email: string
    password: string
    firstname: string
    lastname?: string
  }): Promise<unknown>
}

/**
 * The first administrator, when the panel is on (cms/README.md, Admin): from CMS_ADMIN_EMAIL and
 * CMS_ADMIN_PASSWORD (a weak password stops the start), else a one-time setup token printed once. Nothing
 * happens once an administrator exists, or with the panel off.
 */
export const ensureAdmin = async (strapi: Core.Strapi): Promise<void> => {
  if (!adminPanelOn()) return
  const users = strapi.service('admin::user') as unknown as AdminUsers
  const email = process.env.CMS_ADMIN_EMAIL?.trim() ?? ''
  const password = process.env.CMS_ADMIN_PASSWORD ?? ''
  if (email || password) {
    if (!email || !password)
      throw new Error('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are set together, or neither')
    const weakness = adminPasswordWeakness(password, email)
    if (weakness) throw new Error(`CMS_ADMIN_PASSWORD is too weak: ${weakness}`)
    if (await users.exists()) return
    await users.createFirstAdmin({ email: email.toLowerCase(), password, firstname: 'Admin' })
    strapi.log.info(`[admin] first administrator ${email} created from the configuration`)
    return
  }
  if (await users.exists()) return
  const token = issueSetupToken()
  const base = (
    process.env.PUBLIC_URL || `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 1337}`
  ).replace(/\/+$/, '')
  // Printed once, on the console only: whoever reads it may create the first administrator.
  console.log(
    `[admin] no administrator yet. Setup token (one use): ${token}\n[admin] open ${base}/admin?setup=${token}`,
  )
}

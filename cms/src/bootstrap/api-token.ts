import type { Core } from '@strapi/strapi'

const NAME = 'CMS_API_TOKEN (from the environment)'

/**
 * When CMS_API_TOKEN is set (at least 32 characters), a full-access content-API token with exactly
 * that value exists: the worker (previews, server-side reads) and the tests use it. Changing the
 * variable replaces the token; unsetting it removes it.
 */
export const ensureEnvApiToken = async (strapi: Core.Strapi): Promise<void> => {
  const value = process.env.CMS_API_TOKEN ?? ''
  const tokens = strapi.db.query('admin::api-token')
  const existing = await tokens.findOne({ where: { name: NAME } })
  if (!value) {
    if (existing) await tokens.delete({ where: { id: existing.id } })
    return
  }
  if (value.length < 32) {
    strapi.log.warn('[bootstrap] CMS_API_TOKEN is shorter than 32 characters: ignored')
    return
  }
  const service = strapi.service('admin::api-token-content-api') as unknown as {
    hash: (key: string) => string
  }
  const accessKey = service.hash(value)
  if (existing && existing.accessKey === accessKey) return
  let encryptedKey: string | null = null
  try {
    encryptedKey = (
      strapi.service('admin::encryption') as unknown as { encrypt: (v: string) => string | null }
    ).encrypt(value)
  } catch {
    encryptedKey = null
  }
  const data = {
    name: NAME,
    description: 'Full-access token whose value comes from the CMS_API_TOKEN environment variable.',
    type: 'full-access',
    kind: 'content-api',
    accessKey,
    encryptedKey,
    lifespan: null,
    expiresAt: null,
  }
  if (existing) await tokens.update({ where: { id: existing.id }, data })
  else await tokens.create({ data })
  strapi.log.info('[bootstrap] full-access API token from CMS_API_TOKEN is ready')
}

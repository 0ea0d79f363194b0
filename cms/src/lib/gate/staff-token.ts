import type { Core } from '@strapi/strapi'
import { clock } from '../clock'

interface ApiToken {
  kind?: string | null
  type?: string
  expiresAt?: string | null
}

interface ApiTokenService {
  hash(accessKey: string): string
  getByAccessKey(accessKeyHash: string): Promise<ApiToken | null | undefined>
}

/**
 * Whether a request's `Authorization: Bearer …` is a full-access content-API token that has not expired: a
 * staff tool's (scripts that write content, the suite's checks of the demo content). Told before Strapi's own
 * authentication runs, with the same lookup (`admin::api-token-content-api`); Strapi still authenticates the
 * request after the gate. A user's sign-in token, a read-only or custom token, or anything else is not one.
 */
export const isFullAccessToken = async (strapi: Core.Strapi, authorization: string): Promise<boolean> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1]
  if (!token) return false
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService
  const found = await tokens.getByAccessKey(tokens.hash(token))
  if (!found || (found.kind !== 'content-api' && found.kind !== null && found.kind !== undefined))
    return false
  if (found.expiresAt && new Date(found.expiresAt).getTime() < clock.now()) return false
  return found.type === 'full-access'
}

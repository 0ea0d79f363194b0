import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { CSRF_FIELD, readCsrfCookie } from './cookies.server'

const originOf = (value: string | undefined) => {
  if (!value || value === 'null') return undefined
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

/**
 * Whether a state-changing request comes from the site's own pages: its Origin header, else its Referer,
 * must be this origin. A browser that sends neither (privacy settings, old browsers) must send the form
 * token, which equals the visitor's SameSite=Strict cookie — something another site can neither read
 * nor make the browser send.
 */
export function isSameOriginRequest(c: Context<AppEnv>, formToken: string | undefined): boolean {
  const own = new URL(c.req.url).origin
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== 'null') return originOf(origin) === own
  const referer = originOf(c.req.header('referer'))
  if (referer) return referer === own
  const cookie = readCsrfCookie(c)
  return !!cookie && formToken === cookie
}

export { CSRF_FIELD }

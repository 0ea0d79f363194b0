import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { requestContext } from '../context.server'
import { loadSession } from './session.server'

/** `GET /api/users/me`: the signed-in user without any token, for scripts; 401 in the CMS's error shape. */
export async function currentUser(c: Context<AppEnv>) {
  c.header('cache-control', 'private, no-store')
  const session = await loadSession(c)
  if (session) return c.json(session.account)
  const message = requestContext(c).t('auth.errors.signInFirst')
  return c.json({ data: null, error: { status: 401, name: 'UnauthorizedError', message } }, 401)
}

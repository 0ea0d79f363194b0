import type { Context } from 'hono'
import { CLIENT_IP_HEADER, WORKER_SECRET_HEADER } from '../../../cms/src/shared/worker-channel'
import type { AppEnv, Env } from '../../config'
import { cookieHeader } from '../cookies.server'
import { clientAddress } from '../limits/client-address.server'

/** The social sign-in providers switched on for the site (`AUTH_PROVIDERS`, e.g. `github,google`). */
export const authProviders = (env: Pick<Env, 'AUTH_PROVIDERS'>): string[] =>
  env.AUTH_PROVIDERS.split(',')
    .map((name) => name.trim())
    .filter((name) => /^[a-z0-9-]{2,30}$/.test(name))

/** Where a browser starts signing in with a provider: on the site, never the CMS's origin. */
export const connectPath = (provider: string) => `/api/connect/${provider}`

/**
 * The browser's steps of a social sign-in (docs/spec.md §9.4) — the start, and the provider's return to
 * `/api/connect/{provider}/callback` — reach the CMS through the worker, so the CMS can sit on a private
 * network (its PUBLIC_URL is then the site's origin, which is where providers send visitors back). Only the
 * CMS's redirect and its sign-in cookies come back; nothing else of its answer.
 */
export async function connectThroughSite(c: Context<AppEnv>): Promise<Response> {
  const provider = c.req.param('provider') ?? ''
  if (!authProviders(c.env).includes(provider)) return c.notFound()
  const { pathname, search } = new URL(c.req.url)
  const base = c.env.CMS_URL.replace(/\/+$/, '') + c.env.CMS_API_PREFIX.replace(/\/+$/, '')
  const headers: Record<string, string> = { [WORKER_SECRET_HEADER]: c.env.CMS_WORKER_SECRET }
  const cookie = cookieHeader(c)
  if (cookie) headers.cookie = cookie
  const ip = clientAddress(c)
  if (ip) headers[CLIENT_IP_HEADER] = ip
  const upstream = await fetch(`${base}${pathname.replace(/^\/api/, '')}${search}`, {
    headers,
    redirect: 'manual',
  }).catch(() => undefined)
  const location = upstream?.headers.get('location')
  if (!upstream || upstream.status < 300 || upstream.status > 399 || !location) {
    return c.text('The sign-in provider could not be reached. Try again in a moment.', 502)
  }
  const answer = new Headers({ location, 'cache-control': 'private, no-store' })
  for (const line of upstream.headers.getSetCookie()) answer.append('set-cookie', line)
  return new Response(null, { status: upstream.status, headers: answer })
}

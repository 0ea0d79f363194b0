import type { Context } from 'hono'
import { REDIRECTS } from '../app/redirects'
import { ROUTES } from '../app/routes'
import type { AppEnv } from '../config'
import { getBuildInfo } from './build-info.server'

/** Route rules as the client sees them: redirects, which pages are private, which are never cached. */
export function routeRules() {
  const rules: Record<
    string,
    { redirect?: { to: string; statusCode: number }; cache?: false; guards?: string[] }
  > = {}
  for (const { from, to, status } of REDIRECTS) rules[from] = { redirect: { to, statusCode: status } }
  for (const route of ROUTES) {
    if (route.noStore || route.guards) rules[route.path] = { cache: false, guards: route.guards }
  }
  return rules
}

/** `/_app/builds/latest.json` (which build is live) and `/_app/builds/{id}.json` (that build's rules). */
export async function buildManifest(c: Context<AppEnv>) {
  const build = await getBuildInfo(c.env)
  const file = c.req.param('file') ?? ''
  if (file === 'latest.json') {
    c.header('cache-control', 'no-cache')
    return c.json({ id: build.id, timestamp: build.timestamp })
  }
  if (file !== `${build.id}.json`) return c.json({ error: { status: 404, message: 'Unknown build' } }, 404)
  c.header('cache-control', 'public, max-age=31536000, immutable')
  return c.json({ id: build.id, timestamp: build.timestamp, routeRules: routeRules() })
}

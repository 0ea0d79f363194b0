import type { Context } from 'hono'
import { REDIRECTS } from '../app/redirects'
import type { AppEnv } from '../config'
import { buildInfoOf } from './build-info.server'
import type { ResourceRoute, Route } from './page.server'

interface RouteRule {
  redirect?: { to: string; statusCode: number }
  cache?: false
  guards?: string[]
}

/** Route rules as the client sees them: redirects, which pages are private, which are never cached. */
export function routeRules(routes: readonly Route[], resources: readonly ResourceRoute[] = []) {
  const rules: Record<string, RouteRule> = {}
  for (const { from, to, status } of REDIRECTS) rules[from] = { redirect: { to, statusCode: status } }
  for (const route of routes) {
    const guards = route.guards?.map((guard) => guard.guardName)
    if (route.cache === 'private' || guards?.length) rules[route.path] = { cache: false, guards }
  }
  for (const resource of resources) if (!resource.shared) rules[resource.path] = { cache: false }
  return rules
}

/**
 * `/_app/builds/latest.json` (which build is live) and `/_app/builds/{id}.json` (that build's rules),
 * docs/spec.md §21.1.
 */
export const buildManifest =
  (routes: readonly Route[], resources: readonly ResourceRoute[]) => async (c: Context<AppEnv>) => {
    const build = await buildInfoOf(c)
    const file = c.req.param('file') ?? ''
    if (file === 'latest.json') {
      c.header('cache-control', 'no-cache')
      return c.json({ id: build.id, timestamp: build.timestamp })
    }
    if (file !== `${build.id}.json`) return c.json({ error: { status: 404, message: 'Unknown build' } }, 404)
    c.header('cache-control', 'public, max-age=31536000, immutable')
    return c.json({ id: build.id, timestamp: build.timestamp, routeRules: routeRules(routes, resources) })
  }

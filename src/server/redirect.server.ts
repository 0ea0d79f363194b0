import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { RedirectStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../config'
import { onSite } from '../lib/site-path'

/**
 * The one way the worker redirects to a path built from a request: it stays on the site whatever the
 * path holds (docs/spec.md §8.3). Only the configured redirect rules may name other sites.
 */
export const redirectOnSite = (c: Context<AppEnv>, path: string, status: RedirectStatusCode = 302) =>
  c.redirect(onSite(path), status)

/**
 * Leaves a page's `load` with a redirect (the social sign-in callback): thrown, so the dispatcher's error
 * handler answers it with the cookies already set on the context.
 */
export function redirectFromLoad(c: Context<AppEnv>, path: string): never {
  throw new HTTPException(302, { res: redirectOnSite(c, path, 302) })
}

import type { Context } from 'hono'
import type { AppEnv } from '../config'
import { bumpContentVersion } from './cms/index.server'

/** Compares in constant time, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  let difference = left.length ^ right.length
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0)
  return difference === 0
}

/**
 * `POST /_app/purge`, called by the CMS webhook when content is published, changed or deleted: moves the
 * content version on, so every cached CMS answer and page is refetched on its next use (in this isolate
 * at once, in others within VERSION_TTL_MS: docs/spec.md §17.6).
 */
export async function purgeContent(c: Context<AppEnv>) {
  const secret = c.env.PURGE_SECRET
  if (!secret || !c.env.CONTENT)
    return c.json({ error: { status: 503, message: 'Purging is not configured' } }, 503)
  const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!sameSecret(given, secret))
    return c.json({ error: { status: 401, message: 'Invalid purge secret' } }, 401)
  const version = await bumpContentVersion(c)
  return c.json({ ok: true, version })
}

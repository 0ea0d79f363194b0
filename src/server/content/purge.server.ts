import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../config'
import { tagLedger } from './ledger.server'
import { allShields, type MalformedCount } from './shield.server'
import { notePurge } from './snapshot.server'
import { changeTags } from './tags.server'

/** Compares in constant time, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  let difference = left.length ^ right.length
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0)
  return difference === 0
}

/** The answer to a caller without the purge secret (`Authorization: Bearer`), or none for one with it. */
function purgeSecretRefusal(c: Context<AppEnv>) {
  const secret = c.env.PURGE_SECRET
  if (!secret) return c.json({ error: { status: 503, message: 'Purging is not configured' } }, 503)
  const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!sameSecret(given, secret))
    return c.json({ error: { status: 401, message: 'Invalid purge secret' } }, 401)
  return undefined
}

/** What the CMS's webhook sends (cms/src/lib/purge.ts). */
const Change = v.object({
  event: v.string(),
  model: v.string(),
  documentId: v.nullable(v.string()),
  locale: v.nullable(v.string()),
})

/**
 * `POST /_app/purge`, called by the CMS when something the public sees changed (a publish, an unpublish, a
 * delete): the changed document's tags and its type's (tags.server.ts) are marked stale in every shield
 * first — the next asker gets them fetched again, once — and then recorded in the ledger, so every location
 * rebuilds the pages and answers that read them within SNAPSHOT_TTL_MS (this isolate at once), and nothing
 * else (docs/spec.md §16.7, §17.6).
 */
export async function purgeContent(c: Context<AppEnv>) {
  const refused = purgeSecretRefusal(c)
  if (refused) return refused
  const change = v.safeParse(Change, await c.req.json().catch(() => undefined))
  if (!change.success) return c.json({ error: { status: 400, message: 'Not a content change' } }, 400)
  const tags = changeTags(change.output)
  if (tags.length === 0) return c.json({ ok: true, tags })
  const marked = await Promise.all(allShields(c.env).map((shield) => shield.purge(tags)))
  const seq = await tagLedger(c.env).purge(tags)
  notePurge(c, seq, tags)
  // `stale`: how many kept answers showed the change (each is fetched again once, when next asked for).
  return c.json({ ok: true, seq, tags, stale: marked.reduce((sum, count) => sum + count, 0) })
}

/**
 * `GET /_app/content`, for whoever runs the site (the purge secret): the malformed answers Strapi gave per
 * content type, summed over the shields, each never kept (the last good copy was served instead).
 */
export async function contentHealth(c: Context<AppEnv>) {
  const refused = purgeSecretRefusal(c)
  if (refused) return refused
  const counts = new Map<string, MalformedCount>()
  for (const rows of await Promise.all(allShields(c.env).map((shield) => shield.malformed()))) {
    for (const row of rows) {
      const known = counts.get(row.plural)
      const latest = !known || row.at > known.at ? row : known
      counts.set(row.plural, { ...latest, count: (known?.count ?? 0) + row.count })
    }
  }
  return c.json({ malformed: [...counts.values()] }, 200, { 'cache-control': 'no-store' })
}

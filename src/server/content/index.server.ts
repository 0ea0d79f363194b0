import type { Context } from 'hono'
import type { AppEnv, Env } from '../../config'
import { clockOf } from '../clock.server'
import { type Content, createContent } from '../cms/content.server'
import { cmsClient } from '../cms/index.server'
import { createMappers, type Mappers } from '../cms/mappers.server'
import { sitePathOfMedia } from '../media.server'
import { sharedAnswers } from './answers.server'
import { draftAnswers } from './drafts.server'
import { cachedPage, type PageRoute } from './pages.server'

/**
 * The content cache's one entry (docs/decisions/032-content-at-every-location.md, "The tiers"). A page or a
 * route gets what the CMS says, and answers a page, through `contentCache(c)`; which tier has it is decided
 * here and below, nowhere else:
 *
 *   front door    the worker's, before the app (front-door.server.ts): a request shape the app answered
 *                 from a page tier before, answered from memory again
 *   page memory   the isolate's memory (memory.server.ts, pages.server.ts)
 *   Cache API     the location's (pages.server.ts, cache-api.server.ts)
 *   answer memory the isolate's parsed CMS answers (answers.server.ts)
 *   shields       the Durable Objects in front of Strapi, one per shard of queries (shield.server.ts)
 *
 * and what invalidates them: a purge (purge.server.ts) marks the shields' answers stale and records its tags
 * in the ledger (ledger.server.ts), whose snapshot each isolate reads every few seconds (snapshot.server.ts).
 * Draft mode (docs/decisions/034-draft-mode.md) goes past every tier: its pages are rendered, its reads are
 * drafts straight from Strapi (drafts.server.ts).
 */
export interface ContentCache {
  /** What pages read from the CMS (cms/content.server.ts), through the answer tiers, or drafts. */
  content: Content
  /** A route's page through the page tiers (anonymous pages of cacheable routes), else `render()`'s. */
  page(route: PageRoute, render: () => Promise<Response>): Promise<Response>
}

/** Where a request's content comes from: the CMS through this cache, or a fixture in routing tests. */
export type ContentSource = (c: Context<AppEnv>) => Content

declare module 'hono' {
  interface ContextVariableMap {
    contentCache: ContentCache
    contentSource: ContentSource
  }
}

/** The mappers of a media configuration, made once: what they make is kept by the functions that made it. */
const mappers = new Map<string, Mappers>()
const mappersFor = (env: Env): Mappers => {
  const key = `${env.CMS_URL} ${env.MEDIA_ORIGIN ?? ''}`
  let map = mappers.get(key)
  if (!map) {
    map = createMappers(sitePathOfMedia(env))
    mappers.set(key, map)
  }
  return map
}

/** The request's content cache (made once per request). */
export function contentCache(c: Context<AppEnv>): ContentCache {
  let cache = c.get('contentCache')
  if (!cache) {
    const draft = c.get('draftMode') === true
    cache = {
      content:
        c.get('contentSource')?.(c) ??
        createContent({
          client: cmsClient(c),
          read: draft ? draftAnswers(c) : sharedAnswers(c),
          map: mappersFor(c.env),
          now: () => clockOf(c).now(),
        }),
      page: (route, render) => (draft || route.cache === 'private' ? render() : cachedPage(c, route, render)),
    }
    c.set('contentCache', cache)
  }
  return cache
}

import type { Core } from '@strapi/strapi'
import { contentUid, type PublicContentType, publicContentTypes } from '../shared/content-types'

/**
 * Tells the worker that published content changed: POST ${SITE_PURGE_URL} with
 * `Authorization: Bearer ${PURGE_SECRET}` and `{ event, model, uid, documentId, locale }` (the worker
 * purges what read that document and its type, docs/spec.md §17). Only what the public can see: a publish,
 * an unpublish, a delete, or a create or update written as published (the content API's default); an
 * editor saving a draft notifies nobody. Fire-and-forget (3 s timeout); failures are logged, never thrown.
 * Skipped when SITE_PURGE_URL is unset and while the demo seed runs.
 */

/**
 * The public type a document of `uid` is (shared/content-types.ts), named as the webhook names its model; none
 * for every other document (bookings, submissions, subscribers, newsletters, plugins'), whose changes never
 * show on the public site.
 */
export const publicModelOf = (uid: string): PublicContentType | undefined =>
  publicContentTypes.find((name) => contentUid(name) === uid)

const EVENTS: Record<string, string> = {
  create: 'entry.create',
  update: 'entry.update',
  delete: 'entry.delete',
  publish: 'entry.publish',
  unpublish: 'entry.unpublish',
}

let suppressed = 0

/** Runs `fn` with the purge calls switched off (used by the seed). */
export const withoutPurge = async <T>(fn: () => Promise<T>): Promise<T> => {
  suppressed += 1
  try {
    return await fn()
  } finally {
    suppressed -= 1
  }
}

export interface PurgePayload {
  event: string
  model: string
  uid: string
  documentId: string | null
  locale: string | null
}

export const sendPurge = async (strapi: Core.Strapi, payload: PurgePayload): Promise<void> => {
  const url = process.env.SITE_PURGE_URL
  if (!url) return
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${process.env.PURGE_SECRET ?? ''}`,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(3000),
    })
    if (!res.ok) strapi.log.warn(`[purge] ${url} answered ${res.status} for ${payload.event} ${payload.uid}`)
    // Drain the body so the connection is released.
    await res.arrayBuffer().catch(() => undefined)
  } catch (err) {
    strapi.log.warn(
      `[purge] ${payload.event} ${payload.uid} ${payload.documentId}: ${(err as Error).message}`,
    )
  }
}

type DocCtx = {
  uid: string
  action: string
  params?: Record<string, unknown>
}

export const registerPurgeMiddleware = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocCtx
    const result = await next()
    const event = EVENTS[ctx.action]
    if (!event || suppressed > 0 || !process.env.SITE_PURGE_URL) return result
    const model = publicModelOf(ctx.uid)
    if (!model) return result
    const params = ctx.params ?? {}
    // A draft saved (created or updated, not published) does not change the public site.
    if ((ctx.action === 'create' || ctx.action === 'update') && params.status !== 'published') return result
    const res = result as {
      documentId?: string
      locale?: string
      entries?: Array<{ documentId?: string; locale?: string }>
    } | null
    const documentId =
      (typeof params.documentId === 'string' ? params.documentId : undefined) ??
      res?.documentId ??
      res?.entries?.[0]?.documentId ??
      null
    const locale =
      (typeof params.locale === 'string' ? params.locale : undefined) ??
      res?.locale ??
      res?.entries?.[0]?.locale ??
      null
    void sendPurge(strapi, { event, model, uid: ctx.uid, documentId, locale })
    return result
  })
}

import type { Core } from '@strapi/strapi'
import { DRAFT_READER_HEADER, WORKER_SECRET_HEADER } from '../shared/worker-channel'
import { isDraftReader, workerCredential } from './worker-secret'

/**
 * Drafts are never served through the content API unless the request comes from the site's draft reader (the
 * worker's secret and the draft reader's key: the site's draft mode, docs/spec.md §16.13) or carries a
 * full-access API token (staff tools), and only when it says `draft`. Any other status — `draft` from anyone
 * else, or a spelling Strapi would read as a draft (`x`, empty, `DRAFT`, a list) from anyone — silently gets
 * the published content instead. The gate refuses those queries on the site's content reads already (lib/gate/queries.ts);
 * this is the second line, on every content-API route. Admin-panel (content-manager) reads are not
 * content-API requests and are untouched.
 */
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count'])

type AuthState = { strategy?: { name?: string }; credentials?: { type?: string } | null } | undefined

// 'content-api-token' in Strapi 5.54 ('api-token' in earlier 5.x).
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token'])

export const mayReadDrafts = (auth: AuthState): boolean =>
  TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.type === 'full-access'

export const registerDraftGuard = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as { action: string; params?: Record<string, unknown> }
    const status = ctx.params?.status
    // Said nothing (the caller's default) or `published`: nothing to guard.
    if (READ_ACTIONS.has(ctx.action) && ctx.params && status !== undefined && status !== 'published') {
      const request = strapi.requestContext.get() as
        | { state?: { route?: { info?: { type?: string } }; auth?: AuthState }; get(field: string): string }
        | undefined
      const draftReader =
        request !== undefined &&
        workerCredential(request.get(WORKER_SECRET_HEADER)) === 'valid' &&
        isDraftReader(request.get(DRAFT_READER_HEADER))
      // Drafts are asked for by name, and only by those who may read them; any other status is `published`.
      const mayAsk = draftReader || mayReadDrafts(request?.state?.auth)
      if (request?.state?.route?.info?.type === 'content-api' && !(status === 'draft' && mayAsk)) {
        ctx.params = { ...ctx.params, status: 'published' }
      }
    }
    return next()
  })
}

import type { Core } from '@strapi/strapi';
import { WORKER_SECRET_HEADER, workerCredential } from './worker-secret';

/**
 * Drafts are never served through the content API unless the request comes from the site's worker (its
 * secret: the site's draft mode, docs/spec.md §16.13) or carries a full-access API token (staff tools). Any
 * other caller (public role, signed-in users, read-only or custom tokens) asking for `status=draft` silently
 * gets the published content instead — the same answer as without the parameter. Admin-panel
 * (content-manager) reads are not content-API requests and are untouched.
 */
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

type AuthState = { strategy?: { name?: string }; credentials?: { type?: string } | null } | undefined;

// 'content-api-token' in Strapi 5.54 ('api-token' in earlier 5.x).
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export const mayReadDrafts = (auth: AuthState): boolean =>
  TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.type === 'full-access';

export const registerDraftGuard = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as { action: string; params?: Record<string, unknown> };
    if (READ_ACTIONS.has(ctx.action) && ctx.params && ctx.params.status === 'draft') {
      const request = strapi.requestContext.get() as
        | { state?: { route?: { info?: { type?: string } }; auth?: AuthState }; get(field: string): string }
        | undefined;
      const fromWorker = request !== undefined && workerCredential(request.get(WORKER_SECRET_HEADER)) === 'valid';
      if (request?.state?.route?.info?.type === 'content-api' && !fromWorker && !mayReadDrafts(request.state.auth)) {
        ctx.params = { ...ctx.params, status: 'published' };
      }
    }
    return next();
  });
};

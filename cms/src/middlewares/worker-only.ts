import { WORKER_SECRET_HEADER, workerCredential } from '../lib/worker-secret';

interface KoaContext {
  get(field: string): string;
  unauthorized(message: string): void;
  forbidden(message: string): void;
}

/**
 * Route middleware of the booking and form endpoints: they take calls from the site's worker only (it
 * validates, throttles per visitor and checks the bot defences first). 401 without `x-worker-secret`,
 * 403 with a wrong one; with no WORKER_SECRET configured every call is refused.
 */
export default () => async (ctx: KoaContext, next: () => Promise<void>) => {
  const credential = workerCredential(ctx.get(WORKER_SECRET_HEADER));
  if (credential === 'missing') return ctx.unauthorized(`Only the site's worker may call this endpoint: ${WORKER_SECRET_HEADER} is missing`);
  if (credential === 'wrong') return ctx.forbidden(`Only the site's worker may call this endpoint: ${WORKER_SECRET_HEADER} is wrong`);
  return next();
};

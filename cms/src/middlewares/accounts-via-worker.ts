import type { Core } from '@strapi/strapi';
import { WORKER_SECRET_HEADER, workerCredential } from '../lib/worker-secret';

interface KoaContext {
  path: string;
  get(field: string): string;
  unauthorized(message: string): void;
  forbidden(message: string): void;
  notFound(message: string): void;
}

/**
 * Accounts only through the site (cms/README.md, Access): every users-permissions endpoint that signs in,
 * registers, mails, resets, refreshes, confirms or changes a password, and every user and role route, takes
 * the worker's calls only (`x-worker-secret`): 401 without it, 403 with a wrong one. The site's sign-in
 * throttle, timing floor and mail limits are then the only way in. Published content stays public.
 */
const WORKER_ONLY = /^\/api\/(auth|users|users-permissions)(\/|$)/;

/** The social sign-in start, where browsers are sent: open for the providers that are switched on only. */
const CONNECT = /^\/api\/connect\/([^/]+)/;

const enabledProviders = async (strapi: Core.Strapi): Promise<Set<string>> => {
  const grant = (await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) as Record<
    string,
    { enabled?: boolean }
  > | null;
  return new Set(
    Object.entries(grant ?? {})
      .filter(([name, settings]) => name !== 'email' && settings?.enabled === true)
      .map(([name]) => name),
  );
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: KoaContext, next: () => Promise<void>) => {
    if (WORKER_ONLY.test(ctx.path)) {
      const credential = workerCredential(ctx.get(WORKER_SECRET_HEADER));
      if (credential === 'missing') return ctx.unauthorized('Accounts are reached through the site only');
      if (credential === 'wrong') return ctx.forbidden('Accounts are reached through the site only');
      return next();
    }
    const provider = CONNECT.exec(ctx.path)?.[1];
    if (provider !== undefined && !(await enabledProviders(strapi)).has(provider)) {
      return ctx.notFound('No such sign-in provider');
    }
    return next();
  };

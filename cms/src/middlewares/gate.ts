import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { adminPanelOn, isSetupToken, spendSetupToken } from '../lib/admin-access';
import { canonicalPath } from '../lib/gate/canonical-path';
import { type Audience, FALLBACK_ROUTES, routeAudiences, routeReport } from '../lib/gate/routes';
import { WORKER_SECRET_HEADER, workerCredential } from '../lib/worker-secret';

interface KoaContext {
  path: string;
  method: string;
  status: number;
  body: unknown;
  query: Record<string, unknown>;
  get(field: string): string;
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string | null, options?: Record<string, unknown>): void;
  };
}

interface Router {
  match(path: string, method: string): { pathAndMethod: Array<{ path: string; methods: string[] }> };
}

const SETUP_HEADER = 'x-setup-token';
const SETUP_COOKIE = 'strapi_admin_setup';
const REGISTER_ADMIN = 'POST /admin/register-admin';

const refuse = (ctx: KoaContext, status: 400 | 401 | 403 | 404, message: string) => {
  const name = { 400: 'BadRequestError', 401: 'UnauthorizedError', 403: 'ForbiddenError', 404: 'NotFoundError' }[status];
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
};

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

/**
 * The CMS's one gate (docs/spec.md §18.9, cms/README.md "Access"), before anything else reads the request:
 * 1. the path is rewritten to its canonical spelling (lib/gate/canonical-path.ts), so this gate, the router
 *    and the file servers all see one path;
 * 2. the router says which route that path and method reach, and lib/gate/routes.ts that route's audience;
 * 3. a route nobody named, and the admin with its panel off, answer 404; the worker's routes need its secret
 *    (401 without, 403 wrong); the first-admin registration needs the setup token.
 * With `CMS_ROUTE_REPORT=<file>` the CMS writes every registered route and its audience there once it serves.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let audiences: Map<string, Audience> | undefined;
  const audiencesOnce = () => {
    if (audiences) return audiences;
    audiences = routeAudiences(strapi);
    const report = routeReport(strapi, audiences);
    const unnamed = report.filter((row) => row.audience === 'unnamed').map((row) => row.route);
    if (unnamed.length) strapi.log.warn(`[gate] ${unnamed.length} routes nobody named are refused: ${unnamed.join(', ')}`);
    const file = process.env.CMS_ROUTE_REPORT;
    if (file) fs.writeFileSync(file, JSON.stringify(report, null, 1));
    return audiences;
  };

  const audienceOf = (ctx: KoaContext): { audience?: Audience; route?: string } => {
    const router = (strapi.server as unknown as { router: Router }).router;
    const method = ctx.method === 'OPTIONS' ? ctx.get('access-control-request-method').toUpperCase() || 'GET' : ctx.method;
    const layers = router.match(ctx.path, method).pathAndMethod.filter((candidate) => candidate.methods.length > 0);
    const layer = layers.find((candidate) => !FALLBACK_ROUTES.has(candidate.path)) ?? layers[0];
    if (layer) {
      const route = `${method} ${layer.path}`;
      return { audience: audiencesOnce().get(route), route };
    }
    return {};
  };

  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const canonical = canonicalPath(ctx.path);
    if (canonical === undefined) return refuse(ctx, 400, 'Malformed path');
    if (canonical !== ctx.path) ctx.path = canonical;
    const { audience, route } = audienceOf(ctx);
    if (audience === undefined || audience === 'closed') return refuse(ctx, 404, 'Not Found');
    if (audience === 'admin') return admitToAdmin(ctx, next, route);
    if (audience === 'worker') {
      const credential = workerCredential(ctx.get(WORKER_SECRET_HEADER));
      if (credential === 'missing') return refuse(ctx, 401, 'Reached through the site only');
      if (credential === 'wrong') return refuse(ctx, 403, 'Reached through the site only');
      if (route === 'GET /api/connect/(.*)') {
        const provider = canonical.split('/')[3]?.toLowerCase() ?? '';
        if (!(await enabledProviders(strapi)).has(provider)) return refuse(ctx, 404, 'No such sign-in provider');
      }
    }
    return next();
  };
};

/**
 * The admin's doors (cms/README.md, Admin). Panel off: 404, its API included, so nobody can make themselves
 * the first administrator or guess an administrator's password. Panel on: the first-admin registration needs
 * the setup token, sent as `x-setup-token` or carried by the cookie that opening `/admin?setup=<token>` sets
 * (so the panel's own sign-up form works for the person who has the token).
 */
const admitToAdmin = async (ctx: KoaContext, next: () => Promise<void>, route: string | undefined) => {
  if (!adminPanelOn()) return refuse(ctx, 404, 'Not Found');
  const offered = typeof ctx.query.setup === 'string' ? ctx.query.setup : undefined;
  if (offered && isSetupToken(offered)) {
    ctx.cookies.set(SETUP_COOKIE, offered, { httpOnly: true, sameSite: 'strict', path: '/admin', overwrite: true });
  }
  if (route !== REGISTER_ADMIN) return next();
  if (!isSetupToken(ctx.get(SETUP_HEADER) || ctx.cookies.get(SETUP_COOKIE))) {
    return refuse(ctx, 403, 'The first administrator comes from the CMS configuration or its setup token');
  }
  await next();
  if (ctx.status < 300) {
    spendSetupToken();
    ctx.cookies.set(SETUP_COOKIE, null, { path: '/admin' });
  }
};

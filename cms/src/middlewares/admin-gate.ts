import { adminPanelOn, isAdminPath, isSetupToken, spendSetupToken } from '../lib/admin-access';

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

const SETUP_HEADER = 'x-setup-token';
const SETUP_COOKIE = 'strapi_admin_setup';

const refuse = (ctx: KoaContext, status: 403 | 404, message: string) => {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'ForbiddenError', message } };
};

/**
 * The admin's doors (cms/README.md, Admin). Panel off (CMS_ADMIN unset): every `/admin` path answers 404, the
 * admin API included, so nobody can make themselves the first administrator. Panel on: the first-admin
 * registration needs the setup token, sent as `x-setup-token` or carried by the cookie that opening
 * `/admin?setup=<token>` sets (so the panel's own sign-up form works for the person who has the token).
 */
export default () => async (ctx: KoaContext, next: () => Promise<void>) => {
  if (!isAdminPath(ctx.path)) return next();
  if (!adminPanelOn()) return refuse(ctx, 404, 'Not Found');
  const offered = typeof ctx.query.setup === 'string' ? ctx.query.setup : undefined;
  if (offered && isSetupToken(offered)) {
    ctx.cookies.set(SETUP_COOKIE, offered, { httpOnly: true, sameSite: 'strict', path: '/admin', overwrite: true });
  }
  if (ctx.method === 'POST' && ctx.path === '/admin/register-admin') {
    if (!isSetupToken(ctx.get(SETUP_HEADER) || ctx.cookies.get(SETUP_COOKIE))) {
      return refuse(ctx, 403, 'The first administrator comes from the CMS configuration or its setup token');
    }
    await next();
    if (ctx.status < 300) {
      spendSetupToken();
      ctx.cookies.set(SETUP_COOKIE, null, { path: '/admin' });
    }
    return;
  }
  return next();
};

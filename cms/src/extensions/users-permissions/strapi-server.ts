import type { Core } from '@strapi/strapi';
import { endSignIn, isSignInLive, refreshMode, refreshTokenOwner } from '../../lib/sessions';
import { withAuthCode } from './auth-codes';

/**
 * users-permissions, extended so that sign-ins end for real (jwtManagement 'refresh', see
 * src/lib/sessions.ts):
 * - an access token is accepted only while its sign-in is live, so after sign-out, a password change
 *   or a reset (Strapi then deletes every session of the user) it gets 401 at once, not when it expires;
 * - sign-out ends the whole sign-in the access token or refresh token belongs to, even when the token
 *   presented predates a refresh, and takes a refresh token alone (the worker signs out with it once
 *   the short-lived access token has expired);
 * - every refusal of the auth controller carries a machine code in `error.details.code`, so the site
 *   can word it in the visitor's language (auth-codes.ts).
 */

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

interface JwtService {
  getToken(ctx: unknown): Promise<unknown> | null;
  verify(token: string): Promise<{ id?: unknown; sessionId?: string }>;
}

interface AuthContext {
  params?: { provider?: string };
}

interface LogoutContext extends AuthContext {
  request: { body?: { refreshToken?: unknown; scope?: unknown; deviceId?: unknown } };
  state: { user?: { id: number | string } | null; session?: { id: string } };
  send(body: unknown): void;
}

interface AuthController {
  logout(ctx: LogoutContext): Promise<unknown>;
  [action: string]: (ctx: LogoutContext) => Promise<unknown>;
}

interface UsersPermissionsServer {
  services: { jwt: Factory<JwtService> };
  controllers: { auth: Factory<AuthController> };
}

const liveTokens = (createJwt: Factory<JwtService>): Factory<JwtService> => ({ strapi }) => {
  const jwt = createJwt({ strapi });
  return {
    ...jwt,
    async verify(token) {
      const payload = await jwt.verify(token);
      if (refreshMode(strapi) && !(payload.sessionId && (await isSignInLive(strapi, payload.sessionId)))) {
        // The same error Strapi throws for a bad token: the request is answered 401.
        throw new Error('Invalid token.');
      }
      return payload;
    },
  };
};

const completeLogout = (createAuth: Factory<AuthController>): Factory<AuthController> => ({ strapi }) => {
  const auth = createAuth({ strapi });
  return {
    ...auth,
    async logout(ctx) {
      const body = ctx.request.body ?? {};
      // `scope: 'all'` and `deviceId` ask Strapi for something wider or other than this sign-in.
      if (!refreshMode(strapi) || body.scope !== undefined || body.deviceId !== undefined) return auth.logout(ctx);
      const user = ctx.state.user ? String(ctx.state.user.id) : undefined;
      const fromRefreshToken = await refreshTokenOwner(strapi, body.refreshToken);
      if (user && ctx.state.session) await endSignIn(strapi, user, ctx.state.session.id);
      if (fromRefreshToken && (!user || fromRefreshToken.userId === user)) {
        await endSignIn(strapi, fromRefreshToken.userId, fromRefreshToken.sessionId);
        if (!user) return ctx.send({ ok: true });
      }
      return auth.logout(ctx);
    },
  };
};

/** Every action of the auth controller, its refusals coded (the sign-in callback of a social provider too). */
const codedRefusals = (createAuth: Factory<AuthController>): Factory<AuthController> => ({ strapi }) => {
  const auth = createAuth({ strapi });
  const coded: AuthController = { ...auth };
  for (const [name, action] of Object.entries(auth)) {
    if (typeof action !== 'function') continue;
    coded[name] = async (ctx) => {
      try {
        return await action(ctx);
      } catch (error) {
        const provider = ctx.params?.provider;
        throw withAuthCode(error, name === 'callback' && provider !== undefined && provider !== 'local');
      }
    };
  }
  return coded;
};

export default (plugin: UsersPermissionsServer): UsersPermissionsServer => {
  plugin.services.jwt = liveTokens(plugin.services.jwt);
  plugin.controllers.auth = codedRefusals(completeLogout(plugin.controllers.auth));
  return plugin;
};

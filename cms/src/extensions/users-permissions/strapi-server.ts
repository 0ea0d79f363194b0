import type { Core } from '@strapi/strapi';
import { endSignIn, isSignInLive, refreshMode, refreshTokenOwner } from '../../lib/sessions';

/**
 * users-permissions, extended so that sign-ins end for real (jwtManagement 'refresh', see
 * src/lib/sessions.ts):
 * - an access token is accepted only while its sign-in is live, so after sign-out, a password change
 *   or a reset (Strapi then deletes every session of the user) it gets 401 at once, not when it expires;
 * - sign-out ends the whole sign-in the access token or refresh token belongs to, even when the token
 *   presented predates a refresh, and takes a refresh token alone (the worker signs out with it once
 *   the short-lived access token has expired).
 */

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

interface JwtService {
  getToken(ctx: unknown): Promise<unknown> | null;
  verify(token: string): Promise<{ id?: unknown; sessionId?: string }>;
}

interface LogoutContext {
  request: { body?: { refreshToken?: unknown; scope?: unknown; deviceId?: unknown } };
  state: { user?: { id: number | string } | null; session?: { id: string } };
  send(body: unknown): void;
}

interface AuthController {
  logout(ctx: LogoutContext): Promise<unknown>;
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

export default (plugin: UsersPermissionsServer): UsersPermissionsServer => {
  plugin.services.jwt = liveTokens(plugin.services.jwt);
  plugin.controllers.auth = completeLogout(plugin.controllers.auth);
  return plugin;
};

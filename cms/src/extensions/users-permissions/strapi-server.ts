import crypto from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { requestLocale, sendAccountMail, sitePage } from '../../lib/account-mail'
import { ACCOUNT_UID, mailboxOf } from '../../lib/account-mailbox'
import { FieldErrors } from '../../lib/errors'
import { readEmail, readName } from '../../lib/fields'
import { newResetCode, resetCodeExpired } from '../../lib/reset-codes'
import { endSignIn, isSignInLive, refreshMode, refreshTokenOwner } from '../../lib/sessions'
import type { Done } from '../../shared/answers'
import { isEmail, NAME_MAX } from '../../shared/field-rules'
import { withAuthCode } from './auth-codes'

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

type Factory<T> = (deps: { strapi: Core.Strapi }) => T

interface JwtService {
  getToken(ctx: unknown): Promise<unknown> | null
  verify(token: string): Promise<{ id?: unknown; sessionId?: string }>
}

interface AuthContext {
  params?: { provider?: string }
}

interface LogoutContext extends AuthContext {
  request: {
    body?: Record<string, unknown> & {
      refreshToken?: unknown
      scope?: unknown
      deviceId?: unknown
      email?: unknown
      code?: unknown
    }
  }
  state: { user?: { id: number | string } | null; session?: { id: string } }
  send(body: unknown): void
}

interface AuthController {
  logout(ctx: LogoutContext): Promise<unknown>
  [action: string]: (ctx: LogoutContext) => Promise<unknown>
}

interface UserService {
  edit(id: number | string, data: Record<string, unknown>): Promise<unknown>
  sendConfirmationEmail(user: { id: number | string; email: string }): Promise<void>
  [method: string]: unknown
}

interface UsersPermissionsServer {
  services: { jwt: Factory<JwtService>; user: Factory<UserService> }
  controllers: { auth: Factory<AuthController> }
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } }
}

const liveTokens =
  (createJwt: Factory<JwtService>): Factory<JwtService> =>
  ({ strapi }) => {
    const jwt = createJwt({ strapi })
    return {
      ...jwt,
      async verify(token) {
        const payload = await jwt.verify(token)
        if (refreshMode(strapi) && !(payload.sessionId && (await isSignInLive(strapi, payload.sessionId)))) {
          // The same error Strapi throws for a bad token: the request is answered 401.
          throw new Error('Invalid token.')
        }
        return payload
      },
    }
  }

const completeLogout =
  (createAuth: Factory<AuthController>): Factory<AuthController> =>
  ({ strapi }) => {
    const auth = createAuth({ strapi })
    return {
      ...auth,
      async logout(ctx) {
        const body = ctx.request.body ?? {}
        // `scope: 'all'` and `deviceId` ask Strapi for something wider or other than this sign-in.
        if (!refreshMode(strapi) || body.scope !== undefined || body.deviceId !== undefined)
          return auth.logout(ctx)
        const user = ctx.state.user ? String(ctx.state.user.id) : undefined
        const fromRefreshToken = await refreshTokenOwner(strapi, body.refreshToken)
        if (user && ctx.state.session) await endSignIn(strapi, user, ctx.state.session.id)
        if (fromRefreshToken && (!user || fromRefreshToken.userId === user)) {
          await endSignIn(strapi, fromRefreshToken.userId, fromRefreshToken.sessionId)
          if (!user) return ctx.send({ ok: true } satisfies Done)
        }
        return auth.logout(ctx)
      },
    }
  }

/** Every action of the auth controller, its refusals coded (the sign-in callback of a social provider too). */
const codedRefusals =
  (createAuth: Factory<AuthController>): Factory<AuthController> =>
  ({ strapi }) => {
    const auth = createAuth({ strapi })
    const coded: AuthController = { ...auth }
    for (const [name, action] of Object.entries(auth)) {
      if (typeof action !== 'function') continue
      coded[name] = async (ctx) => {
        try {
          return await action(ctx)
        } catch (error) {
          const provider = ctx.params?.provider
          throw withAuthCode(error, name === 'callback' && provider !== undefined && provider !== 'local')
        }
      }
    }
    return coded
  }

/**
 * Password resets that behave (cms/README.md, Access): the reset mail is the site's own, in the visitor's
 * language, and its code (lib/reset-codes.ts) works once, for one hour, and dies when the password changes
 * or a newer code is sent. The answer is `{ ok: true }` whether or not the address has an account.
 */
const resetsThatBehave =
  (createAuth: Factory<AuthController>): Factory<AuthController> =>
  ({ strapi }) => {
    const auth = createAuth({ strapi })
    const users = strapi.db.query(ACCOUNT_UID)
    return {
      ...auth,
      async forgotPassword(ctx) {
        const email = ctx.request.body?.email
        if (typeof email !== 'string' || !isEmail(email.trim()))
          throw new errors.ValidationError('email must be a valid email')
        const user = (await users.findOne({ where: { email: email.trim().toLowerCase() } })) as {
          id: number
          email: string
          blocked?: boolean
        } | null
        if (user && !user.blocked) {
          const code = newResetCode()
          await users.update({ where: { id: user.id }, data: { resetPasswordToken: code } })
          const locale = requestLocale(strapi)
          await sendAccountMail(strapi, 'reset', {
            to: user.email,
            locale,
            link: sitePage(locale, `/login?code=${code}`),
          }).catch((error: Error) =>
            strapi.log.error(`[auth] reset mail to user ${user.id} failed: ${error.message}`),
          )
        }
        return ctx.send({ ok: true } satisfies Done)
      },
      async resetPassword(ctx) {
        const code = ctx.request.body?.code
        // An old or foreign code is refused as Strapi refuses a wrong one (code `resetCodeInvalid`).
        if (typeof code === 'string' && resetCodeExpired(code))
          throw new errors.ValidationError('Incorrect code provided')
        return auth.resetPassword(ctx)
      },
      async changePassword(ctx) {
        const answer = await auth.changePassword(ctx)
        const user = ctx.state.user
        if (user) await users.update({ where: { id: user.id }, data: { resetPasswordToken: null } })
        return answer
      },
    }
  }

/**
 * Sign-ups that tell nobody who has an account (docs/spec.md §9.3). The site asks for a name, an e-mail and a
 * password; users-permissions still needs a unique username, so each account gets an opaque one made here
 * (never shown, not derived from anything the visitor typed, so it cannot collide with another or be
 * guessed). Every sign-up waits for its e-mail confirmation, and one for an address that already has an
 * account creates nothing and mails its owner instead. Both are answered `{ ok: true }`: the same body
 * whatever is taken, to the worker (the only caller) and to anyone who reached this route another way.
 */
const signUpsThatTellNothing =
  (createAuth: Factory<AuthController>): Factory<AuthController> =>
  ({ strapi }) => {
    const auth = createAuth({ strapi })
    const users = strapi.db.query(ACCOUNT_UID)
    /** Mails the owner of a taken address (a failed mail is logged: the answer stays the same). */
    const tellOwner = async (owner: { id: number; email: string }) => {
      const locale = requestLocale(strapi)
      await sendAccountMail(strapi, 'taken', {
        to: owner.email,
        locale,
        link: sitePage(locale, '/login'),
      }).catch((error: Error) =>
        strapi.log.error(`[auth] account-exists mail to user ${owner.id} failed: ${error.message}`),
      )
    }
    // The address's owner: that address in any spelling of its inbox (lib/account-mailbox.ts), or as a username.
    const ownerOf = async (email: string) =>
      (await users.findOne({
        where: { $or: [{ email }, { mailboxKey: mailboxOf(email) }, { username: email }] },
      })) as {
        id: number
        email: string
      } | null
    return {
      ...auth,
      async register(ctx) {
        const { name, email, password } = readSignUp(ctx.request.body)
        const owner = await ownerOf(email)
        if (owner) {
          await tellOwner(owner)
          return ctx.send({ ok: true } satisfies Done)
        }
        ctx.request.body = { username: opaqueUsername(), name, email, password }
        try {
          await auth.register(ctx)
        } catch (error) {
          // Two sign-ups with one address at once: the one that lost the race is answered like the other.
          const raced =
            (error as { message?: unknown }).message === 'Email or Username are already taken'
              ? await ownerOf(email)
              : null
          if (!raced) throw error
          await tellOwner(raced)
        }
        return ctx.send({ ok: true } satisfies Done)
      },
    }
  }

/** An account's username: random, and unlike any e-mail or name (users-permissions matches both at sign-in). */
const opaqueUsername = () => `u-${crypto.randomUUID()}`

/**
 * The site's sign-up body: a name (NAME_MIN–NAME_MAX characters), an e-mail and a password; anything else
 * (a username above all) is refused, as users-permissions refuses fields it was not told to take. The
 * password's own rules are the site's (8–72 characters, not easily guessed: src/lib/forms/password-strength.ts),
 * checked by the worker; users-permissions checks it again for its length.
 */
function readSignUp(body: unknown): { name: string; email: string; password: unknown } {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const problems = new FieldErrors()
  const extra = Object.keys(fields).filter((key) => !SIGN_UP_FIELDS.has(key))
  for (const key of extra) problems.add(key, 'body', `${key} is not taken here`)
  const name = readName(fields.name, problems)
  const email = readEmail(fields.email, problems).toLowerCase()
  problems.throwIfAny()
  return { name, email, password: fields.password }
}
const SIGN_UP_FIELDS = new Set(['name', 'email', 'password'])

/** The confirmation mail is the site's own too, and links to the site (which confirms through the worker). */
const siteConfirmationMail =
  (createUsers: Factory<UserService>): Factory<UserService> =>
  ({ strapi }) => {
    const service = createUsers({ strapi })
    return {
      ...service,
      async sendConfirmationEmail(user) {
        const token = crypto.randomBytes(20).toString('hex')
        await service.edit(user.id, { confirmationToken: token })
        const locale = requestLocale(strapi)
        await sendAccountMail(strapi, 'confirm', {
          to: user.email,
          locale,
          link: sitePage(locale, `/confirm?confirmation=${token}`),
        })
      },
    }
  }

export default (plugin: UsersPermissionsServer): UsersPermissionsServer => {
  // The account's name, as the person gave it at sign-up or in their profile: what the site calls them and
  // what a signed-in booking is made under (docs/spec.md §9.3, §12.4). Not private: `/users/me` answers it.
  plugin.contentTypes.user.schema.attributes.name = { type: 'string', maxLength: NAME_MAX }
  // The account's inbox, one per account: set by the database, never answered (lib/account-mailbox.ts).
  plugin.contentTypes.user.schema.attributes.mailboxKey = {
    type: 'string',
    private: true,
    configurable: false,
  }
  plugin.services.jwt = liveTokens(plugin.services.jwt)
  plugin.services.user = siteConfirmationMail(plugin.services.user)
  plugin.controllers.auth = codedRefusals(
    completeLogout(signUpsThatTellNothing(resetsThatBehave(plugin.controllers.auth))),
  )
  return plugin
}

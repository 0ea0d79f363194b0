import type { Core } from '@strapi/strapi'
import {
  contentUid,
  isSingleType,
  PRIVATE_CONTENT_TYPES,
  type PublicContentType,
  publicContentTypes,
} from '../shared/content-types'

/** A public type's reads (content-types.ts): a collection's list and entry, a single type whole. */
const readActions = (name: PublicContentType) =>
  isSingleType(name)
    ? [`${contentUid(name)}.find`]
    : [`${contentUid(name)}.find`, `${contentUid(name)}.findOne`]

const AUTH_PUBLIC = [
  'callback',
  'register',
  'forgotPassword',
  'resetPassword',
  'emailConfirmation',
  'sendEmailConfirmation',
  'connect',
  'refresh',
  // With a refresh token alone (an expired access token cannot sign out): see src/extensions.
  'logout',
].map((a) => `plugin::users-permissions.auth.${a}`)

export const PUBLIC_ACTIONS = [
  ...publicContentTypes.flatMap(readActions),
  ...AUTH_PUBLIC,
  'api::reservation.reservation.availability',
  'api::reservation.reservation.book',
  // A booking's link works for anyone who holds it; by reference only for the account the booking is in.
  'api::reservation.reservation.manage',
  'api::reservation.reservation.changeParty',
  'api::reservation.reservation.cancel',
  'api::submission.submission.submit',
  // The newsletter's double opt-in: the site's worker only (a secret), like the booking and form routes.
  'api::subscriber.subscriber.confirmationMail',
  'api::subscriber.subscriber.subscribe',
  'api::subscriber.subscriber.unsubscribe',
]

const AUTHENTICATED_ACTIONS = [
  ...PUBLIC_ACTIONS,
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
  'api::reservation.reservation.mine',
  'api::account.account.rename',
]

/**
 * Never granted to the public or authenticated roles: reservations, submissions and subscribers are
 * written only through their own validated routes, and nobody but staff (admin panel / full-access token)
 * reads or changes them, or the newsletters.
 */
export const FORBIDDEN = ['find', 'findOne', 'create', 'update', 'delete'].flatMap((a) =>
  PRIVATE_CONTENT_TYPES.map((name) => `${contentUid(name)}.${a}`),
)

export const ensurePermissions = async (strapi: Core.Strapi): Promise<void> => {
  const roles = strapi.db.query('plugin::users-permissions.role')
  const permissions = strapi.db.query('plugin::users-permissions.permission')
  const wanted: Record<string, string[]> = { public: PUBLIC_ACTIONS, authenticated: AUTHENTICATED_ACTIONS }

  for (const [type, actions] of Object.entries(wanted)) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] })
    if (!role) throw new Error(`users-permissions role "${type}" is missing`)
    const current = new Map<string, number>(
      (role.permissions as Array<{ id: number; action: string }>).map((p) => [p.action, p.id]),
    )
    const missing = actions.filter((a) => !current.has(a))
    for (const action of missing) {
      await permissions.create({ data: { action, role: role.id } })
    }
    const forbidden = FORBIDDEN.filter((a) => current.has(a))
    for (const action of forbidden) {
      await permissions.delete({ where: { id: current.get(action) } })
    }
    if (missing.length || forbidden.length) {
      strapi.log.info(`[bootstrap] ${type} role: +${missing.length} -${forbidden.length} permissions`)
    }
  }
}

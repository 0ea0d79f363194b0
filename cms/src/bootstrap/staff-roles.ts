import type { Core } from '@strapi/strapi'
import { RESERVATION_UID } from '../lib/reservations/limits'
import { bookingVenueSlugs } from '../lib/reservations/venues'
import { contentUid, publicContentTypes } from '../shared/content-types'

/**
 * The admin's roles, made to fit the people who sign in (docs/spec.md §27, cms/README.md "Staff"), set on
 * every start so that a role edited in the panel comes back to what is written here:
 * - Editor (Strapi's own role, `strapi-editor`): every content type of the site and the newsletter's issues
 *   (sending them too: src/lib/newsletter-issues.ts), publish included, in both languages, and the media
 *   library; nothing of guests (reservations, submissions, subscribers, accounts) or settings.
 * - Author (Strapi's own, `strapi-author`): the same content types for what they made themselves, without
 *   publishing.
 * - Door staff (`solera-door-staff`): the bookings of the venues that take bookings online — read the
 *   fields the door needs, and change only `arrival` — and nothing else (the door list, src/admin).
 * - Super Admin: everything, as Strapi keeps it.
 */

interface Permission {
  action: string
  subject?: string | null
  properties?: { fields?: string[]; locales?: string[] }
  conditions?: string[]
}

interface Action {
  actionId: string
  section: string
  subjects?: string[]
  options?: { applyToProperties?: string[] }
}

interface AdminPermissions {
  actionProvider: { values(): Action[] }
  conditionProvider: {
    register(condition: { displayName: string; name: string; handler: () => Promise<unknown> }): unknown
  }
}

interface AdminRoles {
  findOne(params: Record<string, unknown>): Promise<{ id: number } | null>
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>
}

interface AdminContentTypes {
  getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects: string[] }): Permission[]
}

export const DOOR_STAFF_ROLE = { code: 'solera-door-staff', name: 'Door staff' }

/** The condition that keeps door staff to the bookings of venues taking them online (its id is `api::` + name). */
const BOOKING_VENUE_CONDITION = { name: 'at-a-booking-venue', id: 'api::at-a-booking-venue' }

/**
 * What the door needs of a booking: who, how many, when, how to reach them, what they asked (a larger party
 * too), where it stands and why it waits for staff.
 */
export const DOOR_READ_FIELDS = [
  'reference',
  'date',
  'time',
  'partySize',
  'requestedPartySize',
  'name',
  'phone',
  'notes',
  'status',
  'arrival',
  'requestReason',
  'language',
]

/** What door staff may change: whether the party came. */
export const DOOR_UPDATE_FIELDS = ['arrival']

const MEDIA_LIBRARY = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
]

const PUBLISH = 'plugin::content-manager.explorer.publish'
const IS_CREATOR = 'admin::is-creator'

/** What editors write: the site's content types (the public ones) and the newsletter's issues, as the admin names them. */
const contentSubjects = () => [...publicContentTypes, 'newsletter'].map(contentUid)

/**
 * Every content-manager action on the site's content types, all their fields, and both languages where a
 * type has them: what Strapi gives its Editor on every type, kept to these.
 */
const contentPermissions = async (strapi: Core.Strapi): Promise<Permission[]> => {
  const permissions = strapi.service('admin::permission') as unknown as AdminPermissions
  const contentTypes = strapi.service('admin::content-type') as unknown as AdminContentTypes
  const subjects = new Set(contentSubjects())
  const actions = permissions.actionProvider.values().filter((action) => action.section === 'contentTypes')
  const others = [...new Set(actions.flatMap((action) => action.subjects ?? []))].filter(
    (subject) => !subjects.has(subject),
  )
  const locales = ((await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>).map(
    (locale) => locale.code,
  )
  return contentTypes
    .getPermissionsWithNestedFields(actions, { restrictedSubjects: others })
    .map((permission) => {
      const action = actions.find((candidate) => candidate.actionId === permission.action)
      const localized = (
        strapi.contentTypes[permission.subject as keyof typeof strapi.contentTypes] as {
          pluginOptions?: { i18n?: { localized?: boolean } }
        }
      )?.pluginOptions?.i18n?.localized
      const takesLocales = localized && action?.options?.applyToProperties?.includes('locales')
      return takesLocales ? { ...permission, properties: { ...permission.properties, locales } } : permission
    })
}

/** The door's condition: only bookings at a venue that takes bookings online (none: no booking at all). */
const registerBookingVenueCondition = (strapi: Core.Strapi) => {
  const permissions = strapi.service('admin::permission') as unknown as AdminPermissions
  permissions.conditionProvider.register({
    displayName: 'Is at a venue that takes bookings online',
    name: BOOKING_VENUE_CONDITION.name,
    handler: async () => {
      const slugs = await bookingVenueSlugs(strapi)
      return slugs.length ? { venueSlug: { $in: slugs } } : false
    },
  })
}

export const ensureStaffRoles = async (strapi: Core.Strapi): Promise<void> => {
  registerBookingVenueCondition(strapi)
  const roles = strapi.service('admin::role') as unknown as AdminRoles
  const content = await contentPermissions(strapi)
  const media = MEDIA_LIBRARY.map((action) => ({ action }))

  const editor = await roles.findOne({ code: 'strapi-editor' })
  if (editor) await roles.assignPermissions(editor.id, [...content, ...media])

  const author = await roles.findOne({ code: 'strapi-author' })
  if (author) {
    const own = (permission: Permission) => ({ ...permission, conditions: [IS_CREATOR] })
    const authored = content.filter((permission) => permission.action !== PUBLISH).map(own)
    const authorMedia = media.map((permission) =>
      ['plugin::upload.read', 'plugin::upload.assets.update'].includes(permission.action)
        ? own(permission)
        : permission,
    )
    await roles.assignPermissions(author.id, [...authored, ...authorMedia])
  }

  const door =
    (await roles.findOne({ code: DOOR_STAFF_ROLE.code })) ??
    (await roles.create({
      ...DOOR_STAFF_ROLE,
      description:
        'Door staff see the bookings of the venues that take them online and mark who arrived; nothing else.',
    }))
  const atABookingVenue = [BOOKING_VENUE_CONDITION.id]
  await roles.assignPermissions(door.id, [
    {
      action: 'plugin::content-manager.explorer.read',
      subject: RESERVATION_UID,
      properties: { fields: DOOR_READ_FIELDS },
      conditions: atABookingVenue,
    },
    {
      action: 'plugin::content-manager.explorer.update',
      subject: RESERVATION_UID,
      properties: { fields: DOOR_UPDATE_FIELDS },
      conditions: atABookingVenue,
    },
  ])
}

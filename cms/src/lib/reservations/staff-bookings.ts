import type { Core } from '@strapi/strapi'
import { canonicalEmail, canonicalPhone, venueCountry } from '../../shared/guest-identity'
import { mailDomain } from './identity'
import { RESERVATION_UID } from './limits'

interface Write {
  params: { data?: Record<string, unknown>; where?: Record<string, unknown> }
}

/**
 * A booking staff make or change in the admin (a guest on the phone) gets its guest's identities like one
 * made online (docs/spec.md §11.5, §13.16): its canonical mailbox, phone and mail domain, which the limits
 * compare (and the door list's no-show counts, by mailbox). Only what the write leaves out is derived, so the
 * booking code's own keys stand.
 */
export const registerStaffBookings = (strapi: Core.Strapi): void => {
  const countryOf = async (venueSlug: unknown, where: Write['params']['where']) => {
    const slug =
      typeof venueSlug === 'string'
        ? venueSlug
        : (
            (await strapi.db.query(RESERVATION_UID).findOne({ where, select: ['venueSlug'] })) as {
              venueSlug?: string
            } | null
          )?.venueSlug
    const venue = slug
      ? ((await strapi.db.query('api::venue.venue').findOne({ where: { slug }, select: ['phone'] })) as {
          phone: string | null
        } | null)
      : null
    return venueCountry(venue?.phone)
  }
  const identify = async ({ params }: Write) => {
    const data = params.data
    if (!data) return
    if (typeof data.email === 'string' && data.emailKey === undefined) {
      data.emailKey = canonicalEmail(data.email)
      data.domainKey = mailDomain(data.email)
    }
    if (typeof data.phone === 'string' && data.phoneKey === undefined) {
      data.phoneKey = canonicalPhone(data.phone, await countryOf(data.venueSlug, params.where))
    }
  }
  strapi.db.lifecycles.subscribe({
    models: [RESERVATION_UID],
    beforeCreate: identify,
    beforeUpdate: identify,
  })
}

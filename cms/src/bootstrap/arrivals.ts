import type { Core } from '@strapi/strapi'
import { RESERVATION_UID } from '../lib/reservations/limits'

/**
 * Bookings marked at the door before `arrival` existed carried it in their status (`seated`, `no-show`):
 * they become the confirmed bookings they were, with the door's mark in `arrival`. Idempotent: once moved,
 * no row has those statuses.
 */
export const moveArrivalsOutOfStatus = async (strapi: Core.Strapi): Promise<void> => {
  const reservations = strapi.db.query(RESERVATION_UID)
  for (const [status, arrival] of [
    ['seated', 'arrived'],
    ['no-show', 'no-show'],
  ] as const) {
    const { count } = await reservations.updateMany({
      where: { status },
      data: { status: 'confirmed', arrival },
    })
    if (count) strapi.log.info(`[bootstrap] ${count} bookings marked ${status} now carry arrival ${arrival}`)
  }
}

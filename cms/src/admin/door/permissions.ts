/** Who sees the door list: whoever may read the bookings (door staff, administrators; never editors). */
export const DOOR_PERMISSIONS = [
  { action: 'plugin::content-manager.explorer.read', subject: 'api::reservation.reservation' },
]

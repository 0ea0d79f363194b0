/**
 * The public ways in: availability, booking and managing a booking (public + authenticated roles, through
 * the site's worker only) and the signed-in user's own list. Loaded before the core router (file name
 * order) so /reservations/availability and /reservations/mine are not taken for /reservations/:id.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/reservations/availability',
      handler: 'api::reservation.reservation.availability',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'GET',
      path: '/reservations/mine',
      handler: 'api::reservation.reservation.mine',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'POST',
      path: '/reservations',
      handler: 'api::reservation.reservation.book',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'POST',
      path: '/reservations/waiting',
      handler: 'api::reservation.reservation.waiting',
      config: { auth: false, policies: [], middlewares: [] },
    },
    {
      method: 'POST',
      path: '/reservations/confirm',
      handler: 'api::reservation.reservation.confirm',
      config: { auth: false, policies: [], middlewares: [] },
    },
    // A guest's own booking (docs/spec.md §13.12): by its link's token, or by reference for its account.
    ...(
      [
        ['/reservations/manage', 'manage'],
        ['/reservations/manage/party', 'changeParty'],
        ['/reservations/manage/cancel', 'cancel'],
      ] as const
    ).map(([path, action]) => ({
      method: 'POST',
      path,
      handler: `api::reservation.reservation.${action}`,
      config: { policies: [], middlewares: [] },
    })),
  ],
}

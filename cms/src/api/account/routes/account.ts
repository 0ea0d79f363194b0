/**
 * The site's worker only:
 * - `GET /api/accounts/key?identifier=`: which account an identifier names, so the site's sign-in throttle
 *   counts an account once whether it is named by username or e-mail;
 * - `PUT /api/accounts/me/name` (the user's token): the signed-in user's name.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/accounts/key',
      handler: 'api::account.account.key',
      config: { auth: false, policies: [], middlewares: [] },
    },
    {
      method: 'PUT',
      path: '/accounts/me/name',
      handler: 'api::account.account.rename',
      config: { policies: [], middlewares: [] },
    },
  ],
}

/**
 * `GET /api/accounts/key?identifier=` (the site's worker only): which account an identifier names, so the
 * site's sign-in throttle counts an account once whether it is named by username or e-mail.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/accounts/key',
      handler: 'api::account.account.key',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};

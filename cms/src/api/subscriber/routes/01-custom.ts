/**
 * The newsletter's double opt-in (docs/spec.md §14.8), for the site's worker only (the gate names them so,
 * cms/src/lib/gate/routes.ts): mail the confirmation link (nothing stored), store a subscriber once the link
 * was opened, and unsubscribe by a mail's link.
 */
const workerOnly = { policies: [], middlewares: [] }

export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter/confirmation-mail',
      handler: 'api::subscriber.subscriber.confirmationMail',
      config: workerOnly,
    },
    {
      method: 'POST',
      path: '/newsletter/subscribers',
      handler: 'api::subscriber.subscriber.subscribe',
      config: workerOnly,
    },
    {
      method: 'POST',
      path: '/newsletter/unsubscribe',
      handler: 'api::subscriber.subscriber.unsubscribe',
      config: workerOnly,
    },
  ],
}

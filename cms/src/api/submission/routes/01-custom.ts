/** POST /api/submissions: the validated form endpoint (contact, demo, licensing, brand), for the site's worker only. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/submissions',
      handler: 'api::submission.submission.submit',
      config: { policies: [], middlewares: [] },
    },
  ],
}

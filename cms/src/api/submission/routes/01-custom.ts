/** POST /api/submissions: the validated public form endpoint (contact, demo, licensing, brand). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/submissions',
      handler: 'api::submission.submission.submit',
      config: { policies: [], middlewares: [] },
    },
  ],
};

import { factories } from '@strapi/strapi'

// Staff only (admin panel or a full-access API token). POST /submissions is the custom `submit` route.
export default factories.createCoreRouter('api::submission.submission', {
  only: ['find', 'findOne', 'update', 'delete'],
})

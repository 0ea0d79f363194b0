import { factories } from '@strapi/strapi'

// Staff only (admin panel or a full-access API token). The site's worker uses the custom routes.
export default factories.createCoreRouter('api::subscriber.subscriber', {
  only: ['find', 'findOne', 'delete'],
})

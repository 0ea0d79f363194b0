import { factories } from '@strapi/strapi'

// Staff only (admin panel or a full-access API token): never granted to the public/authenticated roles.
// POST /reservations is the validated custom `book` route (01-custom.ts), not the generic create.
export default factories.createCoreRouter('api::reservation.reservation', {
  only: ['find', 'findOne', 'update', 'delete'],
})

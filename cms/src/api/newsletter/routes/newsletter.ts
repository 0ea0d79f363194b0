import { factories } from '@strapi/strapi'

// Staff only (admin panel or a full-access API token). Publishing mails nobody: editors send an issue from
// the admin (src/lib/newsletter-issues.ts).
export default factories.createCoreRouter('api::newsletter.newsletter')

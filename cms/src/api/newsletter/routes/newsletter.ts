import { factories } from '@strapi/strapi';

// Staff only (admin panel or a full-access API token): publishing an issue mails it (src/lib/newsletter.ts).
export default factories.createCoreRouter('api::newsletter.newsletter');

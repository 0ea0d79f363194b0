import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The admin panel is off unless CMS_ADMIN=true (it then needs `strapi build` for its bundle).
  serveAdminPanel: env.bool('CMS_ADMIN', false),
  autoOpen: false,
  auth: {
    secret: env('ADMIN_JWT_SECRET', ''),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', ''),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', ''),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', ''),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;

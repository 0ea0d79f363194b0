import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public origin of the CMS (used in absolute links such as the social-login redirect).
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS', []),
  },
  // Where uploads live (`<public>/uploads`). The launcher points it into the data directory so a
  // throw-away test database gets throw-away uploads.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: false },
  },
  cron: { enabled: false },
});

export default config;

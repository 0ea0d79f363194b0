import type { Core } from '@strapi/strapi'
import { previewUrl } from '../src/lib/preview'

/** Where the request asking for a preview comes from: its administrator's abilities (RBAC). */
const requestAbility = () =>
  (
    strapi.requestContext.get() as
      | { state?: { userAbility?: { can(action: string, subject: string): boolean } } }
      | undefined
  )?.state?.userAbility

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
  // "Open preview" beside the editor (docs/spec.md §16.13): the site, in its draft mode, from a signed link.
  // The admin may frame the site's origin (its frame-src); the site lets the admin frame it in draft mode only.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(env('SITE_URL', 'http://127.0.0.1:8787')).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string }) =>
        previewUrl(uid, params, requestAbility()),
    },
  },
})

export default config

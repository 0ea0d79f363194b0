import type { Core } from '@strapi/strapi'
import { bodyParseError } from '../src/lib/gate/bodies'

/**
 * Origins whose browsers may call the CMS (CORS): the site's own origin (SITE_URL) and any listed in
 * CORS_ORIGINS. Every other origin gets no CORS grant, so no other site can make its visitors'
 * browsers talk to the CMS. A value that is not an http(s) origin stops the start: a typo must not
 * silently open or close the CMS.
 */
const allowedOrigins = (env: Core.Config.Shared.ConfigParams['env']): string[] => {
  const listed = [env('SITE_URL', 'http://127.0.0.1:8787'), ...env.array('CORS_ORIGINS', [])]
  return [
    ...new Set(
      listed.map((value) => {
        const url = URL.canParse(value) ? new URL(value) : null
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
          throw new Error(`SITE_URL / CORS_ORIGINS: "${value}" is not an http(s) origin`)
        }
        return url.origin
      }),
    ),
  ]
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // Before anything reads the request: one canonical path, and only the routes named for their caller
  // (public content, the worker by its secret, the admin with its panel on): src/middlewares/gate.ts.
  'global::gate',
  // The uploads folder's answers are files, never pages, whatever reached it: src/middlewares/uploads.ts.
  'global::uploads',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: { origin: allowedOrigins(env) },
  },
  // Before the router: the visitor's address from the worker replaces the worker's (see the file).
  'global::worker-channel',
  // No `strapi::poweredBy`: answers say nothing of what serves them.
  'strapi::query',
  // A body its parser cannot read is a 4xx, never a 500 (the gate allowed only its type already).
  { name: 'strapi::body', config: { onError: bodyParseError } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
]

export default config

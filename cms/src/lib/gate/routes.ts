import type { Core } from '@strapi/strapi'
import type { ContentType } from '../../shared/content-reads'
import { isSingleType, PUBLIC_CONTENT_TYPES, publicContentTypes } from '../../shared/content-types'
import type { ContentRoute } from './queries'

/**
 * Who may reach each of Strapi's routes (docs/spec.md §18.9, §18.11, cms/README.md "Access"). The gate allows
 * what this module names and refuses everything else:
 * - `public`: the health check, for anyone;
 * - `content`: the site's reads of published content (`find`/`findOne` of the public types), by the worker's
 *   secret and only in the shapes the site sends them (queries.ts);
 * - `media`: the uploads folder, for the worker (its secret), and for anyone while the admin panel is on (its
 *   media library shows the files from there);
 * - `worker`: the site's worker only, by its secret (accounts, bookings, forms, the social sign-in's steps,
 *   and the staff tools that also need a full-access API token);
 * - `admin`: the admin panel and its API (Strapi's own and every plugin's admin routes), only with the panel
 *   on (`CMS_ADMIN=true`);
 * - `closed`: named so that nobody wonders, and refused like everything unnamed.
 * A route this module does not name is refused too, and `tests/cms/gate.test.ts` fails until it is named
 * (the report below lists every route Strapi registered): a new plugin or content type is decided on, not
 * opened by default.
 */
export type Audience = 'public' | 'content' | 'media' | 'worker' | 'admin' | 'closed'

/** A route as the router holds it: its methods and its path template (prefix included). */
interface Layer {
  path: string
  methods: string[]
}

/**
 * Routes registered outside the content and admin APIs, whatever the method: the server's health check, the
 * upload plugin's files, the admin panel's files (with the panel on), and `strapi::public`'s two (`/`
 * redirects to the panel; the other serves `public/`, where the CMS keeps nothing but uploads).
 */
const SERVER_ROUTES: Record<string, Audience> = {
  '/_health': 'public',
  '/uploads/(.*)': 'media',
  '/admin/:path*': 'admin',
  '/': 'closed',
  '/((?!uploads/).+)': 'closed',
}

/**
 * Catch-alls that serve files: a path they match belongs to the route matched beside them, when there is
 * one (`strapi::public`'s answers only after every other route passed, koa-static's `defer`; the panel's
 * files stand before the admin API, which they leave to it).
 */
export const FALLBACK_ROUTES = new Set(['/((?!uploads/).+)', '/admin/:path*'])

/**
 * The content API's plugin routes the site never uses, each with what is under it (the routes named above
 * excepted): accounts' sessions, users and roles, the locales, the schema, mail, and the upload plugin's
 * lists. Staff reach these through the admin panel's own routes.
 */
const CLOSED_PREFIXES = [
  '/api/auth/sessions',
  '/api/content-type-builder',
  '/api/email',
  '/api/i18n',
  '/api/upload/files',
  '/api/users-permissions',
  '/api/users',
]

/** The content API's routes the site's worker calls (src/server), each with the worker's secret. */
const WORKER_ROUTES = [
  'POST /api/auth/local',
  'POST /api/auth/local/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'POST /api/auth/send-email-confirmation',
  'GET /api/auth/email-confirmation',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/auth/:provider/callback',
  'GET /api/connect/(.*)',
  'GET /api/users/me',
  'GET /api/accounts/key',
  'PUT /api/accounts/me/name',
  'GET /api/reservations/availability',
  'GET /api/reservations/mine',
  'POST /api/reservations',
  'POST /api/reservations/waiting',
  'POST /api/reservations/confirm',
  'POST /api/reservations/manage',
  'POST /api/reservations/manage/party',
  'POST /api/reservations/manage/cancel',
  'POST /api/submissions',
  // The newsletter's double opt-in (docs/spec.md §14.8).
  'POST /api/newsletter/confirmation-mail',
  'POST /api/newsletter/subscribers',
  'POST /api/newsletter/unsubscribe',
]

/**
 * Staff tools on the content API: they need a full-access API token (Strapi checks it) and come through the
 * private network like the worker (its secret): content written by scripts, bookings and submissions read
 * and changed, the newsletter's subscribers and issues, uploads, an account looked up.
 */
const STAFF_TOOL_ROUTES = (strapi: Core.Strapi): string[] => {
  const collections = ['reservation', 'submission'].flatMap((name) => {
    const plural = pluralOf(strapi, name)
    return [
      `GET /api/${plural}`,
      `GET /api/${plural}/:id`,
      `PUT /api/${plural}/:id`,
      `DELETE /api/${plural}/:id`,
    ]
  })
  const content = publicContentTypes.flatMap((name) =>
    isSingle(strapi, name)
      ? [`PUT /api/${name}`, `DELETE /api/${name}`]
      : [
          `POST /api/${pluralOf(strapi, name)}`,
          `PUT /api/${pluralOf(strapi, name)}/:id`,
          `DELETE /api/${pluralOf(strapi, name)}/:id`,
        ],
  )
  // The newsletter: its subscribers read and removed, its issues written (sending is the admin's, not a write).
  const subscribers = pluralOf(strapi, 'subscriber')
  const newsletters = pluralOf(strapi, 'newsletter')
  const newsletter = [
    `GET /api/${subscribers}`,
    `GET /api/${subscribers}/:id`,
    `DELETE /api/${subscribers}/:id`,
    `GET /api/${newsletters}`,
    `GET /api/${newsletters}/:id`,
    `POST /api/${newsletters}`,
    `PUT /api/${newsletters}/:id`,
    `DELETE /api/${newsletters}/:id`,
  ]
  return [
    ...collections,
    ...content,
    ...newsletter,
    'POST /api/upload',
    'GET /api/upload/files/:id',
    'GET /api/users',
  ]
}

/** The site's reads of public content, by route: which type, and whether one entry (findOne, a single type). */
const contentReads = (strapi: Core.Strapi): Map<string, ContentRoute> => {
  const reads = new Map<string, ContentRoute>()
  for (const name of publicContentTypes) {
    const single = isSingle(strapi, name)
    const type: ContentType = PUBLIC_CONTENT_TYPES[name].path
    // The one list (shared/content-types.ts) names the path the site reads; Strapi's schema must agree, or
    // the site would read one path and the gate open another.
    if (single !== isSingleType(name) || type !== (single ? name : pluralOf(strapi, name)))
      throw new Error(`[gate] shared/content-types.ts and Strapi's schema disagree on ${name}`)
    if (single) reads.set(`GET /api/${type}`, { type, one: true })
    else {
      reads.set(`GET /api/${type}`, { type, one: false })
      reads.set(`GET /api/${type}/:id`, { type, one: true })
    }
  }
  for (const [key, read] of [...reads]) reads.set(`HEAD ${key.slice(4)}`, read)
  return reads
}

const contentType = (strapi: Core.Strapi, name: string) => {
  const type = strapi.contentTypes[`api::${name}.${name}` as keyof typeof strapi.contentTypes]
  if (!type) throw new Error(`[gate] no content type api::${name}.${name}`)
  return type
}
const pluralOf = (strapi: Core.Strapi, name: string): string => contentType(strapi, name).info.pluralName
const isSingle = (strapi: Core.Strapi, name: string): boolean =>
  contentType(strapi, name).kind === 'singleType'

/** A route's keys, one per method (Strapi's router answers `HEAD` wherever it answers `GET`). */
const keysOf = (layer: Layer): string[] => layer.methods.map((method) => `${method} ${layer.path}`)

/**
 * The audience of every route Strapi has registered, by `METHOD /path/template`. Built once the server is
 * listening (the admin API's routes are known only then); an admin route is one of the admin API's router.
 */
export const routeAudiences = (
  strapi: Core.Strapi,
): { audiences: Map<string, Audience>; reads: Map<string, ContentRoute> } => {
  const audiences = new Map<string, Audience>()
  const reads = contentReads(strapi)
  for (const key of reads.keys()) audiences.set(key, 'content')
  for (const layer of strapi.server.api('admin').listRoutes() as Layer[]) {
    for (const key of keysOf(layer)) audiences.set(key, 'admin')
  }
  const named: Array<[string[], Audience]> = [
    [WORKER_ROUTES, 'worker'],
    [STAFF_TOOL_ROUTES(strapi), 'worker'],
  ]
  for (const [keys, audience] of named) {
    for (const key of keys) {
      audiences.set(key, audience)
      if (key.startsWith('GET ')) audiences.set(`HEAD ${key.slice(4)}`, audience)
    }
  }
  for (const layer of strapi.server.listRoutes() as Layer[]) {
    const server = SERVER_ROUTES[layer.path]
    const closed = CLOSED_PREFIXES.some(
      (prefix) => layer.path === prefix || layer.path.startsWith(`${prefix}/`),
    )
    for (const key of keysOf(layer)) {
      if (server) audiences.set(key, server)
      else if (closed && !audiences.has(key)) audiences.set(key, 'closed')
    }
  }
  return { audiences, reads }
}

/** Every route the server holds, with its audience or `unnamed` (what the gate test reads). */
export const routeReport = (strapi: Core.Strapi, audiences: Map<string, Audience>) =>
  (strapi.server.listRoutes() as Layer[]).flatMap((layer) =>
    keysOf(layer).map((key) => ({ route: key, audience: audiences.get(key) ?? 'unnamed' })),
  )

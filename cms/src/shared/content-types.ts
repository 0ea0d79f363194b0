/**
 * The content types, once, for both sides: what the public may read, and what it never sees.
 * Everything that names them derives from here — the worker's cache tags (src/server/content/tags.server.ts:
 * what a publish invalidates), the CMS's purge webhook (cms/src/lib/purge.ts: which changes it reports), the
 * public role's permissions (cms/src/bootstrap/permissions.ts), the gate's content routes
 * (cms/src/lib/gate/routes.ts) and the site's reads (content-reads.ts, keyed by the paths below). A type
 * added here reaches all of them; tests/unit/content-types.test.ts holds them, and Strapi's own schemas, to
 * this list. Like booking-rules.ts: no imports, and code both tsconfigs compile.
 */

/**
 * The types whose published entries anyone may read, by Strapi's singular name (the admin uid's
 * `api::{name}.{name}`, and what the purge webhook calls the model): the path of their content API
 * (`/api/{path}`: a collection's plural, a single type's own name) and whether it is a single type.
 */
export const PUBLIC_CONTENT_TYPES = {
  venue: { path: 'venues' },
  event: { path: 'events' },
  article: { path: 'articles' },
  mix: { path: 'mixes' },
  album: { path: 'albums' },
  playlist: { path: 'playlists' },
  memory: { path: 'memories' },
  page: { path: 'pages' },
  home: { path: 'home', single: true },
  radio: { path: 'radio', single: true },
} as const satisfies Record<string, PublicContentTypeEntry>

interface PublicContentTypeEntry {
  readonly path: string
  readonly single?: true
}

export type PublicContentType = keyof typeof PUBLIC_CONTENT_TYPES
/** A public type's content API path (`events`, `home`, …): what the site's reads and tags name it by. */
export type ContentPath = (typeof PUBLIC_CONTENT_TYPES)[PublicContentType]['path']

/**
 * The types the public never sees: written only through their own validated routes and read by staff alone,
 * so no role of the public is granted them and a change to one purges nothing.
 */
export const PRIVATE_CONTENT_TYPES = ['reservation', 'submission', 'subscriber', 'newsletter'] as const

/** The public types' singular names, in the list's order. */
export const publicContentTypes = Object.keys(PUBLIC_CONTENT_TYPES) as PublicContentType[]

export const isPublicContentType = (name: string): name is PublicContentType =>
  Object.hasOwn(PUBLIC_CONTENT_TYPES, name)

/** A type's admin uid (`api::event.event`): how Strapi's document service names it. */
export const contentUid = (name: string): string => `api::${name}.${name}`

const entryOf = (name: PublicContentType): PublicContentTypeEntry => PUBLIC_CONTENT_TYPES[name]

/** Whether a public type is a single type (read whole, one entry: `/api/home`). */
export const isSingleType = (name: PublicContentType): boolean => entryOf(name).single === true

/** Whether a content API path is a single type's. */
export const isSingleContentPath = (path: string): boolean =>
  publicContentTypes.some((name) => entryOf(name).path === path && isSingleType(name))

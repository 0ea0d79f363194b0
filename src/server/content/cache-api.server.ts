/**
 * The location's Workers Cache API (`caches.default`), where the platform has one: pages (pages.server.ts)
 * and media files (media.server.ts) are kept there. Absent outside Workers.
 */
export const edgeCache = (): Cache | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default

/**
 * Paths that stay on the site (docs/spec.md §8.3). A path with several leading slashes or backslashes
 * (`//evil.example`, `/\evil.example`) would be read by browsers as another host, so `onSite` reduces
 * them to one slash; redirects and absolute URLs are built through it.
 */
export const onSite = (path: string) => `/${path.replace(/^[\\/]+/, '')}`

/**
 * A place to come back to that someone else typed (`?redirect=`): accepted only when it already is a
 * plain same-site path (docs/spec.md §8.4), else undefined.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined
  // Backslashes and control characters let some browsers read the path as another host.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return undefined
  return value
}

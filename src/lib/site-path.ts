/**
 * Paths that stay on the site (docs/spec.md §8.3). A path with several leading slashes or backslashes
 * (`//evil.example`, `/\evil.example`) would be read by browsers as another host, so `onSite` reduces
 * them to one slash; redirects and absolute URLs are built through it.
 */
export const onSite = (path: string) => printable(`/${path.replace(/^[\\/]+/, '')}`)

/**
 * A path as a `Location` header can carry it: every character outside printable ASCII (controls, DEL,
 * spaces, letters of other scripts) percent-encoded, so no client refuses the answer or reads it otherwise.
 */
const printable = (path: string) =>
  path.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char)
    } catch {
      return '' // a lone surrogate: not a character, dropped
    }
  })

/**
 * A place to come back to that someone else typed (`?redirect=`): accepted only when it already is a
 * plain same-site path (docs/spec.md §8.4), else undefined.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined
  // Backslashes and control characters let some browsers read the path as another host.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return undefined
  return value
}

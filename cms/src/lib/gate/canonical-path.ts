/**
 * The one spelling of a request path every gate decides on (docs/spec.md §18.9). A path reaches the CMS in
 * many spellings that its router and its static file servers treat as one: `/Admin/init` (the router folds
 * case), `/admin//init`, `/admin/./init`, `/admin/init/` (the router ignores a trailing slash),
 * `/%61dmin/init` (the file servers decode). A gate that compares the raw path with `/admin` lets all of them
 * past, so the gate rewrites the request to this form first and then asks the router which route it names.
 *
 * Percent-encoding is decoded once; what still holds a `%` afterwards was encoded twice and is refused, as
 * are NUL, backslashes and anything that is not a path. Dot segments and empty segments go, and so does a
 * trailing slash (the root keeps its one slash). Case is kept: the router folds it by itself, and upload
 * names are case-sensitive on disk.
 */
export const canonicalPath = (raw: string): string | undefined => {
  if (!raw.startsWith('/')) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (/[%\\\0]/.test(decoded)) return undefined
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      segments.pop()
      continue
    }
    segments.push(segment)
  }
  return `/${segments.join('/')}`
}

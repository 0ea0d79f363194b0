import { isInlineMedia, MEDIA_CSP } from '../shared/media'

interface KoaContext {
  path: string
  type: string
  status: number
  set(field: string, value: string): void
}

const UPLOADS = '/uploads/'

/**
 * The CMS's own uploads folder serves files, never pages (docs/spec.md §18.8), on an origin that also serves
 * the admin panel (whose scripts come from `'self'`): only pictures, sound and video are served as their type;
 * anything else that reached the folder is a download (`application/octet-stream`, `attachment`); every
 * answer is sandboxed (MEDIA_CSP: a file opened in a tab runs nothing and is not of the CMS's origin) and
 * `nosniff`. Set after the file server answered, over the admin's own policy. The gate rewrote the path to its
 * one spelling first; the router matched it without regard to case, so neither does this.
 */
export default () => async (ctx: KoaContext, next: () => Promise<void>) => {
  if (!ctx.path.toLowerCase().startsWith(UPLOADS)) return next()
  await next()
  ctx.set('X-Content-Type-Options', 'nosniff')
  ctx.set('Content-Security-Policy', MEDIA_CSP)
  if (ctx.status >= 200 && ctx.status < 300 && !isInlineMedia(ctx.type)) {
    ctx.type = 'application/octet-stream'
    ctx.set('Content-Disposition', 'attachment')
  }
}

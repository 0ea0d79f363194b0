import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { INLINE_SCRIPTS, previewReloadScript } from '../../app/inline-scripts'
import { type AppEnv, siteOrigin } from '../../config'
import { supabaseOrigin } from '../auth/supabase.server'
import { botCheckSiteKey, TURNSTILE_ORIGIN } from '../limits/turnstile.server'
import { adminOrigin } from '../preview.server'

declare module 'hono' {
  interface ContextVariableMap {
    inlineScriptSources: string
  }
}

const sha256Source = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/** Turnstile's script and frame, only when the bot check is on (docs/spec.md §11.10, §18.1). */
const turnstileSource = (c: Context<AppEnv>) => (botCheckSiteKey(c.env) ? TURNSTILE_ORIGIN : undefined)

/** A source, or one that depends on the request's configuration (absent when it is not configured). */
type Source = string | ((c: Context<AppEnv>) => string | undefined)

/** A directive's sources for this request: the configured ones, each once. */
const sources = (...list: Source[]) => [
  (c: Context<AppEnv>) =>
    [...new Set(list.map((source) => (typeof source === 'string' ? source : source(c))))]
      .filter(Boolean)
      .join(' '),
]

/** The site's own inline scripts never change within a build: hashed once per isolate. */
let inlineScriptSources: Promise<string> | undefined
/** Draft mode's one more (the admin's "saved" message reloads the preview, docs/spec.md §16.13). */
let previewScriptSource: Promise<string> | undefined

/** The build's scripts (`/_app/assets/`), at the site's configured origin (never the Host). */
const scriptFolder = (c: Context<AppEnv>) => `${siteOrigin(c.env)}/_app/assets/`

const headers = secureHeaders({
  // An answer that brings its own policy keeps it: media files are sandboxed (server/media.server.ts).
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // No nonce: inline scripts are allowed by hash, so a page is the same bytes for every visitor. Script
    // files come from the build's folder only: not 'self', under which a file uploaded to /media/ would
    // run as the site (docs/spec.md §18.8).
    scriptSrc: sources(scriptFolder, (c) => c.get('inlineScriptSources'), turnstileSource),
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Media come from the site's own /media/ (docs/spec.md §18.8): no CMS or object-store origin.
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: sources("'self'", (c) => supabaseOrigin(c.env)),
    fontSrc: ["'self'"],
    frameSrc: sources("'self'", turnstileSource),
    formAction: ["'self'"],
    // Nobody frames the site, except the CMS's admin a page in draft mode (its preview, docs/spec.md §18.10).
    frameAncestors: sources((c) => (c.get('draftMode') ? adminOrigin(c.env) : "'none'")),
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
  // Headers no browser in use reads any more, left out: every header is paid for on every answer, a page
  // from memory included (docs/decisions/018-headers-that-count.md). `frame-ancestors 'none'` above is what
  // X-Frame-Options was (and stricter than its SAMEORIGIN); X-XSS-Protection, X-Download-Options and
  // X-Permitted-Cross-Domain-Policies addressed filters, IE 8 and Flash; DNS prefetch is not a risk.
  xFrameOptions: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    autoplay: ['self'],
    fullscreen: ['self'],
  },
})

/**
 * Security headers on every answer (docs/spec.md §18.1): a strict CSP without `unsafe-inline` for scripts
 * (the inline ones are allowed by their hashes); media only from the site itself (`/media/`);
 * Turnstile's origin is allowed only when the bot check is configured; framing by the CMS's admin only in
 * draft mode (decided before this runs: server/preview.server.ts).
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  inlineScriptSources ??= Promise.all(INLINE_SCRIPTS.map(sha256Source)).then((sources) => sources.join(' '))
  const everyPage = await inlineScriptSources
  if (c.get('draftMode')) {
    previewScriptSource ??= sha256Source(previewReloadScript)
    c.set('inlineScriptSources', `${everyPage} ${await previewScriptSource}`)
  } else {
    c.set('inlineScriptSources', everyPage)
  }
  return headers(c, next)
}

import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { INLINE_SCRIPTS, previewReloadScript } from '../../app/inline-scripts'
import { type AppEnv, siteOrigin } from '../../config'
import { supabaseOrigin } from '../auth/supabase.server'
import { botCheckSiteKey, TURNSTILE_ORIGIN } from '../limits/turnstile.server'
import { adminOrigin } from '../preview.server'

const sha256Source = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/** The configuration a page's policy depends on; the same for every request of a deploy, draft mode aside. */
interface PolicyInputs {
  /** The build's scripts (`/_app/assets/`), at the site's configured origin (never the Host). */
  scriptFolder: string
  /** The hashes of the inline scripts every page may run (and draft mode's one more). */
  inlineScripts: string
  /** Turnstile's script and frame, only when the bot check is on (docs/spec.md §11.10, §18.1). */
  turnstile: string | undefined
  supabase: string | undefined
  /** Who may frame the page: nobody, except the CMS's admin a page in draft mode (docs/spec.md §18.10). */
  frameAncestors: string
}

/** A directive's sources: the configured ones, each once. */
const sources = (...list: (string | undefined)[]) => [[...new Set(list)].filter(Boolean).join(' ')]

/** The site's own inline scripts never change within a build: hashed once per isolate. */
let inlineScriptSources: Promise<string> | undefined
/** Draft mode's one more (the admin's "saved" message reloads the preview, docs/spec.md §16.13). */
let previewScriptSource: Promise<string> | undefined

/**
 * Hono's secure headers for one configuration, every value known: it makes the header list once, and a
 * request only sets it (the policy was built per request, a twentieth of a page's render).
 */
const headersFor = (inputs: PolicyInputs) =>
  secureHeaders({
    // An answer that brings its own policy keeps it: media files are sandboxed (server/media.server.ts).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No nonce: inline scripts are allowed by hash, so a page is the same bytes for every visitor. Script
      // files come from the build's folder only: not 'self', under which a file uploaded to /media/ would
      // run as the site (docs/spec.md §18.8).
      scriptSrc: sources(inputs.scriptFolder, inputs.inlineScripts, inputs.turnstile),
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Media come from the site's own /media/ (docs/spec.md §18.8): no CMS or object-store origin.
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: sources("'self'", inputs.supabase),
      fontSrc: ["'self'"],
      frameSrc: sources("'self'", inputs.turnstile),
      formAction: ["'self'"],
      frameAncestors: [inputs.frameAncestors],
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

/** Hono's middleware per configuration (a handful at most: draft mode or not, per deployed configuration). */
const policies = new Map<string, MiddlewareHandler>()

/**
 * Security headers on every answer (docs/spec.md §18.1): a strict CSP without `unsafe-inline` for scripts
 * (the inline ones are allowed by their hashes); media only from the site itself (`/media/`);
 * Turnstile's origin is allowed only when the bot check is configured; framing by the CMS's admin only in
 * draft mode (decided before this runs: server/preview.server.ts).
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  inlineScriptSources ??= Promise.all(INLINE_SCRIPTS.map(sha256Source)).then((sources) => sources.join(' '))
  const draft = c.get('draftMode') === true
  if (draft) previewScriptSource ??= sha256Source(previewReloadScript)
  const inputs: PolicyInputs = {
    scriptFolder: `${siteOrigin(c.env)}/_app/assets/`,
    inlineScripts: draft
      ? `${await inlineScriptSources} ${await previewScriptSource}`
      : await inlineScriptSources,
    turnstile: botCheckSiteKey(c.env) ? TURNSTILE_ORIGIN : undefined,
    supabase: supabaseOrigin(c.env),
    frameAncestors: draft ? adminOrigin(c.env) : "'none'",
  }
  const key = JSON.stringify(inputs)
  let policy = policies.get(key)
  if (!policy) {
    policy = headersFor(inputs)
    policies.set(key, policy)
  }
  return policy(c, next)
}

import type { Context } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../../config'
import { supabaseOrigin } from '../auth/supabase-session.server'

const cmsOrigin = (c: Context<AppEnv>) => {
  try {
    return new URL(c.env.CMS_URL).origin
  } catch {
    return "'self'"
  }
}

/**
 * Security headers on every answer. Inline scripts (the colour-mode script, React's streaming scripts)
 * carry the per-request nonce; media may come from the CMS, whose origin is configuration.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', cmsOrigin],
      mediaSrc: ["'self'", 'blob:', cmsOrigin],
      connectSrc: ["'self'", (c: Context<AppEnv>) => supabaseOrigin(c.env) ?? "'self'"],
      fontSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
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

import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { ALLOWED_UPLOAD_TYPES } from '../src/lib/media-types'

// Compiled to dist/config/plugins.js: the project root is two levels up.
const projectRoot = path.resolve(__dirname, '..', '..')

const emailConfig = (env: Core.Config.Shared.ConfigParams['env']) => {
  const settings = {
    defaultFrom: env('MAIL_FROM', 'Solera <no-reply@solera.example>'),
    defaultReplyTo: env('MAIL_REPLY_TO', 'hello@solera.example'),
  }
  if (env('MAIL_PROVIDER', 'outbox') === 'nodemailer') {
    return {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', 'localhost'),
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        auth: env('SMTP_USERNAME', '')
          ? { user: env('SMTP_USERNAME', ''), pass: env('SMTP_PASSWORD', '') }
          : undefined,
      },
      settings,
    }
  }
  return {
    // providers/email-outbox, installed into node_modules by its file: dependency.
    provider: 'strapi-provider-email-outbox',
    providerOptions: {
      file: path.resolve(projectRoot, env('MAIL_OUTBOX', '.tmp/outbox.jsonl')),
    },
    settings,
  }
}

/**
 * 'refresh' (default): short-lived access tokens plus refresh tokens held in sessions that sign-out and
 * password changes end (see src/lib/sessions.ts). 'legacy-support': Strapi's long-lived stateless JWTs
 * (JWT_EXPIRES_IN), which survive sign-out; only for clients that cannot refresh.
 */
const jwtManagement = (env: Core.Config.Shared.ConfigParams['env']): 'refresh' | 'legacy-support' => {
  const mode = env('JWT_MANAGEMENT', 'refresh')
  if (mode !== 'refresh' && mode !== 'legacy-support') {
    throw new Error(`JWT_MANAGEMENT must be refresh or legacy-support, not "${mode}"`)
  }
  return mode
}

/**
 * Where uploads go. Default: `public/uploads` on this machine (one process). `UPLOAD_PROVIDER=s3`: an
 * S3-compatible object store — Cloudflare R2 in production (endpoint `https://<account>.r2.cloudflarestorage.com`,
 * region `auto`, path style) — so several CMS replicas share one store and keep nothing on local disk.
 * Files are then served from `S3_PUBLIC_URL` (the bucket's public URL or custom domain), which is the
 * worker's MEDIA_ORIGIN: browsers get them from the site's /media/ (cms/README.md, Deploying).
 */
const uploadConfig = (env: Core.Config.Shared.ConfigParams['env']) => {
  const common = {
    sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 50 * 1024 * 1024),
    breakpoints: { large: 1000, medium: 750, small: 500 },
    // Media only (src/extensions/upload checks every file's bytes too): no SVG, HTML, scripts or documents.
    security: { allowedTypes: ALLOWED_UPLOAD_TYPES },
  }
  if (env('UPLOAD_PROVIDER', 'local') !== 's3') {
    // Uploaded file names carry a hash, so browsers and the edge may keep them (default 7 days).
    return {
      ...common,
      providerOptions: { localServer: { maxage: env.int('UPLOADS_MAX_AGE_MS', 7 * 24 * 3600 * 1000) } },
    }
  }
  return {
    ...common,
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env('S3_PUBLIC_URL', ''),
      rootPath: env('S3_ROOT_PATH', 'uploads'),
      s3Options: {
        credentials: {
          accessKeyId: env('S3_ACCESS_KEY_ID', ''),
          secretAccessKey: env('S3_SECRET_ACCESS_KEY', ''),
        },
        endpoint: env('S3_ENDPOINT', ''),
        region: env('S3_REGION', 'auto'),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', true),
        params: { Bucket: env('S3_BUCKET', ''), CacheControl: 'public, max-age=31536000, immutable' },
      },
    },
  }
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', ''),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      jwtManagement: jwtManagement(env),
      // The sign-up's name (src/extensions/users-permissions, which also makes each account's username).
      register: { allowedFields: ['name'] },
      // Seconds. Refresh tokens are answered in the body (the worker keeps them in its own cookie).
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 10 * 60),
        idleRefreshTokenLifespan: env.int('REFRESH_TOKEN_IDLE_LIFESPAN', 14 * 24 * 3600),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_LIFESPAN', 30 * 24 * 3600),
        httpOnly: false,
      },
      ratelimit: {
        enabled: env.bool('AUTH_RATELIMIT', true),
        interval: env.int('AUTH_RATELIMIT_INTERVAL', 60000),
        max: env.int('AUTH_RATELIMIT_MAX', 10),
      },
    },
  },
  email: {
    config: emailConfig(env),
  },
  upload: {
    config: uploadConfig(env),
  },
  i18n: {
    enabled: true,
  },
})

export default config

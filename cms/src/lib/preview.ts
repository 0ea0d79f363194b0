import crypto from 'node:crypto'
import { isPreviewable, PREVIEWABLE } from '../shared/previewable'
import { clock } from './clock'
import { configuredWorkerSecret } from './worker-secret'

/**
 * "Open preview" in the admin (Strapi 5 Preview, config/admin.ts; docs/spec.md §16.13): the admin asks this
 * handler for the address of a document's draft and shows it beside the editor. The address is the site's
 * `/_app/preview` with the document, its language and an expiry, signed: the site enters its draft mode only
 * from such a link, so nobody reaches drafts by guessing an address. The key is derived from the worker's
 * secret, which the CMS and the worker already share (CMS_WORKER_SECRET on both sides): no other secret to
 * configure, and a key that is never sent anywhere itself.
 */

/** How long a preview link opens the site's draft mode: the admin asks for a fresh one each time it shows one. */
export const PREVIEW_LINK_SECONDS = 10 * 60

/** What the key is derived for: the site derives the same (src/server/preview.server.ts). */
export const PREVIEW_KEY_LABEL = 'solera preview links v1'

const LOCALES = new Set(['en', 'es'])

/** The text a link's signature covers: every value the site acts on. */
export const previewText = (type: string, documentId: string, locale: string, expires: number) =>
  `${type}\n${documentId}\n${locale}\n${expires}`

const siteOrigin = () => new URL(process.env.SITE_URL || 'http://127.0.0.1:8787').origin

interface Ability {
  can(action: string, subject: string): boolean
}

/**
 * The signed link to a document's draft on the site, or null (the admin then offers no preview): a type the
 * site does not show, a published version asked for (the site itself shows that), an administrator who may
 * not read that type (door staff), or no worker secret to sign with.
 */
export const previewUrl = (
  uid: string,
  params: { documentId?: string; locale?: string | null; status?: string },
  ability: Ability | undefined,
  now = clock.now(),
): string | null => {
  const secret = configuredWorkerSecret()
  if (!secret || !isPreviewable(uid) || params.status === 'published' || !params.documentId) return null
  if (!ability?.can('plugin::content-manager.explorer.read', uid)) return null
  const type = PREVIEWABLE[uid]
  const locale = params.locale && LOCALES.has(params.locale) ? params.locale : 'en'
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_SECONDS
  const key = crypto.createHmac('sha256', secret).update(PREVIEW_KEY_LABEL).digest()
  const signature = crypto
    .createHmac('sha256', key)
    .update(previewText(type, params.documentId, locale, expires))
    .digest('base64url')
  const query = new URLSearchParams({
    type,
    id: params.documentId,
    locale,
    expires: String(expires),
    sig: signature,
  })
  return `${siteOrigin()}/_app/preview?${query}`
}

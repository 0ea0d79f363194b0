import type { Core } from '@strapi/strapi'

/**
 * users-permissions advanced settings and mail templates, from the environment:
 * SITE_URL (default http://127.0.0.1:8787) → reset link `${SITE_URL}/login?code=…`, confirmation
 * redirect `${SITE_URL}/login?confirmed=1`; e-mail confirmation always on.
 */
export const ensureAuthSettings = async (strapi: Core.Strapi): Promise<void> => {
  const siteUrl = (process.env.SITE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '')
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' })

  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>
  const nextAdvanced = {
    unique_email: true,
    allow_register: true,
    default_role: 'authenticated',
    ...advanced,
    // Every account's address is proven before it signs in: what the account says about the e-mail is then
    // what bookings do (§13.11), and a sign-up never tells whether an address has an account (§9.3).
    email_confirmation: true,
    email_reset_password: `${siteUrl}/login`,
    email_confirmation_redirection: `${siteUrl}/login?confirmed=1`,
  }
  if (JSON.stringify(advanced) !== JSON.stringify(nextAdvanced)) {
    await store.set({ key: 'advanced', value: nextAdvanced })
  }

  // Sender of the account mails: the brand, not "Administration Panel <no-reply@strapi.io>".
  const fromEmail = process.env.MAIL_FROM_ADDRESS || 'no-reply@solera.example'
  const fromName = process.env.MAIL_FROM_NAME || 'Solera'
  const email = ((await store.get({ key: 'email' })) ?? {}) as Record<
    string,
    { options?: { from?: { name?: string; email?: string }; object?: string; message?: string } }
  >
  let changed = false
  for (const key of ['reset_password', 'email_confirmation']) {
    const options = email[key]?.options
    if (
      options &&
      (options.from?.email === 'no-reply@strapi.io' || options.from?.name === 'Administration Panel')
    ) {
      options.from = { name: fromName, email: fromEmail }
      changed = true
    }
  }

  if (changed) await store.set({ key: 'email', value: email })
}

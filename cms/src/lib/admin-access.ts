import crypto from 'node:crypto'

/**
 * Who may become the CMS's first administrator (cms/README.md, Admin). Nobody who merely reaches the CMS:
 * with the panel off the admin API is not served at all; with it on, the first administrator comes from
 * configuration (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD) or from a one-time setup token this process prints
 * once. The admin API's own first-admin registration otherwise belongs to whoever comes first.
 */
export const adminPanelOn = (): boolean => process.env.CMS_ADMIN === 'true'

/** A configured administrator's password is refused unless it is at least this long, mixed case and with a digit. */
export const ADMIN_PASSWORD_MIN = 12

/** Why a configured administrator password is too weak, or undefined. */
export const adminPasswordWeakness = (password: string, email: string): string | undefined => {
  if (password.length < ADMIN_PASSWORD_MIN) return `it must be at least ${ADMIN_PASSWORD_MIN} characters`
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'it must mix lower-case and capital letters and digits'
  }
  const name = email.split('@')[0]?.toLowerCase() ?? ''
  if (name.length >= 3 && password.toLowerCase().includes(name))
    return 'it must not contain the e-mail address'
  return undefined
}

let setupToken: string | undefined

/** Issues the setup token (once per process): only while the panel is on and no administrator exists. */
export const issueSetupToken = (): string => {
  setupToken ??= crypto.randomBytes(24).toString('base64url')
  return setupToken
}

/** Whether a presented value is the setup token; compared in constant time. */
export const isSetupToken = (presented: string | undefined): boolean => {
  if (!setupToken || !presented) return false
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest()
  return crypto.timingSafeEqual(digest(presented), digest(setupToken))
}

/** The first administrator exists: the token is spent. */
export const spendSetupToken = (): void => {
  setupToken = undefined
}

/**
 * Machine codes for users-permissions' refusals. Strapi answers an auth error with English text only
 * ("Invalid identifier or password"); the site shows every message in the visitor's language
 * (docs/spec.md §1.5, §9.14), so each refusal also carries `error.details.code` and the worker words it.
 * Strapi's text stays as it was, for logs and for clients that read it.
 */

/** The codes the worker knows (`auth.errors.{code}` in its locales). */
export type AuthErrorCode =
  | 'invalidCredentials'
  | 'accountTaken'
  | 'notConfirmed'
  | 'blocked'
  | 'wrongCurrentPassword'
  | 'samePassword'
  | 'passwordMismatch'
  | 'resetCodeInvalid'
  | 'confirmationInvalid'
  | 'alreadyConfirmed'
  | 'providerDisabled'
  | 'providerRefused'
  | 'registrationClosed'
  | 'signInFirst'
  | 'invalid'
  | 'refused'

/** users-permissions 5.54's messages (dist/server/controllers/auth.js), by code. */
const BY_MESSAGE: Record<string, AuthErrorCode> = {
  'Invalid identifier or password': 'invalidCredentials',
  'Invalid credentials': 'invalidCredentials',
  'Email or Username are already taken': 'accountTaken',
  'Email already taken': 'accountTaken',
  'Username already taken': 'accountTaken',
  'Your account email is not confirmed': 'notConfirmed',
  'Your account has been blocked by an administrator': 'blocked',
  'User blocked': 'blocked',
  'The provided current password is invalid': 'wrongCurrentPassword',
  'Your new password must be different than your current password': 'samePassword',
  'Passwords do not match': 'passwordMismatch',
  'Incorrect code provided': 'resetCodeInvalid',
  'Invalid token': 'confirmationInvalid',
  'Already confirmed': 'alreadyConfirmed',
  'This provider is disabled': 'providerDisabled',
  'Register action is currently disabled': 'registrationClosed',
  'You must be authenticated to reset your password': 'signInFirst',
}

interface CodedError {
  message?: unknown
  details?: unknown
}

const isCodedError = (error: unknown): error is CodedError => typeof error === 'object' && error !== null

/**
 * The code of a refusal: by Strapi's message; a body that failed Strapi's own field checks (yup, with
 * `details.errors`) is `invalid`; a social provider's refusal (its text is the provider's) is
 * `providerRefused`; anything else `refused`.
 */
export function authErrorCode(error: CodedError, socialSignIn: boolean): AuthErrorCode {
  const known = typeof error.message === 'string' ? BY_MESSAGE[error.message] : undefined
  if (known) return known
  const details = error.details
  if (typeof details === 'object' && details !== null && 'errors' in details) return 'invalid'
  return socialSignIn ? 'providerRefused' : 'refused'
}

/** Adds `details.code` to an error Strapi is about to answer with (it sends `details` as they are). */
export function withAuthCode(error: unknown, socialSignIn: boolean): unknown {
  if (!isCodedError(error)) return error
  const details = typeof error.details === 'object' && error.details !== null ? error.details : {}
  if ('code' in details) return error
  error.details = { ...details, code: authErrorCode(error, socialSignIn) }
  return error
}

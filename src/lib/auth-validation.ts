/**
 * The account forms' rules (DESIGN.md §3), shared by the islands and the worker so both sides refuse the
 * same input with the same message keys (`validation.*`, localised by whoever shows them).
 */
export type AuthField =
  | 'identifier'
  | 'email'
  | 'username'
  | 'password'
  | 'passwordConfirmation'
  | 'currentPassword'
  | 'displayName'
  | 'phone'

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/
export const PASSWORD_MIN = 8
/** Strapi's own bcrypt limit: longer passwords are cut, so they are refused before they reach it. */
export const PASSWORD_MAX = 72
export const TEXT_MAX = 100
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/

/** The `validation.*` key of what is wrong with one value, or undefined when it is fine. */
export function fieldProblem(
  field: AuthField,
  value: string,
  values: Record<string, string>,
): string | undefined {
  const optional = field === 'displayName' || field === 'phone'
  if (value.trim() === '') return optional ? undefined : 'validation.required'
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) && value.length <= 254 ? undefined : 'validation.email'
    case 'username':
      return USERNAME_PATTERN.test(value) ? undefined : 'validation.username'
    case 'password':
      if (value.length < PASSWORD_MIN) return 'validation.passwordShort'
      return value.length > PASSWORD_MAX ? 'validation.passwordLong' : undefined
    case 'passwordConfirmation':
      return value === values.password ? undefined : 'validation.passwordMismatch'
    case 'phone':
      return PHONE_PATTERN.test(value) ? undefined : 'validation.phone'
    case 'identifier':
    case 'currentPassword':
    case 'displayName':
      return value.length > (field === 'displayName' ? TEXT_MAX : 254) ? 'validation.tooLong' : undefined
  }
}

/** Every problem of a form, by field; empty when the form may be sent. */
export function formProblems(fields: readonly AuthField[], values: Record<string, string>) {
  const problems: Record<string, string> = {}
  for (const field of fields) {
    const problem = fieldProblem(field, values[field] ?? '', values)
    if (problem) problems[field] = problem
  }
  return problems
}

/** Each account form: where it posts, what it validates, and the page that shows it again on errors. */
export const AUTH_FORMS = {
  login: { action: '/api/auth/local', fields: ['identifier', 'password'], page: 'login' },
  register: {
    action: '/api/auth/local/register',
    fields: ['username', 'email', 'password', 'passwordConfirmation'],
    page: 'register',
  },
  forgot: { action: '/api/auth/forgot-password', fields: ['email'], page: 'login' },
  reset: { action: '/api/auth/reset-password', fields: ['password', 'passwordConfirmation'], page: 'login' },
  changePassword: {
    action: '/api/auth/change-password',
    fields: ['currentPassword', 'password', 'passwordConfirmation'],
    page: 'settings',
  },
  resend: { action: '/api/auth/send-email-confirmation', fields: ['email'], page: 'confirm' },
  profile: { action: '/api/account/profile', fields: ['displayName', 'phone'], page: 'account-register' },
} as const satisfies Record<string, { action: string; fields: readonly AuthField[]; page: string }>

export type AuthFormId = keyof typeof AUTH_FORMS

import * as v from 'valibot'
import {
  checkbox,
  email,
  optionalPhone,
  optionalText,
  requiredRaw,
  requiredText,
  username,
  withNewPassword,
} from './fields'

/** The account forms (docs/spec.md §9): one schema each, used by the island and by the page's action. */

export const loginForm = v.object({
  identifier: requiredText(254),
  password: requiredRaw(254),
  redirect: optionalText(2000),
})

export const registerForm = withNewPassword({ username, email })

export const forgotForm = v.object({ email })

export const resetForm = withNewPassword({ code: requiredText(500) })

export const changePasswordForm = withNewPassword({
  currentPassword: requiredRaw(254),
})

export const resendForm = v.object({ email })

export const profileForm = v.object({
  displayName: optionalText(100),
  phone: optionalPhone,
  preferredVenue: optionalText(40),
  newsletter: checkbox,
})

export const signOutForm = v.object({})

export const ACCOUNT_FORMS = {
  login: loginForm,
  register: registerForm,
  forgot: forgotForm,
  reset: resetForm,
  changePassword: changePasswordForm,
  resend: resendForm,
  profile: profileForm,
  signOut: signOutForm,
} as const
export type AccountFormId = keyof typeof ACCOUNT_FORMS

import { validationMessages } from '../../app/forms/messages'
import AuthForm, { type AuthFormField } from '../../app/islands/AuthForm'
import { useRenderContext } from '../../app/render-context'
import type { AccountFormId } from '../../lib/forms/account'
import { isMessageKey } from '../../lib/i18n'
import { localePath } from '../../lib/locale'

/** Fields no page ever shows again after a post. */
const SECRET_FIELDS = new Set(['password', 'passwordConfirmation', 'currentPassword'])

export interface FieldOptions {
  name: string
  label?: string
  type?: AuthFormField['type']
  autoComplete?: string
  value?: string
  hint?: string
  required?: boolean
  options?: AuthFormField['options']
}

/**
 * One account form of a page, posting to the page itself: its fields labelled in the page's language,
 * and the values and errors of a post this page is answering (without JavaScript).
 */
export function AccountForm({
  id,
  fields,
  hidden = {},
}: {
  /** Sign-out has a button of its own (sign-out.tsx). */
  id: Exclude<AccountFormId, 'signOut'>
  fields: FieldOptions[]
  hidden?: Record<string, string>
}) {
  const { t, locale, form, path } = useRenderContext()
  const answered = form?.id === id ? form : undefined
  const built: AuthFormField[] = fields.map((field) => {
    const typed = answered?.values[field.name]
    const labelKey = `auth.fields.${field.name}`
    return {
      name: field.name,
      label: field.label ?? (isMessageKey(labelKey) ? t(labelKey) : field.name),
      type: field.type ?? 'text',
      autoComplete: field.autoComplete,
      value: SECRET_FIELDS.has(field.name) ? undefined : (typed ?? field.value),
      error: answered?.fieldErrors[field.name]?.message,
      hint: field.hint,
      required: field.required,
      options: field.options,
    }
  })
  return (
    <AuthForm
      id={id}
      action={localePath(path, locale)}
      fields={built}
      hidden={hidden}
      submitLabel={t(`auth.submit.${id}`)}
      busyLabel={t('auth.submit.busy')}
      messages={validationMessages(locale)}
      message={answered?.message}
    />
  )
}

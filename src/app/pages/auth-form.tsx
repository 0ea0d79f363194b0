import { AUTH_FORMS, type AuthField, type AuthFormId } from '../../lib/auth-validation'
import { AuthForm } from '../components/islands'
import type { AuthFormField } from '../islands/AuthForm'
import { useRenderContext } from '../render-context'

const VALIDATION_KEYS = [
  'required',
  'email',
  'username',
  'passwordShort',
  'passwordLong',
  'passwordMismatch',
  'phone',
  'tooLong',
  'venue',
  'network',
]

/** Fields no page ever shows again after a post. */
const SECRET_FIELDS = new Set(['password', 'passwordConfirmation', 'currentPassword'])

export interface FieldOptions {
  name: string
  label?: string
  type?: AuthFormField['type']
  autoComplete?: string
  value?: string
  hint?: string
  options?: AuthFormField['options']
}

/**
 * One account form of a page: its fields labelled in the page's language, the values and errors of a
 * post this page is answering (without JavaScript), and the hidden fields every account form sends.
 */
export function AccountForm({
  id,
  csrf,
  fields,
  hidden = {},
  done,
}: {
  id: AuthFormId
  csrf: string
  fields: FieldOptions[]
  hidden?: Record<string, string>
  done?: { text: string; linkLabel: string; href: string }
}) {
  const { t, locale, form } = useRenderContext()
  const answered = form?.id === id ? form : undefined
  const rules = AUTH_FORMS[id].fields as readonly AuthField[]
  const built: AuthFormField[] = fields.map((field) => {
    const typed = answered?.values[field.name]
    return {
      name: field.name,
      label: field.label ?? t(`auth.fields.${field.name}`),
      type: field.type ?? 'text',
      autoComplete: field.autoComplete,
      value: SECRET_FIELDS.has(field.name) ? undefined : (typed ?? field.value),
      error: answered?.errors[field.name],
      hint: field.hint,
      options: field.options,
      validate: rules.find((rule) => rule === field.name),
    }
  })
  return (
    <AuthForm
      id={id}
      action={AUTH_FORMS[id].action}
      fields={built}
      hidden={{ locale, _csrf: csrf, ...hidden }}
      submitLabel={t(`auth.submit.${id}`)}
      busyLabel={t('auth.submit.busy')}
      messages={Object.fromEntries(
        VALIDATION_KEYS.map((key) => [`validation.${key}`, t(`validation.${key}`)]),
      )}
      message={answered?.message}
      successMessage={t(`auth.success.${id}`)}
      done={done}
    />
  )
}

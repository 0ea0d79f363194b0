import { useSetAtom } from 'jotai'
import type { AccountFormId } from '../../lib/forms/account'
import type { ValidationMessages } from '../../lib/forms/codes'
import { FORM_FIELD } from '../../lib/forms/form-ids'
import { Field } from '../forms/Field'
import { FormMessage } from '../forms/FormMessage'
import { useIslandForm } from '../forms/use-island-form'
import { defineIsland } from '../island'
import { signedInAtom } from '../state'

export interface AuthFormField {
  name: string
  label: string
  type: 'text' | 'email' | 'password' | 'tel' | 'select' | 'checkbox'
  autoComplete?: string
  value?: string
  error?: string
  hint?: string
  required?: boolean
  options?: { value: string; label: string }[]
}

export interface AuthFormProps {
  id: AccountFormId
  /** The page the form posts to. */
  action: string
  fields: AuthFormField[]
  /** Sent along unchanged: the form's name, redirect target, reset code… */
  hidden: Record<string, string>
  submitLabel: string
  busyLabel: string
  /** Validation codes → text in the page's language. */
  messages: ValidationMessages
  /** The whole form's error when the page answers a post (no JavaScript). */
  message?: string
}

/**
 * An account form. Without JavaScript it is a plain form posting to its page, which answers with a
 * redirect or the page with its errors. Hydrated, it checks the same schema first, posts, shows the
 * worker's answer, and follows the redirect the worker names (docs/spec.md §9.1).
 */
function AuthForm(props: AuthFormProps) {
  const setSignedIn = useSetAtom(signedInAtom)
  const { errors, message, sent, busy, formProps, answeredByServer } = useIslandForm({
    fields: {
      schema: () => import('../../lib/forms/account').then((forms) => forms.ACCOUNT_FORMS[props.id]),
      messages: props.messages,
    },
    errors: Object.fromEntries(
      props.fields.flatMap((field) => (field.error ? [[field.name, field.error]] : [])),
    ),
    message: props.message,
    offline: props.messages.network,
    onAccepted(answer, form) {
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = ''
      if (props.id === 'login' || props.id === 'register' || props.id === 'reset') setSignedIn(true)
      // The next page shows the worker's one-time message; a form answered in place (a reset link on its
      // way) says it here and stays.
      if (answer.redirect) window.location.assign(answer.redirect)
      else return answer.message
    },
  })

  return (
    <form className="auth-form" action={props.action} noValidate {...formProps}>
      <input type="hidden" name={FORM_FIELD} value={props.id} />
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMessage text={message} sent={sent} focus={answeredByServer} />
      {props.fields.map((field) => (
        <AuthField
          key={field.name}
          field={field}
          id={`${props.id}-${field.name}`}
          error={errors[field.name]}
        />
      ))}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? props.busyLabel : props.submitLabel}
      </button>
    </form>
  )
}

function AuthField({ field, id, error }: { field: AuthFormField; id: string; error?: string }) {
  return (
    <Field id={id} label={field.label} error={error} hint={field.hint} checkbox={field.type === 'checkbox'}>
      {(aria) =>
        field.type === 'checkbox' ? (
          <input {...aria} name={field.name} type="checkbox" defaultChecked={field.value === 'on'} />
        ) : field.type === 'select' ? (
          <select {...aria} name={field.name} defaultValue={field.value ?? ''}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...aria}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            defaultValue={field.value}
            required={field.required}
          />
        )
      }
    </Field>
  )
}

export default defineIsland('AuthForm', AuthForm)

import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { type AuthField, formProblems } from '../../lib/auth-validation'
import { type SessionUser, userAtom } from '../state'
import { toast } from '../toasts/toast'

export interface AuthFormField {
  name: string
  label: string
  type: 'text' | 'email' | 'password' | 'tel' | 'select' | 'checkbox'
  autoComplete?: string
  value?: string
  error?: string
  hint?: string
  options?: { value: string; label: string }[]
  /** Checked by the shared rules (lib/auth-validation) on both sides. */
  validate?: AuthField
}

export interface AuthFormProps {
  id: string
  action: string
  fields: AuthFormField[]
  /** Sent along unchanged: locale, form token, redirect target, reset code… */
  hidden: Record<string, string>
  submitLabel: string
  busyLabel: string
  /** `validation.*` keys → text in the page's language. */
  messages: Record<string, string>
  /** The whole form's error when the page answers a post (no JavaScript). */
  message?: string
  /** Toast shown when the worker accepts the form. */
  successMessage: string
  /** Shown instead of the form once it succeeded and the page stays (e.g. signed in without a redirect). */
  done?: { text: string; linkLabel: string; href: string }
}

interface ErrorAnswer {
  error?: { message?: string; details?: { errors?: { path?: string[]; message?: string }[] } }
}
interface SuccessAnswer {
  user?: SessionUser | null
  next?: string
}

/**
 * An account form. Without JavaScript it is a plain form posting to the worker, which answers with a
 * redirect or the page with its errors. Hydrated, it checks the same rules first, posts JSON, shows the
 * worker's (or the CMS's) message, and updates the one user atom so every island on the page follows.
 */
export default function AuthForm(props: AuthFormProps) {
  const setUser = useSetAtom(userAtom)
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.filter((f) => f.error).map((f) => [f.name, f.error as string])),
  )
  const [message, setMessage] = useState(props.message)
  const [busy, setBusy] = useState(false)
  const [finished, setFinished] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values: Record<string, string> = {}
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
    const rules = props.fields.flatMap((field) => (field.validate ? [field.validate] : []))
    const problems = formProblems(rules, values)
    const shown = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, props.messages[v] ?? v]))
    setErrors(shown)
    setMessage(undefined)
    if (Object.keys(shown).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setBusy(true)
    try {
      const response = await fetch(props.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      })
      const answer = (await response.json().catch(() => ({}))) as ErrorAnswer & SuccessAnswer
      if (!response.ok) {
        const fieldErrors: Record<string, string> = {}
        for (const item of answer.error?.details?.errors ?? []) {
          const name = item.path?.[0]
          if (name && item.message) fieldErrors[name] = item.message
        }
        const text = answer.error?.message ?? response.statusText
        setErrors(fieldErrors)
        setMessage(text)
        toast.error(text)
        return
      }
      if (answer.user !== undefined) setUser(answer.user)
      toast.success(props.successMessage)
      if (answer.next) {
        window.location.assign(answer.next)
        return
      }
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = ''
      if (props.done) setFinished(true)
    } catch {
      setMessage(props.messages['validation.network'])
      toast.error(props.messages['validation.network'] ?? '')
    } finally {
      setBusy(false)
    }
  }

  if (finished && props.done) {
    return (
      <div className="auth-done" role="status">
        <p>{props.done.text}</p>
        <a className="button" href={props.done.href}>
          {props.done.linkLabel}
        </a>
      </div>
    )
  }

  return (
    <form className="auth-form" method="post" action={props.action} noValidate onSubmit={submit}>
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {message && (
        <p className="form-message" role="alert">
          {message}
        </p>
      )}
      {props.fields.map((field) => (
        <Field key={field.name} field={field} formId={props.id} error={errors[field.name]} />
      ))}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? props.busyLabel : props.submitLabel}
      </button>
    </form>
  )
}

function Field({ field, formId, error }: { field: AuthFormField; formId: string; error?: string }) {
  const id = `${formId}-${field.name}`
  const described =
    [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  if (field.type === 'checkbox') {
    return (
      <div className="field field-checkbox">
        <input {...common} type="checkbox" defaultChecked={field.value === 'on'} />
        <label htmlFor={id}>{field.label}</label>
        {error && <FieldError id={`${id}-error`} text={error} />}
      </div>
    )
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'select' ? (
        <select {...common} defaultValue={field.value ?? ''}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          defaultValue={field.value}
          required={
            field.validate !== undefined && field.validate !== 'displayName' && field.validate !== 'phone'
          }
        />
      )}
      {field.hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} text={error} />}
    </div>
  )
}

const FieldError = ({ id, text }: { id: string; text: string }) => (
  <p className="field-error" id={id}>
    {text}
  </p>
)

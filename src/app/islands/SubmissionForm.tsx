import { type FormEvent, useEffect, useState } from 'react'
import {
  type SubmissionForm as FormName,
  MIN_FILL_MS,
  SUBMISSION_FORMS,
  validateSubmission,
} from '../../lib/forms'
import { Field, focusFirstError, postForm } from '../forms/Field'
import { describe } from '../forms/messages'
import { toast } from '../toasts/toast'

export interface SubmissionFormProps {
  form: FormName
  action: string
  /** When the form was rendered (ms): posts faster than a person can type are refused. */
  started: number
  values: Record<string, string>
  errors: Record<string, string>
  message: string | null
  messages: Record<string, string>
  labels: Record<string, string>
}

/**
 * The contact, demo, licensing and brand-protection form. A plain form without JavaScript; hydrated it
 * checks the fields first, sends with fetch and thanks the visitor without a reload. A hidden field that
 * people never fill and the minimum fill time keep scripts out.
 */
export default function SubmissionForm(props: SubmissionFormProps) {
  const { labels, messages } = props
  const [values, setValues] = useState(props.values)
  const [errors, setErrors] = useState(props.errors)
  const [message, setMessage] = useState(props.message)
  const [busy, setBusy] = useState(false)
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const link = SUBMISSION_FORMS[props.form].link

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = describe(validateSubmission(props.form, values), messages)
    setErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found)
      return
    }
    if (Date.now() - props.started < MIN_FILL_MS) {
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS - (Date.now() - props.started)))
    }
    setBusy(true)
    const answer = await postForm(form)
    setBusy(false)
    if (answer?.ok) {
      toast.success(answer.message ?? labels.sent ?? '')
      setValues({})
      setMessage(answer.message ?? labels.sent ?? null)
      return
    }
    setErrors(answer?.errors ?? {})
    setMessage(answer?.message ?? labels.offline ?? null)
    toast.error(answer?.message ?? labels.offline ?? '')
    focusFirstError(form, answer?.errors ?? {})
  }

  const value = (name: string) => values[name] ?? ''
  const text = (name: 'name' | 'email' | 'link', type: string, autoComplete: string) => (
    <Field
      name={name}
      label={labels[name] ?? ''}
      error={errors[name]}
      hint={labels[`${name}Hint`] || undefined}
    >
      {(aria) => (
        <input
          {...aria}
          type={type}
          name={name}
          autoComplete={autoComplete}
          required={name !== 'link' || link === 'required'}
          value={value(name)}
          onChange={(event) => update(name, event.target.value)}
        />
      )}
    </Field>
  )

  return (
    <form
      className="form submission-form"
      method="post"
      action={props.action}
      noValidate={live}
      onSubmit={submit}
    >
      <h2>{labels.title}</h2>
      {message && (
        <p className="form-message" role={Object.keys(errors).length > 0 || !busy ? 'status' : undefined}>
          {message}
        </p>
      )}
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {link !== 'none' && text('link', 'url', 'url')}
      <Field name="message" label={labels.message ?? ''} error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={6}
            required
            maxLength={5000}
            value={value('message')}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </Field>
      <div className="trap" aria-hidden="true">
        <label htmlFor={`f-website-${props.form}`}>{labels.trap}</label>
        <input
          id={`f-website-${props.form}`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="started" value={props.started} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  )
}

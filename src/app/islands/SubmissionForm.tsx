import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ValidationMessages } from '../../lib/forms/codes'
import {
  MESSAGE_MAX,
  SUBMISSION_FORMS,
  type SubmissionFormId,
  submissionSchema,
} from '../../lib/forms/submissions'
import { check } from '../../lib/forms/validate'
import { BotCheck } from '../forms/BotCheck'
import type { BotCheckProps } from '../forms/bot-check'
import { describeCodes, errorTexts, Field, focusFirstError } from '../forms/Field'
import { postForm } from '../forms/post'
import { useInputTypedBeforeHydration } from '../forms/typed-early'
import { defineIsland } from '../island'
import { toast } from '../toasts/toast'

export interface SubmissionFormProps {
  form: SubmissionFormId
  action: string
  /** The signed fill-time token of the page (docs/spec.md §11.9). */
  token: string
  /** Turnstile's widget, when the site runs the bot check (§11.10). */
  botCheck: BotCheckProps | null
  values: Record<string, string>
  errors: Record<string, string>
  message: string | null
  /** Validation codes → text in the page's language. */
  messages: ValidationMessages
  labels: Record<string, string>
}

/**
 * The contact, demo, licensing and brand-protection form. A plain form without JavaScript; hydrated it
 * checks the fields with the same schema as the worker, sends with fetch and thanks the visitor without a
 * reload. A hidden field that people never fill and the signed fill-time token keep scripts out.
 */
function SubmissionForm(props: SubmissionFormProps) {
  const { labels, messages } = props
  const [values, setValues] = useState(props.values)
  const [errors, setErrors] = useState(props.errors)
  const [message, setMessage] = useState(props.message)
  /** The message thanks the visitor (success looks like success, docs/spec.md §20.2). */
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [live, setLive] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useInputTypedBeforeHydration(formRef, values, setValues)
  useEffect(() => setLive(true), [])
  const link = SUBMISSION_FORMS[props.form].link
  const id = (name: string) => `${props.form}-${name}`

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const checked = check(submissionSchema(props.form), { ...values, token: props.token })
    const found = checked.ok ? {} : describeCodes(checked.errors, messages)
    setErrors(found)
    setMessage(null)
    setSent(false)
    if (!checked.ok) {
      focusFirstError(form, found)
      return
    }
    setBusy(true)
    const answer = await postForm(form)
    setBusy(false)
    if (answer?.ok) {
      const thanks = answer.message ?? labels.sent ?? ''
      toast.success(thanks)
      setValues({})
      setMessage(thanks)
      setSent(true)
      return
    }
    const fieldErrors = answer ? errorTexts(answer.fieldErrors) : {}
    setErrors(fieldErrors)
    setMessage(answer?.message ?? labels.offline ?? null)
    toast.error(answer?.message ?? labels.offline ?? '')
    focusFirstError(form, fieldErrors)
  }

  const value = (name: string) => values[name] ?? ''
  const text = (name: 'name' | 'email' | 'link', type: string, autoComplete: string) => (
    <Field
      id={id(name)}
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
      ref={formRef}
      className="form submission-form"
      method="post"
      action={props.action}
      noValidate={live}
      onSubmit={submit}
    >
      <h2>{labels.title}</h2>
      {message && (
        <p
          className={sent ? 'form-message form-message-success' : 'form-message'}
          role={Object.keys(errors).length > 0 || !busy ? 'status' : undefined}
        >
          {message}
        </p>
      )}
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {link !== 'none' && text('link', 'url', 'url')}
      <Field id={id('message')} label={labels.message ?? ''} error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={6}
            required
            maxLength={MESSAGE_MAX}
            value={value('message')}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </Field>
      <div className="trap" aria-hidden="true">
        <label htmlFor={id('website')}>{labels.trap}</label>
        <input id={id('website')} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="token" defaultValue={props.token} />
      {props.botCheck && <BotCheck {...props.botCheck} />}
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  )
}

export default defineIsland('SubmissionForm', SubmissionForm)

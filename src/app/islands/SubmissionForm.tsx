import { useRef, useState } from 'react'
import { MESSAGE_MAX } from '../../../cms/src/shared/field-rules'
import { SUBMISSION_FORMS, type SubmissionFormId } from '../../lib/forms/form-ids'
import { Field } from '../forms/Field'
import { FormMessage } from '../forms/FormMessage'
import { SendButton } from '../forms/SendButton'
import { useInputTypedBeforeHydration } from '../forms/typed-early'
import { type PublicFormProps, useIslandForm } from '../forms/use-island-form'
import { defineIsland } from '../island'

export interface SubmissionFormProps extends PublicFormProps {
  form: SubmissionFormId
}

/**
 * The contact, demo, licensing and brand-protection form. A plain form without JavaScript; hydrated it
 * checks the fields with the same schema as the worker, sends with fetch and thanks the visitor without a
 * reload. A hidden field that people never fill and the signed fill-time token keep scripts out.
 */
function SubmissionForm(props: SubmissionFormProps) {
  const { labels, messages } = props
  const [values, setValues] = useState(props.values)
  const { errors, message, sent, busy, live, formProps, clearError, answeredByServer } = useIslandForm({
    fields: {
      schema: () => import('../../lib/forms/submissions').then((forms) => forms.submissionSchema(props.form)),
      messages,
    },
    errors: props.errors,
    message: props.message,
    offline: labels.offline ?? '',
    onAccepted(answer) {
      setValues({})
      return answer.message ?? labels.sent ?? ''
    },
  })
  const formRef = useRef<HTMLFormElement>(null)
  useInputTypedBeforeHydration(formRef, values, setValues)
  const link = SUBMISSION_FORMS[props.form].link
  const id = (name: string) => `${props.form}-${name}`

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
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
      action={props.action}
      noValidate={live}
      {...formProps}
    >
      <h2>{labels.title}</h2>
      <FormMessage text={message} sent={sent} focus={answeredByServer} />
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
      <SendButton token={props.token} botCheck={props.botCheck} busy={busy} labels={labels} />
    </form>
  )
}

export default defineIsland('SubmissionForm', SubmissionForm)

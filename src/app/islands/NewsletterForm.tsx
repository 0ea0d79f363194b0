import { useRef, useState } from 'react'
import { NEWSLETTER_FORMS } from '../../lib/forms/form-ids'
import { Field } from '../forms/Field'
import { FormMessage } from '../forms/FormMessage'
import { SendButton } from '../forms/SendButton'
import { useInputTypedBeforeHydration } from '../forms/typed-early'
import { type PublicFormProps, useIslandForm } from '../forms/use-island-form'
import { defineIsland } from '../island'

export interface NewsletterFormProps extends PublicFormProps {
  /** The venues a subscriber may follow, by name in the page's language. */
  venues: { slug: string; name: string }[]
  languages: { value: string; label: string }[]
}

/**
 * The newsletter sign-up (docs/spec.md §14.8): an address, the mails' language and the venues of interest.
 * A plain form without JavaScript; hydrated, it checks the fields first and follows the worker's answer to
 * the page that says a confirmation link is on its way.
 */
function NewsletterForm(props: NewsletterFormProps) {
  const { labels } = props
  const [values, setValues] = useState(props.values)
  const { errors, message, busy, live, formProps, clearError, answeredByServer } = useIslandForm({
    fields: {
      schema: () => import('../../lib/forms/newsletter').then((forms) => forms.newsletterSchema),
      messages: props.messages,
    },
    errors: props.errors,
    message: props.message,
    offline: labels.offline ?? '',
    onAccepted(answer) {
      if (answer.redirect) window.location.assign(answer.redirect)
      return undefined
    },
  })
  const formRef = useRef<HTMLFormElement>(null)
  useInputTypedBeforeHydration(formRef, values, setValues)
  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
  }
  const value = (name: string) => values[name] ?? ''

  return (
    <form
      ref={formRef}
      className="form newsletter-form"
      action={props.action}
      noValidate={live}
      {...formProps}
    >
      <input type="hidden" name="_form" value={NEWSLETTER_FORMS.subscribe} />
      <FormMessage text={message} focus={answeredByServer} />
      <Field id="newsletter-email" label={labels.email ?? ''} error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={value('email')}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field id="newsletter-locale" label={labels.language ?? ''} error={errors.locale}>
        {(aria) => (
          <select
            {...aria}
            name="locale"
            value={value('locale')}
            onChange={(event) => update('locale', event.target.value)}
          >
            {props.languages.map((language) => (
              <option key={language.value} value={language.value}>
                {language.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="field newsletter-venues">
        <legend>{labels.venues}</legend>
        <p className="field-hint">{labels.venuesHint}</p>
        <ul>
          {props.venues.map((venue) => (
            <li key={venue.slug} className="field field-check">
              <input
                type="checkbox"
                id={`newsletter-venue-${venue.slug}`}
                name={`venue-${venue.slug}`}
                checked={value(`venue-${venue.slug}`) === 'on'}
                onChange={(event) => update(`venue-${venue.slug}`, event.target.checked ? 'on' : '')}
              />
              <label htmlFor={`newsletter-venue-${venue.slug}`}>{venue.name}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="trap" aria-hidden="true">
        <label htmlFor="newsletter-website">{labels.trap}</label>
        <input id="newsletter-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="field-hint">{labels.promise}</p>
      <SendButton token={props.token} botCheck={props.botCheck} busy={busy} labels={labels} />
    </form>
  )
}

export default defineIsland('NewsletterForm', NewsletterForm)

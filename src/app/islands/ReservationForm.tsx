import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ValidationMessages } from '../../lib/forms/codes'
import { NAME_MAX } from '../../lib/forms/fields'
import {
  type BookingRules,
  isSoonEnough,
  NOTES_MAX,
  reservationSchema,
  type Slot,
  seatingTimes,
} from '../../lib/forms/reservation'
import { check, type FieldError } from '../../lib/forms/validate'
import { BotCheck } from '../forms/BotCheck'
import type { BotCheckProps } from '../forms/bot-check'
import { describeCodes, errorTexts, Field, focusFirstError } from '../forms/Field'
import { postForm } from '../forms/post'
import { useInputTypedBeforeHydration } from '../forms/typed-early'
import { defineIsland } from '../island'
import { toast } from '../toasts/toast'

export interface ReservationFormProps {
  action: string
  /** The worker's live availability for a date and party size (JSON). */
  availabilityUrl: string
  /** The signed fill-time token of the page (docs/spec.md §11.9). */
  token: string
  /** Turnstile's widget, when the site runs the bot check (§11.10). */
  botCheck: BotCheckProps | null
  rules: BookingRules
  window: { first: string; last: string }
  values: Record<string, string>
  errors: Record<string, string>
  message: string | null
  /** Live slots for the shown date, or null when the CMS could not tell. */
  slots: Slot[] | null
  /** Validation codes → text in the page's language. */
  messages: ValidationMessages
  labels: Record<string, string>
  largerPartyHref: string
}

type Values = Record<string, string>

/** The worker's availability answer (pages/reservations.tsx). */
interface Availability {
  slots?: Slot[] | null
  fieldErrors?: Record<string, FieldError>
}

/**
 * The booking form. Rendered on the server it is a plain form (the worker validates, and "show times"
 * reloads the slots of another date); hydrated, it fetches the slots live when the date or party size
 * changes, checks the fields before sending and shows the answer without a reload.
 */
function ReservationForm(props: ReservationFormProps) {
  const { rules, labels, messages } = props
  const [values, setValues] = useState<Values>(props.values)
  const [errors, setErrors] = useState(props.errors)
  const [message, setMessage] = useState(props.message)
  const [slots, setSlots] = useState(props.slots)
  const [live, setLive] = useState(false)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const shown = useRef(`${props.values.date}|${props.values.partySize}`)

  useInputTypedBeforeHydration(formRef, values, setValues)
  useEffect(() => setLive(true), [])

  useEffect(() => {
    const key = `${values.date}|${values.partySize}`
    if (!live || key === shown.current || !/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '')) return
    shown.current = key
    const query = new URLSearchParams({ date: values.date ?? '', partySize: values.partySize ?? '' })
    const controller = new AbortController()
    setSlots(null)
    fetch(`${props.availabilityUrl}?${query}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => response.json() as Promise<Availability>)
      .then((answer) => {
        setSlots(answer.slots ?? [])
        setErrors((current) => {
          const next = {
            ...current,
            date: answer.fieldErrors?.date?.message ?? '',
            partySize: answer.fieldErrors?.partySize?.message ?? '',
          }
          return Object.fromEntries(Object.entries(next).filter(([, text]) => text))
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [live, values.date, values.partySize, props.availabilityUrl])

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const checked = check(reservationSchema(rules), values)
    const found = checked.ok ? {} : describeCodes(checked.errors, messages)
    setErrors(found)
    setMessage(null)
    if (!checked.ok) {
      focusFirstError(form, found)
      return
    }
    setBusy(true)
    const answer = await postForm(form)
    setBusy(false)
    if (answer?.ok && answer.redirect) {
      window.location.assign(answer.redirect)
      return
    }
    const text = answer?.message ?? labels.offline ?? ''
    const fieldErrors = answer && !answer.ok ? errorTexts(answer.fieldErrors) : {}
    setErrors(fieldErrors)
    setMessage(answer?.message ?? null)
    toast.error(text)
    focusFirstError(form, fieldErrors)
  }

  const times = seatingTimes(rules)
  const slotFor = (time: string) => slots?.find((slot) => slot.time === time)
  const value = (name: string) => values[name] ?? ''
  const parties = Array.from({ length: rules.maxParty - rules.minParty + 1 }, (_, i) =>
    String(rules.minParty + i),
  )

  return (
    <form
      ref={formRef}
      className="form reservation-form"
      method="post"
      action={props.action}
      noValidate={live}
      onSubmit={submit}
    >
      {message && (
        <p className="form-message" role="alert">
          {message}
        </p>
      )}
      <div className="form-row">
        <Field id="reservation-date" label={labels.date ?? ''} error={errors.date}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="date"
              required
              min={props.window.first}
              max={props.window.last}
              value={value('date')}
              onChange={(event) => update('date', event.target.value)}
            />
          )}
        </Field>
        <Field id="reservation-partySize" label={labels.partySize ?? ''} error={errors.partySize}>
          {(aria) => (
            <select
              {...aria}
              name="partySize"
              required
              value={value('partySize')}
              onChange={(event) => update('partySize', event.target.value)}
            >
              {parties.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="field-hint">
        <a href={props.largerPartyHref}>{labels.largerParty}</a>
      </p>
      {!live && (
        <button type="submit" name="intent" value="check" className="button button-quiet" formNoValidate>
          {labels.check}
        </button>
      )}
      <Field
        id="reservation-time"
        label={labels.time ?? ''}
        error={errors.time}
        hint={slots ? undefined : labels.slotsUnknown}
      >
        {(aria) => (
          <select
            {...aria}
            name="time"
            required
            value={value('time')}
            onChange={(event) => update('time', event.target.value)}
            aria-busy={live && slots === null ? true : undefined}
          >
            <option value="">{labels.chooseTime}</option>
            {times.map((time) => {
              const slot = slotFor(time)
              const open = slot ? slot.available : isSoonEnough(rules, value('date'), time)
              const note =
                slot && !slot.available ? ` · ${slot.left < 1 ? labels.full : labels.unavailable}` : ''
              return (
                <option key={time} value={time} disabled={!open}>
                  {time}
                  {note}
                </option>
              )
            })}
          </select>
        )}
      </Field>
      <Field id="reservation-name" label={labels.name ?? ''} error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={value('name')}
            onChange={(event) => update('name', event.target.value)}
          />
        )}
      </Field>
      <div className="form-row">
        <Field id="reservation-email" label={labels.email ?? ''} error={errors.email}>
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
        <Field id="reservation-phone" label={labels.phone ?? ''} error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              type="tel"
              name="phone"
              autoComplete="tel"
              required
              value={value('phone')}
              onChange={(event) => update('phone', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="reservation-notes" label={labels.notes ?? ''} error={errors.notes} hint={labels.notesHint}>
        {(aria) => (
          <textarea
            {...aria}
            name="notes"
            rows={3}
            maxLength={NOTES_MAX}
            value={value('notes')}
            onChange={(event) => update('notes', event.target.value)}
          />
        )}
      </Field>
      <Field id="reservation-consent" label={labels.consent ?? ''} error={errors.consent} checkbox>
        {(aria) => (
          <input
            {...aria}
            type="checkbox"
            name="consent"
            required
            checked={value('consent') === 'on'}
            onChange={(event) => update('consent', event.target.checked ? 'on' : '')}
          />
        )}
      </Field>
      <input type="hidden" name="token" defaultValue={props.token} />
      {props.botCheck && <BotCheck {...props.botCheck} />}
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  )
}

export default defineIsland('ReservationForm', ReservationForm)

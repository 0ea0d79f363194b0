import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type BookingRules, isSoonEnough, seatingTimes } from '../../../../cms/src/shared/booking-rules'
import { NAME_MAX, NOTES_MAX } from '../../../../cms/src/shared/field-rules'
import { browserNow } from '../../../app/browser-clock'
import { Field } from '../../../app/forms/Field'
import { FormMessage } from '../../../app/forms/FormMessage'
import { SendButton } from '../../../app/forms/SendButton'
import { useInputTypedBeforeHydration } from '../../../app/forms/typed-early'
import { type PublicFormProps, useIslandForm } from '../../../app/forms/use-island-form'
import { defineIsland } from '../../../app/island'
import type { FieldError } from '../../../lib/forms/validate'
import type { Locale } from '../../../lib/locale'
import { nearestSeatings, type Seating } from '../../lib/seatings'
import { BOOKING_CHOICE_ID, BookingChoiceView, type BookingChoiceViewProps } from '../booking-choice'

export interface ReservationFormProps extends PublicFormProps {
  /** The worker's live availability for a date and party size (JSON). */
  availabilityUrl: string
  rules: BookingRules
  window: { first: string; last: string }
  /** Live slots for the shown date, worded, or null when the CMS could not tell. */
  slots: Seating[] | null
  /** The nights offered when the shown date has no seating with room for the party. */
  nights: NightsNotice | null
  largerPartyHref: string
  locale: Locale
  /** How the summary beside the form shows the choice (the page drew it first: BOOKING_CHOICE_ID). */
  summary: Pick<BookingChoiceViewProps, 'timeZone' | 'labels'>
}

type Values = Record<string, string>

/**
 * A date without a seating that has room for the party, in the server's words (pages/next-nights.ts): the
 * nights that have (a link each, to the form with that night), or, when none has, a link to write to the venue.
 */
export interface NightsNotice {
  text: string
  links: { href: string; label: string; date?: string }[]
}

/** The worker's availability answer (pages/reservations.tsx). */
interface Availability {
  slots?: Seating[] | null
  nights?: NightsNotice | null
  fieldErrors?: Record<string, FieldError>
}

/** A label's `{name}` marks filled in (the server gives the island its words with the marks left in). */
const fill = (template: string | undefined, values: Record<string, string | number>) =>
  (template ?? '').replace(/\{(\w+)\}/g, (mark, name: string) => String(values[name] ?? mark))

interface SeatingsProps {
  times: string[]
  /** The CMS's live slots for the date and party, worded, or null while unknown. */
  slots: Seating[] | null
  nights: NightsNotice | null
  rules: BookingRules
  date: string
  partySize: number
  chosen: string
  error?: string
  labels: Record<string, string>
  busy: boolean
  onChoose: (time: string) => void
  /** Another night chosen among those offered. */
  onNight: (date: string) => void
}

/**
 * The day's seatings as radio buttons (docs/spec.md §13.5), each with the places it has left; a full one, one
 * without room for the party and one too soon are shown and disabled. When the chosen time is gone, the
 * nearest times with room are offered as labels of their buttons, so choosing one needs no script; when the
 * day has none, the nights that have, as links to them (alive, a link keeps what was typed and shows that
 * night's seatings in place).
 */
function Seatings({
  times,
  slots,
  nights,
  rules,
  date,
  partySize,
  chosen,
  error,
  labels,
  busy,
  onChoose,
  onNight,
}: SeatingsProps) {
  const slotFor = (time: string) => slots?.find((slot) => slot.time === time)
  const gone = !!chosen && !!slots && slotFor(chosen)?.available === false
  const nearest = gone && slots ? nearestSeatings(slots, chosen) : []
  const described = [
    !slots && 'reservation-time-hint',
    nearest.length > 0 && 'reservation-time-gone',
    nights && 'reservation-nights',
    error && 'reservation-time-error',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset
      className={`field seatings${error ? ' field-invalid' : ''}`}
      aria-describedby={described || undefined}
      aria-busy={busy || undefined}
    >
      <legend>{labels.time}</legend>
      {!slots && (
        <p className="field-hint" id="reservation-time-hint">
          {labels.slotsUnknown}
        </p>
      )}
      <div className="seating-grid">
        {times.map((time) => {
          const slot = slotFor(time)
          const open = slot ? slot.available : isSoonEnough(rules, date, time, browserNow())
          const text = slot ? slot.note : open ? '' : labels.unavailable
          return (
            <label key={time} className={`seating${open ? '' : ' seating-off'}`}>
              <input
                type="radio"
                name="time"
                id={`seating-${time.replace(':', '')}`}
                value={time}
                required
                disabled={!open}
                checked={open && chosen === time}
                aria-invalid={error ? true : undefined}
                onChange={() => onChoose(time)}
              />
              <span className="seating-time">{time}</span>
              {text && <span className="seating-left">{text}</span>}
            </label>
          )
        })}
      </div>
      {nearest.length > 0 && (
        <p className="seating-gone" id="reservation-time-gone">
          {fill(labels.gone, { time: chosen, count: partySize })}
          {nearest.map((time) => (
            <label key={time} htmlFor={`seating-${time.replace(':', '')}`} className="chip">
              {time}
            </label>
          ))}
        </p>
      )}
      {nights && (
        <p className="seating-gone" id="reservation-nights">
          {nights.text}
          {nights.links.map(({ href, label, date }) => (
            <a
              key={href}
              href={href}
              className="chip"
              onClick={(event) => {
                if (!date) return
                event.preventDefault()
                onNight(date)
              }}
            >
              {label}
            </a>
          ))}
        </p>
      )}
      {error && (
        <p className="field-error" id="reservation-time-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The booking form. Rendered on the server it is a plain form (the worker validates, and "show times"
 * reloads the slots of another date); hydrated, it fetches the slots live when the date or party size
 * changes, checks the fields before sending and shows the answer without a reload; the summary beside it
 * follows the date, seating and party size chosen (drawn through a portal into the page's summary).
 */
function ReservationForm(props: ReservationFormProps) {
  const { rules, labels, messages } = props
  const { errors, setErrors, message, busy, live, formProps, clearError, answeredByServer } = useIslandForm({
    fields: {
      schema: () =>
        import('../../lib/reservation').then((forms) => forms.reservationSchema(rules, browserNow())),
      messages,
    },
    errors: props.errors,
    message: props.message,
    offline: labels.offline ?? '',
    onAccepted(answer) {
      if (answer.redirect) window.location.assign(answer.redirect)
    },
  })
  const [values, setValues] = useState<Values>(props.values)
  const [slots, setSlots] = useState(props.slots)
  const [nights, setNights] = useState(props.nights)
  const formRef = useRef<HTMLFormElement>(null)
  // A refusal of the chosen time (the seating filled meanwhile: a 409) makes the slots shown stale: they are
  // asked again, so the seating shows as gone and the nearest times with room are offered, as without JS.
  const [refusals, setRefusals] = useState(0)
  const shown = useRef(`${props.values.date}|${props.values.partySize}|0`)

  useInputTypedBeforeHydration(formRef, values, setValues)

  // Alive, the form draws the summary beside it (what the server drew there is replaced before the next
  // paint), so the summary follows what is chosen without an island of its own.
  const [summary, setSummary] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const element = document.getElementById(BOOKING_CHOICE_ID)
    element?.replaceChildren()
    setSummary(element)
  }, [])

  useEffect(() => {
    if (live && errors.time) setRefusals((count) => count + 1)
  }, [live, errors.time])

  useEffect(() => {
    const key = `${values.date}|${values.partySize}|${refusals}`
    if (!live || key === shown.current || !/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '')) return
    shown.current = key
    const query = new URLSearchParams({ date: values.date ?? '', partySize: values.partySize ?? '' })
    const controller = new AbortController()
    setSlots(null)
    setNights(null)
    fetch(`${props.availabilityUrl}?${query}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => response.json() as Promise<Availability>)
      .then((answer) => {
        setSlots(answer.slots ?? [])
        setNights(answer.nights ?? null)
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
  }, [live, values.date, values.partySize, refusals, props.availabilityUrl, setErrors])

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
  }

  const times = seatingTimes(rules)
  const value = (name: string) => values[name] ?? ''
  const choice = { date: value('date'), time: value('time'), partySize: value('partySize') }
  const parties = Array.from({ length: rules.maxParty - rules.minParty + 1 }, (_, i) =>
    String(rules.minParty + i),
  )

  return (
    <>
      {summary &&
        createPortal(<BookingChoiceView {...props.summary} locale={props.locale} choice={choice} />, summary)}
      <form
        ref={formRef}
        className="form reservation-form"
        action={props.action}
        noValidate={live}
        {...formProps}
      >
        <FormMessage text={message} focus={answeredByServer} />
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
        {/* Without scripts "show times" reloads the slots; with them the slots follow the date, and the
            button is hidden from the first paint (html.js) rather than removed when the island wakes,
            which moved every field below it. */}
        <button
          type="submit"
          name="intent"
          value="check"
          className="button button-quiet check-slots"
          formNoValidate
        >
          {labels.check}
        </button>
        <Seatings
          times={times}
          slots={slots}
          nights={nights}
          rules={rules}
          date={value('date')}
          partySize={Number(value('partySize'))}
          chosen={value('time')}
          error={errors.time}
          labels={labels}
          busy={live && slots === null}
          onChoose={(time) => update('time', time)}
          onNight={(date) => update('date', date)}
        />
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
        {/* On a phone the booking as chosen stands just above the button that books it (docs/spec.md §13.2);
            a wide screen has it beside the form. */}
        <div className="booking-choice booking-choice-inline">
          <BookingChoiceView {...props.summary} locale={props.locale} choice={choice} />
        </div>
        <SendButton token={props.token} botCheck={props.botCheck} busy={busy} labels={labels} />
      </form>
    </>
  )
}

export default defineIsland('ReservationForm', ReservationForm)

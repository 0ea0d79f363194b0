import { type FormEvent, useEffect, useRef, useState } from 'react'
import type * as v from 'valibot'
import type { ValidationMessages } from '../../lib/forms/codes'
import type { FormAnswer } from '../../lib/forms/validate'
import type { BotCheckProps } from './bot-check'
import { describeCodes, errorTexts, focusFirstError } from './Field'
import { postForm } from './post'

type AcceptedAnswer = Extract<FormAnswer, { ok: true }>

/**
 * What the server gives every public form island: where it posts, its fill-time token, the bot check, and
 * its answer to a post made without JavaScript (the values typed, the errors, the message).
 */
export interface PublicFormProps {
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

/** How a form's fields are checked before it is posted (the worker checks them again, and that counts). */
interface FieldCheck {
  /**
   * Loaded (`import()`) once the visitor starts on the form: valibot and the schemas are a chunk no page
   * loads before then. Built at each submit: a booking's rules depend on the moment it is sent.
   */
  schema: () => Promise<v.GenericSchema>
  /** Validation codes → text in the page's language. */
  messages: ValidationMessages
}

export interface IslandFormOptions {
  /** None for a form without fields (sign-out). */
  fields?: FieldCheck
  /** What the server rendered the form with when it answered a post made without JavaScript. */
  errors?: Record<string, string>
  message?: string | null
  /** Said when the site cannot be reached or answers something else. */
  offline: string
  /**
   * The island's own part of a success (follow the redirect, sign in, empty the fields). A text it returns
   * thanks the visitor in place: the form's message, announced once.
   */
  onAccepted(answer: AcceptedAnswer, form: HTMLFormElement): string | undefined
}

/** The form's text fields as it posts them. */
const postedValues = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].filter((entry) => typeof entry[1] === 'string'))

/** The form's schema and the checker that applies it, loaded on first use (both cached by the browser). */
const loadChecks = (fields: FieldCheck) =>
  Promise.all([import('../../lib/forms/validate').then((module) => module.check), fields.schema()])

/**
 * What is wrong with the fields, in the page's words; nothing when the form may be posted, or when the
 * checks could not be loaded (offline, or a deploy away): the worker checks the fields anyway.
 */
async function fieldErrorsOf(form: HTMLFormElement, fields: FieldCheck | undefined) {
  if (!fields) return {}
  const values = postedValues(form)
  const loaded = await loadChecks(fields).catch(() => undefined)
  if (!loaded) return {}
  const [check, schema] = loaded
  const checked = check(schema, values)
  return checked.ok ? {} : describeCodes(checked.errors, fields.messages)
}

/**
 * The one way a form island checks, posts and answers (docs/decisions/022-island-form-hook.md): the schema
 * first, focus on the first wrong field, then the post for the worker's JSON answer; a refusal, an
 * unreachable site or a thank-you is said once, in the form's own message (announced by its role), never
 * again in a toast. Toasts are for what a page says after a redirect. Each island keeps only what is its own.
 */
export function useIslandForm(options: IslandFormOptions) {
  const [errors, setErrors] = useState(options.errors ?? {})
  const [message, setMessage] = useState(options.message ?? null)
  /** The message thanks the visitor (success looks like success, docs/spec.md §20.2). */
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  /**
   * The page is the server's answer to a post made without JavaScript that it refused: its message (the
   * error summary) has the focus when the page opens (docs/spec.md §23.5).
   */
  const [answeredByServer] = useState(!!options.message)
  /** Hydrated: the form checks and posts itself now (it says so with `data-live`). */
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  /** The checks load while the visitor fills the form in, so they are there by the time it is sent. */
  const preparing = useRef(false)
  const submitting = useRef(false)
  /**
   * A refusal with no field to fix (a wrong password, a limit) is said in the form's message, which takes the
   * focus once drawn: the button that was pressed went busy, and focus must not fall back to the page.
   */
  const focusMessage = useRef<HTMLFormElement | null>(null)
  useEffect(() => {
    const form = focusMessage.current
    focusMessage.current = null
    if (message && form) form.querySelector<HTMLElement>('.form-message')?.focus()
  }, [message])
  const prepare = () => {
    if (preparing.current || !options.fields) return
    preparing.current = true
    loadChecks(options.fields).catch(() => undefined)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // A second press while the checks load, or while the post is under way, sends nothing twice.
    if (submitting.current) return
    submitting.current = true
    const found = await fieldErrorsOf(form, options.fields)
    setErrors(found)
    setMessage(null)
    setSent(false)
    if (Object.keys(found).length > 0) {
      submitting.current = false
      focusFirstError(form, found)
      return
    }
    setBusy(true)
    const answer = await postForm(form)
    setBusy(false)
    submitting.current = false
    if (answer?.ok) {
      const thanks = options.onAccepted(answer, form)
      if (thanks === undefined) return
      setMessage(thanks)
      setSent(true)
      return
    }
    const fieldErrors = answer ? errorTexts(answer.fieldErrors) : {}
    const text = answer?.message ?? options.offline
    setErrors(fieldErrors)
    setMessage(text)
    if (Object.keys(fieldErrors).length > 0) focusFirstError(form, fieldErrors)
    else focusMessage.current = form
  }

  /** A field being corrected loses its error. */
  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  /** What every form island's `<form>` carries: it posts, checks itself once hydrated, and says so. */
  const formProps = {
    method: 'post',
    onSubmit: submit,
    onFocus: prepare,
    'data-live': live || undefined,
  } as const

  return { errors, setErrors, message, sent, busy, live, formProps, clearError, answeredByServer }
}

import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as v from 'valibot'
import { UnreadableForm } from '../lib/errors'
import { FORM_FIELD, type FormId } from '../lib/forms/form-ids'
import {
  check,
  type FieldCodes,
  type FieldError,
  type FormAnswer,
  type FormState,
} from '../lib/forms/validate'
import { type MessageKey, type MessageParams, optionalMessage } from '../lib/i18n'
import { CmsError, isRecord } from './cms/errors.server'
import { cmsFieldErrors } from './cms/strapi-errors.server'
import type { RequestContext } from './context.server'
import { setFlash } from './flash.server'
import { FORM_POSTS, mayPostForm } from './limits/form-posts.server'
import { holdFormToken } from './limits/form-tokens.server'
import { checkBot } from './limits/turnstile.server'
import type { PageContext } from './page.server'
import { checkFormToken, issueFormToken } from './signing.server'

/**
 * Posted forms, one way for all of them (docs/decisions/013-one-form-stack.md): every form posts to the
 * page that shows it, naming itself in `_form`; its schema checks it; its handler answers. Islands ask for
 * JSON and get a {@link FormAnswer}; without JavaScript the answer is the page again with what was typed
 * and what is wrong, or a redirect with a flash message.
 */

const MAX_FIELDS = 50
const MAX_VALUE_LENGTH = 10_000

const badForm = (message: string) => new UnreadableForm(message)

/**
 * Reads a posted form as text fields: URL-encoded, multipart or JSON, in UTF-8. A body that is none of
 * these, or broken, is refused with the localised 400 page (never a 500).
 */
export async function readForm(ctx: PageContext): Promise<Record<string, string>> {
  const type = (ctx.c.req.header('content-type') ?? '').toLowerCase()
  const charset = /charset=([^;\s]+)/.exec(type)?.[1]?.replace(/"/g, '')
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw badForm(`Unsupported charset ${charset}`)
  const json = type.startsWith('application/json')
  if (
    !json &&
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    throw badForm('Unsupported form encoding')
  }
  let body: unknown
  try {
    body = json ? await ctx.c.req.json() : await ctx.c.req.parseBody()
  } catch {
    throw badForm('Unreadable form body')
  }
  if (!isRecord(body)) throw badForm('Unreadable form body')
  const entries = Object.entries(body)
  if (entries.length > MAX_FIELDS) throw badForm('Too many form fields')
  const values: Record<string, string> = {}
  for (const [name, value] of entries) {
    if (typeof value === 'string') values[name] = value.slice(0, MAX_VALUE_LENGTH)
    else if (typeof value === 'boolean') values[name] = value ? 'on' : ''
    else if (typeof value === 'number') values[name] = String(value)
  }
  return values
}

/** Islands post with `accept: application/json`; a plain form post (no JavaScript) wants a page. */
export const wantsJson = (ctx: PageContext) => (ctx.c.req.header('accept') ?? '').includes('application/json')

/** The text of a validation code in the page's language, or `fallback` (e.g. the CMS's own words). */
type Wording = Pick<RequestContext, 'locale' | 't'>

export function codeMessage(ctx: Wording, code: string, params?: MessageParams, fallback?: string) {
  return optionalMessage(ctx.locale, `validation.${code}`, params) ?? fallback ?? ctx.t('validation.invalid')
}

export const fieldErrors = (
  ctx: Wording,
  codes: FieldCodes,
  params?: MessageParams,
): Record<string, FieldError> =>
  Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, { code, message: codeMessage(ctx, code, params) }]),
  )

/** Fields no page ever shows again. */
const SECRET = /password|token/i

export interface Refusal {
  status: ContentfulStatusCode
  /** A machine code for the whole form (`invalid`, `throttled`, `unavailable` …). */
  code: string
  message: string
  fieldErrors?: Record<string, FieldError>
}

/** A form that could not be accepted: JSON for islands, otherwise its page again with the input. */
export function refuseForm(ctx: PageContext, id: FormId, values: Record<string, string>, refusal: Refusal) {
  const state: FormState = {
    id,
    values: Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name))),
    code: refusal.code,
    message: refusal.message,
    fieldErrors: refusal.fieldErrors ?? {},
  }
  ctx.c.header('cache-control', 'private, no-store')
  if (refusal.status === 503) ctx.c.header('retry-after', '60')
  if (wantsJson(ctx)) {
    const answer: FormAnswer = {
      ok: false,
      code: state.code,
      message: state.message,
      fieldErrors: state.fieldErrors,
      token: ctx.c.get('nextFormToken'),
    }
    return Promise.resolve(ctx.c.json(answer, refusal.status))
  }
  ctx.form = state
  return ctx.renderPage(refusal.status)
}

/** Something the form needs is down (the CMS, a limit's store, the bot check): try again, input kept. */
export const unavailable = (ctx: Wording): Refusal => ({
  status: 503,
  code: 'unavailable',
  message: ctx.t('forms.unavailable'),
})

/** For a limit's store that cannot be reached: logged, and the form answers `unavailable`. */
export const limitsDown = (error: unknown): undefined => {
  console.error('A limit could not be checked', error)
  return undefined
}

/**
 * A CMS refusal as a form refusal: an outage asks to try again (503, input kept); field errors are shown
 * in the page's words by their codes, the CMS's own words only for a code the site does not know.
 */
export function cmsRefusal(ctx: PageContext, error: unknown, params?: MessageParams): Refusal {
  if (!(error instanceof CmsError)) throw error
  if (error.status >= 500 || error.status === 0) return unavailable(ctx)
  const fieldErrors = Object.fromEntries(
    Object.entries(cmsFieldErrors(error)).map(([field, { code, message }]) => [
      field,
      { code: code ?? 'cms', message: code ? codeMessage(ctx, code, params, message) : message },
    ]),
  )
  const status = error.status === 409 || error.status === 429 ? error.status : 400
  return {
    status,
    code: Object.values(fieldErrors)[0]?.code ?? 'cms',
    message: ctx.t('validation.summary'),
    fieldErrors,
  }
}

/**
 * Success: a redirect with a one-time message for the next page (for islands, JSON naming the page; they
 * go there and the message shows on arrival). A form whose island thanks the visitor in place (`inPlace`)
 * gets the message in its JSON instead.
 */
export function acceptForm(
  ctx: PageContext,
  answer: { redirect: string; flash?: MessageKey; flashParams?: Record<string, string>; inPlace?: boolean },
) {
  ctx.c.header('cache-control', 'private, no-store')
  const json = wantsJson(ctx)
  if (answer.flash && !(json && answer.inPlace)) setFlash(ctx.c, 'success', answer.flash, answer.flashParams)
  if (!json) return ctx.c.redirect(answer.redirect, 303)
  const body: FormAnswer = answer.inPlace
    ? { ok: true, message: answer.flash && ctx.t(answer.flash), token: ctx.c.get('nextFormToken') }
    : { ok: true, redirect: answer.redirect }
  return ctx.c.json(body)
}

/** A form refused for being one too many: 429, `Retry-After`, the input kept (docs/spec.md §11.5–§11.6). */
export function refuseTooMany(
  ctx: PageContext,
  id: FormId,
  values: Record<string, string>,
  limit: { retryAfterSeconds: number; message: string },
) {
  ctx.c.header('retry-after', String(limit.retryAfterSeconds))
  return refuseForm(ctx, id, values, { status: 429, code: 'throttled', message: limit.message })
}

/**
 * The 429 of a post past the contact-type forms' burst limit (FORM_POSTS, docs/spec.md §11.6), or undefined
 * when this client may post now.
 */
export async function refuseBurst(ctx: PageContext, id: FormId, values: Record<string, string>) {
  if (await mayPostForm(ctx.c)) return undefined
  return refuseTooMany(ctx, id, values, {
    retryAfterSeconds: FORM_POSTS.periodMs / 1000,
    message: ctx.t('forms.tooMany'),
  })
}

declare module 'hono' {
  interface ContextVariableMap {
    /** A fresh fill-time token for an island's next post of the public form being answered. */
    nextFormToken: string
  }
}

/** A public form let through: its fill-time token is held until the form's outcome settles it. */
export interface Admission {
  /** A form that went through keeps its token used up; any other outcome gives it back. */
  settle(succeeded: boolean): Promise<void>
}

/**
 * What the public forms (booking, contact-type) check before anything reaches the CMS: the signed
 * fill-time token of this very form, taken once (docs/spec.md §11.9), then the optional bot check
 * (§11.10). A refusal keeps the input. An island's answer carries a fresh token for its next post (a page
 * without JavaScript gets one with the page it is sent back to).
 */
export async function admitPublicForm(
  ctx: PageContext,
  id: FormId,
  values: Record<string, string>,
): Promise<Response | Admission> {
  const now = ctx.clock.now()
  if (wantsJson(ctx)) ctx.c.set('nextFormToken', await issueFormToken(ctx.env, id, now))
  const token = await checkFormToken(ctx.env, id, values.token ?? '', now)
  const held = 'nonce' in token ? await holdFormToken(ctx.c, token.nonce).catch(limitsDown) : undefined
  if ('problem' in token || (held && !held.taken)) {
    const problem = 'problem' in token ? token.problem : 'used'
    return refuseForm(ctx, id, values, {
      status: 400,
      code: problem,
      message: ctx.t(problem === 'tooFast' ? 'validation.tooFast' : 'validation.expired'),
    })
  }
  if (!held) return refuseForm(ctx, id, values, unavailable(ctx))
  const bot = await checkBot(ctx.c, values)
  if (bot === 'passed') return { settle: held.settle }
  await held.settle(false)
  return refuseForm(
    ctx,
    id,
    values,
    bot === 'failed' ? { status: 400, code: 'botCheck', message: ctx.t('forms.botCheck') } : unavailable(ctx),
  )
}

/** One form of a page: its schema (fixed, or built for the request) and what to do with valid input. */
export interface FormDefinition {
  id: FormId
  submit(ctx: PageContext, values: Record<string, string>): Promise<Response>
}

/**
 * `params`: what the schema's messages mention (a party's limits, the booking window), for a form whose
 * rules come from the CMS.
 */
export function defineForm<Schema extends v.GenericSchema>(
  id: FormId,
  schema: Schema | ((ctx: PageContext) => Promise<Schema> | Schema),
  handle: (
    ctx: PageContext,
    input: v.InferOutput<Schema>,
    values: Record<string, string>,
  ) => Promise<Response>,
  params?: (ctx: PageContext) => Promise<MessageParams>,
): FormDefinition {
  return {
    id,
    async submit(ctx, values) {
      const checked = check(typeof schema === 'function' ? await schema(ctx) : schema, values)
      if (checked.ok) return handle(ctx, checked.output, values)
      return refuseForm(ctx, id, values, {
        status: 400,
        code: 'invalid',
        message: ctx.t('validation.summary'),
        fieldErrors: fieldErrors(ctx, checked.errors, await params?.(ctx)),
      })
    },
  }
}

/** A page's `action`: reads the post and hands it to the form it names (or the page's only form). */
export function formsAction(...forms: FormDefinition[]) {
  return async (ctx: PageContext): Promise<Response> => {
    const values = await readForm(ctx)
    const form =
      forms.length === 1 ? forms[0] : forms.find((candidate) => candidate.id === values[FORM_FIELD])
    if (!form) throw badForm('Unknown form')
    return form.submit(ctx, values)
  }
}

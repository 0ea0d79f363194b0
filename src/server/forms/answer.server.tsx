import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { forcedColorMode, ROUTES, type RouteDef, resolveLayout } from '../../app/routes'
import type { AppEnv, FormState } from '../../config'
import { translator } from '../../lib/i18n'
import { localePath } from '../../lib/locale'
import { CmsError, isRecord } from '../cms/errors'
import { type RenderRouteOptions, renderRoute } from '../pages.server'
import { renderPage } from '../render.server'

export const routeNamed = (name: string): RouteDef => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (!route) throw new Error(`No route named "${name}"`)
  return route
}

/** The island posts with `accept: application/json`; a plain form post (no JavaScript) wants a page. */
export const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json')

/** The posted text fields named, trimmed of nothing (the user's input comes back as typed). */
export async function postedValues(c: Context<AppEnv>, names: readonly string[]) {
  const body = await c.req.parseBody()
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = body[name]
    if (typeof value === 'string') values[name] = value.slice(0, 10_000)
  }
  return values
}

/** A CMS failure the visitor can do nothing about but wait: network, timeout, 5xx. */
export const isOutage = (error: unknown) =>
  error instanceof CmsError && (error.status >= 500 || error.status === 0)

/** Strapi's `details.errors` as `{ field: message }` (its English messages, used when we have none). */
export function strapiFieldErrors(error: CmsError): Record<string, string> {
  const body = error.body
  const details = isRecord(body) && isRecord(body.error) ? body.error.details : undefined
  const list = isRecord(details) && Array.isArray(details.errors) ? details.errors : []
  const errors: Record<string, string> = {}
  for (const item of list) {
    if (!isRecord(item) || !Array.isArray(item.path) || typeof item.message !== 'string') continue
    const field = String(item.path[0] ?? '')
    if (field && !errors[field]) errors[field] = item.message
  }
  return errors
}

/** Error codes as the page's language says them. */
export function localiseErrors(
  c: Context<AppEnv>,
  codes: Record<string, string>,
  params: Record<string, string | number> = {},
) {
  const t = translator(c.get('locale'))
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, t(`validation.forms.${code}`, params)]),
  )
}

export interface FormAnswer {
  route: RouteDef
  status: ContentfulStatusCode
  form: FormState
  /** The page to answer with (defaults to the route's own). */
  pages?: RenderRouteOptions['pages']
  /** What to show instead of the page when the CMS is down: the form alone, with what was typed. */
  outage?: ReactNode
}

/**
 * A form that could not be accepted: JSON for the island, otherwise the same page again with the values,
 * the errors and a message. During a CMS outage the page's own text cannot load, so the form is shown alone
 * (nothing the visitor typed is lost).
 */
export function answerForm(c: Context<AppEnv>, answer: FormAnswer) {
  const { form } = answer
  if (wantsJson(c)) {
    return c.json({ ok: false, errors: form.errors, message: form.message ?? null }, answer.status)
  }
  if (!answer.outage)
    return renderRoute(c, answer.route, { status: answer.status, form, pages: answer.pages })
  c.set('form', form)
  const t = translator(c.get('locale'))
  return renderPage(c, {
    status: answer.status,
    layout: resolveLayout(answer.route.layout),
    route: answer.route,
    title: `${t(`routes.${answer.route.name}`)} · ${t('site.name')}`,
    alternates: false,
    noindex: true,
    forcedColorMode: forcedColorMode(answer.route),
    headers: { 'cache-control': 'no-store', 'retry-after': '60' },
    body: answer.outage,
  })
}

/** Success: JSON with where to go for the island, a 303 for a plain post (so reload never re-sends). */
export function answerDone(c: Context<AppEnv>, location: string, message?: string) {
  if (wantsJson(c)) return c.json({ ok: true, redirect: location, message: message ?? null })
  return c.redirect(location, 303)
}

export const pathIn = (c: Context<AppEnv>, path: string) => localePath(path, c.get('locale'))

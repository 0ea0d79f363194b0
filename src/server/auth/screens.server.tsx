import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { PAGES } from '../../app/pages'
import { accountScreens } from '../../app/pages/account'
import type { AccountReservation, AccountScreenData, ReservationsResult } from '../../app/pages/account-data'
import { authScreens } from '../../app/pages/auth'
import { ROUTES, type RouteDef } from '../../app/routes'
import type { AppEnv, FormState } from '../../config'
import { isRecord } from '../cms/errors'
import { cmsClient } from '../cms/index.server'
import { renderRoute } from '../pages.server'
import { ensureCsrfToken } from './cookies.server'
import { readProfile } from './profile.server'
import { sessionAccount, sessionToken } from './session.server'
import { supabaseConfig } from './supabase-session.server'

/** Set after a registration that waits for e-mail confirmation: /confirm and /login fill the e-mail in. */
export const PENDING_EMAIL_COOKIE = 'auth_pending_email'

/** The routes whose pages this module renders (route table names). */
export const ACCOUNT_ROUTE_NAMES = [
  'login',
  'register',
  'confirm',
  'callback',
  'settings',
  'account',
  'account-register',
]

export const accountRoute = (name: string): RouteDef => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (!route) throw new Error(`No route named ${name}`)
  return route
}

/** Social providers from config; the buttons go straight to the CMS, which sends the user back to /callback. */
export function providerList(c: Context<AppEnv>): string[] {
  return (c.env.AUTH_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[a-z0-9-]{2,30}$/.test(name))
}

function toReservation(value: unknown): AccountReservation | null {
  if (!isRecord(value) || typeof value.reference !== 'string') return null
  const venue = isRecord(value.venue) ? value.venue : null
  return {
    reference: value.reference,
    date: String(value.date ?? ''),
    time: String(value.time ?? '').slice(0, 5),
    partySize: Number(value.partySize ?? 0),
    status: String(value.status ?? 'confirmed'),
    venue: venue ? { slug: String(venue.slug ?? ''), name: String(venue.name ?? '') } : null,
  }
}

/** The user's reservations through their own token (never cached); a failure leaves the page usable. */
async function loadReservations(c: Context<AppEnv>, token: string): Promise<ReservationsResult> {
  try {
    const body = await cmsClient(c).request<{ data?: unknown }>('/reservations/mine', { token })
    const list = Array.isArray(body?.data) ? body.data : []
    return { ok: true, items: list.map(toReservation).filter((item) => item !== null) }
  } catch {
    return { ok: false }
  }
}

async function screenData(c: Context<AppEnv>, extra: Partial<AccountScreenData>): Promise<AccountScreenData> {
  const account = sessionAccount(c) ?? null
  const token = sessionToken(c)
  const cmsBase = c.env.CMS_URL.replace(/\/+$/, '') + c.env.CMS_API_PREFIX.replace(/\/+$/, '')
  return {
    csrf: ensureCsrfToken(c),
    providers: providerList(c).map((name) => ({ name, href: `${cmsBase}/connect/${name}` })),
    account,
    profile: account ? await readProfile(c, account.id) : null,
    pendingEmail: getCookie(c, PENDING_EMAIL_COOKIE) ?? '',
    reservations: token ? () => loadReservations(c, token) : undefined,
    supabase: supabaseConfig(c.env),
    ...extra,
  }
}

/**
 * Renders an account screen with what this request knows (form token, user, profile, reservations). Used
 * for the screens' GET requests and to answer a form post that came back with errors.
 */
export async function renderAccountRoute(
  c: Context<AppEnv>,
  route: RouteDef,
  options: { status?: ContentfulStatusCode; form?: FormState; extra?: Partial<AccountScreenData> } = {},
) {
  const data = await screenData(c, options.extra ?? {})
  c.header('cache-control', 'no-store')
  return renderRoute(c, route, {
    status: options.status,
    form: options.form,
    pages: { ...PAGES, auth: authScreens(data), account: accountScreens(data) },
  })
}

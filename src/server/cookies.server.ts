import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import type { AppEnv, Env } from '../config'

/**
 * Every cookie the worker reads or writes goes through this module: the one reading of the Cookie header
 * (`requestCookies`, and `readCookie` for the site's own), and the one policy for writing them.
 *
 * The one cookie policy of the site (docs/spec.md §10.7): Path=/, SameSite=Lax, HttpOnly unless a script
 * must read it, and Secure whenever the site is served over https — decided by SITE_URL, not by the
 * request, so a forged Host or scheme cannot turn it off.
 */
export const secureCookies = (env: Pick<Env, 'SITE_URL'>) => env.SITE_URL.startsWith('https:')

/**
 * Over https the site's cookies are `__Host-` cookies: a browser takes one only from this very host, secure,
 * for the whole site, so a sibling subdomain cannot plant a session that wins over the guest's own.
 */
export const wireName = (env: Pick<Env, 'SITE_URL'>, name: string) =>
  secureCookies(env) ? `__Host-${name}` : name

export interface CookieOptions {
  /** Seconds; a session cookie when absent. */
  maxAge?: number
  /** Readable by page scripts (only the language cookie). */
  readableByScripts?: boolean
  /**
   * Sent inside the CMS admin's frame as well (only the draft cookie, docs/spec.md §16.13): over https the
   * admin may live on another site, so SameSite=None, partitioned (kept for that frame, never a tracker);
   * over http (a local machine, where admin and site share a host) SameSite=Lax already reaches the frame.
   */
  framed?: boolean
}

const framedOver = (env: Pick<Env, 'SITE_URL'>, framed: boolean | undefined) =>
  framed && secureCookies(env)
    ? ({ sameSite: 'None', partitioned: true } as const)
    : ({ sameSite: 'Lax' } as const)

export function setSiteCookie(c: Context<AppEnv>, name: string, value: string, options: CookieOptions = {}) {
  setCookie(c, wireName(c.env, name), value, {
    path: '/',
    ...framedOver(c.env, options.framed),
    httpOnly: !options.readableByScripts,
    secure: secureCookies(c.env),
    maxAge: options.maxAge,
  })
}

export function clearSiteCookie(
  c: Context<AppEnv>,
  name: string,
  options: Pick<CookieOptions, 'framed'> = {},
) {
  deleteCookie(c, wireName(c.env, name), {
    path: '/',
    secure: secureCookies(c.env),
    ...(options.framed && framedOver(c.env, true)),
  })
}

export interface RequestCookie {
  name: string
  value: string
}

/**
 * The Cookie header whole, as the browser sent it, for what must see it unread: its size (the 431 limit) and
 * the social sign-in's steps, which pass it on to the CMS. Everything else reads cookies below.
 */
export const cookieHeader = (c: Context<AppEnv>): string => c.req.header('cookie') ?? ''

/**
 * The Cookie header of a request the app has not seen yet, whole: the content cache's front door keys the
 * request's shape on it (content/front-door.server.ts), before any middleware reads a cookie.
 */
export const arrivingCookieHeader = (request: Request): string => request.headers.get('cookie') ?? ''

/** The Cookie header's pairs, each with its name: the one place the header is split. */
const pairsOf = (c: Context<AppEnv>) =>
  cookieHeader(c)
    .split(';')
    .flatMap((pair) => {
      const at = pair.indexOf('=')
      return at > 0 ? [{ name: pair.slice(0, at).trim(), pair }] : []
    })

/**
 * Every cookie the request carries, in the order the browser sent them, a name sent twice listed twice.
 * Hono's parser reads each pair (quotes, percent-encoding); a pair it refuses is left out.
 */
export const requestCookies = (c: Context<AppEnv>): RequestCookie[] =>
  pairsOf(c).flatMap(({ name, pair }) => {
    const value = parse(pair)[name]
    return value === undefined ? [] : [{ name, value }]
  })

/** The name of every cookie the request carries, whatever its value (one the parser refuses too). */
export const cookieNames = (c: Context<AppEnv>): string[] => [...new Set(pairsOf(c).map(({ name }) => name))]

/** The request's cookies of one of the site's names (its wire name: `__Host-` over https). */
const sent = (c: Context<AppEnv>, name: string) => {
  const wire = wireName(c.env, name)
  return requestCookies(c).filter((cookie) => cookie.name === wire)
}

/**
 * A cookie's value, when the request carries exactly one cookie of that name: two (one planted by another
 * host of the domain, or over plain http) make it unknown, and a session unknown is no session.
 */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  const [only, ...others] = sent(c, name)
  return only && others.length === 0 ? only.value || undefined : undefined
}

/** Whether the request carries a cookie of one of the site's names at all, whatever its value. */
export const carriesCookie = (c: Context<AppEnv>, name: string) => sent(c, name).length > 0

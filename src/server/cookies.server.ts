import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv, Env } from '../config'

/**
 * The one cookie policy of the site (docs/spec.md §10.7): Path=/, SameSite=Lax, HttpOnly unless a script
 * must read it, and Secure whenever the site is served over https — decided by SITE_URL, not by the
 * request, so a forged Host or scheme cannot turn it off.
 */
export const secureCookies = (env: Pick<Env, 'SITE_URL'>) => env.SITE_URL.startsWith('https:')

export interface CookieOptions {
  /** Seconds; a session cookie when absent. */
  maxAge?: number
  /** Readable by page scripts (only the language cookie). */
  readableByScripts?: boolean
}

export function setSiteCookie(c: Context<AppEnv>, name: string, value: string, options: CookieOptions = {}) {
  setCookie(c, name, value, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: !options.readableByScripts,
    secure: secureCookies(c.env),
    maxAge: options.maxAge,
  })
}

export function clearSiteCookie(c: Context<AppEnv>, name: string) {
  deleteCookie(c, name, { path: '/', secure: secureCookies(c.env) })
}

export const readCookie = (c: Context<AppEnv>, name: string): string | undefined =>
  getCookie(c, name) || undefined

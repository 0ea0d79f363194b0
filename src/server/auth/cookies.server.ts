import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../config'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure everywhere except plain http on this machine, where browsers would drop a Secure cookie. */
export function secureCookies(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url)
  return !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}

export const jwtCookieName = (c: Context<AppEnv>) => c.env.JWT_COOKIE || 'strapi_jwt'

/** The CMS JWT: HttpOnly so no page script can read it; it lives as long as the JWT itself (30 days). */
const JWT_MAX_AGE = 30 * 24 * 60 * 60

export const readJwt = (c: Context<AppEnv>) => getCookie(c, jwtCookieName(c)) || undefined

export function storeJwt(c: Context<AppEnv>, jwt: string) {
  setCookie(c, jwtCookieName(c), jwt, {
    path: '/',
    httpOnly: true,
    secure: secureCookies(c),
    sameSite: 'Lax',
    maxAge: JWT_MAX_AGE,
  })
}

export function clearJwt(c: Context<AppEnv>) {
  deleteCookie(c, jwtCookieName(c), { path: '/', secure: secureCookies(c), httpOnly: true, sameSite: 'Lax' })
}

/** The form token's cookie: Strict, so a post from another site never carries it. */
export const CSRF_COOKIE = 'auth_csrf'
export const CSRF_FIELD = '_csrf'

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The visitor's form token, created on the first form page they open. */
export function ensureCsrfToken(c: Context<AppEnv>): string {
  const existing = getCookie(c, CSRF_COOKIE)
  if (existing && /^[0-9a-f]{48}$/.test(existing)) return existing
  const token = randomToken()
  setCookie(c, CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: secureCookies(c),
    sameSite: 'Strict',
  })
  return token
}

export const readCsrfCookie = (c: Context<AppEnv>) => getCookie(c, CSRF_COOKIE)

import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/worker'
import { BROWSER_UA, get, ORIGIN } from './helpers'

/** The accounts endpoints against the real Strapi of this suite (tests/setup/strapi.ts). */

const headers = (extra: Record<string, string> = {}) => ({
  'user-agent': BROWSER_UA,
  'accept-language': 'en-GB,en;q=0.9',
  ...extra,
})

function postForm(
  path: string,
  fields: Record<string, string>,
  extra: Record<string, string> = {},
  origin = ORIGIN,
) {
  return SELF.fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: headers({ 'content-type': 'application/x-www-form-urlencoded', ...extra }),
    body: new URLSearchParams(fields),
  })
}

function postJson(
  path: string,
  body: Record<string, string>,
  extra: Record<string, string> = {},
  origin = ORIGIN,
) {
  return SELF.fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: headers({ 'content-type': 'application/json', accept: 'application/json', origin, ...extra }),
    body: JSON.stringify(body),
  })
}

/** name → attributes (lower case) of the answer's Set-Cookie for `name`. */
function cookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`))
  if (!line) return undefined
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
  return { value: pair.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const PASSWORD = 'sunset-2026'

/** A user registered through the worker; returns the JWT the worker stored in its cookie. */
async function registerUser(origin = ORIGIN) {
  const username = `u${unique()}`
  const response = await postJson(
    '/api/auth/local/register',
    { username, email: `${username}@example.com`, password: PASSWORD, passwordConfirmation: PASSWORD },
    {},
    origin,
  )
  expect(response.status).toBe(200)
  const jwt = cookie(response, 'strapi_jwt')
  expect(jwt?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  return { username, email: `${username}@example.com`, jwt: jwt?.value ?? '', response }
}

let user: Awaited<ReturnType<typeof registerUser>>
beforeAll(async () => {
  user = await registerUser()
})

describe('same-origin posts', () => {
  it('refuses a sign-in posted from another site with 403, in the page language', async () => {
    const response = await postForm(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD, locale: 'es' },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('Este formulario se envió desde otro sitio y se ha rechazado.')
    expect(cookie(response, 'strapi_jwt')).toBeUndefined()
  })

  it('refuses a post whose Referer is another site', async () => {
    const response = await postForm(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      { referer: 'https://evil.example/page' },
    )
    expect(response.status).toBe(403)
  })

  it('accepts a sign-in from its own pages and answers a plain form with a redirect and a flash', async () => {
    const response = await postForm(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      { origin: ORIGIN },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    expect(cookie(response, 'flash')?.value).toBe('success%3Aflash.authSignedIn')
    expect(cookie(response, 'strapi_jwt')?.value).toBeTruthy()
  })

  it('without Origin or Referer, takes the form token that matches the visitor’s cookie, and only that', async () => {
    const page = await get('/login')
    const csrf = cookie(page, 'auth_csrf')?.value ?? ''
    expect(csrf).toMatch(/^[0-9a-f]{48}$/)
    expect(await page.text()).toContain(`value="${csrf}"`)

    const fields = { identifier: user.email, password: PASSWORD }
    const withoutToken = await postForm('/api/auth/local', fields, { cookie: `auth_csrf=${csrf}` })
    expect(withoutToken.status).toBe(403)
    const wrongToken = await postForm(
      '/api/auth/local',
      { ...fields, _csrf: 'f'.repeat(48) },
      { cookie: `auth_csrf=${csrf}` },
    )
    expect(wrongToken.status).toBe(403)
    const withToken = await postForm(
      '/api/auth/local',
      { ...fields, _csrf: csrf },
      { cookie: `auth_csrf=${csrf}` },
    )
    expect(withToken.status).toBe(303)
  })
})

describe('sign-in throttle', () => {
  it('answers the sixth try after five failures with 429, Retry-After and a localised message', async () => {
    const address = { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 200) + 1}` }
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postJson(
        '/api/auth/local',
        { identifier: user.email, password: 'wrong-password', locale: 'es' },
        address,
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { message: string } }
      expect(body.error.message).toBe('Invalid identifier or password')
    }
    // Even the right password waits now: the lock is on the identifier from this address.
    const locked = await postJson(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD, locale: 'es' },
      address,
    )
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    const body = (await locked.json()) as { error: { message: string; name: string } }
    expect(body.error.name).toBe('RateLimitError')
    expect(body.error.message).toBe('Demasiados intentos fallidos. Vuelve a intentarlo dentro de 10 minutos.')
    expect(cookie(locked, 'strapi_jwt')).toBeUndefined()

    // Without JavaScript: the sign-in page again, in its language, with the message and a 429.
    const page = await postForm(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      { origin: ORIGIN, ...address },
    )
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toBeTruthy()
    const html = await page.text()
    expect(html).toContain('Too many failed attempts. Try again in 10 minutes.')
    expect(html).toContain(`value="${user.email}"`)

    // Another address is not locked out by these failures.
    const elsewhere = await postJson(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      { 'cf-connecting-ip': '198.51.100.7' },
    )
    expect(elsewhere.status).toBe(200)
  })
})

describe('the JWT cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and Secure over https', async () => {
    const response = await postJson(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      {},
      'https://site.test',
    )
    expect(response.status).toBe(200)
    const jwt = cookie(response, 'strapi_jwt')
    expect(jwt?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']))
    // Islands get the user, never the token.
    const body = await response.text()
    expect(body).toContain(user.username)
    expect(body).not.toContain(jwt?.value ?? '')
  })

  it('is not Secure over plain http on this machine, where a browser would drop it', async () => {
    const response = await postJson(
      '/api/auth/local',
      { identifier: user.email, password: PASSWORD },
      {},
      'http://localhost:8787',
    )
    const jwt = cookie(response, 'strapi_jwt')
    expect(jwt?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']))
    expect(jwt?.attributes).not.toContain('secure')
  })
})

describe('the session', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The real app and the real Strapi, counting the worker's calls to `/users/me` on the way. */
  async function requestCountingUsersMe(path: string, jwt: string) {
    const spy = vi.spyOn(globalThis, 'fetch')
    const context = createExecutionContext()
    const response = await createApp().fetch(
      new Request(`${ORIGIN}${path}`, { headers: headers({ cookie: `strapi_jwt=${jwt}` }) }),
      env,
      context,
    )
    const html = await response.text()
    await waitOnExecutionContext(context)
    const calls = spy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/users/me'),
    )
    return { response, html, usersMe: calls.length }
  }

  it('loads the user with /users/me once per request and shows the account', async () => {
    const { response, html, usersMe } = await requestCountingUsersMe('/account', user.jwt)
    expect(response.status).toBe(200)
    expect(usersMe).toBe(1)
    expect(html).toContain(user.email)
  })

  it('clears the cookie when the CMS rejects the token, and the account asks to sign in', async () => {
    const forged = `${user.jwt.slice(0, -4)}AAAA`
    const { response, usersMe } = await requestCountingUsersMe('/account', forged)
    expect(usersMe).toBe(1)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount')
    const cleared = cookie(response, 'strapi_jwt')
    expect(cleared?.value).toBe('')
    expect(cleared?.attributes).toContain('max-age=0')
  })

  it('never puts the token into a page', async () => {
    for (const path of ['/account', '/es/account', '/settings', '/account/register', '/', '/login']) {
      const response = await get(path, { cookie: `strapi_jwt=${user.jwt}` })
      const html = await response.text()
      expect(html, path).not.toContain(user.jwt)
      expect(html, path).not.toContain(user.jwt.split('.')[2])
    }
    const me = await get('/api/users/me', { cookie: `strapi_jwt=${user.jwt}` })
    const body = await me.text()
    expect(JSON.parse(body)).toMatchObject({ email: user.email, username: user.username })
    expect(body).not.toContain(user.jwt)
  })
})

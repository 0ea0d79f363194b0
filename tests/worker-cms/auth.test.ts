import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/worker'
import { BROWSER_UA, get, newAccount, ORIGIN } from '../worker/helpers'

/** The accounts endpoints against the real Strapi of this suite (tests/setup/strapi.ts). */

const headers = (extra: Record<string, string> = {}) => ({
  'user-agent': BROWSER_UA,
  'accept-language': 'en-GB,en;q=0.9',
  ...extra,
})

/** A plain form post from the site's own page (extra headers may replace the origin or drop it). */
function postForm(
  path: string,
  fields: Record<string, string>,
  extra: Record<string, string | undefined> = {},
) {
  const sent = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...extra }
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: headers(
      Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => !!entry[1])),
    ),
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

/** A user signed up, confirmed and signed in through the worker; the JWT the worker stored in its cookie. */
async function registerUser() {
  const account = await newAccount('u')
  expect(account.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  return account
}

const signIn = (identifier: string, password: string) => ({ _form: 'login', identifier, password })

let user: Awaited<ReturnType<typeof registerUser>>
beforeAll(async () => {
  user = await registerUser()
})

describe('same-site posts', () => {
  it('refuses a sign-in posted from another site with 403, in the page language', async () => {
    const response = await postForm('/es/login', signIn(user.email, PASSWORD), {
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('Este formulario se envió desde otro sitio y se ha rechazado.')
    expect(cookie(response, 'strapi_jwt')).toBeUndefined()
  })

  it('refuses a form post that says neither where it comes from nor that it is same-origin', async () => {
    const bare = await postForm('/login', signIn(user.email, PASSWORD), {
      origin: undefined,
      referer: `${ORIGIN}/login`,
    })
    expect(bare.status).toBe(403)
    const sameOrigin = await postForm('/login', signIn(user.email, PASSWORD), {
      origin: undefined,
      'sec-fetch-site': 'same-origin',
    })
    expect(sameOrigin.status).toBe(303)
  })

  it('accepts a sign-in from its own pages and answers a plain form with a redirect and a flash', async () => {
    const response = await postForm('/login', signIn(user.email, PASSWORD))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    expect(cookie(response, 'flash')?.value).toBe('success%3Aflash.authSignedIn')
    expect(cookie(response, 'strapi_jwt')?.value).toBeTruthy()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('goes back to a same-site redirect target, and ignores one on another host', async () => {
    const back = await postForm('/login', { ...signIn(user.email, PASSWORD), redirect: '/es/settings?tab=1' })
    expect(back.headers.get('location')).toBe('/es/settings?tab=1')
    const away = await postForm('/login', { ...signIn(user.email, PASSWORD), redirect: '//evil.example/x' })
    expect(away.headers.get('location')).toBe('/account')
  })
})

describe('sign-up', () => {
  it('answers the same whether or not the e-mail has an account, and mails its owner instead', async () => {
    const answer = async (email: string, name: string) => {
      const fields = { _form: 'register', name, email, password: PASSWORD, passwordConfirmation: PASSWORD }
      const response = await postForm('/register', fields)
      // An island's answer too, from another client (the sign-up limits count per client).
      const island = await postJson('/register', fields, {
        'cf-connecting-ip': `2001:db8:5:${Math.floor(Math.random() * 0xffff).toString(16)}::1`,
      })
      return {
        status: response.status,
        location: response.headers.get('location'),
        cookies: response.headers.getSetCookie().map((line) => line.split('=')[0]),
        body: await response.text(),
        island: { status: island.status, body: await island.json() },
      }
    }
    const fresh = await answer(`fresh${unique()}@fresh.example`, 'Anna Guest')
    // The owner's own name, or another: there is no username to be taken.
    const taken = await answer(user.email, user.name)
    expect(taken).toEqual(fresh)
    expect(fresh).toMatchObject({ status: 303, location: '/confirm' })
    expect(fresh.island).toEqual({ status: 200, body: { ok: true, redirect: '/confirm' } })
    expect(fresh.cookies).not.toContain('strapi_jwt')
    const { inject } = await import('vitest')
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
          to: string
          text: string
        }[]
        return mails.some((mail) => mail.to === user.email && mail.text.includes('already has one'))
      })
      .toBe(true)
  })
})

describe('the one answer shape', () => {
  it('answers islands with the fields’ codes and messages in the page language', async () => {
    const response = await postJson('/es/register', {
      _form: 'register',
      name: 'A',
      email: 'nope',
      password: 'short',
      passwordConfirmation: 'short',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Revisa los campos marcados.',
      fieldErrors: {
        name: { code: 'name', message: 'Escribe de 2 a 100 caracteres.' },
        email: { code: 'email', message: 'Escribe un correo como nombre@ejemplo.com.' },
        password: { code: 'passwordShort', message: 'Usa al menos 8 caracteres.' },
      },
    })
  })

  it('answers a plain form with its page, the input and the errors, never the password', async () => {
    const response = await postForm('/register', {
      _form: 'register',
      name: 'Ana',
      email: 'ana@',
      password: 'a-secret-one',
      passwordConfirmation: 'another-one',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('value="ana@"')
    expect(html).toContain('The passwords do not match.')
    expect(html).not.toContain('a-secret-one')
  })
})

describe('sign-in throttle', () => {
  it('answers the sixth try after five failures with 429, Retry-After and a localised message', async () => {
    const address = { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 200) + 1}` }
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postJson('/es/login', signIn(user.email, 'wrong-password'), address)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string }
      expect(body).toMatchObject({
        code: 'invalidCredentials',
        message: 'Correo electrónico o contraseña incorrectos.',
      })
    }
    // Even the right password waits now: the lock is on the identifier from this address.
    const locked = await postJson('/es/login', signIn(user.email, PASSWORD), address)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    const body = (await locked.json()) as { code: string; message: string }
    expect(body.code).toBe('throttled')
    expect(body.message).toBe('Demasiados intentos fallidos. Vuelve a intentarlo dentro de 10 minutos.')
    expect(cookie(locked, 'strapi_jwt')).toBeUndefined()

    // Without JavaScript: the sign-in page again, in its language, with the message and a 429.
    const page = await postForm('/login', signIn(user.email, PASSWORD), address)
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toBeTruthy()
    const html = await page.text()
    expect(html).toContain('Too many failed attempts. Try again in 10 minutes.')
    expect(html).toContain(`value="${user.email}"`)

    // Another address is not locked out by these failures.
    const elsewhere = await postJson('/login', signIn(user.email, PASSWORD), {
      'cf-connecting-ip': '198.51.100.7',
    })
    expect(elsewhere.status).toBe(200)
  })
})

describe('the session cookie', () => {
  const signInOn = (siteUrl: string) =>
    createApp().fetch(
      new Request(`${ORIGIN}/login`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', accept: 'application/json', origin: siteUrl }),
        body: JSON.stringify(signIn(user.email, PASSWORD)),
      }),
      { ...env, SITE_URL: siteUrl },
      createExecutionContext(),
    )

  it('is a __Host- cookie, HttpOnly, SameSite=Lax, Path=/ and Secure when the site is served over https', async () => {
    const response = await signInOn('https://site.test')
    expect(response.status).toBe(200)
    expect(cookie(response, 'strapi_jwt')).toBeUndefined()
    const jwt = cookie(response, '__Host-strapi_jwt')
    expect(jwt?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']))
    expect(jwt?.attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false)
    // Islands get where to go, never the token.
    expect(await response.text()).not.toContain(jwt?.value ?? '')
  })

  it('over https counts only under its __Host- name, and two of one name are no session', async () => {
    const jwt = cookie(await signInOn('https://site.test'), '__Host-strapi_jwt')?.value ?? ''
    const account = (cookieHeader: string) =>
      createApp().fetch(
        new Request(`${ORIGIN}/account`, { headers: headers({ cookie: cookieHeader }) }),
        { ...env, SITE_URL: 'https://site.test' },
        createExecutionContext(),
      )
    expect((await account(`__Host-strapi_jwt=${jwt}`)).status).toBe(200)
    // A cookie a sibling subdomain planted has no prefix (it could not set one): it names nobody.
    expect((await account(`strapi_jwt=${jwt}`)).status).toBe(302)
    // Over plain http the prefix is not there to help: two cookies of one name sign nobody in.
    expect((await get('/account', { cookie: `strapi_jwt=${user.jwt}` })).status).toBe(200)
    const twice = await get('/account', { cookie: `strapi_jwt=${user.jwt}; strapi_jwt=${user.jwt}` })
    expect(twice.status).toBe(302)
  })

  it('is not Secure when the site is plain http (this machine), where a browser would drop it', async () => {
    const jwt = cookie(await signInOn('http://site.test'), 'strapi_jwt')
    expect(jwt?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']))
    expect(jwt?.attributes).not.toContain('secure')
  })
})

describe('a post from another site', () => {
  it('is refused whatever its body says it is, and signs nobody out', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await SELF.fetch(`${ORIGIN}/account`, {
        method: 'POST',
        redirect: 'manual',
        headers: headers({
          'content-type': type,
          origin: 'http://evil.example',
          cookie: `strapi_jwt=${user.jwt}`,
        }),
        body:
          type === 'application/x-www-form-urlencoded'
            ? '_form=signOut'
            : JSON.stringify({ _form: 'signOut' }),
      })
      expect(answer.status, type).toBe(403)
      expect(cookie(answer, 'strapi_jwt'), type).toBeUndefined()
    }
    expect((await get('/account', { cookie: `strapi_jwt=${user.jwt}` })).status).toBe(200)
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
    // The page lets the address wrap before its @ (a <wbr>): its text is the address whole.
    expect(html.replaceAll('<wbr/>', '')).toContain(user.email)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('asks the CMS nothing on a page that shows nothing personal', async () => {
    const { response, usersMe } = await requestCountingUsersMe('/faq', user.jwt)
    expect(response.status).toBe(200)
    expect(usersMe).toBe(0)
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
    expect(JSON.parse(body)).toMatchObject({ email: user.email, name: user.name })
    // The account's username is the CMS's own business: never shown, never sent to a browser.
    expect(JSON.parse(body)).not.toHaveProperty('username')
    expect(body).not.toContain(user.jwt)
  })
})

describe('social sign-in', () => {
  it('shows the CMS’s refusal of a provider token on the localised callback page, and no session', async () => {
    const response = await get('/es/callback?access_token=forged-token&provider=github')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="es"')
    expect(html).toContain('No se ha podido iniciar sesión')
    // The CMS's "This provider is disabled", by its code, in the page's language.
    expect(html).toContain('Este proveedor de inicio de sesión no está disponible.')
    expect(html).not.toContain('This provider is disabled')
    expect(cookie(response, 'strapi_jwt')).toBeUndefined()
  })

  it('refuses a provider that is not configured, and explains the page when opened by hand', async () => {
    expect((await get('/callback?access_token=x&provider=myspace')).status).toBe(400)
    const plain = await get('/callback')
    expect(plain.status).toBe(200)
    expect(await plain.text()).toContain('only works when a sign-in provider sends you here')
  })
})

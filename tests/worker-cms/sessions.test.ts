import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { BROWSER_UA, clientAddress, newAccount, ORIGIN } from '../worker/helpers'

/**
 * Sessions end for real (docs/spec.md §10.3, §9.9, §9.11, §9.12), against the real Strapi of this suite: a
 * session cookie replayed after sign-out, a password change or a password reset reads `/api/users/me` as
 * 401, renders signed out and is cleared. Personal answers are `private, no-store` (§10.5).
 */

const PASSWORD = 'sunset-2026'
const NEW_PASSWORD = 'moonrise-2027'
const COOKIES = ['strapi_jwt', 'strapi_jwt_refresh']

function send(
  path: string,
  options: { form?: Record<string, string>; cookie?: string; json?: boolean } = {},
) {
  const headers: Record<string, string> = {
    'user-agent': BROWSER_UA,
    'accept-language': 'en-GB,en;q=0.9',
    'cf-connecting-ip': clientAddress(),
  }
  if (options.cookie) headers.cookie = options.cookie
  if (options.json) headers.accept = 'application/json'
  if (options.form) {
    headers.origin = ORIGIN
    headers['content-type'] = 'application/x-www-form-urlencoded'
  }
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: options.form ? 'POST' : 'GET',
    redirect: 'manual',
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  })
}

/** The session cookies an answer set, as a browser would send them back. */
function sessionOf(response: Response): string {
  const pairs = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => COOKIES.some((name) => pair.startsWith(`${name}=`)) && !pair.endsWith('='))
  expect(pairs).toHaveLength(2)
  return pairs.join('; ')
}

/** Whether an answer expired both session cookies. */
const clears = (response: Response) =>
  COOKIES.every((name) =>
    response.headers.getSetCookie().some((line) => line.startsWith(`${name}=;`) && /max-age=0/i.test(line)),
  )

async function signIn(identifier: string, password = PASSWORD) {
  const response = await send('/login', { form: { _form: 'login', identifier, password } })
  expect(response.status).toBe(303)
  return sessionOf(response)
}

/** An account signed up, confirmed and signed in, with its session as the worker set it. */
async function newSession() {
  const { name, email } = await newAccount('s')
  return { name, email, cookie: await signIn(email) }
}

/** A replayed session: /api/users/me refuses it and clears it; the account asks to sign in again. */
async function expectEnded(cookie: string) {
  const me = await send('/api/users/me', { cookie })
  expect(me.status).toBe(401)
  expect(me.headers.get('cache-control')).toBe('private, no-store')
  expect(clears(me)).toBe(true)
  const account = await send('/account', { cookie })
  expect(account.status).toBe(302)
  expect(account.headers.get('location')).toBe('/login?redirect=%2Faccount')
  expect(clears(account)).toBe(true)
}

const readsMe = async (cookie: string) => (await send('/api/users/me', { cookie })).status

describe('a replayed session cookie', () => {
  it('is refused after sign-out, and the settings page renders signed out', async () => {
    const user = await newSession()
    const replay = await signIn(user.email)
    expect(await readsMe(replay)).toBe(200)
    const out = await send('/settings', { form: { _form: 'signOut' }, cookie: replay })
    expect(out.status).toBe(303)
    expect(clears(out)).toBe(true)
    await expectEnded(replay)
    const settings = await send('/settings', { cookie: replay })
    expect(settings.status).toBe(200)
    expect(clears(settings)).toBe(true)
    const html = await settings.text()
    expect(html.replaceAll('<wbr/>', '')).not.toContain(user.email)
    expect(html).not.toContain('name="currentPassword"')
    // The registration's own session is another sign-in, and lives on.
    expect(await readsMe(user.cookie)).toBe(200)
  })

  it('is refused after a password change, on every other device and for the old cookie itself', async () => {
    const user = await newSession()
    const [here, elsewhere] = [await signIn(user.email), await signIn(user.email)]
    const changed = await send('/settings', {
      cookie: here,
      form: {
        _form: 'changePassword',
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
    })
    expect(changed.status).toBe(303)
    expect(changed.headers.get('cache-control')).toBe('private, no-store')
    const renewed = sessionOf(changed)
    await expectEnded(elsewhere)
    await expectEnded(user.cookie)
    await expectEnded(here)
    expect(await readsMe(renewed)).toBe(200)
  })

  it('is refused after a password reset', async () => {
    const user = await newSession()
    const before = await signIn(user.email)
    const forgot = await send('/login', { form: { _form: 'forgot', email: user.email } })
    expect(forgot.status).toBe(303)
    const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
      to: string
      text: string
    }[]
    const code = /[?&]code=([\w-]+)/.exec(mails.findLast((mail) => mail.to === user.email)?.text ?? '')?.[1]
    expect(code).toBeTruthy()
    const reset = await send('/login', {
      form: { _form: 'reset', code: code ?? '', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    })
    expect(reset.status).toBe(303)
    expect(await readsMe(sessionOf(reset))).toBe(200)
    await expectEnded(before)
    await expectEnded(user.cookie)
  })
})

describe('personal answers', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = (await newSession()).cookie
  })

  it('are private, no-store: the user, the account pages and the account actions', async () => {
    for (const path of ['/api/users/me', '/account', '/es/account', '/settings', '/account/register']) {
      const response = await send(path, { cookie })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const refused = await send('/settings', {
      cookie,
      json: true,
      form: {
        _form: 'changePassword',
        currentPassword: 'not-it-at-all',
        password: 'x',
        passwordConfirmation: 'y',
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await send('/api/users/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
  })

  it('include the booking confirmation, even one refused (a real one: forms.test.ts)', async () => {
    const page = await send(
      '/ibiza/reservations/confirmed?ref=IBZ-AAAAAA&date=2099-01-01&time=21:00&party=2&sig=00',
    )
    expect(page.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a session refreshed by parallel requests (docs/spec.md §10.9)', () => {
  it('refreshes once: five requests with only the refresh cookie all answer signed in, with working cookies', async () => {
    const user = await newSession()
    const refreshOnly = user.cookie.split('; ').filter((pair) => pair.startsWith('strapi_jwt_refresh='))
    expect(refreshOnly).toHaveLength(1)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send('/api/users/me', { cookie: refreshOnly.join('; ') })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.some(clears)).toBe(false)
    // Every answer hands the browser the same new pair, so whichever it applies last works.
    const sessions = new Set(answers.map(sessionOf))
    expect(sessions.size).toBe(1)
    const [renewed] = [...sessions]
    expect(await readsMe(renewed ?? '')).toBe(200)
    expect(await readsMe(refreshOnly.join('; '))).toBe(200)
  })
})

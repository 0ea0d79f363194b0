import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'
import { refreshAtCms } from '../../src/server/auth/profile.server'
import { CmsError } from '../../src/server/cms/errors.server'
import { issueFormToken, sign } from '../../src/server/signing.server'
import { fixtureWorker } from './fixture'
import { BROWSER_UA, clientAddress, ORIGIN } from './helpers'

/**
 * Every private answer of the CMS (cms/src/shared/answers.ts) given a malformed body: the page says what it
 * says when the CMS is down, in its own words, and nothing answers a 500 or renders half a page. Public
 * content comes from the fixture; the CMS of this file is its `fetch` (the worker, its Durable Objects and the
 * test share an isolate), answering every private call in a shape it never has.
 */

const CMS_URL = 'http://private-cms.test'
const site = fixtureWorker({ CMS_URL, HTML_CACHE_SECONDS: '0' })

/** A token the worker reads (never checks: the CMS does) for a signed-in visitor: good for an hour. */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'signature']
    .map((part) => btoa(part).replaceAll('=', ''))
    .join('.')
const ACCESS = jwt({ id: 7, exp: Math.floor(Date.now() / 1000) + 3600 })
const SIGNED_IN = `strapi_jwt=${ACCESS}`

/** A body in no answer's shape, though valid JSON: what a CMS of another version might say. */
const MALFORMED = JSON.stringify({ data: 'unexpected', jwt: 42, ok: 'maybe' })
/** For an answer the worker only needs to have succeeded (any JSON object): what a proxy in front might say. */
const NOT_JSON = '<html><body>Bad gateway</body></html>'
const ACKNOWLEDGED = new Set(['/api/auth/send-email-confirmation', '/api/auth/logout'])

/** The signed-in user of `SIGNED_IN`, answered well, so the account's other answers are the ones tested. */
const ME = { id: 7, email: 'guest@example.com', name: 'A Guest', confirmed: true, provider: 'local' }

let asked: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  asked = []
})

function cmsAnswersMalformed() {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== CMS_URL) return realFetch(input, init)
    asked.push(url.pathname)
    const signedIn = request.headers.get('authorization') === `Bearer ${ACCESS}`
    const body =
      url.pathname === '/api/users/me' && signedIn
        ? JSON.stringify(ME)
        : ACKNOWLEDGED.has(url.pathname)
          ? NOT_JSON
          : MALFORMED
    return new Response(body, { headers: { 'content-type': 'application/json' } })
  })
}

const visitor = () => ({ 'user-agent': BROWSER_UA, 'cf-connecting-ip': clientAddress() })
const open = (path: string, headers: Record<string, string> = {}) =>
  site(new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: { ...visitor(), ...headers } }))
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  site(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...visitor(),
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
  )
const token = (form: string) => issueFormToken(env, form as 'reservation', Date.now() - 10_000)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The answer is the CMS's outage, as the page words it: a 502 or 503 (never a 500), with the form's words or,
 * where the page itself cannot show without the CMS, the page's.
 */
async function saysUnavailable(response: Response, words: string | string[], asking: string) {
  const body = await response.text()
  expect(asked, 'the CMS was asked').toContain(`/api${asking}`)
  expect(response.status).toBeGreaterThanOrEqual(502)
  expect(response.status).toBeLessThanOrEqual(503)
  const said = [words].flat().filter((text) => body.includes(text.replaceAll("'", '&#x27;')))
  expect(said, `${asking}: the page's words`).not.toEqual([])
}

const PAGE_UNAVAILABLE = en.unavailable.title
const FORM_UNAVAILABLE = en.forms.unavailable
const ACCOUNT_UNAVAILABLE = en.auth.errors.unavailable

describe('a malformed private answer of the CMS', () => {
  it('leaves the booking page up without live slots, and the island is told it is unavailable', async () => {
    cmsAnswersMalformed()
    const page = await open(`/ibiza/reservations?date=${inDays(3)}&partySize=2`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(en.reservations.slotsUnknown)
    const slots = await open(`/ibiza/reservations/availability?date=${inDays(3)}&partySize=2`)
    expect(slots.status).toBe(503)
    expect(await slots.json()).toEqual({ slots: null, message: FORM_UNAVAILABLE })
  })

  it('refuses a booking as unavailable, keeping what was typed', async () => {
    cmsAnswersMalformed()
    const answer = await post('/ibiza/reservations', {
      token: await token('reservation'),
      date: inDays(3),
      time: '21:00',
      partySize: '2',
      name: 'A Guest',
      email: 'guest@example.com',
      phone: '+34 600 000 000',
      notes: '',
      consent: 'on',
    })
    await saysUnavailable(answer, FORM_UNAVAILABLE, '/reservations')
  })

  it('answers a confirmation link, and its confirmation, as unavailable', async () => {
    cmsAnswersMalformed()
    const link = 'a'.repeat(32)
    await saysUnavailable(
      await open(`/ibiza/reservations/confirm?token=${link}`),
      PAGE_UNAVAILABLE,
      '/reservations/waiting',
    )
    await saysUnavailable(
      await post('/ibiza/reservations/confirm', { token: link }),
      FORM_UNAVAILABLE,
      '/reservations/confirm',
    )
  })

  it('answers the manage page, and a cancellation from it, as unavailable', async () => {
    cmsAnswersMalformed()
    const link = 'b'.repeat(32)
    await saysUnavailable(
      await open(`/ibiza/reservations/manage?token=${link}`),
      PAGE_UNAVAILABLE,
      '/reservations/manage',
    )
    // The refusal shows the page again, which cannot show the booking without the CMS: the page's own words.
    await saysUnavailable(
      await post(`/ibiza/reservations/manage?token=${link}`, { _form: 'cancel-booking' }),
      [FORM_UNAVAILABLE, PAGE_UNAVAILABLE],
      '/reservations/manage/cancel',
    )
  })

  it('shows the account without its reservations, saying it could not list them', async () => {
    cmsAnswersMalformed()
    const page = await open('/account', { cookie: SIGNED_IN })
    expect(asked).toContain('/api/reservations/mine')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(en.account.reservationsUnavailable)
  })

  it('takes a malformed /users/me as the CMS down: the visitor is signed out, the cookies stay', async () => {
    cmsAnswersMalformed()
    const page = await open('/account', { cookie: 'strapi_jwt=someone-else' })
    expect(asked).toContain('/api/users/me')
    expect(page.status).toBe(302)
    expect(page.headers.getSetCookie().join()).not.toContain('strapi_jwt=;')
  })

  it('takes a malformed refresh as the CMS down, not as a session that ended', async () => {
    cmsAnswersMalformed()
    const refreshed = await refreshAtCms({ ...env, CMS_URL }, 'refresh-token', undefined).catch(
      (error: unknown) => error,
    )
    expect(asked).toContain('/api/auth/refresh')
    expect(refreshed).toBeInstanceOf(CmsError)
    expect((refreshed as CmsError).status).toBe(502)
  })

  it('renders a visitor whose refresh failed signed out, the cookies kept, never a 500', async () => {
    // The refresh runs in the user's Durable Object, which reaches no CMS here: the outage crosses RPC.
    const refresh = jwt({ userId: '7', exp: Math.floor(Date.now() / 1000) + 3600 })
    const page = await open('/account', { cookie: `strapi_jwt_refresh=${refresh}` })
    expect(page.status).toBe(302)
    expect(page.headers.getSetCookie().join()).not.toContain('strapi_jwt_refresh=;')
  })

  it('refuses a sign-in, a sign-up, a reset and the account mails as the account service down', async () => {
    cmsAnswersMalformed()
    const password = 'sunset-2026-blue'
    const cases: [string, Record<string, string>, string][] = [
      ['/login', { _form: 'login', identifier: 'guest@example.com', password }, '/auth/local'],
      [
        '/register',
        {
          _form: 'register',
          name: 'A Guest',
          email: `g${Date.now()}@example.com`,
          password,
          passwordConfirmation: password,
        },
        '/auth/local/register',
      ],
      ['/login', { _form: 'forgot', email: `f${Date.now()}@example.com` }, '/auth/forgot-password'],
      ['/confirm', { _form: 'resend', email: `r${Date.now()}@example.com` }, '/auth/send-email-confirmation'],
      [
        '/login',
        { _form: 'reset', code: 'c'.repeat(57), password, passwordConfirmation: password },
        '/auth/reset-password',
      ],
    ]
    for (const [path, fields, asking] of cases) {
      await saysUnavailable(await post(path, fields), ACCOUNT_UNAVAILABLE, asking)
    }
  })

  it('refuses a signed-in visitor’s password change and new name as the account service down', async () => {
    cmsAnswersMalformed()
    const password = 'sunset-2026-blue'
    const change = await post(
      '/settings',
      {
        _form: 'changePassword',
        currentPassword: 'old-password-2026',
        password,
        passwordConfirmation: password,
      },
      { cookie: SIGNED_IN },
    )
    await saysUnavailable(change, ACCOUNT_UNAVAILABLE, '/auth/change-password')
    const rename = await post(
      '/account/register',
      { _form: 'profile', name: 'Another Name', phone: '', preferredVenue: '' },
      { cookie: SIGNED_IN },
    )
    await saysUnavailable(rename, ACCOUNT_UNAVAILABLE, '/accounts/me/name')
  })

  it('answers a social sign-in’s return and an e-mail confirmation link as unavailable', async () => {
    cmsAnswersMalformed()
    const callback = await open('/callback?provider=github&access_token=provider-token')
    await saysUnavailable(callback, ACCOUNT_UNAVAILABLE, '/auth/github/callback')
    const confirmation = await open('/confirm?confirmation=abc123')
    await saysUnavailable(confirmation, PAGE_UNAVAILABLE, '/auth/email-confirmation')
  })

  it('refuses a contact message and a newsletter sign-up as unavailable', async () => {
    cmsAnswersMalformed()
    const contact = await post('/ibiza/contact', {
      _form: 'ibiza-contact',
      token: await token('ibiza-contact'),
      name: 'A Guest',
      email: 'guest@example.com',
      message: 'A table for a birthday, please.',
    })
    await saysUnavailable(contact, FORM_UNAVAILABLE, '/submissions')
    const newsletter = await post('/newsletter', {
      _form: 'newsletter',
      token: await token('newsletter'),
      email: `n${Date.now()}@example.com`,
      locale: 'en',
    })
    await saysUnavailable(newsletter, FORM_UNAVAILABLE, '/newsletter/confirmation-mail')
  })

  it('answers a newsletter link’s confirmation and an unsubscription as unavailable', async () => {
    cmsAnswersMalformed()
    const signUp = { email: `s${Date.now()}@example.com`, locale: 'en', venues: [], at: Date.now() }
    const payload = btoa(JSON.stringify(signUp)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
    const link = `${payload}.${await sign(env, `newsletter:${payload}`)}`
    const words = [FORM_UNAVAILABLE, PAGE_UNAVAILABLE, en.unavailable.message]
    await saysUnavailable(
      await post('/newsletter/confirm', { _form: 'newsletter-confirm', token: link }),
      words,
      '/newsletter/subscribers',
    )
    const unsubscribe = 'u'.repeat(32)
    await saysUnavailable(
      await post('/newsletter/unsubscribe', { _form: 'newsletter-unsubscribe', token: unsubscribe }),
      words,
      '/newsletter/unsubscribe',
    )
    // A mail program's one-click unsubscribe (RFC 8058) comes from no page of the site.
    const oneClick = await site(
      new Request(`${ORIGIN}/newsletter/unsubscribe?token=${unsubscribe}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String('List-Unsubscribe=One-Click'.length),
          'cf-connecting-ip': clientAddress(),
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(503)
    expect(await oneClick.text()).toBe(en.unavailable.message)
  })

  it('answers an editor’s preview link as the CMS not answering', async () => {
    cmsAnswersMalformed()
    // A link as the CMS signs it (cms/src/lib/preview.ts), with the secret both sides hold.
    const encoder = new TextEncoder()
    const hmac = async (key: BufferSource, text: string) =>
      crypto.subtle.sign(
        'HMAC',
        await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
        encoder.encode(text),
      )
    const fields = { type: 'event', id: 'draftdocument', locale: 'en' }
    const expires = String(Math.floor(Date.now() / 1000) + 600)
    const key = await hmac(encoder.encode(env.CMS_WORKER_SECRET), 'solera preview links v1')
    const signature = btoa(
      String.fromCharCode(...new Uint8Array(await hmac(key, `event\ndraftdocument\nen\n${expires}`))),
    )
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    const entry = await open(`/_app/preview?${new URLSearchParams({ ...fields, expires, sig: signature })}`)
    expect(asked).toContain('/api/events/draftdocument')
    expect(entry.status).toBe(503)
    expect(await entry.text()).toBe(en.preview.unavailable)
  })
})

import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { issueFormToken } from '../../src/server/signing.server'
import { formPost, get, ORIGIN, openConfirmationLink } from '../worker/helpers'

/** A form post as a browser sends it from the site's own page. */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  // Its own address: the booking and sign-in limits of other suites never meet this one.
  SELF.fetch(formPost(path, fields, { 'cf-connecting-ip': '192.0.2.61', ...headers }))

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('strapi_jwt='))
    ?.split(';')[0]

let session = ''
const handle = `j${Date.now().toString(36)}`
const user = { name: 'Julia Journey', password: 'sunset-2026' }
const email = `${handle}@${handle}.example`

beforeAll(async () => {
  const registered = await post('/register', {
    _form: 'register',
    ...user,
    email,
    passwordConfirmation: user.password,
  })
  // Every account proves its address first (docs/spec.md §9.3): the link leads to sign-in, and a new
  // account's first sign-in to its profile.
  expect(registered.headers.get('location')).toBe('/confirm')
  await openConfirmationLink(email)
  const signedIn = await post('/login', {
    _form: 'login',
    identifier: email,
    password: user.password,
    redirect: '/account/register',
  })
  expect(signedIn.headers.get('location')).toBe('/account/register')
  session = sessionOf(signedIn) ?? ''
  expect(session).toBeTruthy()
  const saved = await post(
    '/account/register',
    { _form: 'profile', name: 'Julia J. Journey', phone: '+34 600 111 222', preferredVenue: '' },
    { cookie: session },
  )
  expect(saved.status).toBe(303)
})

describe('sign-in and sign-up while signed in (docs/spec.md §9.6)', () => {
  it('sends a signed-in visitor of /login or /register to the account, in the page’s language', async () => {
    for (const [path, target] of [
      ['/login', '/account'],
      ['/register', '/account'],
      ['/es/login', '/es/account'],
      ['/es/register', '/es/account'],
      ['/login?redirect=%2Fes%2Fsettings', '/es/settings'],
      ['/login?redirect=%2F%2Fevil.example', '/account'],
    ] as const) {
      const response = await get(path, { cookie: session })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(target)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('still shows both to everyone else, and a reset link to anyone', async () => {
    expect((await get('/login')).status).toBe(200)
    expect((await get('/es/register')).status).toBe(200)
    const reset = await get('/login?code=a-code-from-the-mail', { cookie: session })
    expect(reset.status).toBe(200)
    expect(await reset.text()).toContain('name="code"')
  })

  it('answers a form posted from a page opened before signing in', async () => {
    const response = await post(
      '/login',
      { _form: 'login', identifier: email, password: user.password },
      { cookie: session },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
  })
})

describe('social sign-in buttons (docs/spec.md §9.4)', () => {
  it('shows a button for each configured provider only, starting on the site', async () => {
    // This suite configures `github` (vitest.config.ts); the local stack configures none.
    const html = await (await get('/es/login')).text()
    expect(html).toContain('Continuar con GitHub')
    expect(html).toContain('href="/api/connect/github"')
    expect(html).not.toContain('/connect/google')
  })
})

describe('the booking of a signed-in visitor', () => {
  it('finds name, e-mail and phone filled in (docs/spec.md §13.2)', async () => {
    const html = await (await get('/ibiza/reservations', { cookie: session })).text()
    // The account's name as the profile last set it (signed up as "Julia Journey").
    expect(html).toContain('value="Julia J. Journey"')
    expect(html).toContain(`value="${email}"`)
    expect(html).toContain('value="+34 600 111 222"')
    const anonymous = await (await get('/ibiza/reservations')).text()
    expect(anonymous).not.toContain('Julia J. Journey')
  })

  it('offers the confirmed booking as an .ics file on the venue’s clock (docs/spec.md §13.9)', async () => {
    const date = addDays(zonedNow('Europe/Madrid', Date.now()).date, 12)
    const booked = await post(
      '/es/ibiza/reservations',
      {
        token: await issueFormToken(env, 'reservation', Date.now() - 10_000),
        date,
        time: '21:30',
        partySize: '3',
        name: 'Julia Journey',
        email,
        phone: '+34 600 111 222',
        notes: '',
        consent: 'on',
      },
      { cookie: session },
    )
    // The account's own address, proven at sign-up (docs/spec.md §13.11): booked at once, no link.
    expect(booked.status).toBe(303)
    const confirmed = new URL(booked.headers.get('location') ?? '', ORIGIN)
    expect(confirmed.pathname).toBe('/es/ibiza/reservations/confirmed')
    const reference = confirmed.searchParams.get('ref') ?? ''
    expect(reference).toMatch(/^IBZ-/)
    const page = await (await get(`${confirmed.pathname}${confirmed.search}`)).text()
    const link = /<a class="button[^"]*" href="([^"]+)" download="([^"]+)">Añadir al calendario<\/a>/.exec(
      page,
    )
    expect(link?.[2]).toBe(`${reference}.ics`)
    const calendarPath = (link?.[1] ?? '').replace(/&amp;/g, '&')
    expect(calendarPath.startsWith('/es/ibiza/reservations/calendar.ics?')).toBe(true)

    const file = await get(calendarPath)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${reference}.ics"`)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const text = await file.text()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const unfolded = text.replace(/\r\n /g, '')
    const compact = date.replace(/-/g, '')
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n')
    expect(unfolded).toContain(`DTSTART;TZID=Europe/Madrid:${compact}T213000\r\n`)
    expect(unfolded).toContain(`DTEND;TZID=Europe/Madrid:${compact}T233000\r\n`)
    expect(unfolded).toContain(`UID:${reference}@site.test\r\n`)
    expect(unfolded).toContain('SUMMARY:Mesa para 3 en Solera Ibiza\r\n')
    expect(unfolded).toMatch(/LOCATION:Solera Ibiza\\, .+\r\n/)
    expect(unfolded).toContain(`DESCRIPTION:Código de reserva: ${reference}\\n3 personas\r\n`)

    // Only a booking the worker signed: a changed party size is not one.
    const forged = new URL(calendarPath, ORIGIN)
    forged.searchParams.set('party', '12')
    expect((await get(`${forged.pathname}${forged.search}`)).status).toBe(404)
  })
})

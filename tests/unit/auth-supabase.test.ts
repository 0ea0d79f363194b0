import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv, Env } from '../../src/config'
import { retryingFetch } from '../../src/lib/supabase-fetch'
import { supabaseSessions } from '../../src/server/auth/supabase.server'
import { securityHeaders } from '../../src/server/middleware/security.server'
import { type GoTrueDouble, makeUser, sessionCookies, startGoTrueDouble } from '../fixtures/gotrue-double'

let gotrue: GoTrueDouble

beforeAll(async () => {
  gotrue = await startGoTrueDouble()
})
afterAll(() => gotrue.close())
beforeEach(() => gotrue.clearLog())

/** The worker's session middleware in a bare app that reports what it saw. */
function appWith() {
  const app = new Hono<AppEnv>()
  app.use(securityHeaders())
  app.use(supabaseSessions())
  app.get('/', (c) => c.json({ supabaseUser: c.get('supabaseSession')?.user?.email ?? null }))
  return app
}

const baseEnv = {
  SITE_URL: 'http://site.test',
  CMS_URL: 'http://127.0.0.1:9',
  CMS_API_PREFIX: '/api',
  JWT_COOKIE: 'strapi_jwt',
  SUPABASE_URL: '',
  SUPABASE_ANON_KEY: '',
}
const configured = () =>
  ({ ...baseEnv, SUPABASE_URL: gotrue.url, SUPABASE_ANON_KEY: 'anon-key' }) as Partial<Env> as Env

const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ')

/** name → { value, attributes } of every Set-Cookie in the answer. */
function setCookies(response: Response) {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split('=')
      return [name, { value, attributes: attributes.map((a) => a.toLowerCase()) }]
    }),
  )
}

/**
 * The browser's cookies after an answer: those it sent, with what the answer set or expired (@supabase/ssr
 * writes only the chunks whose value changed, so the others stay as they were).
 */
function cookiesAfter(sent: { name: string; value: string }[], response: Response) {
  const jar = new Map(sent.map(({ name, value }) => [name, value]))
  for (const [name, { value, attributes }] of setCookies(response)) {
    if (!value || attributes.includes('max-age=0')) jar.delete(name)
    else jar.set(name, decodeURIComponent(value))
  }
  return [...jar].map(([name, value]) => ({ name, value }))
}

/** A user whose metadata is big enough that the session needs several cookies (as real profiles can). */
const bigUser = () => makeUser('ana@example.com', { bio: 'x'.repeat(5000) })

describe('Supabase sessions in the worker', () => {
  it('refreshes an expired session and writes it back as chunked 400-day cookies', async () => {
    const expired = gotrue.issueSession(bigUser(), -60)
    const sent = sessionCookies(gotrue.storageKey, expired)
    expect(sent.length).toBeGreaterThan(1)

    const response = await appWith().request('/', { headers: { cookie: cookieHeader(sent) } }, configured())

    expect(await response.json()).toEqual({ supabaseUser: 'ana@example.com' })
    expect(gotrue.hits('/auth/v1/token')).toBe(1)
    const written = setCookies(response)
    const chunks = [...written].filter(
      ([name, { value }]) => name.startsWith(`${gotrue.storageKey}.`) && value,
    )
    expect(chunks.length).toBeGreaterThan(1)
    for (const [, { attributes }] of chunks) {
      expect(attributes).toContain(`max-age=${400 * 24 * 60 * 60}`)
      expect(attributes).toContain('path=/')
      expect(attributes).toContain('samesite=lax')
    }
    // The new session is in the cookies: a later request goes on without another refresh.
    gotrue.clearLog()
    const next = await appWith().request(
      '/',
      { headers: { cookie: cookieHeader(cookiesAfter(sent, response)) } },
      configured(),
    )
    expect(await next.json()).toEqual({ supabaseUser: 'ana@example.com' })
    expect(gotrue.hits('/auth/v1/token')).toBe(0)
    expect(response.headers.get('cache-control')).toContain('no-store')
  })

  it('clears the session cookies when GoTrue refuses the refresh token', async () => {
    const expired = gotrue.issueSession(bigUser(), -60)
    const forged = { ...expired, refresh_token: 'not-a-token-it-issued' }
    const sent = sessionCookies(gotrue.storageKey, forged)

    const response = await appWith().request('/', { headers: { cookie: cookieHeader(sent) } }, configured())

    expect(await response.json()).toEqual({ supabaseUser: null })
    const written = setCookies(response)
    for (const { name } of sent) {
      expect(written.get(name)?.value).toBe('')
      expect(written.get(name)?.attributes).toContain('max-age=0')
    }
  })

  it('makes no Supabase request and sets no Supabase cookie when it is not configured', async () => {
    const sent = sessionCookies(gotrue.storageKey, gotrue.issueSession(makeUser('bo@example.com'), -60))

    const response = await appWith().request(
      '/',
      { headers: { cookie: cookieHeader(sent) } },
      baseEnv as Partial<Env> as Env,
    )

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ supabaseUser: null })
    expect(gotrue.requests).toEqual([])
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'")
    expect(response.headers.get('content-security-policy')).not.toContain(gotrue.url)
  })

  it('lets the browser client reach Supabase when it is configured (CSP connect-src)', async () => {
    const response = await appWith().request('/', {}, configured())
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${gotrue.url.replaceAll('.', '\\.')}(;|$)`))
  })
})

describe('the Supabase clients’ fetch', () => {
  it('tries a dropped connection again three times, then gives up', async () => {
    await expect(retryingFetch()(`${gotrue.url}/test/drop`)).rejects.toThrow()
    expect(gotrue.hits('/test/drop')).toBe(4)
  })

  it('returns an HTTP error at once', async () => {
    const response = await retryingFetch()(`${gotrue.url}/test/bad-request`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(400)
    expect(gotrue.hits('/test/bad-request')).toBe(1)
  })
})

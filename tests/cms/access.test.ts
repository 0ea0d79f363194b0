// Who may reach the CMS and how it tells callers apart: CORS for the site's origins only, and Strapi's
// sign-in rate limit per visitor behind the worker, per real address for everyone else.
import { describe, expect, it } from 'vitest'
import { api, cmsUrl, registerUser, sendJson, sendJsonFrom, viaWorker } from './_helpers'

// The health check is all a stranger reaches (a preflight carries no secret); the rest answers the worker.
const preflight = (origin: string) =>
  fetch(`${cmsUrl()}/_health`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET' },
  })

const allowedOrigin = (res: Response) => res.headers.get('access-control-allow-origin')

describe('CORS', () => {
  it('grants the site’s origin (SITE_URL) and those in CORS_ORIGINS, no other', async () => {
    for (const origin of ['http://site.test', 'https://staff.site.test']) {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(allowedOrigin(res)).toBe(origin)
    }
    for (const origin of [
      'https://evil.example',
      'http://site.test.evil.example',
      'null',
      'https://site.test',
    ]) {
      expect(allowedOrigin(await preflight(origin)), origin).toBeNull()
      const read = await fetch(api('/events?pagination[pageSize]=1'), { headers: { origin, ...viaWorker() } })
      expect(read.status).toBe(200)
      expect(allowedOrigin(read), origin).toBeNull()
    }
  })
})

const wrongSignIn = (identifier: string) => ({ identifier, password: 'not-the-password' })

describe('Strapi’s sign-in rate limit (10 a minute per address)', () => {
  it('counts each visitor behind the worker apart: 15 failures from 15 visitors lock nobody out', async () => {
    const u = await registerUser('target')
    for (let i = 1; i <= 15; i += 1) {
      const res = await sendJson('POST', '/auth/local', wrongSignIn(u.email), viaWorker(`203.0.113.${i}`))
      expect(res.status).toBe(400)
    }
    const owner = await sendJson(
      'POST',
      '/auth/local',
      { identifier: u.email, password: u.password },
      viaWorker('203.0.113.99'),
    )
    expect(owner.status).toBe(200)
  })

  it('refuses direct callers outright, whatever x-client-ip or secret they claim', async () => {
    const u = await registerUser('direct')
    // A loopback address of its own, so the rest of the suite (127.0.0.1) meets no rate limit of it.
    for (const [secret, status] of [
      [undefined, 404],
      ['a-guessed-secret', 403],
    ] as const) {
      const statuses: number[] = []
      for (let i = 1; i <= 12; i += 1) {
        const headers: Record<string, string> = { 'x-client-ip': `203.0.113.${100 + i}` }
        if (secret) headers['x-worker-secret'] = secret
        statuses.push(
          (await sendJsonFrom('127.0.0.2', 'POST', '/auth/local', wrongSignIn(u.email), headers)).status,
        )
      }
      expect(statuses).toEqual(Array(12).fill(status))
    }
    const owner = await sendJsonFrom('127.0.0.2', 'POST', '/auth/local', {
      identifier: u.email,
      password: u.password,
    })
    expect(owner.status).toBe(404)
  })
})

// The CMS answers the site and nobody else (cms/README.md, Access and Admin): the account endpoints take the
// worker's calls only, the admin API is not served while the panel is off, and no answer says what serves it.
import { describe, expect, it } from 'vitest'
import {
  api,
  cmsUrl,
  getJson,
  readOutbox,
  registerUser,
  sendJson,
  tokenHeader,
  unique,
  viaWorker,
} from './_helpers'

const usersNamed = async (email: string) =>
  (await getJson<unknown[]>(`/users?filters[email][$eq]=${email}`, { ...tokenHeader(), ...viaWorker() })).body

describe('accounts only through the site', () => {
  it('refuses every account endpoint called directly (401), or with a wrong secret (403), and does nothing', async () => {
    const u = await registerUser('gate')
    const stranger = `${unique('nobody')}@example.com`
    const calls: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/auth/local', { identifier: u.email, password: u.password }],
      [
        'POST',
        '/auth/local/register',
        { username: unique('gate').slice(0, 30), email: stranger, password: 'Pass-12345' },
      ],
      ['POST', '/auth/forgot-password', { email: u.email }],
      [
        'POST',
        '/auth/reset-password',
        { code: 'x', password: 'Pass-12345', passwordConfirmation: 'Pass-12345' },
      ],
      [
        'POST',
        '/auth/change-password',
        { currentPassword: u.password, password: 'P-123456a', passwordConfirmation: 'P-123456a' },
      ],
      ['POST', '/auth/send-email-confirmation', { email: u.email }],
      ['POST', '/auth/refresh', { refreshToken: u.refreshToken }],
      ['POST', '/auth/logout', { refreshToken: u.refreshToken }],
      ['GET', '/auth/email-confirmation?confirmation=x', undefined],
      ['GET', '/auth/github/callback?access_token=x', undefined],
      ['GET', '/users/me', undefined],
      ['GET', '/users', undefined],
      ['GET', '/users-permissions/roles', undefined],
    ]
    // Mails to these two only: other files' tests share the CMS and its outbox, and run meanwhile.
    const theirs = () => readOutbox().filter((mail) => mail.to === u.email || mail.to === stranger)
    const mailsBefore = theirs().length
    for (const [secret, status] of [
      [undefined, 401],
      ['not-the-worker', 403],
    ] as const) {
      for (const [method, path, body] of calls) {
        const headers: Record<string, string> = { authorization: `Bearer ${u.jwt}` }
        if (secret) headers['x-worker-secret'] = secret
        const answer =
          method === 'GET' ? await getJson(path, headers) : await sendJson(method, path, body ?? {}, headers)
        expect(answer.status, `${method} ${path}`).toBe(status)
      }
    }
    expect(await usersNamed(stranger)).toEqual([])
    expect(theirs()).toHaveLength(mailsBefore)
    // The session the refused logout and refresh named is untouched; through the worker all of it works.
    expect((await getJson('/users/me', { ...viaWorker(), authorization: `Bearer ${u.jwt}` })).status).toBe(
      200,
    )
  })

  it('keeps published content public', async () => {
    for (const path of ['/events', '/venues?filters[slug][$eq]=ibiza', '/home', '/radio']) {
      expect((await getJson(path)).status, path).toBe(200)
    }
  })

  it('opens the social sign-in start only for providers that are switched on', async () => {
    for (const provider of ['local', 'github', 'nope']) {
      const answer = await fetch(api(`/connect/${provider}`), { redirect: 'manual' })
      expect(answer.status, provider).toBe(404)
    }
  })
})

describe('the admin, with its panel off', () => {
  it('is not served at all: no first-admin sign-up, no admin API', async () => {
    const register = await fetch(`${cmsUrl()}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'mallory@example.com', password: 'Mallory-1234', firstname: 'M' }),
    })
    expect(register.status).toBe(404)
    for (const path of [
      '/admin',
      '/admin/init',
      '/admin/login',
      '/admin/users/me',
      '/admin/content-manager/init',
    ]) {
      expect((await fetch(`${cmsUrl()}${path}`)).status, path).toBe(404)
    }
  })
})

describe('answers', () => {
  it('say nothing of what serves them', async () => {
    for (const path of ['/_health', '/api/events', '/api/nothing-here', '/admin/init']) {
      const answer = await fetch(`${cmsUrl()}${path}`)
      expect(answer.headers.get('x-powered-by'), path).toBeNull()
      expect(answer.headers.get('server'), path).toBeNull()
    }
  })
})

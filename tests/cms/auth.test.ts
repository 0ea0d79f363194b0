import { describe, expect, it } from 'vitest'
import { getJson, readOutbox, registerUser, sendJson, unique, viaWorker, waitForMail } from './_helpers'

describe('users-permissions as the worker uses it', () => {
  it('register and sign in answer { jwt, refreshToken, user }; /users/me needs the token', async () => {
    const u = await registerUser('dana')
    expect(u.jwt).toBeTruthy()
    expect(u.refreshToken).toBeTruthy()
    expect(u.user.email).toBe(u.email)
    const login = await sendJson<never>(
      'POST',
      '/auth/local',
      { identifier: u.email, password: u.password },
      viaWorker(),
    )
    expect(login.status).toBe(200)
    expect(Object.keys(login.body).sort()).toEqual(['jwt', 'refreshToken', 'user'])
    const me = await getJson<never>('/users/me', {
      ...viaWorker(),
      authorization: `Bearer ${(login.body as unknown as { jwt: string }).jwt}`,
    })
    expect(me.status).toBe(200)
    expect((me.body as unknown as { email: string }).email).toBe(u.email)
    expect((await getJson('/users/me', viaWorker())).status).toBe(403)
    const wrong = await sendJson(
      'POST',
      '/auth/local',
      { identifier: u.email, password: 'wrong-password' },
      viaWorker(),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.error?.message).toBe('Invalid identifier or password')
    // The machine code the site words in the visitor's language (docs/spec.md §1.5).
    expect(wrong.body.error?.details).toEqual({ code: 'invalidCredentials' })
  })

  it('forgot-password mails a link to SITE_URL/login?code=…, and the code resets the password', async () => {
    const u = await registerUser('erin')
    const forgot = await sendJson('POST', '/auth/forgot-password', { email: u.email }, viaWorker())
    expect(forgot.status).toBe(200)
    expect(forgot.body).toEqual({ ok: true })
    const mail = await waitForMail((m) => m.to === u.email && /code=/.test(m.text + m.html))
    const match = /http:\/\/site\.test\/login\?code=([A-Za-z0-9]+)/.exec(mail.html || mail.text)
    expect(match, mail.html).not.toBeNull()
    const reset = await sendJson<never>(
      'POST',
      '/auth/reset-password',
      { code: match?.[1], password: 'New-password-42', passwordConfirmation: 'New-password-42' },
      viaWorker(),
    )
    expect(reset.status).toBe(200)
    expect((reset.body as unknown as { jwt: string }).jwt).toBeTruthy()
    const login = await sendJson(
      'POST',
      '/auth/local',
      { identifier: u.email, password: 'New-password-42' },
      viaWorker(),
    )
    expect(login.status).toBe(200)
  })

  it('signed-in users can change their password', async () => {
    const u = await registerUser('finn')
    const res = await sendJson<never>(
      'POST',
      '/auth/change-password',
      { currentPassword: u.password, password: 'Changed-pass-7', passwordConfirmation: 'Changed-pass-7' },
      { ...viaWorker(), authorization: `Bearer ${u.jwt}` },
    )
    expect(res.status).toBe(200)
    expect(
      (
        await sendJson(
          'POST',
          '/auth/local',
          { identifier: u.email, password: 'Changed-pass-7' },
          viaWorker(),
        )
      ).status,
    ).toBe(200)
  })

  it('a sign-up with a taken e-mail creates nothing, tells nothing, and mails the owner instead', async () => {
    const u = await registerUser('gale')
    const fresh = unique('gale2').slice(0, 30)
    const signUp = (email: string, name: string) =>
      sendJson('POST', '/auth/local/register', { name, email, password: 'Another-pass-1' }, viaWorker())
    const again = await signUp(u.email, 'Somebody Else')
    const anew = await signUp(`${fresh}@${fresh}.example`, 'Somebody Else')
    // The same answer as a new account's, to the byte: no session, nothing about who has an account.
    expect(again.status).toBe(200)
    expect(anew.status).toBe(200)
    expect(again.body).toEqual({ ok: true })
    expect(anew.body).toEqual({ ok: true })
    const mail = await waitForMail(
      (m) => m.to === u.email && /account/i.test(m.subject) && m.text.includes('/login'),
    )
    expect(mail.text).toContain('already has one')
    // Nothing was made: the owner's password still signs in, the stranger's does not.
    const taken = await sendJson(
      'POST',
      '/auth/local',
      { identifier: u.email, password: 'Another-pass-1' },
      viaWorker(),
    )
    expect(taken.status).toBe(400)
  })

  it('is one account per inbox: another spelling of a Gmail address is taken too', async () => {
    const handle = unique('one.inbox').toLowerCase().slice(0, 24)
    const owner = `${handle}@gmail.com`
    const signUp = (email: string) =>
      sendJson(
        'POST',
        '/auth/local/register',
        { name: 'Ina Box', email, password: 'Another-pass-1' },
        viaWorker(),
      )
    expect((await signUp(owner)).body).toEqual({ ok: true })
    const spellings = [
      `${handle.replaceAll('.', '')}@gmail.com`,
      `${handle}+night@googlemail.com`,
      owner.toUpperCase(),
    ]
    for (const spelling of spellings) expect((await signUp(spelling)).body, spelling).toEqual({ ok: true })
    // Each time the inbox's owner is told, at the account's address; no account is made for a spelling.
    const told = readOutbox().filter((m) => m.to === owner && m.text.includes('already has one'))
    expect(told).toHaveLength(spellings.length)
    const made = readOutbox().filter(
      (m) => m.text.includes('/confirm?confirmation=') && spellings.slice(0, 2).includes(m.to),
    )
    expect(made).toEqual([])
  })

  it('takes a name, never a username: each account gets an opaque one of its own', async () => {
    const u = await registerUser('ivo')
    expect(u.user.name).toBe(`Guest ${u.email.split('@')[0]}`)
    expect(u.user.username).toMatch(/^u-[0-9a-f-]{36}$/)
    expect(u.user.username).not.toContain(u.email.split('@')[0])
    // A username sent anyway is refused, as any field the sign-up does not take; so is a name too short.
    const handle = unique('ivo2').slice(0, 30)
    for (const body of [
      {
        username: 'chosen',
        name: 'Ivo Ivanov',
        email: `${handle}@${handle}.example`,
        password: 'Another-pass-1',
      },
      { name: 'I', email: `${handle}@${handle}.example`, password: 'Another-pass-1' },
    ]) {
      const refused = await sendJson('POST', '/auth/local/register', body, viaWorker())
      expect(refused.status).toBe(400)
    }
    // The name is the one thing of the account its owner changes, with their own token.
    const renamed = await sendJson(
      'PUT',
      '/accounts/me/name',
      { name: 'Ivo Petrov' },
      {
        ...viaWorker(),
        authorization: `Bearer ${u.jwt}`,
      },
    )
    expect(renamed.status).toBe(200)
    const me = await sendJson('GET', '/users/me', undefined, {
      ...viaWorker(),
      authorization: `Bearer ${u.jwt}`,
    })
    expect(me.body).toMatchObject({ name: 'Ivo Petrov', email: u.email })
    const anonymous = await sendJson('PUT', '/accounts/me/name', { name: 'Nobody' }, viaWorker())
    expect([401, 403]).toContain(anonymous.status)
  })

  it('needs the e-mail confirmed before a sign-in', async () => {
    const handle = unique('unproven').slice(0, 30)
    const email = `${handle}@${handle}.example`
    const signUp = await sendJson(
      'POST',
      '/auth/local/register',
      { name: 'Una Proven', email, password: 'Correct-horse-9' },
      viaWorker(),
    )
    expect(signUp.status).toBe(200)
    expect(signUp.body).not.toHaveProperty('jwt')
    const early = await sendJson(
      'POST',
      '/auth/local',
      { identifier: email, password: 'Correct-horse-9' },
      viaWorker(),
    )
    expect(early.status).toBe(400)
    expect(early.body.error?.details.code).toBe('notConfirmed')
  })

  it('codes every refusal of the auth endpoints, Strapi’s own field checks included', async () => {
    const u = await registerUser('hana')
    const refusals: [string, string, Record<string, unknown>, Record<string, string>, string][] = [
      [
        'POST',
        '/auth/reset-password',
        { code: 'nope', password: 'Pass-1234', passwordConfirmation: 'Pass-1234' },
        {},
        'resetCodeInvalid',
      ],
      [
        'POST',
        '/auth/change-password',
        { currentPassword: 'wrong-one-1', password: 'Pass-1234', passwordConfirmation: 'Pass-1234' },
        { authorization: `Bearer ${u.jwt}` },
        'wrongCurrentPassword',
      ],
      [
        'POST',
        '/auth/change-password',
        { currentPassword: u.password, password: u.password, passwordConfirmation: u.password },
        { authorization: `Bearer ${u.jwt}` },
        'samePassword',
      ],
      ['POST', '/auth/local/register', { name: 'Xavi', email: 'not-an-email', password: 'a' }, {}, 'invalid'],
    ]
    for (const [method, path, body, headers, code] of refusals) {
      const answer = await sendJson(method, path, body, { ...viaWorker(), ...headers })
      expect(answer.status, path).toBe(400)
      expect(answer.body.error?.details.code, `${path} ${answer.body.error?.message}`).toBe(code)
    }
  })
})

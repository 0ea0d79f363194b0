// Sign-ins that end (jwtManagement 'refresh', the default): after sign-out, a password change or a reset,
// the old refresh token is refused and the old access token gets 401 at once, not when it expires.
import { describe, expect, it } from 'vitest'
import { getJson, registerUser, type Session, sendJson, viaWorker, waitForMail } from './_helpers'

const signIn = async (identifier: string, password: string): Promise<Session> => {
  const res = await sendJson<never>('POST', '/auth/local', { identifier, password }, viaWorker())
  expect(res.status).toBe(200)
  return res.body as unknown as Session
}

const meStatus = async (jwt: string) =>
  (await getJson('/users/me', { ...viaWorker(), authorization: `Bearer ${jwt}` })).status
const refresh = (refreshToken: string) => sendJson('POST', '/auth/refresh', { refreshToken }, viaWorker())
const logout = (body: Record<string, unknown>, jwt?: string) =>
  sendJson('POST', '/auth/logout', body, {
    ...viaWorker(),
    ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
  })

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat: number
    exp: number
  }

/** Both tokens of a sign-in are refused: the access token on /users/me, the refresh token on /auth/refresh. */
const expectEnded = async (session: Pick<Session, 'jwt' | 'refreshToken'>) => {
  expect(await meStatus(session.jwt)).toBe(401)
  const again = await refresh(session.refreshToken)
  expect(again.status).toBe(401)
  expect(again.body.error?.message).toBe('Invalid refresh token')
}

describe('sessions', () => {
  it('access tokens live 10 minutes; a refresh answers a new pair and retires the old refresh token', async () => {
    const u = await registerUser('rafa')
    const login = await signIn(u.email, u.password)
    const { iat, exp } = claims(login.jwt)
    expect(exp - iat).toBe(600)
    const refreshed = await refresh(login.refreshToken)
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body).sort()).toEqual(['jwt', 'refreshToken'])
    const pair = refreshed.body as unknown as Session
    expect(pair.refreshToken).not.toBe(login.refreshToken)
    expect(await meStatus(pair.jwt)).toBe(200)
    // The access token from before the refresh stays good until it expires: a refresh is not a sign-out.
    expect(await meStatus(login.jwt)).toBe(200)
    expect((await refresh(login.refreshToken)).status).toBe(401)
    expect((await sendJson('POST', '/auth/refresh', {}, viaWorker())).status).toBe(400)
    expect((await refresh('not-a-token')).status).toBe(401)
  })

  it('after sign-out neither token of that sign-in works, even one from before a refresh', async () => {
    const u = await registerUser('sasha')
    const login = await signIn(u.email, u.password)
    const refreshed = (await refresh(login.refreshToken)).body as unknown as Session
    // Signs out with the access token issued before the refresh.
    const out = await logout({ refreshToken: refreshed.refreshToken }, login.jwt)
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ ok: true })
    await expectEnded(login)
    await expectEnded(refreshed)
    // Signing out with nothing but an access token from before a refresh ends the refreshed sign-in too.
    const again = await signIn(u.email, u.password)
    const later = (await refresh(again.refreshToken)).body as unknown as Session
    expect((await logout({}, again.jwt)).status).toBe(200)
    await expectEnded(later)
    // Another sign-in of the same user (the one registration opened) goes on.
    expect(await meStatus(u.jwt)).toBe(200)
  })

  it('signs out with the refresh token alone, once the access token has expired', async () => {
    const u = await registerUser('tomas')
    const login = await signIn(u.email, u.password)
    const out = await logout({ refreshToken: login.refreshToken })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ ok: true })
    await expectEnded(login)
    expect((await logout({ refreshToken: login.refreshToken })).status).toBe(401)
    expect((await logout({})).status).toBe(401)
  })

  it('a password change ends every sign-in and answers fresh tokens for the one that changed it', async () => {
    const u = await registerUser('uma')
    const phone = await signIn(u.email, u.password)
    const changed = await sendJson<never>(
      'POST',
      '/auth/change-password',
      { currentPassword: u.password, password: 'Changed-pass-8', passwordConfirmation: 'Changed-pass-8' },
      { ...viaWorker(), authorization: `Bearer ${u.jwt}` },
    )
    expect(changed.status).toBe(200)
    expect(Object.keys(changed.body).sort()).toEqual(['jwt', 'refreshToken', 'user'])
    await expectEnded(u)
    await expectEnded(phone)
    const fresh = changed.body as unknown as Session
    expect(await meStatus(fresh.jwt)).toBe(200)
    expect((await refresh(fresh.refreshToken)).status).toBe(200)
  })

  it('a password reset ends every sign-in and answers tokens for a new one', async () => {
    const u = await registerUser('vera')
    const laptop = await signIn(u.email, u.password)
    expect((await sendJson('POST', '/auth/forgot-password', { email: u.email }, viaWorker())).status).toBe(
      200,
    )
    const mail = await waitForMail((m) => m.to === u.email && /code=/.test(m.text + m.html))
    const code = /login\?code=([A-Za-z0-9]+)/.exec(mail.html || mail.text)?.[1]
    const reset = await sendJson<never>(
      'POST',
      '/auth/reset-password',
      { code, password: 'Reset-pass-42', passwordConfirmation: 'Reset-pass-42' },
      viaWorker(),
    )
    expect(reset.status).toBe(200)
    expect(Object.keys(reset.body).sort()).toEqual(['jwt', 'refreshToken', 'user'])
    await expectEnded(u)
    await expectEnded(laptop)
    expect(await meStatus((reset.body as unknown as Session).jwt)).toBe(200)
  })
})

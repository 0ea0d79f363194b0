// Reset codes that behave and mails that are the site's own (cms/README.md, Access): a code works once, and
// not after the password changed or a newer code was sent; the mail speaks the visitor's language. That a code
// dies after one hour is tested on the pure rule (tests/unit/reset-codes.test.ts): Strapi's clock is real.
import { describe, expect, it } from 'vitest'
import { type Mail, readOutbox, registerUser, sendJson, viaWorker } from './_helpers'

const forgot = (email: string, locale = 'en') =>
  sendJson('POST', '/auth/forgot-password', { email }, { ...viaWorker(), 'x-locale': locale })

const lastMailTo = (email: string): Mail => {
  const mail = readOutbox().findLast((m) => m.to === email)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

const codeIn = (mail: Mail) => /[?&]code=([0-9a-z]+)/.exec(mail.text)?.[1] ?? ''

const reset = (code: string, password: string) =>
  sendJson('POST', '/auth/reset-password', { code, password, passwordConfirmation: password }, viaWorker())

describe('password-reset codes', () => {
  it('work once', async () => {
    const u = await registerUser('once')
    await forgot(u.email)
    const code = codeIn(lastMailTo(u.email))
    expect((await reset(code, 'First-reset-1')).status).toBe(200)
    const again = await reset(code, 'Second-reset-2')
    expect(again.status).toBe(400)
    expect(again.body.error?.details.code).toBe('resetCodeInvalid')
  })

  it('die when a newer code is sent', async () => {
    const u = await registerUser('newer')
    await forgot(u.email)
    const older = codeIn(lastMailTo(u.email))
    await forgot(u.email)
    const newer = codeIn(lastMailTo(u.email))
    expect(newer).not.toBe(older)
    expect((await reset(older, 'Older-code-1')).status).toBe(400)
    expect((await reset(newer, 'Newer-code-2')).status).toBe(200)
  })

  it('die when the password is changed', async () => {
    const u = await registerUser('changed')
    await forgot(u.email)
    const code = codeIn(lastMailTo(u.email))
    const changed = await sendJson(
      'POST',
      '/auth/change-password',
      { currentPassword: u.password, password: 'Changed-pass-3', passwordConfirmation: 'Changed-pass-3' },
      { ...viaWorker(), authorization: `Bearer ${u.jwt}` },
    )
    expect(changed.status).toBe(200)
    const late = await reset(code, 'Too-late-pass-4')
    expect(late.status).toBe(400)
    expect(late.body.error?.details.code).toBe('resetCodeInvalid')
  })

  it('answer the same for an address without an account, and mail nobody', async () => {
    const answer = await forgot('nobody-at-all@example.com')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ok: true })
    // Only that address counts: other files share the outbox and send meanwhile.
    expect(readOutbox().filter((mail) => mail.to === 'nobody-at-all@example.com')).toEqual([])
  })
})

describe('the reset mail', () => {
  it('is the site’s own, in the visitor’s language: plain text without markup, and a branded HTML part', async () => {
    const u = await registerUser('mail')
    await forgot(u.email, 'es')
    const es = lastMailTo(u.email)
    expect(es.subject).toBe('Restablece tu contraseña de Solera')
    expect(es.text).toContain('http://site.test/es/login?code=')
    expect(es.text).toContain('durante una hora')
    expect(es.text).not.toMatch(/<[a-z/!]/i)
    expect(es.html).toContain('Solera')
    expect(es.html).toContain('href="http://site.test/es/login?code=')
    expect(es.html).toContain('Elegir una contraseña nueva')
    await forgot(u.email)
    const en = lastMailTo(u.email)
    expect(en.subject).toBe('Reset your Solera password')
    expect(en.text).toMatch(/^Someone/)
    expect(en.text).toContain('http://site.test/login?code=')
  })
})

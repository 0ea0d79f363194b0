import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { clientAddress, formPost, newAccount } from '../worker/helpers'

/** Account posts over 16 KB and redirect targets with bytes a Location cannot carry (docs/spec.md §11.8, §8.3). */

const PASSWORD = 'sunset-2026'

const post = (path: string, fields: Record<string, string>, address = clientAddress()) =>
  SELF.fetch(formPost(path, fields, { 'cf-connecting-ip': address }))

describe('account posts', () => {
  it('take at most 16 KB: more is answered 413 with a page in the visitor’s language, never read', async () => {
    for (const [path, words] of [
      ['/login', 'too large'],
      ['/es/register', 'demasiado'],
    ] as const) {
      const big = await post(path, {
        _form: 'login',
        identifier: 'someone@example.com',
        password: 'x'.repeat(18_000),
      })
      expect(big.status, path).toBe(413)
      expect((await big.text()).toLowerCase(), path).toContain(words.toLowerCase())
    }
    const fits = await post('/login', {
      _form: 'login',
      identifier: 'someone@example.com',
      password: 'x'.repeat(15_000),
    })
    expect(fits.status).not.toBe(413)
    await fits.arrayBuffer()
  })
})

describe('a redirect after sign-in', () => {
  it('never carries a byte outside printable ASCII: a DEL in ?redirect= goes to the account instead', async () => {
    const address = clientAddress()
    const { email } = await newAccount('r', address)
    const signIn = await post(
      '/login',
      { _form: 'login', identifier: email, password: PASSWORD, redirect: '/\x7f/evil.example' },
      address,
    )
    expect(signIn.status).toBe(303)
    const location = signIn.headers.get('location') ?? ''
    expect(location).toBe('/account')
    expect(/^[\x21-\x7e]+$/.test(location)).toBe(true)
  })
})

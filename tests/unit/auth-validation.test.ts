import { describe, expect, it } from 'vitest'
import { AUTH_FORMS, fieldProblem, formProblems } from '../../src/lib/auth-validation'
import { translator } from '../../src/lib/i18n'
import { safeRedirectPath } from '../../src/server/guards'

describe('account form rules (DESIGN.md §3), shared by the islands and the worker', () => {
  it('accepts a well-formed registration', () => {
    const values = {
      username: 'ana.ortiz',
      email: 'ana@example.com',
      password: 'sunset-2026',
      passwordConfirmation: 'sunset-2026',
    }
    expect(formProblems(AUTH_FORMS.register.fields, values)).toEqual({})
  })

  it('names what is wrong with each field of a bad registration', () => {
    const values = { username: 'A', email: 'ana@', password: 'short', passwordConfirmation: 'other' }
    expect(formProblems(AUTH_FORMS.register.fields, values)).toEqual({
      username: 'validation.username',
      email: 'validation.email',
      password: 'validation.passwordShort',
      passwordConfirmation: 'validation.passwordMismatch',
    })
  })

  it('refuses empty required fields, a password longer than Strapi keeps, and accepts empty optional ones', () => {
    expect(formProblems(AUTH_FORMS.login.fields, { identifier: ' ', password: '' })).toEqual({
      identifier: 'validation.required',
      password: 'validation.required',
    })
    expect(fieldProblem('password', 'x'.repeat(73), {})).toBe('validation.passwordLong')
    expect(fieldProblem('password', 'x'.repeat(72), {})).toBeUndefined()
    expect(formProblems(AUTH_FORMS.profile.fields, { displayName: '', phone: '' })).toEqual({})
    expect(fieldProblem('phone', 'call me', {})).toBe('validation.phone')
    expect(fieldProblem('displayName', 'x'.repeat(101), {})).toBe('validation.tooLong')
  })

  it('has every message in English and Spanish', () => {
    const samples: Record<string, string>[] = [
      { username: '', email: '', password: '', passwordConfirmation: 'x' },
      { username: 'A', email: 'a@', password: 'short', passwordConfirmation: 'x' },
      { phone: 'x', displayName: 'x'.repeat(101), password: 'x'.repeat(80) },
    ]
    const keys = new Set(
      samples.flatMap((values) =>
        Object.values({
          ...formProblems(AUTH_FORMS.register.fields, values),
          ...formProblems(AUTH_FORMS.profile.fields, values),
        }),
      ),
    )
    expect(keys.size).toBeGreaterThanOrEqual(7)
    const en = translator('en')
    const es = translator('es')
    for (const key of keys) {
      expect(en(key)).not.toBe(key)
      expect(es(key)).not.toBe(key)
      expect(es(key)).not.toBe(en(key))
    }
    expect(en('validation.passwordShort')).toBe('Use at least 8 characters.')
    expect(es('validation.passwordShort')).toBe('Usa al menos 8 caracteres.')
  })
})

describe('redirect targets after sign-in', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/es/account?tab=1')).toBe('/es/account?tab=1')
    expect(safeRedirectPath('/settings')).toBe('/settings')
  })

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      'account',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(target)).toBeUndefined()
    }
  })
})

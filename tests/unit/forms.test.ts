import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import { DEFAULT_BOOKING_RULES, reservationSchema } from '../../src/bookings/lib/reservation'
import { ACCOUNT_FORMS } from '../../src/lib/forms/account'
import { VALIDATION_CODES } from '../../src/lib/forms/codes'
import { passwordWeakness, personalWords, withStrongPassword } from '../../src/lib/forms/password-strength'
import { submissionSchema } from '../../src/lib/forms/submissions'
import { check } from '../../src/lib/forms/validate'
import { optionalMessage, translator } from '../../src/lib/i18n'

/** The one form stack (docs/spec.md §9.2, §13.3, §14.3): schemas shared by the islands and the worker. */

const errorsOf = (result: ReturnType<typeof check>) => (result.ok ? {} : result.errors)

describe('account forms', () => {
  it('accepts a well-formed registration: a name as people write it, no username', () => {
    const values = {
      name: 'Anna Guest',
      email: 'ana@example.com',
      password: 'sunset-2026',
      passwordConfirmation: 'sunset-2026',
    }
    expect(check(ACCOUNT_FORMS.register, values)).toEqual({ ok: true, output: values })
  })

  it('names what is wrong with each field of a bad registration, by code', () => {
    const values = { name: 'A', email: 'ana@', password: 'short', passwordConfirmation: 'other' }
    expect(errorsOf(check(ACCOUNT_FORMS.register, values))).toEqual({
      name: 'name',
      email: 'email',
      password: 'passwordShort',
    })
    const mismatch = {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'long-enough',
      passwordConfirmation: 'x',
    }
    expect(errorsOf(check(ACCOUNT_FORMS.register, mismatch))).toEqual({
      passwordConfirmation: 'passwordMismatch',
    })
  })

  it('refuses empty required fields and passwords longer than Strapi keeps, and takes empty optional ones', () => {
    expect(errorsOf(check(ACCOUNT_FORMS.login, { identifier: ' ', password: '' }))).toEqual({
      identifier: 'required',
      password: 'required',
    })
    const change = (password: string) => ({ currentPassword: 'x', password, passwordConfirmation: password })
    expect(errorsOf(check(ACCOUNT_FORMS.changePassword, change('x'.repeat(73))))).toEqual({
      password: 'passwordLong',
    })
    expect(check(ACCOUNT_FORMS.changePassword, change('x'.repeat(72))).ok).toBe(true)
    expect(check(ACCOUNT_FORMS.profile, { name: ' Ana Ortiz ', phone: '' })).toEqual({
      ok: true,
      output: { name: 'Ana Ortiz', phone: '', preferredVenue: '', newsletter: false },
    })
    expect(errorsOf(check(ACCOUNT_FORMS.profile, { phone: 'call me', name: 'x'.repeat(101) }))).toEqual({
      phone: 'phone',
      name: 'name',
    })
  })
})

describe('new passwords that are not easy to guess (docs/spec.md §9.2)', () => {
  it('says why a password is refused: common and breached, a lone word, personal, a pattern, a date', async () => {
    const weakness = await passwordWeakness()
    expect(weakness('password')).toBe('passwordCommon')
    expect(weakness('iloveyou1')).toBe('passwordCommon')
    expect(weakness('Password1!')).toBe('passwordCommon')
    expect(weakness('sunshine')).toBe('passwordCommon')
    expect(weakness('qwertyuiop')).toBe('passwordCommon')
    expect(weakness('aaaaaaaaaaaa')).toBe('passwordPattern')
    expect(weakness('zxcvbnm,./')).toBe('passwordPattern')
    expect(weakness('19901990')).toBe('passwordPattern')
    expect(weakness('annaguest', personalWords({ name: 'Anna Guest' }))).toBe('passwordPersonal')
    expect(weakness('solera2026')).not.toBeNull()
    // What people are told to choose passes: unrelated words, in either language.
    expect(weakness('sunset river piano')).toBeNull()
    expect(weakness('manzana-verde-tejado')).toBeNull()
    expect(weakness('Correct-horse-9')).toBeNull()
  })

  it('reads at most 40 characters, so no password costs the worker seconds', async () => {
    const weakness = await passwordWeakness()
    // zxcvbn's repeat matcher took 1.5 s of CPU on such a password at its full 72 characters.
    expect(weakness('Ab3$'.repeat(18))).toBe('passwordPattern')
    expect(weakness(`${'x'.repeat(40)}${'unguessable tail'}`)).toBe('passwordPattern')
  })

  it('adds the rule to a form’s own schema: its error sits on the password, the other checks come first', async () => {
    const schema = await withStrongPassword(ACCOUNT_FORMS.register)()
    const form = (password: string, name = 'Anna Guest') => ({
      name,
      email: 'anna@example.com',
      password,
      passwordConfirmation: password,
    })
    expect(errorsOf(check(schema, form('password1')))).toEqual({ password: 'passwordCommon' })
    expect(errorsOf(check(schema, form('anna.example')))).toEqual({ password: 'passwordPersonal' })
    expect(errorsOf(check(schema, form('short')))).toEqual({ password: 'passwordShort' })
    expect(check(schema, form('sunset river piano'))).toMatchObject({ ok: true })
    // The browser's check is the same schema without the word lists: it lets `password1` through to the worker.
    expect(check(ACCOUNT_FORMS.register, form('password1')).ok).toBe(true)
  })
})

describe('one e-mail and one phone rule for every form', () => {
  const contact = (email: string) => ({ name: 'Ana', email, message: 'Hola', token: 't' })
  const booking = (email: string, phone: string) => ({
    date: '2099-01-01',
    time: '19:00',
    partySize: '2',
    name: 'Ana',
    email,
    phone,
    consent: 'on',
  })

  it('refuses the same e-mail addresses everywhere', () => {
    // `ana@b_c.com` passed the site's own check once and was then refused by the CMS's (one rule now).
    const refused = [
      'ana@',
      'ana@example',
      'ana @example.com',
      'a<b>@example.com',
      'ana@example.c',
      'ana@b_c.com',
    ]
    for (const email of refused) {
      expect(errorsOf(check(ACCOUNT_FORMS.forgot, { email })).email, email).toBe('email')
      expect(errorsOf(check(submissionSchema('contact'), contact(email))).email, email).toBe('email')
      expect(
        errorsOf(check(reservationSchema(DEFAULT_BOOKING_RULES, 0), booking(email, '+34 600 000 000'))).email,
      ).toBe('email')
    }
  })

  it('refuses the same phone numbers in the profile and the booking, and takes them as people write them', () => {
    expect(check(ACCOUNT_FORMS.profile, { name: 'Ana', phone: '(+34) 600-123-456' }).ok).toBe(true)
    for (const phone of ['12345', 'call me', '+34 (600) abc', '+(34) --- ()']) {
      expect(errorsOf(check(ACCOUNT_FORMS.profile, { phone })).phone, phone).toBe('phone')
      expect(
        errorsOf(check(reservationSchema(DEFAULT_BOOKING_RULES, 0), booking('a@b.co', phone))).phone,
      ).toBe('phone')
    }
  })
})

describe('contact-type forms', () => {
  it('asks for a link only where the form has one', () => {
    expect(
      errorsOf(check(submissionSchema('demos'), { name: 'Ana', email: 'a@b.co', message: 'x', token: 't' })),
    ).toEqual({
      link: 'required',
    })
    expect(
      check(submissionSchema('licensing'), { name: 'Ana', email: 'a@b.co', message: 'x', token: 't' }).ok,
    ).toBe(true)
    expect(
      errorsOf(
        check(submissionSchema('licensing'), {
          name: 'Ana',
          email: 'a@b.co',
          message: 'x',
          token: 't',
          link: 'ftp://x',
        }),
      ),
    ).toEqual({ link: 'link' })
  })
})

describe('the booking form', () => {
  // 2026-06-01 10:00 in Madrid (08:00 UTC): bookable from 12:00 today to 2026-07-31.
  const now = Date.UTC(2026, 5, 1, 8, 0)
  const schema = reservationSchema(DEFAULT_BOOKING_RULES, now)
  const booking = {
    date: '2026-06-02',
    time: '21:00',
    partySize: '4',
    name: 'Ana',
    email: 'a@b.co',
    phone: '+34 600 000 000',
    consent: 'on',
  }

  it('takes a booking inside the rules, with the party size as a number', () => {
    const result = check(schema, booking)
    expect(result.ok && result.output.partySize).toBe(4)
  })

  it('names each rule a booking breaks with the shared codes', () => {
    expect(errorsOf(check(schema, { ...booking, date: '2026-05-31' }))).toEqual({ date: 'datePast' })
    expect(errorsOf(check(schema, { ...booking, date: '2026-08-01' }))).toEqual({ date: 'dateBeyond' })
    expect(errorsOf(check(schema, { ...booking, time: '21:10' }))).toEqual({ time: 'time' })
    expect(errorsOf(check(schema, { ...booking, time: '' }))).toEqual({ time: 'timeRequired' })
    expect(errorsOf(check(schema, { ...booking, partySize: '13' }))).toEqual({ partySize: 'party' })
    expect(errorsOf(check(schema, { ...booking, consent: '' }))).toEqual({ consent: 'consent' })
    expect(errorsOf(check(schema, { ...booking, notes: 'x'.repeat(501) }))).toEqual({ notes: 'notes' })
  })

  it('refuses a seating closer than the lead time', () => {
    // Today at 11:00 in Madrid is bookable only from 13:00 on; the first seating is 19:00.
    const soon = reservationSchema({ ...DEFAULT_BOOKING_RULES, firstSeating: '11:00' }, now)
    expect(errorsOf(check(soon, { ...booking, date: '2026-06-01', time: '11:00' }))).toEqual({
      time: 'timeTooSoon',
    })
    expect(check(soon, { ...booking, date: '2026-06-01', time: '12:00' }).ok).toBe(true)
  })
})

describe('validation messages', () => {
  it('has every code in English and Spanish, different in each', () => {
    const es = translator('es')
    for (const code of Object.keys(en.validation)) {
      const english = optionalMessage('en', `validation.${code}`)
      const spanish = optionalMessage('es', `validation.${code}`)
      expect(english, code).toBeTruthy()
      expect(spanish, code).toBeTruthy()
      expect(spanish, code).not.toBe(english)
    }
    expect(es('validation.passwordShort')).toBe('Usa al menos 8 caracteres.')
  })

  it('has words for exactly the codes the forms use, and a code for anything else a schema says', () => {
    expect(Object.keys(en.validation).sort()).toEqual([...VALIDATION_CODES].sort())
    const unworded = v.object({
      field: v.pipe(
        v.string(),
        v.check(() => false, 'Not a code'),
      ),
    })
    expect(check(unworded, { field: 'x' })).toEqual({ ok: false, errors: { field: 'invalid' } })
  })
})

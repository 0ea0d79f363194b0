// One guest is one guest however the address or number is written (docs/spec.md §11.5).
import { describe, expect, it } from 'vitest'
import { canonicalEmail, canonicalPhone, venueCountry } from '../../cms/src/shared/guest-identity'

describe('canonicalEmail', () => {
  it('folds case, +tags and surrounding space into one mailbox', () => {
    for (const spelling of [
      'booker@example.com',
      'Booker@Example.COM',
      ' booker+1@example.com ',
      'booker+a+b@example.com',
    ])
      expect(canonicalEmail(spelling), spelling).toBe('booker@example.com')
  })

  it('drops dots only where the provider ignores them (Gmail, Googlemail)', () => {
    expect(canonicalEmail('a.n.a@gmail.com')).toBe('ana@gmail.com')
    expect(canonicalEmail('A.na+x@GoogleMail.com')).toBe('ana@gmail.com')
    expect(canonicalEmail('a.n.a@example.com')).toBe('a.n.a@example.com')
  })

  it('keeps a leading + and odd input as it is, lower-cased', () => {
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com')
    expect(canonicalEmail('no-at-sign')).toBe('no-at-sign')
  })
})

describe('canonicalPhone', () => {
  it('reads every spelling of one Spanish mobile as one E.164 number', () => {
    for (const spelling of [
      '+34 633 111 222',
      '0034 633 111 222',
      '633 111 222',
      '+34 0633 111 222',
      '(+34) 633-111-222',
      '34633111222',
    ])
      expect(canonicalPhone(spelling, 'ES'), spelling).toBe('+34633111222')
  })

  it('reads a number without a country code as the venue’s country', () => {
    expect(canonicalPhone('2133 4455', 'MT')).toBe('+35621334455')
    expect(canonicalPhone('+356 2133 4455', 'ES')).toBe('+35621334455')
  })

  it('reduces a number valid nowhere to one form all the same', () => {
    expect(canonicalPhone('+99 123 456', 'ES')).toBe(canonicalPhone('+99123456', 'ES'))
  })
})

describe('venueCountry', () => {
  it('is the country of the venue’s own number, Spain without one', () => {
    expect(venueCountry('+356 2138 0000')).toBe('MT')
    expect(venueCountry('+66 76 385 000')).toBe('TH')
    expect(venueCountry(null)).toBe('ES')
  })
})

// Password-reset codes carry their issue time and live one hour (cms/src/lib/reset-codes.ts).
import { describe, expect, it } from 'vitest'
import { newResetCode, resetCodeExpired } from '../../cms/src/lib/reset-codes'

const HOUR = 60 * 60 * 1000
const issued = Date.UTC(2026, 10, 24, 20, 0, 0)

describe('reset codes', () => {
  it('live one hour from when they were issued, not a moment longer', () => {
    const code = newResetCode(issued)
    expect(code).toMatch(/^[0-9a-z]{9}[0-9a-f]{48}$/)
    expect(resetCodeExpired(code, issued, HOUR)).toBe(false)
    expect(resetCodeExpired(code, issued + HOUR - 1, HOUR)).toBe(false)
    expect(resetCodeExpired(code, issued + HOUR + 1, HOUR)).toBe(true)
  })

  it('refuse codes from the future and codes that are not ours (Strapi’s own, anything else)', () => {
    expect(resetCodeExpired(newResetCode(issued + 60_000), issued, HOUR)).toBe(true)
    expect(resetCodeExpired('a'.repeat(128), issued, HOUR)).toBe(true)
    expect(resetCodeExpired('', issued, HOUR)).toBe(true)
  })

  it('are never the same twice', () => {
    expect(newResetCode(issued)).not.toBe(newResetCode(issued))
  })
})

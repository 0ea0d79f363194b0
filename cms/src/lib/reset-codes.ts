import crypto from 'node:crypto'
import { clock } from './clock'

/**
 * Password-reset codes (cms/README.md, Access): a code carries the time it was issued in its first nine
 * characters (base 36, milliseconds), then 48 random hex digits. It is stored whole on the user, so it cannot
 * be forged, and it works once (the reset clears it), for at most RESET_CODE_LIFESPAN seconds (one hour),
 * and not after the password changed or a newer code was sent (either replaces or clears it).
 */
const ISSUED_DIGITS = 9

export const resetCodeLifespanMs = (): number => {
  const seconds = Number(process.env.RESET_CODE_LIFESPAN ?? 3600)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000
}

export const newResetCode = (now = clock.now()): string =>
  now.toString(36).padStart(ISSUED_DIGITS, '0') + crypto.randomBytes(24).toString('hex')

/** Whether a code is past its lifespan, or not one of ours at all (then it is refused as well). */
export const resetCodeExpired = (
  code: string,
  now = clock.now(),
  lifespanMs = resetCodeLifespanMs(),
): boolean => {
  if (!/^[0-9a-z]{9}[0-9a-f]{48}$/.test(code)) return true
  const issued = Number.parseInt(code.slice(0, ISSUED_DIGITS), 36)
  return !(issued <= now && now - issued <= lifespanMs)
}

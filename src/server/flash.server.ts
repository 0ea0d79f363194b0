import type { Context } from 'hono'
import type { AppEnv } from '../config'
import { isMessageKey, type MessageKey, translator } from '../lib/i18n'
import { clearSiteCookie, readCookie, setSiteCookie } from './cookies.server'

/** A one-time message for the next page, so form posts answered with a redirect work without JavaScript. */
export const FLASH_COOKIE = 'flash'
export type FlashKind = 'success' | 'error'
export interface Flash {
  kind: FlashKind
  message: string
}

/** Stores the message key, not text, so it shows in the language of the page it lands on. */
export function setFlash(c: Context<AppEnv>, kind: FlashKind, key: MessageKey) {
  setSiteCookie(c, FLASH_COOKIE, `${kind}:${key}`, { maxAge: 60 })
}

/**
 * Reads the flash once, before the page renders, and clears its cookie on this answer. Anything that is
 * not a known message is dropped.
 */
export function takeFlash(c: Context<AppEnv>): Flash | undefined {
  const raw = readCookie(c, FLASH_COOKIE)
  if (raw === undefined) return undefined
  clearSiteCookie(c, FLASH_COOKIE)
  const [kind, key = ''] = raw.split(':', 2)
  if ((kind !== 'success' && kind !== 'error') || !isMessageKey(key)) return undefined
  return { kind, message: translator(c.get('locale'))(key) }
}

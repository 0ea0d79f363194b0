import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../config'
import { translator } from '../lib/i18n'

/** A one-time message for the next page, used by form posts that work without JavaScript. */
export const FLASH_COOKIE = 'flash'
export type FlashKind = 'success' | 'error'
export interface Flash {
  kind: FlashKind
  message: string
}

const KEY_PATTERN = /^[a-zA-Z][\w.-]{0,80}$/

/** Stores the i18n key, not text, so the message shows in the language of the page it lands on. */
export function setFlash(c: Context<AppEnv>, kind: FlashKind, key: string) {
  setCookie(c, FLASH_COOKIE, `${kind}:${key}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: 60,
  })
}

/** Reads and clears the flash; anything that is not a known message is dropped. */
export function takeFlash(c: Context<AppEnv>): Flash | undefined {
  const raw = getCookie(c, FLASH_COOKIE)
  if (raw === undefined) return undefined
  deleteCookie(c, FLASH_COOKIE, { path: '/' })
  const [kind, key = ''] = raw.split(':', 2)
  if ((kind !== 'success' && kind !== 'error') || !KEY_PATTERN.test(key)) return undefined
  const message = translator(c.get('locale'))(key)
  return message === key ? undefined : { kind, message }
}

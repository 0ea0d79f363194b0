import type { Context } from 'hono'
import type { AppEnv } from '../config'
import { isMessageKey, type MessageKey, translator } from '../lib/i18n'
import { isRecord } from './cms/errors.server'
import { clearSiteCookie, readCookie, setSiteCookie } from './cookies.server'

/** A one-time message for the next page, so form posts answered with a redirect work without JavaScript. */
export const FLASH_COOKIE = 'flash'
export type FlashKind = 'success' | 'error'
export interface Flash {
  kind: FlashKind
  message: string
}

/**
 * Stores the message key, not text, so it shows in the language of the page it lands on; `params` fill its
 * marks (a booking link's deadline, already in the page's words: the page it lands on is in the same language).
 */
export function setFlash(
  c: Context<AppEnv>,
  kind: FlashKind,
  key: MessageKey,
  params?: Record<string, string>,
) {
  setSiteCookie(c, FLASH_COOKIE, `${kind}:${key}${params ? `:${JSON.stringify(params)}` : ''}`, {
    maxAge: 60,
  })
}

/** A flash's marks as stored: short strings only, anything else dropped (a visitor can write the cookie). */
function flashParams(raw: string): Record<string, string> | undefined {
  try {
    const params: unknown = JSON.parse(raw)
    if (!isRecord(params)) return undefined
    return Object.fromEntries(
      Object.entries(params).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 100,
      ),
    )
  } catch {
    return undefined
  }
}

/**
 * Reads the flash once, before the page renders, and clears its cookie on this answer. Anything that is
 * not a known message is dropped.
 */
export function takeFlash(c: Context<AppEnv>): Flash | undefined {
  const raw = readCookie(c, FLASH_COOKIE)
  if (raw === undefined) return undefined
  clearSiteCookie(c, FLASH_COOKIE)
  const [kind = '', key = '', ...rest] = raw.split(':')
  if ((kind !== 'success' && kind !== 'error') || !isMessageKey(key)) return undefined
  return {
    kind,
    message: translator(c.get('locale'))(key, rest.length ? flashParams(rest.join(':')) : undefined),
  }
}

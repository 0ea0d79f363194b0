import { ERROR_CODES } from '../../lib/forms'
import type { Translate } from '../../lib/i18n'

/** The texts of every validation code, for islands (they do not load dictionaries). */
export const errorMessages = (t: Translate, params: Record<string, string | number> = {}) =>
  Object.fromEntries(ERROR_CODES.map((code) => [code, t(`validation.forms.${code}`, params)]))

/** Codes (from the shared validation) to texts. */
export const describe = (codes: Record<string, string>, messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, messages[code] ?? code]))

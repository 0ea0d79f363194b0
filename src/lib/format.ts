import { LOCALE_TAGS, type Locale } from './locale'

/**
 * Dates and times in the venue's time zone, formatted for the page's language (same on server and client),
 * on a 24-hour clock in every language (docs/spec.md §24.6).
 */
export function formatDateTime(
  iso: string,
  locale: Locale,
  timeZone: string,
  style: 'date' | 'datetime' | 'time' = 'datetime',
) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const options: Intl.DateTimeFormatOptions =
    style === 'time'
      ? { hour: '2-digit', minute: '2-digit' }
      : style === 'date'
        ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
        : { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, hourCycle: 'h23', timeZone }).format(date)
}

/** The pieces of a date a poster sets apart: "14", "Jun", "Sat", "22:00" (venue time, 24-hour clock). */
export function dateParts(iso: string, locale: Locale, timeZone: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone }).format(date).replace('.', '')
  return {
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    weekday: part({ weekday: 'short' }),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }
}

/**
 * A calendar date that is already on a venue's clock (`2026-12-01`, a booking's date), formatted like
 * every other date of the site; midday UTC keeps it the same day whatever the formatter's zone.
 */
export const formatCalendarDate = (isoDate: string, locale: Locale) =>
  formatDateTime(`${isoDate.slice(0, 10)}T12:00:00Z`, locale, 'UTC', 'date')

export function formatPrice(amount: number, currency: string | null, locale: Locale) {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: currency ?? 'EUR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

/** `3725` seconds → `1:02:05`. */
export function formatDuration(seconds: number | null) {
  if (seconds === null || seconds < 0) return ''
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = Math.floor(seconds % 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

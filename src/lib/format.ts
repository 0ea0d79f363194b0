import { LOCALE_TAGS, type Locale } from './locale'

/**
 * Making an Intl formatter costs far more than using one (a quarter of a list page's render was spent
 * making them): each is made once per language, zone and options, and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!(format instanceof Intl.DateTimeFormat)) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options)
    formats.set(key, format)
  }
  return format
}

const DATE_STYLES: Record<'date' | 'datetime' | 'time', Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  date: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  datetime: { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
}

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
  return dateFormat(locale, { ...DATE_STYLES[style], hourCycle: 'h23', timeZone }).format(date)
}

/** The pieces of a date a poster sets apart: "14", "Jun", "Sat", "22:00" (venue time, 24-hour clock). */
export function dateParts(iso: string, locale: Locale, timeZone: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(locale, { ...options, timeZone })
      .format(date)
      .replace('.', '')
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
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  const key = `price ${locale} ${currency ?? 'EUR'} ${fractionDigits}`
  let format = formats.get(key)
  if (!(format instanceof Intl.NumberFormat)) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: currency ?? 'EUR',
      maximumFractionDigits: fractionDigits,
    })
    formats.set(key, format)
  }
  return format.format(amount)
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

import { LOCALE_TAGS, type Locale } from './locale'

/**
 * Making an Intl formatter costs far more than using one (a quarter of a list page's render was spent
 * making them): each is made once per language, zone and options, and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/** The kinds of date formats the site uses, by name, on a 24-hour clock (docs/spec.md §24.6). */
const DATE_FORMATS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hourCycle: 'h23' },
  datetime: {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  poster: {
    day: 'numeric',
    month: 'short',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  weekday: { weekday: 'short' },
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

function dateFormat(locale: Locale, timeZone: string, kind: keyof typeof DATE_FORMATS): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${timeZone}`
  let format = formats.get(key)
  if (!(format instanceof Intl.DateTimeFormat)) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_FORMATS[kind], timeZone })
    formats.set(key, format)
  }
  return format
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
  return dateFormat(locale, timeZone, style).format(date)
}

/**
 * The pieces of a date a poster sets apart: "14", "Jun", "Sat", "22:00" (venue time, 24-hour clock). One
 * formatting in parts, not four formattings: they were the top of a list page's render profile.
 */
export function dateParts(iso: string, locale: Locale, timeZone: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = Object.fromEntries(
    dateFormat(locale, timeZone, 'poster')
      .formatToParts(date)
      .map(({ type, value }) => [type, value.replace('.', '')]),
  )
  return { day: part.day, month: part.month, weekday: part.weekday, time: `${part.hour}:${part.minute}` }
}

/** A weekday's short name, "Mon", "lun", of a date at midday UTC. */
export const shortWeekday = (date: Date, locale: Locale) =>
  dateFormat(locale, 'UTC', 'weekday').format(date).replace('.', '')

/** A month (`2026-12`) by name with its year: "December 2026". */
export const formatMonth = (month: string, locale: Locale) =>
  dateFormat(locale, 'UTC', 'month').format(new Date(`${month}-01T12:00:00Z`))

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

/** A phone number as a `tel:` link: the digits and signs as written, without the spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`

/** A time zone as visitors name it: `Europe/Madrid` → `Madrid`, `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export const zoneCity = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ')

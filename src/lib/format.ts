import { LOCALE_TAGS, type Locale } from './locale'

/**
 * Making an Intl formatter costs far more than using one (a quarter of a list page's render was spent
 * making them): each kind is made once per language, zone and style, and kept.
 */
function formatterFor<F>(made: Map<string, F>, key: string, make: () => F): F {
  let formatter = made.get(key)
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

const DATE_STYLES: Record<'date' | 'datetime' | 'time', Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  date: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  datetime: { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
}
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const priceFormats = new Map<string, Intl.NumberFormat>()

/** Dates and times in the venue's time zone, formatted for the page's language (same on server and client). */
export function formatDateTime(
  iso: string,
  locale: Locale,
  timeZone: string,
  style: 'date' | 'datetime' | 'time' = 'datetime',
) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const format = formatterFor(
    dateFormats,
    `${locale} ${timeZone} ${style}`,
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_STYLES[style], timeZone }),
  )
  return format.format(date)
}

export function formatPrice(amount: number, currency: string | null, locale: Locale) {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  const format = formatterFor(
    priceFormats,
    `${locale} ${currency ?? 'EUR'} ${fractionDigits}`,
    () =>
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: currency ?? 'EUR',
        maximumFractionDigits: fractionDigits,
      }),
  )
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

/**
 * Until when a booking's mailed link confirms it, in words (docs/spec.md §13.11): the same words on the
 * site's page and toast (the worker) and in the link's mail (the CMS), so a guest is told one deadline. Always
 * the full day and time on the venue's clock — a mail is read later, where "today" would be wrong. Like
 * booking-rules.ts it imports nothing (Intl only) and compiles under both tsconfigs.
 */

/** The site's own language tags (src/lib/locale.ts): the page and the mail write a date alike. */
const TAGS = { en: 'en-US', es: 'es-ES' } as const

/** `21:30 on Friday, December 12` / `las 21:30 del viernes 12 de diciembre`. */
export const deadlineWords = (deadline: number, timeZone: string, locale: 'en' | 'es'): string => {
  const at = new Date(deadline)
  const time = new Intl.DateTimeFormat(TAGS[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at)
  const day = new Intl.DateTimeFormat(TAGS[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at)
  return locale === 'es' ? `las ${time} del ${day.replace(',', '')}` : `${time} on ${day}`
}

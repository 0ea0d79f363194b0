/**
 * iCalendar (RFC 5545) for "Add to calendar": one event at a wall-clock time in a venue's IANA time zone,
 * with the VTIMEZONE that zone needs, so every calendar shows the booking at the venue's local time
 * whatever the visitor's own zone (docs/spec.md §13.9, docs/decisions/016-journeys-calendar-and-volume.md).
 * Shared: the site serves these files, and the CMS attaches one to the reminder mail (docs/spec.md §13.14).
 */
import { offsetMinutes } from './booking-rules'

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const encoder = new TextEncoder()

/** Lines longer than 75 octets continue on the next line after a space, never inside a character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

const utcOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`

/** `YYYYMMDDTHHMMSS` of a UTC instant shifted by `offset` minutes (a local time). */
const localStamp = (ms: number, offset: number) => {
  const date = new Date(ms + offset * 60_000)
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  )
}

export interface ZoneTransition {
  /** The instant (UTC ms) the new offset starts. */
  at: number
  from: number
  to: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Every change of UTC offset in `zone` from the start of `fromYear` to the end of `toYear`. */
export function zoneTransitions(zone: string, fromYear: number, toYear: number): ZoneTransition[] {
  const found: ZoneTransition[] = []
  const end = Date.UTC(toYear + 1, 0, 1)
  let before = Date.UTC(fromYear, 0, 1)
  let offset = offsetMinutes(before, zone)
  for (let next = before + DAY_MS; next <= end; next += DAY_MS) {
    const nextOffset = offsetMinutes(next, zone)
    if (nextOffset !== offset) {
      // The change lies in (before, next]: narrow it to the minute.
      let low = before
      let high = next
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000
        if (offsetMinutes(middle, zone) === offset) low = middle
        else high = middle
      }
      found.push({ at: high, from: offset, to: nextOffset })
      offset = nextOffset
    }
    before = next
  }
  return found
}

/**
 * The zone's VTIMEZONE for a year's events: one observance per offset change from the year before to the
 * year after (the larger offset of a pair is daylight time); a zone without changes has one standard
 * observance.
 */
export function vtimezone(zone: string, year: number): string[] {
  const transitions = zoneTransitions(zone, year - 1, year + 1)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`]
  if (transitions.length === 0) {
    const offset = utcOffset(offsetMinutes(Date.UTC(year, 0, 1), zone))
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    )
  }
  for (const change of transitions) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD'
    lines.push(
      `BEGIN:${kind}`,
      // An observance starts at the local time of the offset it replaces (RFC 5545 §3.6.5).
      `DTSTART:${localStamp(change.at, change.from)}`,
      `TZOFFSETFROM:${utcOffset(change.from)}`,
      `TZOFFSETTO:${utcOffset(change.to)}`,
      `END:${kind}`,
    )
  }
  lines.push('END:VTIMEZONE')
  return lines
}

export interface CalendarEvent {
  uid: string
  /** `YYYY-MM-DD` and `HH:MM` on the venue's clock. */
  date: string
  time: string
  /** How long it lasts on the venue's clock; without it the event is a moment (RFC 5545 §3.6.1). */
  minutes?: number
  /** What the venue says of it: a cancelled night stays in the file, marked so calendars strike it. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  timezone: string
  summary: string
  description: string
  location: string
  url: string
  /** When the file is made (DTSTAMP). */
  now: number
}

/**
 * An event between two instants, on a zone's clock: where it starts there, and how many minutes that clock
 * runs until it ends (so a night across a change of offset still ends at its local time).
 */
export function zonedSpan(start: number, end: number | null, zone: string) {
  const local = (at: number) => at + offsetMinutes(at, zone) * 60_000
  const stamp = new Date(local(start)).toISOString()
  const minutes = end !== null && end > start ? Math.round((local(end) - local(start)) / 60_000) : undefined
  return { date: stamp.slice(0, 10), time: stamp.slice(11, 16), minutes }
}

/** `2026-12-01` + `20:30` + 120 minutes → local date-times on the same clock. */
function wallClock(date: string, time: string, plusMinutes = 0) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return localStamp(Date.UTC(year, month - 1, day, hour, minute) + plusMinutes * 60_000, 0)
}

/** The whole `.ics` file: CRLF line ends, folded lines, one VEVENT in the venue's zone. */
export function calendarFile(event: CalendarEvent): string {
  const zone = event.timezone
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Solera//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(zone, Number(event.date.slice(0, 4))),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${localStamp(Math.floor(event.now / 1000) * 1000, 0)}Z`,
    `DTSTART;TZID=${zone}:${wallClock(event.date, event.time)}`,
    ...(event.minutes === undefined
      ? []
      : [`DTEND;TZID=${zone}:${wallClock(event.date, event.time, event.minutes)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

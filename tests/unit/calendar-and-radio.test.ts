import { describe, expect, it } from 'vitest'
import { calendarFile, escapeText, foldLine, vtimezone, zoneTransitions } from '../../cms/src/shared/ics'
import { clockMinutes, currentShow, minutesLeft, type ScheduleSlot } from '../../src/app/player/core'

describe('the .ics file (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(80)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('finds a zone’s changes of offset to the minute', () => {
    expect(zoneTransitions('Europe/Madrid', 2026, 2026)).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: 60, to: 120 },
      { at: Date.UTC(2026, 9, 25, 1), from: 120, to: 60 },
    ])
    expect(zoneTransitions('Asia/Bangkok', 2025, 2027)).toEqual([])
  })

  it('describes the zone around the event’s year, or its one offset', () => {
    const madrid = vtimezone('Europe/Madrid', 2026).join('\n')
    expect(madrid).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nEND:DAYLIGHT',
    )
    expect(madrid).toContain(
      'BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD',
    )
    // The year before and after too, so an event near New Year has its rule.
    expect(madrid.match(/BEGIN:(DAYLIGHT|STANDARD)/g)).toHaveLength(6)
    expect(vtimezone('Asia/Bangkok', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Bangkok',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0700',
      'TZOFFSETTO:+0700',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
  })

  it('puts the booking on the venue’s clock, across midnight too', () => {
    const file = calendarFile({
      uid: 'IBZ-7KQ2MA@solera.example',
      date: '2026-12-31',
      time: '23:30',
      minutes: 120,
      timezone: 'Europe/Madrid',
      summary: 'Table for 4 at Solera Ibiza',
      description: 'Reference: IBZ-7KQ2MA\n4 guests',
      location: 'Solera Ibiza, Carrer de Sa Punta 3, Sant Antoni',
      url: 'https://solera.example/ibiza/reservations/confirmed?ref=IBZ-7KQ2MA',
      now: Date.UTC(2026, 10, 23, 10, 20, 5, 123),
    })
    const lines = file.replace(/\r\n /g, '').split('\r\n')
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Solera//Calendar//EN'])
    expect(lines).toContain('DTSTAMP:20261123T102005Z')
    expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20261231T233000')
    expect(lines).toContain('DTEND;TZID=Europe/Madrid:20270101T013000')
    expect(lines).toContain('DESCRIPTION:Reference: IBZ-7KQ2MA\\n4 guests')
    expect(lines).toContain('LOCATION:Solera Ibiza\\, Carrer de Sa Punta 3\\, Sant Antoni')
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      ...Array(6).fill(expect.stringMatching(/^BEGIN:(DAYLIGHT|STANDARD)$/)),
      'BEGIN:VEVENT',
    ])
  })
})

describe('the show on air (docs/spec.md §15.4)', () => {
  const schedule: ScheduleSlot[] = [
    { day: 'mon', start: '02:00:00.000', end: '10:00:00.000', show: 'Night', host: null },
    { day: 'mon', start: '10:00:00.000', end: '14:00:00.000', show: 'Breakfast', host: null },
    { day: 'mon', start: '21:00', end: '00:00', show: 'Late', host: null },
    { day: 'sun', start: '22:00', end: '02:00', show: 'Overnight', host: null },
  ]
  // Monday 23 November 2026 in Madrid (UTC+1).
  const madrid = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 1, minute)
  const onAir = (at: number) => schedule[currentShow(schedule, 'Europe/Madrid', at)]?.show ?? null

  it('reads the CMS’s clock times as hours and minutes', () => {
    expect(clockMinutes('21:00:00.000')).toBe(21 * 60)
    expect(clockMinutes('06:30')).toBe(6 * 60 + 30)
  })

  it('is the slot that contains the time on the station’s clock, not the last of the day', () => {
    expect(onAir(madrid(23, 11, 20))).toBe('Breakfast')
    expect(onAir(madrid(23, 10))).toBe('Breakfast')
    expect(onAir(madrid(23, 9, 59))).toBe('Night')
    expect(onAir(madrid(23, 15))).toBeNull()
    // An end of 00:00 is midnight.
    expect(onAir(madrid(23, 23, 59))).toBe('Late')
    expect(onAir(madrid(24, 0))).toBeNull()
    // A slot ending before it starts runs past midnight, from Sunday into Monday.
    expect(onAir(madrid(22, 22, 30))).toBe('Overnight')
    expect(onAir(madrid(23, 1, 30))).toBe('Overnight')
    expect(onAir(madrid(23, 2))).toBe('Night')
  })

  it('follows the station’s zone, not the visitor’s', () => {
    // 09:30 UTC is 10:30 in Madrid.
    expect(onAir(Date.UTC(2026, 10, 23, 9, 30))).toBe('Breakfast')
    expect(schedule[currentShow(schedule, 'UTC', Date.UTC(2026, 10, 23, 9, 30))]?.show).toBe('Night')
  })
})

describe('what is left of a show', () => {
  const slot = (start: string, end: string): ScheduleSlot => ({ day: 'mon', start, end, show: 'S', host: '' })
  it('counts to its end, an end of 00:00 being midnight and a start exactly on air leaving it whole', () => {
    expect(minutesLeft(slot('18:00', '21:00'), 19 * 60 + 40)).toBe(80)
    expect(minutesLeft(slot('21:00', '00:00'), 23 * 60 + 59)).toBe(1)
    expect(minutesLeft(slot('00:00', '06:00'), 0)).toBe(360)
    expect(minutesLeft(slot('00:00', '00:00'), 0)).toBe(24 * 60)
  })
})

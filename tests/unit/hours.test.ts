import { describe, expect, it } from 'vitest'
import { dateParts, formatDateTime } from '../../src/lib/format'
import { condensedHours, type OpeningHours } from '../../src/lib/hours'

const labels = { daily: 'Daily', closed: 'Closed' }
const week = (hours: (day: string) => Partial<OpeningHours>): OpeningHours[] =>
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
    day,
    opens: '10:00',
    closes: '01:00',
    closed: false,
    ...hours(day),
  }))

describe('opening hours', () => {
  it('say "Daily" when every day agrees', () => {
    expect(
      condensedHours(
        week(() => ({})),
        'en',
        labels,
      ),
    ).toEqual([{ days: 'Daily', times: '10:00–01:00' }])
  })

  it('group runs of days with the same hours, in week order and the page’s language', () => {
    const hours = week((day) =>
      day === 'fri' || day === 'sat' ? { closes: '03:00' } : day === 'sun' ? { closed: true } : {},
    )
    expect(condensedHours(hours, 'en', labels)).toEqual([
      { days: 'Mon–Thu', times: '10:00–01:00' },
      { days: 'Fri–Sat', times: '10:00–03:00' },
      { days: 'Sun', times: 'Closed' },
    ])
    expect(condensedHours(hours, 'es', { daily: 'Todos los días', closed: 'Cerrado' })[0]?.days).toBe(
      'lun–jue',
    )
  })

  it('leave out days the CMS does not list', () => {
    const hours = week(() => ({})).filter((row) => row.day !== 'wed')
    expect(condensedHours(hours, 'en', labels).map((row) => row.days)).toEqual(['Mon–Tue', 'Thu–Sun'])
  })
})

describe('dates on posters', () => {
  it('use the venue’s time zone and a 24-hour clock in both languages', () => {
    const at = '2026-06-14T20:30:00Z'
    expect(dateParts(at, 'en', 'Europe/Madrid')).toEqual({
      day: '14',
      month: 'Jun',
      weekday: 'Sun',
      time: '22:30',
    })
    expect(dateParts(at, 'es', 'Asia/Bangkok')).toEqual({
      day: '15',
      month: 'jun',
      weekday: 'lun',
      time: '03:30',
    })
    expect(formatDateTime(at, 'en', 'Europe/Madrid')).toContain('22:30')
    expect(formatDateTime(at, 'en', 'Europe/Madrid')).not.toMatch(/PM/)
  })
})

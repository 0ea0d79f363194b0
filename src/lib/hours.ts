import { shortWeekday } from './format'
import type { Locale } from './locale'

export interface OpeningHours {
  day: string
  opens: string | null
  closes: string | null
  closed: boolean
}

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** "Mon", "lun": a weekday's short name in the page's language (1 January 2024 was a Monday). */
const shortDay = (index: number, locale: Locale) =>
  shortWeekday(new Date(Date.UTC(2024, 0, 1 + index)), locale)

/**
 * Opening hours as few lines as they allow (docs/spec.md §24.8): "Daily 10:00–01:00" when every day agrees,
 * else runs of days with the same hours ("Mon–Thu 10:00–01:00", "Sun Closed"), in week order. Days the CMS
 * does not list are left out.
 */
export function condensedHours(
  rows: readonly OpeningHours[],
  locale: Locale,
  labels: { daily: string; closed: string },
): { days: string; times: string }[] {
  const times = (row: OpeningHours) => (row.closed ? labels.closed : `${row.opens ?? ''}–${row.closes ?? ''}`)
  const week = WEEK.map((day, index) => {
    const row = rows.find((item) => item.day === day)
    return row ? { index, times: times(row) } : null
  })
  const listed = week.filter((entry) => entry !== null)
  if (listed.length === 7 && listed.every((entry) => entry.times === listed[0]?.times)) {
    return [{ days: labels.daily, times: listed[0]?.times ?? '' }]
  }
  const runs: { first: number; last: number; times: string }[] = []
  for (const entry of listed) {
    const run = runs.at(-1)
    if (run && run.last === entry.index - 1 && run.times === entry.times) run.last = entry.index
    else runs.push({ first: entry.index, last: entry.index, times: entry.times })
  }
  return runs.map((run) => ({
    days:
      run.first === run.last
        ? shortDay(run.first, locale)
        : `${shortDay(run.first, locale)}–${shortDay(run.last, locale)}`,
    times: run.times,
  }))
}

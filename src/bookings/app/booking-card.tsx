// A table booking as the account and the manage page show it: a poster's big day and month, and a status chip.

import { useRenderContext } from '../../app/render-context'
import { dateParts } from '../../lib/format'
import { optionalMessage } from '../../lib/i18n'
import type { Arrival } from '../lib/reservation'

/** The big day and month of a booking, with its weekday and time (already on the venue's clock). */
export function BookingDate({ date, time }: { date: string; time: string }) {
  const { locale } = useRenderContext()
  // Midday UTC keeps the calendar date whatever the formatter's zone; the time is the booking's own.
  const parts = dateParts(`${date}T12:00:00Z`, locale, 'UTC')
  if (!parts) return null
  return (
    <time className="poster-date booking-date" dateTime={`${date}T${time}`}>
      <span className="poster-day">{parts.day}</span>
      <span className="poster-month">{parts.month}</span>
      <span className="poster-time">{`${parts.weekday} ${time}`}</span>
    </time>
  )
}

/**
 * Pending, a request, confirmed, declined or cancelled — and once the door marked a confirmed booking, arrived
 * or no-show (its `arrival`) — in the page's language.
 */
export function BookingStatus({ status, arrival }: { status: string; arrival?: Arrival }) {
  const { locale } = useRenderContext()
  const shown = status === 'confirmed' && arrival && arrival !== 'expected' ? arrival : status
  return (
    <span className={`booking-status status-${shown}`}>
      {optionalMessage(locale, `account.status.${shown}`) ?? shown}
    </span>
  )
}

import type { ReactNode } from 'react'

/**
 * A booking's facts (date, time, guests), each value under its label, side by side while they fit: the
 * summary beside the booking form (an island, so no render context here) and the confirmation's card.
 */
export function BookingFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="booking-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

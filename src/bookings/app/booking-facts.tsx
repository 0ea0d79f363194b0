import type { ReactNode } from 'react'
import type { Translate } from '../../lib/i18n'

/** A party in words: "1 guest", "4 guests". */
export const partyOf = (t: Translate, count: number) =>
  count === 1 ? t('account.partyOfOne') : t('account.partyOf', { count })

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

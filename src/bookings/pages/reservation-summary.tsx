import { OpeningHours } from '../../app/components/opening-hours'
import { Picture } from '../../app/components/picture'
import { PosterDate } from '../../app/components/poster-date'
import { VenueAddress } from '../../app/components/venue-address'
import { href } from '../../app/paths'
import { useRenderContext } from '../../app/render-context'
import type { Venue } from '../../lib/domain'
import { formatCalendarDate, telHref } from '../../lib/format'
import type { Translate } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'
import { BOOKING_CHOICE_ID, type BookingChoice, partySizes, seatingAt } from '../app/booking-choice'
import { BookingFacts } from '../app/booking-facts'
import type { NextStepsProps } from '../app/booking-next-steps'
import { BOOKING_LIMITS, type BookingRules, isHhMm, isIsoDate, seatingTimes } from '../lib/reservation'

/** The venue's own picture beside the form: its hero, else its first gallery photo. */
export function ReservationPicture({ venue }: { venue: Venue | null }) {
  const media = venue?.heroImage ?? venue?.gallery[0] ?? null
  if (!media) return null
  return (
    <div className="reservation-picture">
      <Picture
        media={media}
        frame="landscape"
        sizes="(min-width: 76rem) 30rem, (min-width: 64rem) 38vw, 100vw"
        eager
      />
    </div>
  )
}

/**
 * The refusals after which the booking's pages say what to do next with links (docs/spec.md §13.17): a limit,
 * a full slot or party, a party too large, the CMS or the connection down.
 */
export const REFUSALS_WITH_NEXT_STEPS = [
  'throttled',
  'emailLimit',
  'limit',
  'slotFull',
  'partyFull',
  'party',
  'past',
  'linkExpired',
  'unavailable',
  'offline',
]

/** What a refused guest can do, as links: call the venue (when its phone is known), write to it, another night. */
export const nextStepsFor = (
  { t, locale }: { t: Translate; locale: Locale },
  venue: Pick<Venue, 'phone'> | null,
  anotherNightHref: string | null = null,
): NextStepsProps => ({
  title: t('reservations.next.title'),
  links: [
    ...(venue?.phone
      ? [{ href: telHref(venue.phone), label: t('reservations.next.call', { phone: venue.phone }) }]
      : []),
    { href: href('ibiza-contact', {}, locale), label: t('reservations.next.write') },
    ...(anotherNightHref ? [{ href: anotherNightHref, label: t('reservations.next.anotherNight') }] : []),
  ],
})

/**
 * Each of `options` (the stylesheet shows the one chosen in the form, reservations.css), and `none` for when
 * nothing is chosen there: what the server knew was chosen, else "not chosen yet".
 */
function Chosen({ options, none, kind }: { options: string[]; none: string; kind: 'time' | 'party' }) {
  return (
    <span className={`choice-options choice-${kind}`}>
      <span className="choice-none">{none}</span>
      {options.map((option) => (
        <span key={option} className="choice-option">
          {option}
        </span>
      ))}
    </span>
  )
}

/**
 * The booking as chosen so far, as the page draws it (docs/spec.md §13.2): the seating and the party as every
 * one the form offers, so the summary follows a choice made without JavaScript (`:has(… :checked)`); once the
 * form is alive it draws BookingChoiceView here instead.
 */
function ChoiceWithoutScript({ booking, rules }: { booking: BookingChoice; rules: BookingRules }) {
  const { t, locale } = useRenderContext()
  const { labels } = bookingChoiceLabels(rules, t)
  const dated = isIsoDate(booking.date)
  const timed = isHhMm(booking.time)
  return (
    <>
      {dated && (
        <PosterDate
          at={seatingAt(booking, rules.timezone)}
          timeZone={rules.timezone}
          locale={locale}
          time={timed}
        />
      )}
      <BookingFacts
        facts={[
          [labels.date, dated ? formatCalendarDate(booking.date, locale) : labels.notChosen],
          [
            labels.time,
            <Chosen
              key="time"
              options={seatingTimes(rules)}
              none={timed ? booking.time : labels.notChosen}
              kind="time"
            />,
          ],
          [
            labels.partySize,
            <Chosen
              key="party"
              options={partySizes(rules)}
              none={booking.partySize || labels.notChosen}
              kind="party"
            />,
          ],
        ]}
      />
    </>
  )
}

/** The summary's words and clock, for the server's drawing of the choice and the form's. */
export const bookingChoiceLabels = (rules: BookingRules, t: Translate) => ({
  timeZone: rules.timezone,
  labels: {
    date: t('reservations.date'),
    time: t('reservations.time'),
    partySize: t('reservations.partySize'),
    notChosen: t('reservations.notChosen'),
  },
})

/**
 * What a guest wants to see before booking (docs/spec.md §13.2): the booking as chosen so far (which the
 * form, once alive, keeps drawing), where the venue is and when it opens, and how booking works. Without
 * the venue (the CMS down) it still says what is chosen and how booking works, by the default rules.
 */
export function ReservationSummary({
  venue,
  rules,
  booking,
}: {
  venue: Venue | null
  rules: BookingRules
  booking: BookingChoice
}) {
  const { t } = useRenderContext()
  return (
    <aside className="reservation-summary" aria-labelledby="reservation-summary-title">
      <h2 id="reservation-summary-title">{t('reservations.summaryTitle')}</h2>
      <div className="booking-choice" id={BOOKING_CHOICE_ID}>
        <ChoiceWithoutScript booking={booking} rules={rules} />
      </div>
      {venue && (
        <div className="reservation-venue">
          <h3 className="eyebrow">{venue.name}</h3>
          <VenueAddress venue={venue} />
          {venue.openingHours.length > 0 && (
            <>
              <h3 className="eyebrow">{t('venue.hours')}</h3>
              <OpeningHours venue={venue} />
            </>
          )}
        </div>
      )}
      <h3 className="eyebrow">{t('reservations.howTitle')}</h3>
      <ul className="reservation-how">
        <li>
          {t('reservations.rules', {
            first: rules.firstSeating,
            last: rules.lastSeating,
            max: rules.maxParty,
            days: rules.windowDays,
          })}{' '}
          {t('reservations.largeRule', { large: BOOKING_LIMITS.largeParty, max: rules.maxParty })}
        </li>
        <li>{t('reservations.howConfirm')}</li>
        {venue?.phone && (
          <li>
            {t('reservations.howQuestions')} <a href={telHref(venue.phone)}>{venue.phone}</a>
          </li>
        )}
      </ul>
    </aside>
  )
}

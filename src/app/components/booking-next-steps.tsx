import { telHref } from '../../lib/format'

/**
 * What a guest can do when a booking, its link or a change is refused (docs/spec.md §13.17): call the venue,
 * write to it, or choose another night — each a working link, under the refusal's own words. The booking
 * island draws it too, so it takes its words and addresses as props (no render context).
 */
export interface NextStepsProps {
  /** The venue's phone, when the CMS gave it. */
  phone: string | null
  /** The venue's contact form. */
  contactHref: string
  /** The booking form for another night (the day after the one refused, same party), if it helps. */
  anotherNightHref?: string | null
  labels: Record<'title' | 'call' | 'write' | 'anotherNight', string>
}

export function BookingNextSteps({ phone, contactHref, anotherNightHref, labels }: NextStepsProps) {
  return (
    <nav className="next-steps" aria-label={labels.title}>
      <p className="next-steps-title">{labels.title}</p>
      <ul className="chips">
        {phone && (
          <li>
            <a className="chip" href={telHref(phone)}>
              {labels.call.replace('{phone}', phone)}
            </a>
          </li>
        )}
        <li>
          <a className="chip" href={contactHref}>
            {labels.write}
          </a>
        </li>
        {anotherNightHref && (
          <li>
            <a className="chip" href={anotherNightHref}>
              {labels.anotherNight}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

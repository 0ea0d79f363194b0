/**
 * What a guest can do when a booking, its link or a change is refused (docs/spec.md §13.17): call the venue,
 * write to it, choose another night — each a working link, under the refusal's own words. The booking island
 * draws it too, so it takes its links ready-made (the server words and addresses them: nextStepsFor).
 */
export interface NextStepsProps {
  title: string
  links: { href: string; label: string }[]
}

export function BookingNextSteps({ title, links }: NextStepsProps) {
  return (
    <nav className="next-steps" aria-label={title}>
      <p className="next-steps-title">{title}</p>
      <ul className="chips">
        {links.map((link) => (
          <li key={link.href}>
            <a className="chip" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import type { ReactNode } from 'react'

/** A section's heading with its "all of them" link on the right (home, venue overviews). */
export function SectionHeading({ id, title, more }: { id: string; title: string; more?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {more}
    </div>
  )
}

import type { ReactNode } from 'react'

/** The page's heading: its h1, and the lead and eyebrow where it has them. */
export function PageTitle({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string
  lead?: string | null
  /** A small tracked line above the title (a venue's city, a date). */
  eyebrow?: string | null
  children?: ReactNode
}) {
  return (
    <header className="page-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  )
}

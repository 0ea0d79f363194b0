import type { ReactNode } from 'react'

/** What a list says when it has nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>
}

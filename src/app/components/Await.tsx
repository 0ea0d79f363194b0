import { type ReactNode, Suspense, use } from 'react'

interface AwaitProps<T> {
  promise: Promise<T>
  fallback: ReactNode
  children: (value: T) => ReactNode
}

function Resolved<T>({ promise, children }: Omit<AwaitProps<T>, 'fallback'>) {
  return children(use(promise))
}

/**
 * A section that waits for data without holding up the page: the fallback streams with the shell and
 * the content follows in the same response when `promise` resolves.
 */
export function Await<T>({ promise, fallback, children }: AwaitProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved promise={promise}>{children}</Resolved>
    </Suspense>
  )
}

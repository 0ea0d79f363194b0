// The runtime's rule (docs/decisions/003-streaming-in-order.md): pages render whole, in order, to strings.
// React's Suspense, `use()` and `lazy()` would make renderToString send only a fallback, silently, so no
// module that renders on the server may import them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const modules = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return modules(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })

/** `import { Suspense, use as x } from 'react'` or `React.Suspense` / `React.use(`. */
const ASYNC_REACT =
  /import\s*\{[^}]*\b(Suspense|use|lazy)\b[^}]*\}\s*from\s*['"]react['"]|\bReact\.(Suspense|use|lazy)\b/

describe('server-rendered modules', () => {
  it('use no Suspense, use() or lazy(): renderToString would send only the fallback', () => {
    const offending = ['src/pages', 'src/app', 'src/server']
      .flatMap(modules)
      .filter((file) => ASYNC_REACT.test(readFileSync(file, 'utf8')))
    expect(offending).toEqual([])
  })

  it('catches the imports it is there for', () => {
    expect(ASYNC_REACT.test(`import { Suspense } from 'react'`)).toBe(true)
    expect(ASYNC_REACT.test(`import { useState, use } from "react"`)).toBe(true)
    expect(ASYNC_REACT.test(`<React.Suspense fallback={null}>`)).toBe(true)
    expect(ASYNC_REACT.test(`import { useState, useId } from 'react'`)).toBe(false)
  })
})

// The worker's compatibility date must be one the installed workerd knows: a later one makes workerd refuse
// to start (docs/decisions/021-toolchain-on-node-20.md).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

describe('toolchain', () => {
  it('sets a compatibility_date no later than the installed workerd’s build date', () => {
    const date = /^compatibility_date = "(\d{4}-\d{2}-\d{2})"$/m.exec(
      readFileSync('wrangler.toml', 'utf8'),
    )?.[1]
    const { version } = require('workerd/package.json') as { version: string }
    // workerd's version is 1.YYYYMMDD.N: its middle part is the newest date it supports.
    const build = /^1\.(\d{4})(\d{2})(\d{2})\.\d+$/.exec(version)
    expect(date).toBeDefined()
    expect(build).not.toBeNull()
    expect((date ?? '9999') <= `${build?.[1]}-${build?.[2]}-${build?.[3]}`).toBe(true)
  })
})

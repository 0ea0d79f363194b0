// The worker's compatibility date is the build date of the workerd that runs it, in development, in the tests
// and in the bench (docs/decisions/028-toolchain-on-node-24.md): a later date makes workerd refuse to start,
// an earlier one leaves behaviour it ships unused and untested.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

/** workerd's version is 1.YYYYMMDD.N: its middle part is the newest date it supports. */
const buildDate = (version: string) => {
  const parts = /^1\.(\d{4})(\d{2})(\d{2})\.\d+$/.exec(version)
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : `not a workerd version: ${version}`
}

describe('toolchain', () => {
  it('runs one workerd everywhere, and sets its build date as the compatibility_date', () => {
    const date = /^compatibility_date = "(\d{4}-\d{2}-\d{2})"$/m.exec(
      readFileSync('wrangler.toml', 'utf8'),
    )?.[1]
    // Every copy the lockfile installs (wrangler's, miniflare's, the test pool's): one version.
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string }>
    }
    const locked = new Set(
      Object.entries(lock.packages)
        .filter(([path]) => path.endsWith('node_modules/workerd'))
        .map(([, entry]) => entry.version),
    )
    const { version } = require('workerd/package.json') as { version: string }
    expect([...locked]).toEqual([version])
    expect(date).toBe(buildDate(version))
  })
})

describe('the libraries both sides import', () => {
  it('are pinned to one version in the site and the CMS (cms/src/shared imports them)', () => {
    const site = JSON.parse(readFileSync('package.json', 'utf8')).dependencies
    const cms = JSON.parse(readFileSync('cms/package.json', 'utf8')).dependencies
    for (const library of ['valibot', 'libphonenumber-js']) {
      expect(cms[library], library).toBe(site[library])
    }
  })
})

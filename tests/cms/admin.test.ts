// The CMS's first administrator (cms/README.md, Admin), on fresh databases: with the panel on, from the
// configuration or from the one-time setup token, never from whoever calls first. (With the panel off the
// whole /admin is 404: tests/cms/private-origin.test.ts, on the suite's own CMS.)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../../scripts/lib/cms.mjs'

const REFUSED = [400, 403, 404]

let running: RunningCms | undefined
afterEach(async () => {
  await running?.stop()
  running = undefined
})

const fresh = async (env: Record<string, string>) => {
  running = await startCms({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-')),
    seed: false,
    quiet: true,
    env: { CMS_ADMIN: 'true', ...env },
  })
  return running
}

const registerAdmin = (
  cms: RunningCms,
  headers: Record<string, string> = {},
  path = '/admin/register-admin',
) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'mallory@example.com', password: 'Mallory-12345', firstname: 'Mallory' }),
  })

const hasAdmin = async (cms: RunningCms) =>
  ((await (await fetch(`${cms.url}/admin/init`)).json()) as { data: { hasAdmin: boolean } }).data.hasAdmin

const signIn = (cms: RunningCms, email: string, password: string) =>
  fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

// Each test starts a Strapi of its own on an empty database, beside the other suites' on two cores.
describe('the first administrator, with the panel on', { timeout: 120_000 }, () => {
  it('comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD; nobody registers another', async () => {
    const cms = await fresh({
      CMS_ADMIN_EMAIL: 'staff@solera.example',
      CMS_ADMIN_PASSWORD: 'Sunset-Terrace-2026',
    })
    expect(await hasAdmin(cms)).toBe(true)
    expect((await signIn(cms, 'staff@solera.example', 'Sunset-Terrace-2026')).status).toBe(200)
    expect((await registerAdmin(cms)).status).toBe(403)
    expect((await signIn(cms, 'mallory@example.com', 'Mallory-12345')).status).toBe(400)
  })

  it('otherwise needs the setup token printed once at start: without it nothing is created', async () => {
    const cms = await fresh({})
    const token = /Setup token \(one use\): (\S+)/.exec(cms.output())?.[1]
    expect(token).toBeTruthy()
    expect((await registerAdmin(cms)).status).toBe(403)
    expect((await registerAdmin(cms, { 'x-setup-token': 'guessed-token' })).status).toBe(403)
    // The gate knows the route, not a spelling of it (the router folds case and ignores a trailing slash).
    for (const path of [
      '/Admin/register-admin',
      '/ADMIN/REGISTER-ADMIN',
      '/admin/register-admin/',
      '/admin//register-admin',
      '/%61dmin/register-admin',
    ]) {
      expect(REFUSED, path).toContain((await registerAdmin(cms, {}, path)).status)
    }
    expect(await hasAdmin(cms)).toBe(false)
    expect((await registerAdmin(cms, { 'x-setup-token': token ?? '' })).status).toBe(200)
    expect(await hasAdmin(cms)).toBe(true)
    // Spent: the same token registers nobody else.
    expect((await registerAdmin(cms, { 'x-setup-token': token ?? '' })).status).toBe(403)
  })

  it('refuses to start with a weak configured password', async () => {
    await expect(
      fresh({ CMS_ADMIN_EMAIL: 'staff@solera.example', CMS_ADMIN_PASSWORD: 'password1' }),
    ).rejects.toThrow(/CMS_ADMIN_PASSWORD is too weak/)
  })
})

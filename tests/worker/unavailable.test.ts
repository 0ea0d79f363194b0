import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Clock } from '../../src/server/clock.server'
import { STARTING_RETRY_SECONDS } from '../../src/server/dispatch.server'
import { createWorker } from '../../src/worker'
import { BROWSER_UA, ORIGIN, UNCACHED_ENV } from './helpers'
import { TEST_CLOCK } from './test-clock'

/**
 * A page whose CMS cannot be reached, with nothing cached: the worker project's CMS_URL is a closed port, and
 * the page caches are off (the files of the project share one isolate and its Cache API, where another file
 * may have stored this page from the fixture content).
 */
async function visit(path: string, appEnv: string, clock: Clock = TEST_CLOCK) {
  const worker = createWorker({ clock })
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' } }),
    { ...UNCACHED_ENV, APP_ENV: appEnv },
    ctx,
  )
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, html }
}

describe('a page whose CMS cannot be reached, with nothing cached', () => {
  it('says in development that the site is starting, in the page’s language, and reloads itself', async () => {
    for (const [path, text] of [
      ['/music/albums', 'will be ready in about a minute'],
      ['/es/music/albums', 'estará listo en un minuto'],
    ] as const) {
      const { response, html } = await visit(path, 'development')
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toBe(String(STARTING_RETRY_SECONDS))
      expect(response.headers.get('refresh'), path).toBe(String(STARTING_RETRY_SECONDS))
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(html, path).toContain(text)
      // The site's own page: its header and stylesheet, not a bare message.
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/_app\/assets\//)
    }
  })

  it('says so in place of a page whose shell left before its data failed, and the page reloads itself', async () => {
    // The data deadline passes at once: the shell (and its 200) leaves before the CMS call fails.
    const { response, html } = await visit('/es/music/albums', 'development', {
      ...TEST_CLOCK,
      deadline: async () => {},
    })
    expect(response.status).toBe(200)
    expect(html).toContain('estará listo en un minuto')
    expect(html).toContain(`<meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}"/>`)
  })

  it('asks visitors of the deployed site to come back in a minute, and does not reload by itself', async () => {
    const { response, html } = await visit('/es/music/albums', 'production')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(response.headers.get('refresh')).toBeNull()
    expect(html).toContain('Volvemos enseguida')
  })
})

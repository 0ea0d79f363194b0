import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { startStack } from '../../scripts/lib/stack.mjs'
import { VISITOR_UA } from './browser'

interface Stack {
  siteUrl: string
  cmsUrl: string
  cms: { stop: () => Promise<void> }
  stop: () => Promise<void>
}

/** A stack of its own, because this suite stops Strapi halfway through. */
let stack: Stack
beforeAll(async () => {
  stack = (await startStack({ cms: { dataDir: mkdtempSync(join(tmpdir(), 'outage-cms-')) } })) as Stack
})
afterAll(() => stack?.stop())

const visit = (path: string) =>
  fetch(`${stack.siteUrl}${path}`, {
    headers: { 'user-agent': VISITOR_UA, 'accept-language': 'en' },
    redirect: 'manual',
  })

describe('when Strapi goes down', () => {
  it('keeps serving cached pages and answers uncached ones with a localised 503', async () => {
    const before = await visit('/venues/ibiza')
    expect(before.status).toBe(200)
    const venueHtml = await before.text()
    expect(venueHtml).toContain('Solera Ibiza')

    await stack.cms.stop()
    // Down for the worker too: nothing answers on the CMS's address any more.
    await expect
      .poll(() =>
        fetch(`${stack.cmsUrl}/_health`).then(
          () => 'answering',
          () => 'down',
        ),
      )
      .toBe('down')

    const cached = await visit('/venues/ibiza')
    expect(cached.status).toBe(200)
    expect(await cached.text()).toContain('Solera Ibiza')

    const uncached = await visit('/es/music/albums')
    const title = /<title>(.*?)<\/title>/.exec(await uncached.clone().text())?.[1]
    expect(uncached.status, `an uncached page with Strapi down answered “${title}”`).toBe(503)
    expect(uncached.headers.get('retry-after')).toBe('60')
    expect(await uncached.text()).toContain('Volvemos enseguida')
  })
})

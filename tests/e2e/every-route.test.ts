import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTES } from '../../src/app/routes'
import { localePath } from '../../src/lib/locale'
import { launchBrowser, openPage, PHONE, VISITOR_UA } from './browser'

const site = inject('siteUrl')
const cms = inject('cmsUrl')
let browser: Browser
const slugs: Record<string, string> = {}

beforeAll(async () => {
  browser = await launchBrowser()
  const first = async (query: string) =>
    ((await (await fetch(`${cms}/api/${query}`)).json()) as { data: { slug: string }[] }).data[0]?.slug ?? ''
  slugs.event = await first('events?pagination[pageSize]=1')
  slugs['ibiza-event'] = await first('events?pagination[pageSize]=1&filters[venue][slug][$eq]=ibiza')
  slugs.article = await first('articles?pagination[pageSize]=1')
  slugs.mix = await first('mixes?pagination[pageSize]=1')
  slugs.album = await first('albums?pagination[pageSize]=1')
  slugs.playlist = await first('playlists?pagination[pageSize]=1')
})
afterAll(() => browser?.close())

/** Runs `visit` over `items`, a few tabs at a time (the machine has two cores). */
async function inPool<T>(items: T[], visit: (item: T) => Promise<void>, size = 3) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(item)
    }),
  )
}

/** Every public page of the route table, in both languages, with real slugs. */
const pages = () =>
  ROUTES.filter((route) => !route.guards?.length).flatMap((route) =>
    (['en', 'es'] as const).map((locale) =>
      localePath(route.path.replace(':slug', slugs[route.name] ?? ''), locale),
    ),
  )

describe.each([
  ['phone', PHONE],
  ['desktop', { width: 1366, height: 900 }],
])('every route on a %s', (_name, viewport) => {
  it('shows its heading and content with no console errors or hydration warnings', {
    timeout: 420_000,
  }, async () => {
    const context = await browser.newContext({ viewport, userAgent: VISITOR_UA })
    const failures: string[] = []
    await inPool(pages(), async (path) => {
      const { page, problems } = await openPage(context)
      const response = await page.goto(`${site}${path}`, { waitUntil: 'networkidle' })
      if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`)
      const heading = (await page.locator('h1').first().textContent({ timeout: 5000 }))?.trim() ?? ''
      const text = (await page.locator('main').textContent({ timeout: 5000 }))?.trim() ?? ''
      if (!heading) failures.push(`${path}: no heading`)
      if (text.length < 20) failures.push(`${path}: almost no content (${JSON.stringify(text)})`)
      if (problems.length) failures.push(`${path}: ${problems.join(' | ')}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 1) failures.push(`${path}: wider than the screen by ${overflow}px`)
      await page.close()
    })
    await context.close()
    expect(failures).toEqual([])
  })
})

describe('every route without JavaScript', () => {
  it('can be read, and its header links lead on', { timeout: 420_000 }, async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const failures: string[] = []
    await inPool(pages(), async (path) => {
      const page = await context.newPage()
      await page.goto(`${site}${path}`)
      const heading = (await page.locator('h1').first().textContent())?.trim()
      if (!heading) failures.push(`${path}: no heading without JavaScript`)
      await page.close()
    })
    const page = await context.newPage()
    await page.goto(`${site}/es/music`)
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Eventos' }).click()
    await page.waitForURL(/\/es\/events$/)
    expect(await page.locator('h1').textContent()).toBe('Eventos')
    await context.close()
    expect(failures).toEqual([])
  })
})

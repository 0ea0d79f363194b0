import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCALES, localePath } from '../../src/lib/locale'
import { ROUTES } from '../../src/routes'
import { browserForFile, openPage, PHONE, VISITOR_UA } from './browser'

/**
 * What only a browser shows, on every public route: islands hydrate without console errors or hydration
 * warnings, and nothing is wider than a phone; and the markup each route sent is valid HTML (the Nu Html
 * Checker, vnu, on Java). Status, layout, language and headings of every route in
 * both languages are the worker suite's route walk (tests/worker/routes.test.ts).
 */

const site = inject('siteUrl')
const cms = inject('cmsUrl')
/** A staff tool's reads (the CMS answers strangers nothing, and the site's own reads in its shapes only). */
const staffTool = {
  authorization: `Bearer ${inject('cmsApiToken')}`,
  'x-worker-secret': inject('cmsWorkerSecret'),
}
const slugs: Record<string, string> = {}
type Tab = Awaited<ReturnType<typeof openPage>>

const browser = browserForFile()

beforeAll(async () => {
  const first = async (query: string) =>
    (
      (await (await fetch(`${cms}/api/${query}`, { headers: staffTool })).json()) as {
        data: { slug: string }[]
      }
    ).data[0]?.slug ?? ''
  slugs.event = await first('events?pagination[pageSize]=1')
  slugs['ibiza-event'] = await first('events?pagination[pageSize]=1&filters[venue][slug][$eq]=ibiza')
  slugs.article = await first('articles?pagination[pageSize]=1')
  slugs.mix = await first('mixes?pagination[pageSize]=1')
  slugs.album = await first('albums?pagination[pageSize]=1')
  slugs.playlist = await first('playlists?pagination[pageSize]=1')
  // A detail route without a slug would drop out of the walk unseen (the player pages among them).
  expect(Object.values(slugs).every(Boolean), JSON.stringify(slugs)).toBe(true)
})

/**
 * Runs `visit` over `items` in a few lanes at a time (the machine has two cores), each lane a visitor of
 * its own with one tab it navigates from route to route: headless Chromium shows one tab per window, and a
 * hidden tab's frames wait (a lane sharing a window with another waited seconds for each scroll step); a
 * new tab per route cost twice the browser's CPU of the whole walk (a renderer process each).
 */
async function inLanes<T>(items: T[], visit: (item: T, tab: Tab) => Promise<void>, size = 3) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: size }, async () => {
      const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
      const tab = await openPage(context)
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(item, tab)
      await context.close()
    }),
  )
}

/** Every public route once, the languages taking turns (a page's markup is the same in both). */
const pages = () =>
  ROUTES.filter((route) => !route.guards?.length && !(route.path.includes(':') && !slugs[route.name])).map(
    (route, index) =>
      localePath(
        route.path.replace(':slug', slugs[route.name] ?? ''),
        LOCALES[index % LOCALES.length] ?? 'en',
      ),
  )

describe('every route in a phone’s browser', () => {
  it('hydrates with no console errors or hydration warnings, and fits the screen', {
    timeout: 240_000,
  }, async () => {
    const failures: string[] = []
    const visited = pages()
    expect(visited.length).toBeGreaterThan(40)
    const sent = mkdtempSync(join(tmpdir(), 'route-html-'))
    await inLanes(visited, async (path, { page, problems }) => {
      // What the tab reports from here on is this route's (the list is the tab's, so it is emptied).
      problems.length = 0
      // Loaded, then scrolled: islands start loading as they come near, and one wait for the network to
      // settle covers them all.
      const response = await page.goto(`${site}${path}`, { waitUntil: 'load' })
      if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`)
      // The markup as the worker sent it, for the checker below (one Java start for every route).
      writeFileSync(join(sent, `${path.replace(/\W+/g, '_') || 'home'}.html`), (await response?.text()) ?? '')
      // Islands below the first screen load when they come near it: scroll down a screen at a time (two
      // frames each, for the observers), so every one hydrates here.
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
          window.scrollTo(0, top)
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        }
      })
      // Islands load within a moment; a page whose links are being prefetched may never fall quite
      // silent, so the wait is bounded and the checks below decide.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
      if (problems.length) failures.push(`${path}: ${problems.join(' | ')}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 1) failures.push(`${path}: wider than the screen by ${overflow}px`)
    })
    failures.push(...(await invalidMarkup(sent)))
    rmSync(sent, { recursive: true })
    expect(failures).toEqual([])
  })
})

/**
 * What the Nu Html Checker finds wrong in the pages of a folder, one line each. Its one false alarm is left
 * out: `<link rel="expect" blocking="render">` (the first paint waits for the page, decision 003) is in the
 * HTML standard since 2024, and vnu 26.9 still allows `blocking` on stylesheets only.
 */
async function invalidMarkup(folder: string): Promise<string[]> {
  const run = promisify(execFile)
  const { stderr } = await run(
    'java',
    [
      '-jar',
      createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar'),
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      folder,
    ],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(stderr) as {
    messages: { url?: string; message: string; extract?: string }[]
  }
  return messages
    .filter(
      (message) =>
        !(message.extract?.includes('rel="expect"') && /“blocking” attribute/.test(message.message)),
    )
    .map((message) => `${message.url?.split('/').at(-1)}: ${message.message} ${message.extract ?? ''}`)
}

describe('the desktop header', () => {
  it('holds its whole bar within the screen in both languages, from the narrowest desktop up', async () => {
    const failures: string[] = []
    // 84rem is where the full bar replaces the menu button (Header.css).
    for (const width of [1344, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, userAgent: VISITOR_UA })
      for (const path of ['/events', '/es/events', '/es/music']) {
        const { page } = await openPage(context)
        await page.goto(`${site}${path}`)
        // Within the screen, and within the column the page's content lines up on (a Spanish bar once
        // spilled 54 px past it, still on screen).
        const { overflow, bookRight, columnRight } = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          bookRight: document.querySelector('.header-book')?.getBoundingClientRect().right ?? Infinity,
          columnRight: document.querySelector('.header-bar')?.getBoundingClientRect().right ?? 0,
        }))
        if (overflow > 1 || bookRight > Math.min(width, columnRight) + 1)
          failures.push(`${width} ${path}: ${overflow}px, Book ends at ${bookRight} (column ${columnRight})`)
        await page.close()
      }
      await context.close()
    }
    expect(failures).toEqual([])
  })
})

describe('without JavaScript', () => {
  it('the header links lead on', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(`${site}/es/music`)
    // On a phone the navigation is in the menu, a native popover: it opens without scripts too.
    await page.getByRole('button', { name: 'Menú' }).click()
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Eventos' }).click()
    await page.waitForURL(/\/es\/events$/)
    expect(await page.locator('h1').textContent()).toBe('Eventos')
    await context.close()
  })
})

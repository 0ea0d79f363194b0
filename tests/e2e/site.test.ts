import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, openPage, PHONE, VISITOR_UA } from './browser'

const site = inject('siteUrl')
const browser = browserForFile()
let context: BrowserContext

/** The colour-mode class of `<html>` (which also carries `js` once scripts run). */
const colorClass = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].filter((name) => name !== 'js').join(' '))

const newContext = (options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ viewport: PHONE, locale: 'en-GB', userAgent: VISITOR_UA, baseURL: site, ...options })

describe('colour mode', () => {
  // A desktop window: the control sits in the header bar (on a phone it is in the menu, see design.test.ts).
  beforeAll(async () => {
    context = await newContext({ colorScheme: 'light', viewport: DESKTOP })
  })
  afterAll(() => context.close())

  const control = (page: Page) => page.locator('.site-header').getByRole('group', { name: 'Colour mode' })

  it('is dark until the visitor chooses, then switches without React or a reload, showing the choice', async () => {
    const { page, problems } = await openPage(context)
    await page.goto('/faq')
    // The brand's dark, though this browser's system setting is light.
    await expect.poll(() => colorClass(page)).toBe('dark-mode')
    expect(await control(page).getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    const light = control(page).getByRole('button', { name: 'Light' })
    // On a desktop the buttons show their names, not bare icons.
    expect(await light.locator('.color-mode-text').isVisible()).toBe(true)
    await light.click()
    await expect.poll(() => colorClass(page)).toBe('light-mode')
    expect(await light.getAttribute('aria-pressed')).toBe('true')
    expect(await control(page).getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('light')
    // The header's controls need no React: no island code was loaded for this page.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(scripts.some((path) => /\/(entry|react)-/.test(path))).toBe(false)
    expect(problems).toEqual([])
  })

  it('keeps the chosen mode after a reload, already in the first paint', async () => {
    const { page } = await openPage(context)
    await page.goto('/about')
    await page.evaluate(() => localStorage.setItem('nuxt-color-mode', 'dark'))
    await page.reload({ waitUntil: 'commit' })
    await page.waitForSelector('body')
    expect(await colorClass(page)).toBe('dark-mode')
    await expect
      .poll(() => control(page).getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'))
      .toBe('true')
  })

  it('follows the system setting live while the preference is system', async () => {
    const { page } = await openPage(context)
    await page.goto('/about')
    await page.evaluate(() => localStorage.setItem('nuxt-color-mode', 'system'))
    await page.reload()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => colorClass(page)).toBe('dark-mode')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => colorClass(page)).toBe('light-mode')
  })

  it('lets forced pages keep their mode whatever the preference', async () => {
    const { page } = await openPage(context)
    await page.goto('/about')
    await page.evaluate(() => localStorage.setItem('nuxt-color-mode', 'dark'))
    await page.goto('/ibiza')
    expect(await colorClass(page)).toBe('light-mode')
    await page.goto('/music')
    expect(await colorClass(page)).toBe('dark-mode')
  })

  it('is visibly disabled on a forced page, with a tooltip that says why', async () => {
    const { page } = await openPage(context)
    await page.goto('/about')
    await page.evaluate(() => localStorage.setItem('nuxt-color-mode', 'system'))
    await page.goto('/ibiza')
    const light = control(page).getByRole('button', { name: 'Light' })
    const dark = control(page).getByRole('button', { name: 'Dark' })
    expect(await dark.getAttribute('aria-disabled')).toBe('true')
    const tooltip = page.getByRole('tooltip')
    expect(await tooltip.isVisible()).toBe(false)
    await dark.hover()
    await expect.poll(() => tooltip.isVisible()).toBe(true)
    expect(await tooltip.textContent()).toBe('This page is always light: its colours are part of its design.')
    const style = await tooltip.evaluate((element) => getComputedStyle(element))
    expect(style.maxWidth).toBe('350px')
    expect(style.zIndex).toBe('9999')
    // Clicking changes nothing: the page keeps its colours and the choice stays the visitor's.
    // (`force`: Playwright itself treats aria-disabled as not clickable; a visitor can still click.)
    await dark.click({ force: true })
    expect(await colorClass(page)).toBe('light-mode')
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('system')
    // Disabled, yet reachable by keyboard, so the reason can be read; Escape closes the tooltip.
    await page.mouse.move(5, 700)
    await light.focus()
    await expect.poll(() => tooltip.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => tooltip.isVisible()).toBe(false)
    // Visibly disabled: dimmed, with a not-allowed cursor.
    expect(await light.evaluate((element) => getComputedStyle(element).cursor)).toBe('not-allowed')
    const opacity = await control(page)
      .locator('.color-mode-options')
      .evaluate((element) => Number(getComputedStyle(element).opacity))
    expect(opacity).toBeLessThan(0.6)
  })
})

describe('one dark journey', () => {
  it('stays dark from home to events, an event, music, a mix and the radio for a visitor who has not chosen', async () => {
    const ctx = await newContext({ colorScheme: 'light' })
    const { page } = await openPage(ctx)
    const seen: string[] = []
    const visit = async (path: string) => {
      await page.goto(path)
      seen.push(`${path} ${await colorClass(page)}`)
    }
    await visit('/')
    await visit('/events')
    const event = await page.locator('main a[href^="/events/"]').first().getAttribute('href')
    await visit(event ?? '/events/missing')
    await visit('/music')
    await visit('/music/mixes')
    const mix = await page.locator('main a[href^="/music/mixes/"]').first().getAttribute('href')
    await visit(mix ?? '/music/mixes/missing')
    await visit('/radio')
    expect(seen).toEqual(seen.map((line) => `${line.split(' ')[0]} dark-mode`))
    expect(seen).toHaveLength(7)
    // The Ibiza section is the one light place.
    await page.goto('/ibiza')
    expect(await colorClass(page)).toBe('light-mode')
    await ctx.close()
  })
})

describe('language', () => {
  it('redirects a first visit from a Spanish browser and keeps the page when switching', async () => {
    const spanish = await newContext({ locale: 'es-ES' })
    const { page, problems } = await openPage(spanish)
    await page.goto('/faq')
    expect(new URL(page.url()).pathname).toBe('/es/faq')
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    await page.getByRole('button', { name: 'Menú' }).click()
    await page.getByRole('link', { name: 'View this page in English' }).click()
    await page.waitForURL(/\/faq$/)
    expect(new URL(page.url()).pathname).toBe('/faq')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    // The choice is remembered: the home page now stays English.
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('link', { name: 'Ver esta página en español' }).click()
    await page.waitForURL(/\/es$/)
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    expect(problems).toEqual([])
    await spanish.close()
  })
})

describe('errors', () => {
  it('shows the error screen for an invalid slug and Back to home logs and goes to /', async () => {
    const ctx = await newContext()
    const { page } = await openPage(ctx)
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    const response = await page.goto('/articles/Bad_Slug')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'Oh no!!' }).isVisible()).toBe(true)
    expect(await page.textContent('body')).toContain('Error: Page Not Found: /articles/Bad_Slug')
    // Hydrated: React has put its props on the link (a wait for an idle network could starve under load).
    await page.waitForFunction(() => {
      const link = document.querySelector('[data-island="BackHome"] a')
      return link && Object.keys(link).some((key) => key.startsWith('__reactProps'))
    })
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL(`${site}/`)
    expect(logs.some((line) => line.includes('cleared'))).toBe(true)
    await ctx.close()
  })
})

describe('without JavaScript', () => {
  it('renders pages, navigates and switches language', async () => {
    const ctx = await newContext({ javaScriptEnabled: false })
    const { page } = await openPage(ctx)
    // Another spelling of a page's path is sent to its one address (docs/spec.md §18.9).
    for (const [spelling, address] of [
      ['/es/faq/', '/es/faq'],
      ['/es//events', '/es/events'],
    ] as const) {
      const response = await page.goto(spelling)
      const moved = response?.request().redirectedFrom()
      expect(moved?.url(), spelling).toBe(`${site}${spelling}`)
      expect((await moved?.response())?.status(), spelling).toBe(301)
      expect(page.url(), spelling).toBe(`${site}${address}`)
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Eventos')
    await page.goto('/es/faq')
    // The phone menu is a native popover: it opens without scripts.
    await page.getByRole('button', { name: 'Menú' }).click()
    await page.getByRole('link', { name: 'Música' }).first().click()
    await page.waitForURL(/\/es\/music$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Música')
    await page.getByRole('button', { name: 'Menú' }).click()
    await page.getByRole('link', { name: 'View this page in English' }).click()
    await page.waitForURL(/\/music$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Music')
    await ctx.close()
  })
})

describe('toasts', () => {
  it('shows a flash message bottom-right, pauses while hovered and closes itself after 3 s', async () => {
    const ctx = await newContext({ viewport: DESKTOP })
    const { page } = await openPage(ctx)
    // The browser's own clock, moved by the test: no real waiting for the toast's 3 s.
    await page.clock.install()
    await page.goto('/es/faq')
    await page.getByRole('link', { name: 'View this page in English' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Language saved.' })
    await expect.poll(() => toast.isVisible()).toBe(true)
    const box = await toast.boundingBox()
    expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width - 40)
    // At the bottom: over neither the header's controls nor the page's heading (docs/spec.md §20.2).
    expect(box && box.y + box.height).toBeGreaterThan(DESKTOP.height - 40)
    const heading = await page.locator('main h1').boundingBox()
    expect(box?.y).toBeGreaterThan((heading?.y ?? 0) + (heading?.height ?? 0))

    await toast.hover()
    await page.clock.runFor(3500)
    expect(await toast.isVisible()).toBe(true) // paused while the pointer is on it
    await page.mouse.move(5, 700)
    // The toast restarts its timer once React has handled the pointer leaving, which may come after a
    // single jump of the clock: move it on in steps until the toast has gone.
    await expect
      .poll(async () => {
        await page.clock.runFor(500)
        return toast.count()
      })
      .toBe(0)
    // The flash is shown once only.
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByText('Language saved.').count()).toBe(0)
    await ctx.close()
  })
})

describe('new builds', () => {
  it('learns of a deploy when the page comes back, and loads the new build at the next navigation (once per 10 s)', async () => {
    const ctx = await newContext()
    const { page } = await openPage(ctx)
    await page.clock.install()
    let latest = 'this-build'
    let asked = 0
    await page.route('**/_app/builds/latest.json', async (route) => {
      asked++
      await route.fulfill({ json: { id: latest, timestamp: 1 } })
    })
    await page.goto('/faq')
    const rendered = await page.locator('meta[name="app-build"]').getAttribute('content')
    latest = rendered ?? ''
    const restore = () =>
      page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    const marked = () => page.evaluate(() => (window as { marker?: number }).marker === 1)
    await page.evaluate(() => Object.assign(window, { marker: 1 }))

    // The same build is live: the restored page stays as it is and keeps its speculation rules.
    await restore()
    await expect.poll(() => asked).toBe(1)
    expect(await marked()).toBe(true)
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1)

    // A deploy: restored again, the page drops its prefetches and reloads into the new build.
    latest = 'next-build'
    await restore()
    await page.waitForEvent('load')
    expect(await marked()).toBe(false)
    expect(asked).toBe(2)

    // Still stale right after its reload (the route answers "next-build" for ever): no second reload
    // within 10 seconds; the page loses its prefetches.
    await page.evaluate(() => Object.assign(window, { marker: 1 }))
    await restore()
    await expect.poll(() => page.locator('script[type="speculationrules"]').count()).toBe(0)
    expect(asked).toBe(3)
    expect(await marked()).toBe(true)
    // Ten seconds on, it may reload again.
    await page.clock.fastForward(10_000)
    await restore()
    await page.waitForEvent('load')
    expect(await marked()).toBe(false)
    await ctx.close()
  })
})

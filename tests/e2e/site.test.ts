import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, PHONE, VISITOR_UA } from './browser'

const site = inject('siteUrl')
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The colour-mode class of `<html>` (which also carries `js` once scripts run). */
const colorClass = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].filter((name) => name !== 'js').join(' '))

const newContext = (options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ viewport: PHONE, locale: 'en-GB', userAgent: VISITOR_UA, baseURL: site, ...options })

describe('islands and colour mode', () => {
  beforeAll(async () => {
    context = await newContext({ colorScheme: 'light' })
  })
  afterAll(() => context.close())

  it('hydrates the colour toggle, which switches the mode without a reload', async () => {
    const { page, problems } = await openPage(context)
    await page.goto('/faq')
    const toggle = page.locator('button.color-toggle')
    await expect.poll(() => colorClass(page)).toBe('light-mode')
    await toggle.click() // system → light
    await expect.poll(() => toggle.getAttribute('data-preference')).toBe('light')
    await toggle.click() // light → dark
    await expect.poll(() => colorClass(page)).toBe('dark-mode')
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark')
    expect(problems).toEqual([])
  })

  it('keeps the chosen mode after a reload, already in the first paint', async () => {
    const { page } = await openPage(context)
    await page.goto('/about')
    // The class is set by the head script before the stylesheet applies: read it before any island runs.
    await page.evaluate(() => localStorage.setItem('nuxt-color-mode', 'dark'))
    await page.reload({ waitUntil: 'commit' })
    await page.waitForSelector('body')
    expect(await colorClass(page)).toBe('dark-mode')
    expect(await page.locator('button.color-toggle').getAttribute('data-preference')).toBe('dark')
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

  it('shows a tooltip on hover with the spec’s size and stacking', async () => {
    const { page } = await openPage(context)
    await page.goto('/contact')
    await page.locator('button.color-toggle').hover()
    const tooltip = page.getByRole('tooltip')
    await expect.poll(() => tooltip.isVisible()).toBe(true)
    const style = await tooltip.evaluate((element) => getComputedStyle(element))
    expect(style.maxWidth).toBe('350px')
    expect(style.zIndex).toBe('9999')
  })
})

describe('language', () => {
  it('redirects a first visit from a Spanish browser and keeps the page when switching', async () => {
    const spanish = await newContext({ locale: 'es-ES' })
    const { page, problems } = await openPage(spanish)
    await page.goto('/faq')
    expect(new URL(page.url()).pathname).toBe('/es/faq')
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    await page.getByRole('link', { name: 'View this page in English' }).click()
    await page.waitForURL(/\/faq$/)
    expect(new URL(page.url()).pathname).toBe('/faq')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    // The choice is remembered: the home page now stays English.
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
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
    await page.waitForFunction(() => document.querySelector('[data-island="BackHome"] a'))
    await page.waitForLoadState('networkidle')
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
    await page.goto('/es/events')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Eventos')
    await page.goto('/es/faq')
    await page.getByRole('link', { name: 'Música' }).first().click()
    await page.waitForURL(/\/es\/music$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Música')
    await page.getByRole('link', { name: 'View this page in English' }).click()
    await page.waitForURL(/\/music$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Music')
    await ctx.close()
  })
})

describe('toasts', () => {
  it('shows a flash message top-right, pauses while hovered and closes itself after 3 s', async () => {
    const ctx = await newContext({ viewport: { width: 1280, height: 800 } })
    const { page } = await openPage(ctx)
    // The browser's own clock, moved by the test: no real waiting for the toast's 3 s.
    await page.clock.install()
    await page.goto('/es/faq')
    await page.getByRole('link', { name: 'View this page in English' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Language saved.' })
    await expect.poll(() => toast.isVisible()).toBe(true)
    const box = await toast.boundingBox()
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40)
    expect(box?.y).toBeLessThan(100)

    await toast.hover()
    await page.clock.runFor(3500)
    expect(await toast.isVisible()).toBe(true) // paused while the pointer is on it
    await page.mouse.move(5, 700)
    await page.clock.runFor(3500)
    await expect.poll(() => toast.count()).toBe(0)
    // The flash is shown once only.
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByText('Language saved.').count()).toBe(0)
    await ctx.close()
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, PHONE, VISITOR_UA } from './browser'

/**
 * What only a browser shows of issue 12: a cached page (the same bytes for everyone, no nonce) runs under
 * its strict CSP; islands load their code when needed; markers the server did not render never hydrate.
 */

const site = inject('siteUrl')
const browser = browserForFile()

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/** A phone whose pages record every CSP violation and every script they load. */
async function phone(viewport = PHONE): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const context = await browser.newContext({ viewport, userAgent: VISITOR_UA })
  await context.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return { context, page, scripts }
}

/** `x-html-cache` of a page served from a page cache: the tier it came from. */
const STORED = /^(memory|cache-api)$/

const loaded = (scripts: string[], island: string) => scripts.some((path) => path.includes(`/${island}-`))

describe('a cached page', () => {
  it('is the same bytes for everyone and runs under its strict CSP: inline scripts by hash, islands hydrate', async () => {
    // The radio: cached whole, with an island (pages with a form are never cached, docs/spec.md §11.9).
    const url = `${site}/radio`
    const cacheState = async () =>
      (await fetch(url, { headers: { 'user-agent': VISITOR_UA } })).headers.get('x-html-cache')
    await expect.poll(cacheState).toMatch(STORED)

    const { context, page } = await phone()
    const response = await page.goto(url)
    expect(response?.headers()['x-html-cache']).toMatch(STORED)
    const csp = response?.headers()['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).toContain("'sha256-")
    expect(scriptSrc).not.toContain('unsafe-inline')
    // Script files come only from the build's folder, never from anywhere on the site ('self'): nothing
    // under /media/ can run as the site (docs/spec.md §18.8). The islands below still load under it.
    expect(scriptSrc.split(/\s+/).filter((source) => !source.startsWith("'sha256-"))).toEqual([
      `${site}/_app/assets/`,
    ])
    expect(await response?.text()).not.toContain('nonce')
    await page.waitForSelector('[data-island="RadioPlayer"] [data-live]') // the module entry ran
    // The head's inline script marks the document before anything else runs.
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    await context.close()
  })
})

describe('islands', () => {
  it('load their code, React with it, when they come into view', async () => {
    // A short screen: the contact form starts below it.
    const { context, page, scripts } = await phone({ width: 390, height: 400 })
    await page.goto(`${site}/contact`, { waitUntil: 'networkidle' })
    expect(loaded(scripts, 'SubmissionForm')).toBe(false)
    expect(loaded(scripts, 'react')).toBe(false) // no React before an island is needed
    expect(await page.locator('.submission-form form[novalidate]').count()).toBe(0)

    await page.locator('.submission-form').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="SubmissionForm"] form[novalidate]')
    expect(loaded(scripts, 'SubmissionForm')).toBe(true)
    expect(loaded(scripts, 'react')).toBe(true)
    await context.close()
  })

  it('hydrate only as the server listed them: a marker written inside CMS content never does', async () => {
    const { context, page, scripts } = await phone()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The licensing page: CMS text, then a form island. What an editor could write into the text: a
    // marker of an island the page does not have, and a copy of the form's own marker.
    await page.route(`${site}/licensing`, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const id = /data-island="SubmissionForm" data-island-id="(\d+)"/.exec(html)?.[1]
      expect(id).toBeDefined()
      const forged =
        '<div data-island="AuthForm" data-island-id="90"><form class="forged-new"></form></div>' +
        `<div data-island="SubmissionForm" data-island-id="${id}"><form class="forged-copy"></form></div>`
      await route.fulfill({
        response,
        body: html.replace('<div class="prose">', `<div class="prose">${forged}`),
      })
    })
    await page.goto(`${site}/licensing`, { waitUntil: 'networkidle' })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')

    expect(loaded(scripts, 'AuthForm')).toBe(false)
    expect(await page.locator('form.forged-new[novalidate], form.forged-copy[novalidate]').count()).toBe(0)
    // A marker named twice is refused, the real one with it, and the page says so.
    expect(await page.locator('.submission-form form[novalidate]').count()).toBe(0)
    expect(errors.some((text) => text.includes('SubmissionForm') && text.includes('not hydrated'))).toBe(true)
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    await context.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, PHONE, VISITOR_UA } from './browser'

const site = inject('siteUrl')
const browser = browserForFile()

const luminance = (rgb: number[]) => {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(rgb[0] ?? 0) + 0.7152 * channel(rgb[1] ?? 0) + 0.0722 * channel(rgb[2] ?? 0)
}
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** The focused element's ring, its halo, and the page's ground, as RGB. */
const ringOf = (page: Page) =>
  page.evaluate(() => {
    const rgb = (colour: string) =>
      colour
        .match(/\d+(\.\d+)?/g)
        ?.slice(0, 3)
        .map(Number) ?? []
    const focused = document.activeElement as HTMLElement
    const style = getComputedStyle(focused)
    return {
      width: Number.parseFloat(style.outlineWidth),
      ring: rgb(style.outlineColor),
      halo: rgb(/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? ''),
      ground: rgb(getComputedStyle(document.body).backgroundColor),
    }
  })

describe('the keyboard’s way through the site', () => {
  it('sees a focus ring of 3:1 on the cream of the Ibiza section and on the brand’s navy', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    for (const path of ['/ibiza/reservations', '/es/events']) {
      await page.goto(`${site}${path}`)
      // The skip link, then the logo: focus by the keyboard, as a visitor moves.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const ring = await ringOf(page)
      expect(ring.width, path).toBeGreaterThanOrEqual(2)
      // Against the ground it lies on, and against its own halo whatever lies under it (a picture, a button).
      expect(contrast(ring.ring, ring.ground), path).toBeGreaterThanOrEqual(3)
      expect(contrast(ring.ring, ring.halo), path).toBeGreaterThanOrEqual(3)
    }
    await context.close()
  })

  it('keeps an invalid field red while it is focused, and focuses what a refused post says', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${site}/es/contact`)
    await page.waitForSelector('form[data-live]')
    await page.fill('#contact-email', 'no-es-correo')
    await page.press('#contact-email', 'Enter')
    // The first invalid field has the focus and keeps its error's border.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-name')
    await page.focus('#contact-email')
    const border = await page
      .locator('#contact-email')
      .evaluate((input) => getComputedStyle(input).borderTopColor)
    expect(border).toBe('rgb(255, 99, 105)')
    // A refusal with no field to fix (a wrong password): its message takes the focus, not the page.
    // (In Spanish: the visitor chose it on the contact page, and the site remembers.)
    await page.goto(`${site}/es/login`)
    await page.waitForSelector('form[data-live]')
    await page.fill('#login-identifier', `nobody-${crypto.randomUUID()}@example.com`)
    await page.fill('#login-password', 'wrong-password-1')
    await page.press('#login-password', 'Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('form-message')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Correo electrónico o contraseña incorrectos.',
    )
    await context.close()
  })

  it('without JavaScript opens a refused post’s answer with its message focused', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(`${site}/es/login`)
    await page.fill('#login-identifier', `nadie-${crypto.randomUUID()}@example.com`)
    await page.fill('#login-password', 'contrasena-mala-1')
    await page.click('form:has(#login-identifier) button[type="submit"]')
    await page.waitForSelector('.form-message')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Correo electrónico o contraseña incorrectos.',
    )
    await context.close()
  })
})

describe('a venue page on a phone', () => {
  it('shows its next nights, with their action, within the first two screens', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    for (const path of ['/malta', '/es/phuket', '/ibiza']) {
      await page.goto(`${site}${path}`)
      const first = await page.locator('.venue-next .event-row').first().boundingBox()
      expect(first, path).not.toBeNull()
      expect((first?.y ?? Number.POSITIVE_INFINITY) + (first?.height ?? 0), path).toBeLessThanOrEqual(
        2 * PHONE.height,
      )
      // The practical details follow the nights.
      const facts = await page.locator('.visit').boundingBox()
      expect(facts?.y ?? 0, path).toBeGreaterThan(first?.y ?? 0)
    }
    await context.close()
  })
})

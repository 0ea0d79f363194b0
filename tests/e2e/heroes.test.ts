import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, openPage, PHONE, VISITOR_UA } from './browser'

/**
 * Text over a picture reaches 4.5:1 (WCAG AA) against the brightest pixel behind it, measured in the
 * browser: the text is made transparent, the box it covered is photographed, and its brightest pixel is
 * compared with the text's colour.
 */
const browser = browserForFile()

const relativeLuminance = ([r, g, b]: number[]) => {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0)
}

/** The lowest contrast of each text over the hero picture, by selector. */
async function heroContrasts(page: Page, selectors: string[]) {
  const colours = await Promise.all(
    selectors.map((selector) =>
      page
        .locator(selector)
        .evaluate((element) => getComputedStyle(element).color.match(/\d+/g)?.map(Number) ?? []),
    ),
  )
  // The box the words sit in: the element's content box (a band's rounded padding is not behind any word).
  const boxes = await Promise.all(
    selectors.map((selector) =>
      page.locator(selector).evaluate((element) => {
        const rect = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        const [top, right, bottom, left] = [
          style.paddingTop,
          style.paddingRight,
          style.paddingBottom,
          style.paddingLeft,
        ].map((value) => Number.parseFloat(value) || 0)
        return {
          x: rect.x + (left ?? 0) + window.scrollX,
          y: rect.y + (top ?? 0) + window.scrollY,
          width: rect.width - (left ?? 0) - (right ?? 0),
          height: rect.height - (top ?? 0) - (bottom ?? 0),
        }
      }),
    ),
  )
  await page.addStyleTag({
    content:
      '.hero-text, .hero-text *, .breadcrumbs, .breadcrumbs *, .breadcrumbs *::before { color: transparent !important; }',
  })
  // One photograph of the area all the texts cover (each one its own took most of this file's time), then
  // the brightest pixel of each text's part of it.
  const left = Math.min(...boxes.map((box) => box.x))
  const top = Math.min(...boxes.map((box) => box.y))
  const area = {
    x: left,
    y: top,
    width: Math.max(...boxes.map((box) => box.x + box.width)) - left,
    height: Math.max(...boxes.map((box) => box.y + box.height)) - top,
  }
  const png = (await page.screenshot({ clip: area })).toString('base64')
  const brightest = await page.evaluate(
    async ({ source, area, parts }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${source}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')
      context?.drawImage(image, 0, 0)
      const scale = image.width / area.width
      return parts.map((part) => {
        const x = Math.round((part.x - area.x) * scale)
        const y = Math.round((part.y - area.y) * scale)
        const width = Math.max(1, Math.min(image.width - x, Math.round(part.width * scale)))
        const height = Math.max(1, Math.min(image.height - y, Math.round(part.height * scale)))
        const data = context?.getImageData(x, y, width, height).data ?? new Uint8ClampedArray()
        let best = [0, 0, 0]
        let bestSum = -1
        for (let at = 0; at < data.length; at += 4) {
          const sum = (data[at] ?? 0) * 0.2126 + (data[at + 1] ?? 0) * 0.7152 + (data[at + 2] ?? 0) * 0.0722
          if (sum > bestSum) {
            bestSum = sum
            best = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
          }
        }
        return best
      })
    },
    { source: png, area, parts: boxes },
  )
  const result: Record<string, number> = {}
  for (const [index, selector] of selectors.entries()) {
    const [text, back] = [relativeLuminance(colours[index] ?? []), relativeLuminance(brightest[index] ?? [])]
    result[selector] = Math.round(((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05)) * 10) / 10
  }
  return result
}

/** The breadcrumbs' link back, where the trail lies over a hero's picture (a phone shows this one alone). */
const BACK_LINK = '.breadcrumbs:has(+ .hero) li:nth-last-child(2) a'

describe('text over the hero pictures', () => {
  for (const [name, viewport] of [
    ['a phone', PHONE],
    // Portrait and wide at once: the picture risen above the words and the scrim's dark side both apply.
    ['a tablet', { width: 820, height: 1180 }],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`reaches 4.5:1 on the home and a venue page, on ${name}`, async () => {
      const context = await browser.newContext({ viewport, userAgent: VISITOR_UA, colorScheme: 'light' })
      // One tab, navigated from page to page (a tab per page costs a renderer process each).
      const { page } = await openPage(context)
      for (const path of ['/', '/es', '/malta']) {
        await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'load' })
        await page.locator('.hero .picture').evaluate((image) => (image as HTMLImageElement).decode())
        const present = []
        for (const selector of ['.hero h1', '.hero .lead', '.hero .eyebrow', BACK_LINK])
          if (await page.locator(selector).count()) present.push(selector)
        // Not vacuous: every one of these pages sets its title and at least one more line over the picture,
        // and a venue page its way back (the breadcrumbs: "‹ Home" on a phone) on the picture's top edge.
        expect(present, path).toContain('.hero h1')
        if (path === '/malta') expect(present, path).toContain(BACK_LINK)
        expect(present.length, path).toBeGreaterThan(1)
        const contrasts = await heroContrasts(page, present)
        for (const [selector, ratio] of Object.entries(contrasts))
          expect(ratio, `${path} ${selector} on ${name}`).toBeGreaterThanOrEqual(4.5)
      }
      await context.close()
    })

    it(`reaches 4.5:1 on event posters, an Ibiza night's among them, on ${name}`, async () => {
      const context = await browser.newContext({ viewport, userAgent: VISITOR_UA, colorScheme: 'light' })
      const { page } = await openPage(context)
      const events = await seedEvents(page)
      for (const path of [events.tickets, events.free, events.soldOut, events.ibiza]) {
        await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'load' })
        await page.locator('.hero > .picture').evaluate((image) => (image as HTMLImageElement).decode())
        // On a phone the action leaves the picture for the bar at the bottom, on the page's own ground.
        const overPicture = [
          ...POSTER_TEXT,
          ...(viewport === PHONE ? [] : ['.hero .free-entry', '.hero .event-off-note']),
        ]
        const present = []
        for (const selector of overPicture) if (await page.locator(selector).count()) present.push(selector)
        expect(present, path).toEqual(
          expect.arrayContaining(['.hero h1', '.hero .poster-day', '.hero .event-billing']),
        )
        const contrasts = await heroContrasts(page, present)
        for (const [selector, ratio] of Object.entries(contrasts))
          expect(ratio, `${path} ${selector} on ${name}`).toBeGreaterThanOrEqual(4.5)
      }
      await context.close()
    })
  }

  it('keeps each place name whole on a phone', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/`)
    const places = await page
      .locator('.hero-places .place')
      .evaluateAll((spans) =>
        spans.map((span) => ({ name: span.textContent, lines: span.getClientRects().length })),
      )
    expect(places.map((place) => place.name)).toContain('Gran Canaria')
    for (const place of places) expect(place.lines, place.name ?? '').toBe(1)
    await context.close()
  })
})

/** The words set over an event's picture: date block, venue, title, line-up and price. */
const POSTER_TEXT = [
  BACK_LINK,
  '.hero h1',
  '.hero .eyebrow',
  '.hero .poster-day',
  '.hero .poster-month',
  '.hero .poster-time',
  '.hero .event-billing',
  '.hero .price',
]

/** Events of the demo seed in the states a poster shows differently, found through the events list. */
async function seedEvents(page: Page) {
  const site = inject('siteUrl')
  const first = async (selector: string) => {
    const link = await page.locator(selector).first().getAttribute('href')
    if (!link) throw new Error(`no ${selector} on ${page.url()}`)
    return link
  }
  await page.goto(`${site}/events?venue=malta`)
  const free = await first(
    '.event-row:not(:has(.event-row-action a)):not(.status-soldout) .event-row-title a',
  )
  const soldOut = await first('.event-row.status-soldout .event-row-title a')
  await page.goto(`${site}/events?venue=phuket`)
  const tickets = await first('.event-row:has(.event-row-action a) .event-row-title a')
  // An Ibiza night, from the Ibiza section's list: it has one page, the one every night has (§2.8).
  await page.goto(`${site}/es/ibiza/events`)
  const ibiza = await first('.event-row-title a[href^="/es/events/"]')
  return { tickets, free: `/es${free}`, soldOut, ibiza }
}

describe('the event poster (docs/spec.md §24.7)', () => {
  for (const [name, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`shows date, line-up and the action at once on ${name}, without a shift`, async () => {
      const context = await browser.newContext({ viewport, userAgent: VISITOR_UA })
      const { page } = await openPage(context)
      const events = await seedEvents(page)
      for (const path of [events.tickets, events.free, events.soldOut, events.ibiza]) {
        await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'load' })
        const box = async (selector: string) => {
          const found = await page.locator(selector).boundingBox()
          if (!found) throw new Error(`${path}: no ${selector}`)
          return found
        }
        const [date, lineup, action] = await Promise.all(
          ['.hero .poster-date', '.hero .event-billing', '.event-action'].map(box),
        )
        for (const [what, seen] of Object.entries({ date, lineup, action }))
          expect(seen && seen.y >= 0 && seen.y + seen.height <= viewport.height, `${path} ${what}`).toBe(true)
        // One action: on a phone the same element is the bar along the bottom, clear of the line-up.
        expect(await page.locator('.event-action').count()).toBe(1)
        if (viewport === PHONE && action && lineup) {
          expect(await page.locator('.event-action').evaluate((bar) => getComputedStyle(bar).position)).toBe(
            'fixed',
          )
          expect(Math.round(action.y + action.height)).toBe(viewport.height)
          expect(action.y).toBeGreaterThanOrEqual(lineup.y + lineup.height)
        }
        const shifted = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0
              const observer = new PerformanceObserver((list) => {
                for (const entry of list.getEntries())
                  sum += (entry as PerformanceEntry & { value: number }).value
              })
              observer.observe({ type: 'layout-shift', buffered: true })
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  observer.disconnect()
                  resolve(sum)
                }),
              )
            }),
        )
        expect(shifted, `${path} layout shift`).toBe(0)
      }
      await context.close()
    })
  }
})

describe('the phone home', () => {
  it('is at most five screens: each section a row of posters to swipe through', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/`, { waitUntil: 'load' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(5 * PHONE.height)
    // The events row scrolls sideways, snapping card by card, the next card peeking in.
    const row = page.locator('[aria-labelledby="home-events"] .card-grid')
    const shape = await row.evaluate((list) => ({
      snap: getComputedStyle(list).scrollSnapType,
      scrolls: list.scrollWidth > list.clientWidth,
    }))
    expect(shape).toEqual({ snap: 'x mandatory', scrolls: true })
    await context.close()
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, openPage, PHONE, VISITOR_UA } from './browser'

const site = inject('siteUrl')
const browser = browserForFile()

const SCREENS = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const

/** The box of each photo of the page's gallery, and the gallery's own. */
const galleryBoxes = (page: Page) =>
  page.locator('ul.gallery').evaluate((list) => {
    const box = (element: Element) => {
      const { left, right, top, height } = element.getBoundingClientRect()
      return { left, right, top: top + window.scrollY, height }
    }
    return {
      list: box(list),
      photos: [...list.querySelectorAll('a.gallery-link img')].map(box),
    }
  })

type Box = { left: number; right: number; top: number; height: number }

/** Photos on one line: the same top, within a pixel. */
const rowsOf = (photos: Box[]) => {
  const rows: Box[][] = []
  for (const photo of photos) {
    const row = rows.at(-1)
    if (row && Math.abs((row[0]?.top ?? 0) - photo.top) <= 1) row.push(photo)
    else rows.push([photo])
  }
  return rows
}

describe('galleries in justified rows', () => {
  for (const [name, viewport] of SCREENS) {
    it(`fill every row edge to edge on ${name}, without scripts, photos of a row one height`, async () => {
      // Without JavaScript: the rows come from the server's markup and CSS alone.
      const context = await browser.newContext({ viewport, userAgent: VISITOR_UA, javaScriptEnabled: false })
      const page = await context.newPage()
      for (const path of ['/ibiza/gallery', '/es/malta/gallery', '/ibiza/memories', '/es/phuket']) {
        await page.goto(`${site}${path}`)
        const { list, photos } = await galleryBoxes(page)
        expect(photos.length, path).toBeGreaterThan(3)
        const rows = rowsOf(photos)
        const archiveOnPhone = path === '/ibiza/memories' && viewport === PHONE
        // Not one photo a row: a justified gallery sets photos side by side, on a phone too; but the
        // Memories archive on a phone is one memory a row, its caption (a story) as wide as the column.
        if (archiveOnPhone) expect(rows.length, path).toBe(photos.length)
        else expect(rows.length, path).toBeLessThan(photos.length)
        for (const [index, row] of rows.entries()) {
          const label = `${path}: row ${index + 1} of ${rows.length} on ${name}`
          // Edge to edge, the last row too: no half-empty row.
          expect(row[0]?.left, label).toBeCloseTo(list.left, 0)
          expect(Math.abs((row.at(-1)?.right ?? 0) - list.right), label).toBeLessThanOrEqual(2)
          const heights = row.map((photo) => photo.height)
          expect(Math.max(...heights) - Math.min(...heights), label).toBeLessThanOrEqual(2)
        }
        if (viewport === DESKTOP) expect(rows.at(-1)?.length, `${path}: the last row`).toBeGreaterThan(1)
        if (archiveOnPhone) {
          const captions = await page
            .locator('ul.gallery figcaption')
            .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width))
          expect(Math.min(...captions), path).toBeGreaterThan((list.right - list.left) * 0.9)
          // A portrait is cropped to 4:5: no memory is taller than its width and a quarter.
          for (const photo of photos)
            expect(photo.height, path).toBeLessThanOrEqual((photo.right - photo.left) * 1.25 + 1)
        }
      }
      await context.close()
    })
  }

  it('lays out before the photos arrive: loading them moves nothing', async () => {
    const boxesWith = async (context: BrowserContext) => {
      const page = await context.newPage()
      await page.goto(`${site}/ibiza/memories`, { waitUntil: 'load' })
      const boxes = await galleryBoxes(page)
      await context.close()
      return boxes
    }
    const loaded = await boxesWith(await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA }))
    const withoutPhotos = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA })
    await withoutPhotos.route(/\/uploads\/.*\.(jpe?g|png|webp)$/, (route) => route.abort())
    expect(await boxesWith(withoutPhotos)).toEqual(loaded)
  })
})

describe('heroes on a phone', () => {
  it('show a portrait crop sharp at 2x, and the landscape picture on a desktop', async () => {
    for (const [viewport, deviceScaleFactor] of [
      [PHONE, 2],
      [DESKTOP, 1],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor, userAgent: VISITOR_UA })
      const { page } = await openPage(context)
      for (const path of ['/', '/es/malta']) {
        await page.goto(`${site}${path}`, { waitUntil: 'load' })
        const image = await page.locator('.hero .picture').evaluate(async (element) => {
          const img = element as HTMLImageElement
          await img.decode()
          // The file the browser chose, in its own pixels (an image from srcset reports CSS pixels).
          const file = new Image()
          file.src = img.currentSrc
          await file.decode()
          const box = img.getBoundingClientRect()
          return {
            width: file.naturalWidth,
            height: file.naturalHeight,
            boxWidth: box.width,
            src: img.currentSrc,
          }
        })
        // Shown although every media file is answered as a sandboxed file, never a page (docs/spec.md §18.8).
        const file = await fetch(image.src, { method: 'HEAD' })
        expect(file.headers.get('content-security-policy'), path).toMatch(/^sandbox; default-src 'none'(;|$)/)
        expect(file.headers.get('content-type'), path).toMatch(/^image\//)
        if (viewport === PHONE) {
          expect(image.height, path).toBeGreaterThan(image.width)
          // A 9:16 picture covering the hero is drawn at least as wide as the screen: 2 source pixels a pixel.
          expect(image.width, path).toBeGreaterThanOrEqual(image.boxWidth * 2)
        } else {
          expect(image.width, path).toBeGreaterThan(image.height)
        }
      }
      await context.close()
    }
  })
})

describe('a mix on a phone', () => {
  it('has its cover and Play on the first screen', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    for (const path of ['/music/mixes/salt-and-light', '/es/music/mixes/blue-hour']) {
      await page.goto(`${site}${path}`)
      await page.waitForSelector('.mix-player[data-live] .play-button')
      const bottom = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom)
      expect(await bottom('.mix > .picture'), path).toBeLessThanOrEqual(PHONE.height)
      expect(await bottom('.mix-player .play-button'), path).toBeLessThanOrEqual(PHONE.height)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

/**
 * Each picture of the page that is drawn, against the candidate its `sizes` makes the browser choose: the
 * width it is drawn at in device pixels (a cover-fitted picture is drawn wider than its box when cropped),
 * the candidate's width, and the largest there is.
 */
const drawnPictures = (page: Page) =>
  page.evaluate(async () => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img[srcset]')].filter(
      (img) => img.getBoundingClientRect().width > 0 && img.checkVisibility(),
    )
    // Lazy pictures below the fold are chosen and fetched as they would be once scrolled to.
    for (const img of pictures) img.loading = 'eager'
    await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)))
    return pictures.map((img) => {
      const box = img.getBoundingClientRect()
      const ratio = img.naturalWidth / img.naturalHeight || box.width / box.height
      const cover = getComputedStyle(img).objectFit === 'cover'
      const drawn = (cover ? Math.max(box.width, box.height * ratio) : box.width) * devicePixelRatio
      const parse = (set: string) =>
        set.split(/,\s+/).map((entry) => {
          const [url = '', width = '0w'] = entry.trim().split(/\s+/)
          return { url: new URL(url, location.href).href, width: Number.parseInt(width, 10) }
        })
      // The set the browser took the file from: the image's own, or a <source>'s (a hero's portrait crop).
      const sets = [
        img.srcset,
        ...[...(img.parentElement?.querySelectorAll('source[srcset]') ?? [])].map(
          (source) => source.getAttribute('srcset') ?? '',
        ),
      ].map(parse)
      const candidates = sets.find((set) => set.some((candidate) => candidate.url === img.currentSrc)) ?? []
      const chosen = candidates.find((candidate) => candidate.url === img.currentSrc)?.width ?? 0
      return {
        src: img.currentSrc,
        sizes: img.sizes,
        drawn: Math.round(drawn),
        chosen,
        largest: Math.max(...candidates.map((c) => c.width)),
      }
    })
  })

describe('pictures are sharp at the width they are drawn', () => {
  for (const [name, viewport, deviceScaleFactor] of [
    ['a phone', PHONE, 2],
    ['a tablet', { width: 820, height: 1180 }, 2],
    ['a desktop', DESKTOP, 1],
  ] as const) {
    it(`chooses a candidate at least as wide as drawn on ${name}`, async () => {
      const context = await browser.newContext({ viewport, deviceScaleFactor, userAgent: VISITOR_UA })
      const { page } = await openPage(context)
      let seen = 0
      for (const path of [
        '/',
        '/malta',
        '/events',
        '/articles/twenty-five-summers-of-sunsets',
        '/music',
        '/ibiza/memories',
      ]) {
        await page.goto(`${site}${path}`, { waitUntil: 'load' })
        // The events list's thumbnails are not drawn on a phone: every page counts, not each.
        const pictures = await drawnPictures(page)
        seen += pictures.length
        for (const picture of pictures) {
          // Sharp: the file has a pixel for each device pixel it covers (within 10 %), unless none is larger.
          if (picture.chosen < picture.largest)
            expect(picture.chosen, `${path} on ${name}: ${JSON.stringify(picture)}`).toBeGreaterThanOrEqual(
              picture.drawn * 0.9,
            )
        }
      }
      expect(seen).toBeGreaterThan(20)
      await context.close()
    })
  }
})

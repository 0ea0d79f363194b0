import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Media } from '../../src/lib/domain'
import { createApp } from '../../src/worker'
import { fixtureContent } from '../fixtures/content'
import { BROWSER_UA, ORIGIN, UNCACHED_ENV } from './helpers'

/** Ten photos in the frames the CMS's galleries mix: landscape, portrait, wide and square. */
const SIZES: Array<[number, number]> = [
  [1350, 900],
  [960, 1200],
  [1600, 900],
  [800, 1200],
  [1080, 1080],
  [1350, 900],
  [960, 1200],
  [1600, 900],
  [1350, 900],
  [800, 1200],
]
const photo = ([width, height]: [number, number], index: number): Media => ({
  url: `/uploads/photo-${index}.jpg`,
  alternativeText: `Photo ${index}`,
  width,
  height,
  mime: 'image/jpeg',
  formats: {
    large: {
      url: `/uploads/large-photo-${index}.jpg`,
      width: 1000,
      height: Math.round((1000 * height) / width),
    },
  },
  caption: null,
})

/** Ibiza's gallery page, its venue holding the photos above. */
const galleryHtml = async () => {
  const base = fixtureContent()
  const app = createApp({
    content: () => ({
      ...base,
      venueBySlug: async (locale, slug) => {
        const venue = await base.venueBySlug(locale, slug)
        return venue && { ...venue, gallery: SIZES.map(photo) }
      },
    }),
  })
  const response = await app.fetch(
    new Request(`${ORIGIN}/ibiza/gallery`, {
      headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' },
    }),
    // Not the page other files rendered on the fixture's empty gallery.
    UNCACHED_ENV,
    createExecutionContext(),
  )
  expect(response.status).toBe(200)
  return response.text()
}

/** The attributes of each item of the gallery's list, in order. */
const galleryItems = (html: string) => {
  const list = html.match(/<ul class="gallery"[\s\S]*?<\/ul>/)?.[0] ?? ''
  return [...list.matchAll(/<li([^>]*)>/g)].map((match) => match[1] ?? '')
}

/** The column widths and aimed row heights the gallery is laid out for (gallery.tsx), per breakpoint. */
const COLUMNS = { s: [358, 180], m: [720, 220], l: [1216, 280] } as const

describe('a gallery, as the server sends it', () => {
  it('gives each photo its ratio and ends its rows for each breakpoint, so rows fill without scripts', async () => {
    const items = galleryItems(await galleryHtml())
    const photos = items.filter((attributes) => attributes.includes('--ratio'))
    expect(photos.map((attributes) => Number(attributes.match(/--ratio:([\d.]+)/)?.[1]).toFixed(3))).toEqual(
      SIZES.map(([w, h]) => (w / h).toFixed(3)),
    )
    // Row ends are empty, hidden from assistive technology, and never close the list.
    const ends = items.filter((attributes) => attributes.includes('gallery-row-end'))
    expect(ends.length).toBeGreaterThan(0)
    for (const end of ends) expect(end).toContain('aria-hidden="true"')
    expect(items.at(-1)).toContain('--ratio')

    for (const [breakpoint, [width, aimed]] of Object.entries(COLUMNS)) {
      // The rows at this breakpoint: photos between the row ends shown there.
      const rows: number[][] = [[]]
      for (const attributes of items) {
        if (attributes.includes(`row-end-${breakpoint}`)) rows.push([])
        const ratio = attributes.match(/--ratio:([\d.]+)/)?.[1]
        if (ratio) rows.at(-1)?.push(Number(ratio))
      }
      expect(rows.flat()).toHaveLength(SIZES.length)
      for (const row of rows) {
        const height = (width - (row.length - 1) * 12) / row.reduce((sum, ratio) => sum + ratio, 0)
        // Every row, the last one too, is near the aimed height: no lone photo blown up, no sliver.
        expect(height / aimed, `${breakpoint}: a row of ${row.length}`).toBeGreaterThan(0.6)
        expect(height / aimed, `${breakpoint}: a row of ${row.length}`).toBeLessThan(1.5)
      }
      if (breakpoint === 'l') expect(rows.length).toBeLessThan(SIZES.length / 2)
    }
  })

  it('asks for each photo at the width its row gives it', async () => {
    const html = await galleryHtml()
    const sizes = [...html.matchAll(/<img[^>]*sizes="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(sizes).toHaveLength(SIZES.length)
    for (const value of sizes) {
      const desktop = Number(value.match(/^\(min-width: 75rem\) (\d+)px/)?.[1])
      // A share of the 1216 px column, never the whole of it in a row of several.
      expect(desktop).toBeGreaterThan(150)
      expect(desktop).toBeLessThan(1216)
    }
  })
})

// JavaScript a phone downloads before the visitor does anything: every script a page loads until the
// network is idle, gzipped, without scrolling or touching it (islands below the first screen, or waiting
// for a toast, load later).
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VISITOR_UA } from './chromium.mjs'

/**
 * Weighs the JavaScript a page has loaded so far, from the browser's own list of resources (cached or
 * not): bytes, gzipped. Each script is fetched and compressed once per weigher.
 */
export function scriptWeigher() {
  const sizes = new Map()
  const gzipped = (url) => {
    if (!sizes.has(url)) {
      sizes.set(
        url,
        fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer())).length),
      )
    }
    return sizes.get(url)
  }
  return async (page) => {
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    )
    return (await Promise.all(scripts.map(gzipped))).reduce((sum, size) => sum + size, 0)
  }
}

/** KB (gzipped) of JavaScript each of `paths` on `site` loads before interaction. */
export async function javascriptBeforeInteraction(site, paths) {
  const weigh = scriptWeigher()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: VISITOR_UA })
    const weights = {}
    for (const path of paths) {
      const page = await context.newPage()
      const response = await page.goto(new URL(path, site).href, { waitUntil: 'networkidle' })
      if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()} in Chromium`)
      // What waits for an idle moment has loaded by now too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())))
      await page.waitForLoadState('networkidle')
      const bytes = await weigh(page)
      weights[path] = Math.round((bytes / 1024) * 10) / 10
      await page.close()
    }
    return weights
  } finally {
    await browser.close()
  }
}

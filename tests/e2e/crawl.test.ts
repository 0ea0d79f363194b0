import { describe, expect, inject, it } from 'vitest'
import { crawl } from './crawl'

/**
 * No link on any page answers 4xx or 5xx: every page of the sitemap in both languages, every same-origin
 * link found on them (recursively) and every picture or sound they use: all of it on the site's own origin,
 * the CMS's media under /media/ (the CMS can sit on a private network).
 */
describe('the whole site, crawled', () => {
  it('answers every page, link and picture without an error', { timeout: 120_000 }, async () => {
    const site = inject('siteUrl')
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text()
    const start = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => url)
    expect(start).toContain(`${site}/es/music`)
    // One address that does not exist, to show the crawl notices what it should.
    const missing = `${site}/es/no-such-page`
    const started = Date.now()
    const result = await crawl({ site, assetOrigins: [], start: [...start, missing] })
    console.info(
      `[crawl] ${result.pages} pages and ${result.assets} files in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    expect(result.broken).toEqual([{ url: missing, status: 404, from: 'sitemap.xml' }])
    // Both languages, and beyond the sitemap (sections, pages of lists, filters); the CMS's media too.
    expect(result.pages).toBeGreaterThan(start.length)
    const visited = (pattern: RegExp) => result.visited.filter((url) => pattern.test(url)).length
    expect(visited(new RegExp(`^${site}/media/uploads/.+\\.(webp|jpe?g|png)$`))).toBeGreaterThan(50)
    expect(visited(new RegExp(`^${site}/media/uploads/.+\\.wav$`))).toBeGreaterThan(5)
    expect(visited(new RegExp(`^${site}/_app/`))).toBeGreaterThan(0)
  })
})

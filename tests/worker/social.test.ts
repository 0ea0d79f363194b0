import { describe, expect, it } from 'vitest'
import { getFixture } from './fixture'

/** The links of the navigation labelled `label`, as "text → address". */
async function socialLinks(path: string, label: string) {
  const html = await (await getFixture(path)).text()
  const nav = new RegExp(`<nav aria-label="${label}" class="social">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<a href="([^"]+)" rel="noopener me">([^<]+)<\/a>/g)].map(
    (m) => `${m[2]} → ${m[1]}`,
  )
}

describe('the brand’s and each venue’s social links, from the CMS', () => {
  it('are in the footer of every page, in the page’s language', async () => {
    const brand = ['Instagram → https://instagram.com/solera', 'SoundCloud → https://soundcloud.com/solera']
    expect(await socialLinks('/', 'Follow Solera')).toEqual(brand)
    expect(await socialLinks('/events', 'Follow Solera')).toEqual(brand)
    expect(await socialLinks('/es/login', 'Sigue a Solera')).toEqual(brand)
  })

  it('are on a venue’s page, its own', async () => {
    const html = await (await getFixture('/malta')).text()
    const visit = /<section class="visit"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(visit).toContain('Follow Solera malta')
    expect(visit).toContain('<a href="https://instagram.com/solera.malta" rel="noopener me">Instagram</a>')
    const spanish = await (await getFixture('/es/phuket')).text()
    expect(spanish).toContain('Sigue a Solera phuket')
  })
})

/** The links inside the first element whose opening tag matches `start`, as "words → address". */
async function linksIn(html: string, start: RegExp, end: string) {
  const from = html.search(start)
  const part = from < 0 ? '' : html.slice(from, html.indexOf(end, from))
  return [...part.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    words: (match[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
    href: match[1] ?? '',
  }))
}

describe('links a reader tells apart', () => {
  it('never sets a section tab beside a breadcrumb with its words and another target, in either language', async () => {
    for (const path of [
      '/phuket',
      '/es/phuket',
      '/es/malta/menu',
      '/es/ibiza',
      '/es/ibiza/menu',
      '/es/venues/ibiza/faq',
    ]) {
      const html = await (await getFixture(path)).text()
      const tabs = await linksIn(html, /<nav class="section-nav"/, '</nav>')
      const crumbs = await linksIn(html, /<nav[^>]*class="breadcrumbs"/, '</nav>')
      expect(tabs.length, path).toBeGreaterThan(3)
      expect(crumbs.length, path).toBeGreaterThan(0)
      for (const crumb of crumbs)
        for (const tab of tabs.filter((tab) => tab.words === crumb.words))
          expect(tab.href, `${path}: "${crumb.words}"`).toBe(crumb.href)
    }
  })
})

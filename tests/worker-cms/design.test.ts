import { describe, expect, it } from 'vitest'
import { get, linkHref, ORIGIN } from '../worker/helpers'

const html = async (path: string) => (await get(path)).text()
/** The `href` of the first `<a>` whose attributes match `pattern`. */
const anchorHref = (page: string, pattern: RegExp) =>
  [...page.matchAll(/<a ([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .find((attributes) => pattern.test(attributes))
    ?.match(/href="([^"]*)"/)?.[1]
    ?.replaceAll('&amp;', '&')

describe('the language switch', () => {
  it('keeps the query the page reads and carries no old ?lang', async () => {
    const events = await html('/events?venue=malta&page=2')
    // Only the parameters the page reads (docs/spec.md §4.6); to Spanish no ?lang is needed.
    expect(anchorHref(events, /class="language-switch"/)).toBe('/es/events?venue=malta&page=2')
    const spanish = await html('/es/articles?page=2')
    expect(anchorHref(spanish, /class="language-switch"/)).toBe('/articles?page=2&lang=en')
    // A tag is a word of its page's language: the other language's whole list, not a tag it may not have.
    const tagged = await html('/es/articles?tag=dj')
    expect(anchorHref(tagged, /class="language-switch"/)).toBe('/articles?lang=en')
  })

  it('keeps nothing of a personal page’s query', async () => {
    const page = await html('/ibiza/reservations/confirmed?ref=IBZ-AAAAAA')
    expect(anchorHref(page, /class="language-switch"/)).toBe('/es/ibiza/reservations/confirmed')
  })
})

describe('links from content', () => {
  it('sends the Spanish home’s Book a table to one language prefix', async () => {
    // The CMS names the hero's action with its language's prefix (`/es/book`, the chooser of every venue).
    const home = await html('/es')
    const hrefs = [...home.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
    expect(hrefs).toContain('/es/book')
    expect(hrefs.some((href) => href?.startsWith('/es/es/'))).toBe(false)
  })
})

describe('events as posters', () => {
  it('says Free, never From €0, and offers Tickets only with a ticket link', async () => {
    const page = await html('/events')
    expect(page).not.toMatch(/From\s*€\s*0(?![\d.,])/)
    expect(page).toContain('>Free<')
    const spanish = await html('/es/events')
    expect(spanish).toContain('>Gratis<')
    expect(page).toMatch(
      /class="button" href="https:\/\/tickets\.solera\.example\/[^"]+" rel="noopener">Tickets</,
    )
  })

  it('sets times on a 24-hour clock in both languages', async () => {
    for (const path of ['/events', '/es/events']) {
      const page = await html(path)
      expect(page).toMatch(/class="poster-time">[^<]* \d{2}:\d{2}</)
      expect(page).not.toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/i)
    }
  })

  it('offers filters as links that clear back to the whole list', async () => {
    const page = await html('/events?venue=malta&month=1999-01')
    // The chosen venue stays chosen when the month changes, and the empty result offers a way out.
    expect(anchorHref(page, /class="chip"[^>]*aria-current="true"/)).toBe('/events?venue=malta&month=1999-01')
    expect(anchorHref(page, /class="button button-outline"/)).toBe('/events')
    expect(page).toContain('Clear filters')
  })
})

describe('one Ibiza', () => {
  it('shows /venues/ibiza like /ibiza: same navigation, /ibiza as canonical', async () => {
    const section = await html('/ibiza')
    const venue = await html('/venues/ibiza')
    const nav = (page: string) =>
      /<nav class="section-nav"[\s\S]*?<\/nav>/.exec(page)?.[0]?.replace(/ aria-current="page"/g, '')
    expect(nav(section)).toContain('href="/ibiza/menu"')
    expect(nav(venue)).toBe(nav(section))
    expect(linkHref(venue, 'canonical')).toBe(`${ORIGIN}/ibiza`)
    expect(linkHref(await html('/venues/ibiza/menu'), 'canonical')).toBe(`${ORIGIN}/ibiza/menu`)
    expect(linkHref(section, 'canonical')).toBe(`${ORIGIN}/ibiza`)
  })
})

describe('titles and navigation', () => {
  it('names the page, then the brand once', async () => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await html(path))?.[1]
    expect(await title('/contact')).toBe('Contact us · Solera')
    expect(await title('/malta')).toBe('Solera Malta')
    expect(await title('/malta/menu')).toBe('Menu · Solera Malta')
    expect(await title('/es/about')).toBe('Sobre Solera')
  })

  it('marks the main navigation’s section of a page below it', async () => {
    const marked = async (path: string) =>
      [
        ...(/<nav class="main-nav"[\s\S]*?<\/nav>/.exec(await html(path))?.[0] ?? '').matchAll(
          /<a href="([^"]*)" aria-current="(\w+)"/g,
        ),
      ].map(([, href, current]) => `${href} ${current}`)
    expect(await marked('/ibiza/menu')).toEqual(['/ibiza true'])
    expect(await marked('/es/malta/gallery')).toEqual(['/es/venues true'])
    expect(await marked('/events/sunset-sessions-nadia-sol-ibiza')).toEqual(['/events true'])
    expect(await marked('/music/mixes/salt-and-light')).toEqual(['/music true'])
    // A page of the navigation is its page; a page outside every section marks none.
    expect(await marked('/ibiza')).toEqual(['/ibiza page'])
    expect(await marked('/events')).toEqual(['/events page'])
    expect(await marked('/faq')).toEqual([])
  })

  it('keeps the main navigation on the 404 page and in the Ibiza layout', async () => {
    for (const path of ['/no-such-page', '/ibiza/memories', '/events']) {
      expect(await html(path)).toContain('<nav class="main-nav"')
    }
  })

  it('renders the colour control disabled, with its reason, where the page forces a mode', async () => {
    const forced = await html('/music')
    expect(forced).toMatch(/class="color-mode"[^>]*data-forced="dark"/)
    expect(forced).toContain('aria-disabled="true"')
    expect(forced).toContain('This page is always dark')
    const free = await html('/faq')
    expect(free).not.toContain('data-forced=')
    expect(free).not.toContain('aria-disabled="true"')
  })
})

describe('the display face', () => {
  it('is preloaded from the site’s own assets', async () => {
    const page = await html('/')
    expect(page).toMatch(
      /<link rel="preload" href="\/_app\/assets\/anton-latin-400-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin=""\/>/,
    )
  })
})

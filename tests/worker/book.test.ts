import { describe, expect, it } from 'vitest'
import { getFixture } from './fixture'

/** Where the header's Book leads from a page. */
const bookTarget = async (path: string) => {
  const html = await (await getFixture(path)).text()
  return /<a href="([^"]+)" class="button header-book"/.exec(html)?.[1]
}

describe('Book knows the venue', () => {
  it('opens the booking form in Ibiza’s pages and on Ibiza’s events', async () => {
    expect(await bookTarget('/ibiza/menu')).toBe('/ibiza/reservations')
    expect(await bookTarget('/events/ibiza-opening')).toBe('/ibiza/reservations')
    expect(await bookTarget('/es/ibiza')).toBe('/es/ibiza/reservations')
  })

  it('goes to another venue’s way of booking from its pages and its events', async () => {
    expect(await bookTarget('/malta/menu')).toBe('/malta#book')
    expect(await bookTarget('/es/events/malta-nights')).toBe('/es/malta#book')
    const malta = await (await getFixture('/malta')).text()
    expect(malta).toMatch(/<div class="actions" id="book"><a class="button" href="tel:\+34971000000">/)
  })

  it('offers the chooser of venues everywhere else', async () => {
    expect(await bookTarget('/faq')).toBe('/book')
    expect(await bookTarget('/es/music')).toBe('/es/book')
  })

  it('lists every venue with its way of booking: Ibiza online, the others by phone, directions for all', async () => {
    const html = await (await getFixture('/es/book')).text()
    expect(html).toContain('<h1>Reservar</h1>')
    const rows = [...html.matchAll(/<li class="book-venue">([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '')
    expect(rows).toHaveLength(8)
    const ibiza = rows.find((row) => row.includes('Solera ibiza')) ?? ''
    expect(ibiza).toContain('href="/es/ibiza/reservations"')
    for (const row of rows.filter((other) => other !== ibiza)) {
      expect(row).toContain('href="tel:+34971000000"')
      expect(row).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=38.9%2C1.4')
    }
  })
})

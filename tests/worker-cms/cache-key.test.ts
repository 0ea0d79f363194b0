import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BROWSER_UA, ORIGIN } from '../worker/helpers'

/**
 * One cache key per page (docs/spec.md §17.3): a query a cacheable page does not read as it is written is
 * sent to the canonical address, so no spelling can poison another page's cached copy. Against the real
 * Strapi of this suite, both cache tiers on.
 */

const LIST_PAGES = ['/events', '/articles', '/music/mixes', '/music/albums', '/music/playlists']

const TRICKS = [
  'page%5B%5D=999',
  'page[]=2',
  'page[0]=2',
  'page=2&page=1',
  'page=02',
  'page=+2',
  'page=2.0',
  'page=%32',
  'PAGE=2',
  'page=1',
  'page=',
  'foo=bar',
  'utm_source=newsletter',
  'page=999999999999999999999',
  'page[a][b][c][d][e]=1',
]

const visit = (path: string) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' },
  })

/** What a clean visitor gets for a page: its status and the bytes' strong ETag. */
const seen = async (path: string) => {
  const answer = await visit(path)
  await answer.arrayBuffer()
  return `${answer.status} ${answer.headers.get('etag')}`
}

describe('one cache key per page', () => {
  for (const base of LIST_PAGES.flatMap((path) => [path, `/es${path}`])) {
    it(`${base}: every trick is redirected to the canonical address and the next visitor sees the page`, async () => {
      // Warm: the first render of a page may stream (its data came late) and is then not stored.
      for (const path of [base, `${base}?page=2`]) await seen(path)
      const before = { first: await seen(base), second: await seen(`${base}?page=2`) }
      for (const trick of TRICKS) {
        const answer = await visit(`${base}?${trick}`)
        await answer.arrayBuffer()
        expect(answer.status, trick).toBe(301)
        const location = answer.headers.get('location') ?? ''
        expect(location.startsWith(base), `${trick} → ${location}`).toBe(true)
        // The canonical address answers the page itself, never another redirect.
        expect((await visit(location)).status, `${trick} → ${location}`).toBe(200)
      }
      expect(await seen(base)).toBe(before.first)
      expect(await seen(`${base}?page=2`)).toBe(before.second)
    })
  }

  it('names each canonical address the same way: the tricks above land on the plain page or page 2', async () => {
    const where = async (query: string) => (await visit(`/music/mixes?${query}`)).headers.get('location')
    expect(await where('page%5B%5D=999')).toBe('/music/mixes')
    expect(await where('page=02')).toBe('/music/mixes')
    expect(await where('page=2&page=1')).toBe('/music/mixes?page=2')
    expect(await where('page=%32')).toBe('/music/mixes?page=2')
    expect(await where('utm_source=x&page=2')).toBe('/music/mixes?page=2')
    expect(await where('page=1')).toBe('/music/mixes')
  })
})

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shieldFor } from '../../src/server/content/shield.server'
import { docTag, typeTag } from '../../src/server/content/tags.server'
import { createWorker } from '../../src/worker'
import { BROWSER_UA, ORIGIN } from './helpers'
import { TEST_CLOCK } from './test-clock'

/**
 * Strapi answering what is not its content type's shape (docs/decisions/032-content-at-every-location.md):
 * the shield keeps nothing of it, logs and counts it, and serves the last good copy; no visitor gets a
 * half-rendered page or a 500. The shields and the test share an isolate, so Strapi is this file's `fetch`.
 */

/**
 * A CMS of this file's own: its answers are kept under its origin, so no other file of the project (which
 * share an isolate and its memory) meets them.
 */
const CMS_URL = 'http://malformed-cms.test'
const worker = createWorker({ clock: TEST_CLOCK })
async function site(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, CMS_URL }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

type Answer = { status?: number; body: string }
let strapi: (url: URL) => Answer | undefined = () => undefined

afterEach(() => {
  vi.restoreAllMocks()
  strapi = () => undefined
})

function answerAsStrapi() {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = url.origin === CMS_URL ? strapi(url) : undefined
    if (!answer) return realFetch(input, init)
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
}

const SINGLES = new Set(['home', 'radio'])
const PLURALS = [
  'venues',
  'events',
  'articles',
  'mixes',
  'albums',
  'playlists',
  'memories',
  'pages',
  'home',
  'radio',
]

/** An answer of `/{plural}` holding one entry with `fields`, as Strapi 5 writes it. */
function answerOf(plural: string, fields: Record<string, unknown>): string {
  const entry = { documentId: `${plural}-doc`, locale: 'en', slug: `${plural}-good`, ...fields }
  return JSON.stringify(
    SINGLES.has(plural)
      ? { data: entry, meta: {} }
      : { data: [entry], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } },
  )
}

/** Where each type keeps a picture, with one that has no address. */
const NO_ADDRESS = { url: null }
const PICTURE_OF: Record<string, Record<string, unknown>> = {
  venues: { heroImage: NO_ADDRESS },
  events: { image: NO_ADDRESS },
  articles: { cover: NO_ADDRESS },
  mixes: { cover: NO_ADDRESS },
  albums: { cover: NO_ADDRESS },
  playlists: { cover: NO_ADDRESS },
  memories: { image: NO_ADDRESS },
  home: { hero: { image: NO_ADDRESS } },
  radio: { cover: NO_ADDRESS },
}

/** Ways an answer can be wrong: a field of another type, a list that is not one, a proxy's error page. */
const MALFORMED: Record<string, (plural: string) => string> = {
  'a slug that is a number': (plural) => answerOf(plural, { slug: 42 }),
  'a picture without an address (a page: its SEO title a number)': (plural) =>
    answerOf(plural, PICTURE_OF[plural] ?? { seo: { title: 5 } }),
  'no list where one belongs': (plural) =>
    SINGLES.has(plural) ? answerOf(plural, { documentId: 5 }) : JSON.stringify({ data: { documentId: 'x' } }),
  'an HTML error page': () => '<html><body>502 Bad Gateway</body></html>',
}

describe('a malformed CMS answer', () => {
  it('is never kept: each content type is served its last good copy, and the answer is counted', async () => {
    answerAsStrapi()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const plural of PLURALS) {
      for (const [problem, malformed] of Object.entries(MALFORMED)) {
        const url = `${CMS_URL}/api/${plural}?locale=en&case=${encodeURIComponent(problem)}`
        const query = { url, plural, locale: 'en', whole: !SINGLES.has(plural) }
        const shield = shieldFor(env, url)
        let body = answerOf(plural, { title: 'The good copy' })
        strapi = () => ({ body })
        const good = await shield.answer(query)
        expect(good.body, `${plural}: ${problem}`).toContain('The good copy')

        // An editor publishes; Strapi then answers something that is not an answer of that type.
        await shield.purge([typeTag(plural, 'en'), docTag(`${plural}-doc`, 'en')])
        body = malformed(plural)
        const served = await shield.answer(query)
        expect(served.status, `${plural}: ${problem}`).toBe(200)
        expect(served.body, `${plural}: ${problem}`).toBe(good.body)
        expect(served.fetchedAt, `${plural}: ${problem}`).toBe(good.fetchedAt)
      }
    }
    // Logged with the query, and counted per content type for whoever runs the site.
    expect(logged.mock.calls.some(([line]) => String(line).includes('malformed events'))).toBe(true)
    const health = await site('/_app/content', { headers: { authorization: `Bearer ${env.PURGE_SECRET}` } })
    expect(health.status).toBe(200)
    const { malformed } = (await health.json()) as { malformed: { plural: string; count: number }[] }
    for (const plural of PLURALS) {
      expect(malformed.find((row) => row.plural === plural)?.count, plural).toBe(
        Object.keys(MALFORMED).length,
      )
    }
    expect((await site('/_app/content')).status).toBe(401)
  })

  it('leaves a visitor the page as it was, not a 500, after a publish', async () => {
    answerAsStrapi()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let albums = answerOf('albums', {
      documentId: 'album-a',
      slug: 'tide',
      title: 'Tide Lines',
      artist: 'Sol',
    })
    strapi = (url) => {
      if (url.pathname === '/api/albums') return { body: albums }
      return {
        status: 404,
        body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError' } }),
      }
    }
    const visit = () =>
      site('/music/albums', { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' } })
    const first = await visit()
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Tide Lines')

    const publish = () =>
      site('/_app/purge', {
        method: 'POST',
        headers: { authorization: `Bearer ${env.PURGE_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'entry.publish', model: 'album', documentId: 'album-a', locale: 'en' }),
      })
    // A good publish shows at once (so the page is rebuilt after a publish, not served as it was)...
    albums = answerOf('albums', { documentId: 'album-a', slug: 'tide', title: 'Tide Lines (Remastered)' })
    expect((await publish()).status).toBe(200)
    expect(await (await visit()).text()).toContain('Tide Lines (Remastered)')

    // ...and a malformed one leaves the last good copy.
    albums = answerOf('albums', { documentId: 'album-a', slug: 'tide', title: ['not', 'a', 'title'] })
    expect((await publish()).status).toBe(200)
    const after = await visit()
    expect(after.status).toBe(200)
    const html = await after.text()
    expect(html).toContain('Tide Lines (Remastered)')
    expect(html).not.toContain('not,a,title')
  })
})

import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { LayoutName } from '../../src/app/layouts/names'
import { pageNotFound } from '../../src/lib/errors'
import { ROUTES } from '../../src/routes'
import type { Content } from '../../src/server/cms/content.server'
import { definePage, type Guard, type Route } from '../../src/server/page.server'
import { createApp } from '../../src/worker'
import { fixtureContent } from '../fixtures/content'
import { BROWSER_UA, htmlAttributes, ORIGIN, UNCACHED_ENV } from './helpers'

/** The app with the fixture content: these tests are about routing and rendering, not the CMS. */
const appWith = (routes: readonly Route[] = ROUTES) => createApp({ routes, content: fixtureContent })

const fetchFrom = (
  app: ReturnType<typeof createApp>,
  path: string,
  init: RequestInit = {},
  userAgent = BROWSER_UA,
) =>
  app.fetch(
    new Request(`${ORIGIN}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'user-agent': userAgent, 'accept-language': 'en', ...init.headers },
    }),
    env,
    createExecutionContext(),
  )

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function Loaded({ data }: { data: string }) {
  return <p id="loaded">{data}</p>
}
function Plain() {
  return <p>Plain page</p>
}

/** A page whose data arrives only when the test says so. */
const slowPage = (data: Promise<string>) => definePage<string>({ load: () => data, Page: Loaded })
const plainPage = definePage({ Page: Plain })

/** A test route, kept out of the page cache (tested on its own elsewhere). */
const route = (extra: Partial<Route>): Route => ({
  name: 'faq',
  path: '/x',
  page: plainPage,
  cache: 'private',
  ...extra,
})

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string) {
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes(marker)) {
    const chunk = await reader.read()
    if (chunk.done) throw new Error(`the stream ended before "${marker}":\n${text}`)
    text += decoder.decode(chunk.value)
  }
  return text
}

describe('streaming', () => {
  it('sends the head and header before the data loader finishes, then the data in place', async () => {
    const data = deferred<string>()
    const response = await fetchFrom(appWith([route({ page: slowPage(data.promise) })]), '/x')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const shell = await readUntil(reader, '<main')
    expect(shell).toContain('</head>')
    expect(shell).toContain('class="site-header"')
    expect(shell).not.toContain('id="loaded"')

    data.resolve('Sunset line-up')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value)
    // In order, in place, without any script: readable with JavaScript off.
    expect(rest).toMatch(/<p id="loaded">Sunset line-up<\/p><\/main>/)
    // The footer's social links came with the data, in their own place.
    expect(rest).toContain('<nav aria-label="Follow Solera" class="social">')
    expect(rest).toContain('href="https://instagram.com/solera"')
    expect(shell + rest).not.toContain('social-slot')
  })

  it('makes crawlers wait for data that arrives after a visitor’s page has sent its shell', async () => {
    const data = deferred<string>()
    const app = appWith([route({ page: slowPage(data.promise) })])
    const bot = fetchFrom(app, '/x', {}, 'Googlebot/2.1')
    const visitor = await fetchFrom(app, '/x')
    // The visitor's shell is out, with a slot for the late content: the streaming wait is over.
    const shell = await readUntil((visitor.body as ReadableStream<Uint8Array>).getReader(), '<main')
    expect(shell).not.toContain('id="loaded"')

    data.resolve('Sunset line-up')
    const html = await (await bot).text()
    expect(html).toContain('<p id="loaded">Sunset line-up</p>')
    expect(html).not.toContain('page-slot')
  })
})

describe('a not-found that comes late', () => {
  it('is shown in place to the visitor (the 200 has left), answered 404 to crawlers, and never stored', async () => {
    const lookup = deferred<string>()
    const page = definePage<string>({
      load: async () => {
        await lookup.promise
        throw pageNotFound('/x')
      },
      Page: Loaded,
    })
    const app = appWith([route({ page, cache: 'public' })])
    const bot = fetchFrom(app, '/x', {}, 'Googlebot/2.1')
    const visitor = await fetchFrom(app, '/x')
    expect(visitor.status).toBe(200)
    const reader = (visitor.body as ReadableStream<Uint8Array>).getReader()
    await readUntil(reader, '<main')

    lookup.resolve('gone')
    const rest = await readUntil(reader, '</html>')
    expect(rest).toContain('Page not found')
    expect((await bot).status).toBe(404)
    // Only a page rendered whole is stored: the next visitor is not served the late 200 but a 404.
    expect(visitor.headers.get('x-html-cache')).toBe('miss')
    const next = await fetchFrom(app, '/x')
    expect(next.status).toBe(404)
    expect(next.headers.get('x-html-cache')).toBeNull()
  })
})

describe('route options', () => {
  it('falls back to the default layout for an unknown layout name', async () => {
    // A layout name only data could carry; the table's own names are checked by the compiler.
    const response = await fetchFrom(appWith([route({ layout: 'fancy' as LayoutName })]), '/x')
    expect(htmlAttributes(await response.text())['data-layout']).toBe('default')
  })

  it('only warns when a route forces the system mode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await fetchFrom(appWith([route({ colorMode: 'system' })]), '/x')
    expect(response.status).toBe(200)
    expect(htmlAttributes(await response.text()).class).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'))
    warn.mockRestore()
  })

  it('raises Unknown route middleware for a guard that was not defined as one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stranger: Guard = { guardName: 'vip', check: () => undefined }
    const response = await fetchFrom(appWith([route({ guards: [stranger] })]), '/x')
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/Error:<\/strong> (<!-- -->)?Unknown route middleware/)
    error.mockRestore()
  })

  it('logs an error thrown while rendering and shows the error screen, or a bare 500 to bots', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = definePage({
      Page(): never {
        throw new Error('CMS exploded')
      },
    })
    const app = appWith([route({ page: broken })])
    const human = await fetchFrom(app, '/x')
    expect(human.status).toBe(500)
    expect(await human.text()).toContain('CMS exploded')
    const bot = await fetchFrom(app, '/x', {}, 'Mozilla/5.0 (compatible; Lighthouse)')
    expect(bot.status).toBe(500)
    expect(await bot.text()).toBe('Internal Server Error')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

describe('the route table as dispatcher', () => {
  it('serves pages as HTML only: no page answers its data as JSON (docs/spec.md §2.12)', async () => {
    const app = appWith()
    for (const path of ['/_payload.json', '/es/events/ibiza-opening/_payload.json', '/account/_payload.json'])
      expect((await fetchFrom(app, path)).status, path).toBe(404)
  })

  it('serves the resources of the route table, in the languages the table gives them', async () => {
    const app = appWith()
    const me = await fetchFrom(app, '/api/users/me')
    expect(me.status).toBe(401)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    expect((await fetchFrom(app, '/es/api/users/me')).status).toBe(404)
    // The calendar is served in Spanish too; without a signed reference it is a 404 in that language.
    const calendar = await fetchFrom(app, '/es/ibiza/reservations/calendar.ics')
    expect(calendar.status).toBe(404)
    expect(await calendar.text()).toContain('lang="es"')
  })

  it('sends an Ibiza night of the Ibiza section to its one page, in the page’s language (301)', async () => {
    const app = appWith()
    for (const [from, to] of [
      ['/ibiza/events/ibiza-opening', '/events/ibiza-opening'],
      ['/es/ibiza/events/ibiza-opening', '/es/events/ibiza-opening'],
    ]) {
      const sent = await fetchFrom(app, from ?? '')
      expect(sent.status).toBe(301)
      expect(sent.headers.get('location')).toBe(to)
    }
  })

  it('answers a post to a page that takes no form with the not-found page', async () => {
    const response = await fetchFrom(appWith(), '/faq', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    })
    expect(response.status).toBe(404)
  })

  it('reads only the query parameters a page declares, at their canonical address', async () => {
    const sent = await fetchFrom(appWith(), '/events?venue=malta&utm_source=x&page=1')
    expect(sent.status).toBe(301)
    expect(sent.headers.get('location')).toBe('/events?venue=malta')
    const html = await (await fetchFrom(appWith(), '/events?venue=malta')).text()
    expect(html).not.toContain('utm_source')
    expect(html).toContain('Sunset session malta-nights')
    expect(html).not.toContain('Sunset session ibiza-opening')
  })

  it('keeps a CMS button on the site, however its path is written', async () => {
    const withButton = (): Content => {
      const content = fixtureContent()
      return {
        ...content,
        home: async (locale) => {
          const home = await content.home(locale)
          const hero = { title: 'Book', subtitle: null, ctaLabel: null, image: null, portrait: null }
          return home && { ...home, hero: { ...hero, ctaHref: '/es//evil.example/book?day=1' } }
        },
      }
    }
    const app = createApp({ content: withButton })
    for (const [path, expected] of [
      ['/', '/evil.example/book?day=1'],
      ['/es', '/es/evil.example/book?day=1'],
    ] as const) {
      const response = await app.fetch(
        new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' } }),
        UNCACHED_ENV,
        createExecutionContext(),
      )
      const html = await response.text()
      expect(html, path).toContain(`href="${expected}"`)
      expect(html, path).not.toMatch(/href="[^"]*\/\/evil/)
    }
  })
})

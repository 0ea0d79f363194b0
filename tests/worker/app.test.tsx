import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { PAGES } from '../../src/app/pages'
import { definePage, type PageModule } from '../../src/app/pages/types'
import type { RouteDef } from '../../src/app/routes'
import { createApp } from '../../src/worker'
import { BROWSER_UA, htmlAttributes, ORIGIN } from './helpers'

const fetchFrom = (app: ReturnType<typeof createApp>, path: string, userAgent = BROWSER_UA) =>
  app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': userAgent, 'accept-language': 'en' } }),
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

/** A page whose data arrives only when the test says so. */
function Loaded({ data }: { data: string }) {
  return <p id="loaded">{data}</p>
}
const slowPage = (data: Promise<string>): PageModule => definePage<string>({ load: () => data, Page: Loaded })

/** Test routes share one path, so they stay out of the page cache (tested on its own elsewhere). */
const route = (extra: Partial<RouteDef>): RouteDef => ({
  name: 'faq',
  path: '/x',
  page: 'auth',
  noStore: true,
  ...extra,
})

function Broken(): never {
  throw new Error('CMS exploded')
}

describe('streaming', () => {
  it('sends the head and header before the data loader finishes, then the data', async () => {
    const data = deferred<string>()
    const app = createApp({ routes: [route({})], pages: { ...PAGES, auth: slowPage(data.promise) } })
    const response = await fetchFrom(app, '/x')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let shell = ''
    while (!shell.includes('<main')) {
      const chunk = await reader.read()
      if (chunk.done) throw new Error(`stream ended before the shell was complete:\n${shell}`)
      shell += decoder.decode(chunk.value)
    }
    expect(shell).not.toContain('page-slot')
    expect(shell).toContain('</head>')
    expect(shell).toContain('class="site-header"')
    expect(shell).not.toContain('id="loaded"')

    data.resolve('Sunset line-up')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value)
    // In order, in place, without any script: readable with JavaScript off.
    expect(rest).toMatch(/<p id="loaded">Sunset line-up<\/p><\/main>/)
  })

  it('gives bots the whole document at once', async () => {
    const data = deferred<string>()
    const app = createApp({ routes: [route({})], pages: { ...PAGES, auth: slowPage(data.promise) } })
    const pending = fetchFrom(app, '/x', 'Googlebot/2.1')
    setTimeout(() => data.resolve('Sunset line-up'), 20)
    const html = await (await pending).text()
    expect(html).toContain('<p id="loaded">Sunset line-up</p>')
    expect(html).not.toContain('page-slot')
  })
})

describe('route options', () => {
  it('falls back to the default layout for an unknown layout name', async () => {
    const app = createApp({ routes: [route({ layout: 'fancy' })] })
    expect(htmlAttributes(await (await fetchFrom(app, '/x')).text())['data-layout']).toBe('default')
  })

  it('only warns when a route forces the system mode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const app = createApp({ routes: [route({ colorMode: 'system' })] })
    const response = await fetchFrom(app, '/x')
    expect(response.status).toBe(200)
    expect(htmlAttributes(await response.text()).class).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'))
    warn.mockRestore()
  })

  it('raises Unknown route middleware for a guard nobody defined', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = createApp({ routes: [route({ guards: ['vip'] })] })
    const response = await fetchFrom(app, '/x')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Oh no!!')
    expect(html).toMatch(/Error:<\/strong> (<!-- -->)?Unknown route middleware/)
    error.mockRestore()
  })

  it('logs an error thrown while rendering and shows the error screen, or a bare 500 to bots', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = createApp({ routes: [route({})], pages: { ...PAGES, auth: { Page: Broken } } })
    const human = await fetchFrom(app, '/x')
    expect(human.status).toBe(500)
    expect(await human.text()).toContain('CMS exploded')
    const bot = await fetchFrom(app, '/x', 'Mozilla/5.0 (compatible; Lighthouse)')
    expect(bot.status).toBe(500)
    expect(await bot.text()).toBe('Internal Server Error')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

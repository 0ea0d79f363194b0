import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { Env } from '../../src/config'
import { systemClock } from '../../src/server/clock.server'
import { SNAPSHOT_TTL_MS } from '../../src/server/content/snapshot.server'
import { definePage, type Route } from '../../src/server/page.server'
import { createWorker } from '../../src/worker'
import { BROWSER_UA, ORIGIN, STORED, staffHeaders } from '../worker/helpers'
import { counting } from './counting'

/**
 * The memory tier (docs/spec.md §17.5–§17.7, docs/decisions/017-memory-tier.md), each worker standing for
 * one isolate: its own memory and clock, the shields, the ledger and the Cache API shared with the others.
 */

declare global {
  /** workerd's default cache, which the site uses (the DOM typings do not know it). */
  interface CacheStorage {
    readonly default: Cache
  }
}

const cmsUrl = inject('cmsUrl')
afterEach(() => vi.restoreAllMocks())

/** An isolate of our own: a worker with a hand-moved clock, and what it costs per request. */
function isolate(vars: Partial<Env> = {}, routes?: readonly Route[]) {
  const clock = { now: Date.now() }
  const worker = createWorker({ clock: { ...systemClock, now: () => clock.now }, routes })
  const ledger = counting(env.TAG_LEDGER, 'snapshot')
  const shields = counting(env.CONTENT_SHIELD, 'answer')
  const bindings = { ...env, ...vars, TAG_LEDGER: ledger.proxy, CONTENT_SHIELD: shields.proxy }
  /** `onHeaders` runs once the answer's head has left the worker, before its body is read. */
  const request = async (
    path: string,
    headers: Record<string, string> = {},
    init: RequestInit = {},
    onHeaders?: () => void,
  ) => {
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, {
        redirect: 'manual',
        ...init,
        headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...headers },
      }),
      bindings,
      ctx,
    )
    onHeaders?.()
    const body = await response.text()
    await waitOnExecutionContext(ctx) // the page is stored once its stream has ended
    return { response, body }
  }
  return { clock, request, worker, bindings, ledger: ledger.counted, shields: shields.counted }
}

/**
 * The page as the caches hold it: asked until it comes from one (a first render streams when Strapi is
 * slow to answer, and a streamed page is not stored).
 */
async function stored(request: ReturnType<typeof isolate>['request'], path: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await request(path)
    if (STORED.test(answer.response.headers.get('x-html-cache') ?? '')) return answer
  }
  throw new Error(`${path} was never stored`)
}

/** Calls to the CMS, to the Cache API, to the shields and reads of the ledger from here on. */
function spyOnCosts({ ledger, shields }: Pick<ReturnType<typeof isolate>, 'ledger' | 'shields'>) {
  const cms = vi.spyOn(globalThis, 'fetch')
  const cache = caches.default
  const match = vi.spyOn(cache, 'match')
  const put = vi.spyOn(cache, 'put')
  const before = { ledger: ledger.calls, shields: shields.calls }
  return () => ({
    cms: cms.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(cmsUrl),
    ).length,
    cacheApi: match.mock.calls.length + put.mock.calls.length,
    shields: shields.calls - before.shields,
    ledgerReads: ledger.calls - before.ledger,
  })
}

describe('the memory tier', () => {
  it('answers a remembered page with no ledger read, no Cache API call, no shield and no CMS call', async () => {
    const me = isolate()
    const { request } = me
    const first = await stored(request, '/faq')

    const costs = spyOnCosts(me)
    // The same request again (the front door), and another visitor's (the page tiers, through the app).
    const again = await request('/faq')
    const other = await request('/faq', { 'user-agent': `${BROWSER_UA} Other`, cookie: 'theme=1' })
    for (const { response, body } of [again, other]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('x-html-cache')).toBe('memory')
      expect(body).toBe(first.body)
      expect(response.headers.get('content-security-policy')).toContain(
        `script-src ${ORIGIN}/_app/assets/ 'sha256-`,
      )
      expect(response.headers.get('set-cookie')).toContain('i18n_redirected=en')
    }
    expect(costs()).toEqual({ cms: 0, cacheApi: 0, shields: 0, ledgerReads: 0 })
  })

  it('gives a browser that takes gzip the same page gzipped, under a weak tag its copy revalidates with', async () => {
    const { request, worker, bindings } = isolate()
    const plain = await stored(request, '/faq')
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    await request('/faq', browser) // a shape the app answers, and the front door learns
    const ctx = createExecutionContext()
    const zipped = await worker.fetch(
      new Request(`${ORIGIN}/faq`, {
        headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...browser },
      }),
      bindings,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toBe('accept-encoding')
    const etag = plain.response.headers.get('etag') ?? ''
    expect(zipped.headers.get('etag')).toBe(`W/${etag}`)
    const bytes = new Uint8Array(await zipped.arrayBuffer())
    expect(bytes.byteLength).toBeLessThan(plain.body.length / 3)
    const unzipped = new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')))
    expect(await unzipped.text()).toBe(plain.body)
    // Either tag revalidates; a client that takes no gzip keeps getting the page as it is.
    for (const tag of [etag, `W/${etag}`])
      expect((await request('/faq', { ...browser, 'if-none-match': tag })).response.status).toBe(304)
    const identity = await request('/faq', { 'accept-encoding': 'identity' })
    expect(identity.response.headers.get('content-encoding')).toBeNull()
    expect(identity.body).toBe(plain.body)
  })

  it('keeps CMS answers in memory: with the page caches off, a render asks neither a shield nor the cache', async () => {
    const me = isolate({ HTML_CACHE_SECONDS: '0' })
    const first = await me.request('/es/events')
    expect(first.response.headers.get('x-html-cache')).toBeNull()
    const costs = spyOnCosts(me)
    const again = await me.request('/es/events')
    expect(again.body).toBe(first.body)
    expect(costs()).toEqual({ cms: 0, cacheApi: 0, shields: 0, ledgerReads: 0 })
  })

  it('lets the checks and redirects before it decide, whatever it remembers', async () => {
    const { request } = isolate()
    await request('/faq')
    await request('/faq')
    // A visitor who prefers Spanish is sent to the Spanish page, not served the English one.
    const spanish = await request('/faq', { 'accept-language': 'es-ES,es;q=0.9' })
    expect(spanish.response.status).toBe(302)
    expect(spanish.response.headers.get('location')).toBe('/es/faq')
    const switched = await request('/faq?lang=es')
    expect(switched.response.status).toBe(302)
    const remembered = await request('/faq', { cookie: 'i18n_redirected=es' })
    expect(remembered.response.headers.get('location')).toBe('/es/faq')
    // Crawlers are never redirected; oversized cookies are refused; sessions are never served a stored page.
    const crawler = await request('/faq', { 'accept-language': 'es', 'user-agent': 'Googlebot/2.1' })
    expect(crawler.response.status).toBe(200)
    expect((await request('/faq', { cookie: `big=${'x'.repeat(9000)}` })).response.status).toBe(431)
    const signedIn = await request('/faq', { cookie: 'strapi_jwt=abc' })
    expect(signedIn.response.headers.get('x-html-cache')).toBeNull()
  })
})

/** A page that shows its data, nothing else. */
function LineUp({ data }: { data: string }) {
  return data
}

describe('what is stored', () => {
  it('is a page rendered whole, never one streamed because its data came late', async () => {
    let late = true
    let arrive = () => {}
    const page = definePage<string>({
      // The first visitor's data comes only after the shell has left; later ones find it at once.
      load: () =>
        late ? new Promise((resolve) => (arrive = () => resolve('Line-up'))) : Promise.resolve('Line-up'),
      title: (data) => data,
      Page: LineUp,
    })
    const { request } = isolate({}, [{ name: 'faq', path: '/late', page }])
    const streamed = await request('/late', {}, {}, () => arrive())
    expect(streamed.body).toContain('<title>Frequently asked questions · Solera</title>') // the route's own
    expect(streamed.body).toContain('Line-up') // streamed in after the shell
    expect(streamed.response.headers.get('etag')).toBeNull()
    late = false
    const whole = await request('/late')
    expect(whole.response.headers.get('x-html-cache')).toBe('miss')
    expect(whole.body).toContain('<title>Line-up · Solera</title>')
    const stored = await request('/late')
    expect(stored.response.headers.get('x-html-cache')).toMatch(STORED)
    expect(stored.body).toBe(whole.body)
    expect(stored.response.headers.get('etag')).toBe(whole.response.headers.get('etag'))
  })
})

describe('revalidation', () => {
  it('answers If-None-Match with 304 and no body; the tag names the bytes', async () => {
    const { request } = isolate()
    const miss = await request('/es/faq')
    expect(miss.response.headers.get('cache-control')).toBe('no-cache')
    const hit = await request('/es/faq')
    const etag = hit.response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w+/]{24}"$/)
    expect(hit.response.headers.get('cache-control')).toBe('no-cache')
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(hit.body)))
    expect(etag).toBe(`"${btoa(String.fromCharCode(...digest.subarray(0, 18)))}"`)

    const revalidations: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      // Another visitor's request goes through the middleware chain: the same answer.
      { 'if-none-match': etag, 'user-agent': `${BROWSER_UA} Other` },
    ]
    for (const headers of revalidations) {
      const revalidated = await request('/es/faq', headers)
      expect(revalidated.response.status).toBe(304)
      expect(revalidated.body).toBe('')
      expect(revalidated.response.headers.get('etag')).toBe(etag)
      expect(revalidated.response.headers.get('cache-control')).toBe('no-cache')
    }
    expect((await request('/es/faq', { 'if-none-match': '"stale"' })).response.status).toBe(200)
  })

  it('keeps static assets immutable', async () => {
    const html = await (await isolate().request('/faq')).body
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(script).toMatch(/^\/_app\/assets\//)
    const asset = await env.ASSETS?.fetch(`${ORIGIN}${script}`)
    expect(asset?.status).toBe(200)
    expect(asset?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('a purge', () => {
  it(`is visible in another isolate within ${SNAPSHOT_TTL_MS / 1000} s, reading the ledger once meanwhile`, async () => {
    const cmsHeaders = { ...(await staffHeaders()), 'content-type': 'application/json' }
    const licensing = (await (
      await fetch(`${cmsUrl}/api/pages?filters[slug][$eq]=licensing&locale=en`, { headers: cmsHeaders })
    ).json()) as { data: { documentId: string; title: string }[] }
    const { documentId, title } = licensing.data[0] ?? { documentId: '', title: '' }
    const editor = isolate()
    const visitor = isolate()
    expect((await visitor.request('/licensing')).body).toContain(title)
    const readsAfterFirst = visitor.ledger.calls

    const edited = `${title} (edited ${Date.now()})`
    const update = await fetch(`${cmsUrl}/api/pages/${documentId}?locale=en`, {
      method: 'PUT',
      headers: cmsHeaders,
      body: JSON.stringify({ data: { title: edited } }),
    })
    expect(update.status).toBe(200)
    const purge = () =>
      editor.request(
        '/_app/purge',
        { authorization: 'Bearer worker-test-secret', 'content-type': 'application/json' },
        {
          method: 'POST',
          body: JSON.stringify({ event: 'entry.update', model: 'page', documentId, locale: 'en' }),
        },
      )
    try {
      expect((await purge()).response.status).toBe(200)
      expect((await editor.request('/licensing')).body).toContain(edited) // the purging isolate at once

      visitor.clock.now += SNAPSHOT_TTL_MS - 2_100
      for (let i = 0; i < 5; i++) expect((await visitor.request('/licensing')).body).not.toContain(edited)
      expect(visitor.ledger.calls).toBe(readsAfterFirst)

      visitor.clock.now += 2_100
      expect((await visitor.request('/licensing')).body).toContain(edited)
      expect(visitor.ledger.calls).toBe(readsAfterFirst + 1)
    } finally {
      await fetch(`${cmsUrl}/api/pages/${documentId}?locale=en`, {
        method: 'PUT',
        headers: cmsHeaders,
        body: JSON.stringify({ data: { title } }),
      })
      await purge()
    }
  })
})

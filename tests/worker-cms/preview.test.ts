import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { Env } from '../../src/config'
import { createWorker } from '../../src/worker'
import { BROWSER_UA, clientAddress, get, ORIGIN, STORED, staffHeaders } from '../worker/helpers'
import { counting } from './counting'

/**
 * The site's draft mode (docs/spec.md §16.13, §17.10, §18.10): entered only from a link the CMS signed,
 * it shows drafts to the editor alone, with a band and a way out, noindex, never cached at any tier, and
 * framed by the CMS's admin only then. A published page never shows draft content to anyone else.
 */

declare global {
  interface CacheStorage {
    readonly default: Cache
  }
}

const cmsUrl = inject('cmsUrl')
afterEach(() => vi.restoreAllMocks())

const encoder = new TextEncoder()
const hmac = async (key: BufferSource, text: string) =>
  crypto.subtle.sign(
    'HMAC',
    await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    encoder.encode(text),
  )
const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** A preview link as the CMS signs it (cms/src/lib/preview.ts), with the secret it shares with the worker. */
async function previewLink(
  fields: { type: string; id: string; locale: string; expires?: number },
  secret = inject('cmsWorkerSecret'),
) {
  const expires = fields.expires ?? Math.floor(Date.now() / 1000) + 600
  const key = await hmac(encoder.encode(secret), 'solera preview links v1')
  const sig = base64url(await hmac(key, `${fields.type}\n${fields.id}\n${fields.locale}\n${expires}`))
  return `/_app/preview?${new URLSearchParams({ ...fields, expires: String(expires), sig })}`
}

interface Doc {
  documentId: string
  slug: string
  title: string
}

/** An Ibiza event in Spanish, and its title saved as a draft (not published) through a staff tool. */
async function eventWithDraft() {
  const upcoming = `filters[startsAt][$gte]=${new Date().toISOString().slice(0, 10)}`
  const listed = (await (
    await fetch(
      `${cmsUrl}/api/events?locale=es&${upcoming}&sort=startsAt:asc&pagination[pageSize]=1&fields[0]=slug&fields[1]=title`,
      { headers: await staffHeaders() },
    )
  ).json()) as { data: Doc[] }
  const event = listed.data[0]
  if (!event) throw new Error('no event in Spanish')
  const draftTitle = `Borrador ${crypto.randomUUID().slice(0, 8)}`
  const saved = await fetch(`${cmsUrl}/api/events/${event.documentId}?locale=es&status=draft`, {
    method: 'PUT',
    headers: { ...(await staffHeaders()), 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: draftTitle } }),
  })
  expect(saved.status).toBe(200)
  return { ...event, draftTitle }
}

/**
 * An isolate of our own (a worker with its own memory tier), whose calls to the content layer's shields and
 * tag ledger are counted; `vars` override the configuration.
 */
function isolate(vars: Partial<Env> = {}) {
  const worker = createWorker()
  const ledger = counting(env.TAG_LEDGER)
  const shields = counting(env.CONTENT_SHIELD)
  const bindings = { ...env, ...vars, TAG_LEDGER: ledger.proxy, CONTENT_SHIELD: shields.proxy }
  const request = async (path: string, headers: Record<string, string> = {}) => {
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, {
        redirect: 'manual',
        headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...headers },
      }),
      bindings,
      ctx,
    )
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    return { response, body }
  }
  return { request, ledger: ledger.counted, shields: shields.counted }
}

/** The draft cookie a valid link set, as a browser would send it back. */
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe('draft mode', () => {
  it('starts only from a link the CMS signed: forged, altered and expired links are refused and set nothing', async () => {
    const id = 'abcdefghijklmnopqrstuvwx'
    const answers = await Promise.all([
      get(await previewLink({ type: 'event', id, locale: 'es' }, 'someone-elses-secret-0123456789abcdef')),
      get((await previewLink({ type: 'event', id, locale: 'es' })).replace('locale=es', 'locale=en')),
      get((await previewLink({ type: 'event', id, locale: 'es' })).replace('type=event', 'type=article')),
      get('/_app/preview?type=event&id=abc&locale=es&expires=9999999999&sig=guessed'),
      get('/_app/preview'),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    const expired = await get(
      await previewLink({ type: 'event', id, locale: 'es', expires: Math.floor(Date.now() / 1000) - 1 }),
    )
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('ha caducado')
    const farFuture = await get(
      await previewLink({ type: 'event', id, locale: 'es', expires: Math.floor(Date.now() / 1000) + 86_400 }),
    )
    expect(farFuture.status).toBe(410)
    // A signed link to a document the CMS does not have: nothing to show.
    const nothing = await get(await previewLink({ type: 'event', id, locale: 'es' }))
    expect(nothing.status).toBe(404)
    expect(nothing.headers.get('set-cookie')).toBeNull()
  })

  it('shows the editor the draft on its page, in its language, while everyone else keeps the published page', async () => {
    const event = await eventWithDraft()
    const page = `/es/events/${event.slug}`
    // A visitor first: the published title, kept in the page caches (asked again until stored: a first
    // render streams when Strapi is slow, and a streamed page is not stored).
    let before = await get(page, { 'cf-connecting-ip': clientAddress() })
    for (let attempt = 0; attempt < 3 && !STORED.test(before.headers.get('x-html-cache') ?? ''); attempt++) {
      await before.body?.cancel()
      before = await get(page, { 'cf-connecting-ip': clientAddress() })
    }
    expect(before.status).toBe(200)
    const published = await before.text()
    expect(published).toContain(event.title)
    expect(published).not.toContain(event.draftTitle)

    const entry = await get(await previewLink({ type: 'event', id: event.documentId, locale: 'es' }))
    expect(entry.status).toBe(303)
    expect(entry.headers.get('location')).toBe(page)
    expect(entry.headers.get('set-cookie')).toMatch(
      /^draft=\d{10}\.[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/,
    )

    // The editor's page, in an isolate whose every tier is watched: the Cache API, the shields, the ledger
    // and Strapi itself.
    const editor = isolate()
    const cache = caches.default
    const match = vi.spyOn(cache, 'match')
    const put = vi.spyOn(cache, 'put')
    const cms = vi.spyOn(globalThis, 'fetch')
    const { response: draft, body: html } = await editor.request(page, { cookie: cookieOf(entry) })
    expect(draft.status).toBe(200)
    expect(html).toContain(event.draftTitle)
    expect(html).toContain('Vista previa de un borrador')
    expect(html).toContain(`href="/_app/preview/exit?to=${encodeURIComponent(page)}"`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(draft.headers.get('cache-control')).toBe('private, no-store')
    expect(draft.headers.get('x-robots-tag')).toBe('noindex')
    expect(draft.headers.get('x-html-cache')).toBeNull()
    expect(draft.headers.get('etag')).toBeNull()
    expect(draft.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(cmsUrl).origin}`,
    )
    // No tier of the content layer was asked or given anything: neither the Cache API (pages, answers), nor
    // a shield (whose answers every location serves), nor the tag ledger. Strapi alone was asked, for drafts,
    // with the worker's secret.
    expect(match).not.toHaveBeenCalled()
    expect(put).not.toHaveBeenCalled()
    expect(editor.shields.calls).toBe(0)
    expect(editor.ledger.calls).toBe(0)
    const asked = cms.mock.calls
      .map(([input, init]) => ({
        url: String(input instanceof Request ? input.url : input),
        headers: new Headers(input instanceof Request ? input.headers : init?.headers),
      }))
      .filter(({ url }) => url.startsWith(cmsUrl))
    expect(asked.length).toBeGreaterThan(0)
    for (const { url, headers } of asked) {
      expect(new URL(url).searchParams.get('status')).toBe('draft')
      expect(headers.get('x-worker-secret')).toBe(inject('cmsWorkerSecret'))
    }
    vi.restoreAllMocks()
    // Its isolate, visited again without the cookie: the published page (the draft left nothing in memory).
    const visitor = await editor.request(page)
    expect(visitor.body).toContain(event.title)
    expect(visitor.body).not.toContain(event.draftTitle)

    // Everyone else, right after: the published page, from the caches as before.
    const after = await get(page)
    expect(after.headers.get('x-html-cache')).toMatch(STORED)
    const again = await after.text()
    expect(again).toContain(event.title)
    expect(again).not.toContain(event.draftTitle)
    expect(after.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // A location whose page caches hold nothing renders from the shields: they hold the published event.
    const location = isolate({ HTML_CACHE_SECONDS: '0' })
    const fresh = await location.request(page)
    expect(location.shields.calls).toBeGreaterThan(0)
    expect(fresh.body).toContain(event.title)
    expect(fresh.body).not.toContain(event.draftTitle)
  })

  it('follows the editor from page to page until they leave it', async () => {
    const event = await eventWithDraft()
    const entry = await get(await previewLink({ type: 'event', id: event.documentId, locale: 'es' }))
    const cookie = cookieOf(entry)
    // The events list shows the draft too, and no cached copy of it.
    const list = await get('/es/events', { cookie })
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    expect(await list.text()).toContain('Vista previa de un borrador')

    const exit = await get(`/_app/preview/exit?to=${encodeURIComponent(`/es/events/${event.slug}`)}`, {
      cookie,
    })
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe(`/es/events/${event.slug}`)
    expect(exit.headers.get('set-cookie')).toMatch(/^draft=; Max-Age=0; Path=\//)
    // Only same-site paths: anything else goes home.
    const away = await get('/_app/preview/exit?to=//evil.example/x', { cookie })
    expect(away.headers.get('location')).toBe('/')
  })

  it('ends with its cookie: a forged or expired draft cookie is cleared and shows the published site', async () => {
    const event = await eventWithDraft()
    const page = `/es/events/${event.slug}`
    const forged = await get(page, { cookie: `draft=9999999999.${'A'.repeat(43)}` })
    expect(await forged.text()).not.toContain(event.draftTitle)
    expect(forged.headers.getSetCookie().find((cookie) => cookie.startsWith('draft='))).toMatch(
      /^draft=; Max-Age=0/,
    )
    expect(forged.headers.get('x-html-cache')).toBeNull()
  })
})

import { SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { STORED_FILES } from '../fixtures/worker-doubles'
import { fixtureWorker } from '../worker/fixture'
import { BROWSER_UA, get, ORIGIN } from '../worker/helpers'

/**
 * Media under the site's origin (docs/spec.md §18.8), against the real Strapi of this suite: pages name no
 * CMS origin, every picture and sound is a `/media/` path that answers with immutable caching, audio seeks
 * with range requests, and no path trick reaches anything but uploads.
 */

// A Spanish visitor's browser, with its language remembered: files have no language and are never redirected.
const media = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'user-agent': BROWSER_UA,
      'accept-language': 'es-ES,es;q=0.9',
      cookie: 'i18n_redirected=es',
      ...headers,
    },
  })

const mediaPaths = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|srcset|href)="([^"]+)"/gi)].flatMap(([, value]) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim().split(' ')[0] ?? '')
        .filter((url) => url.startsWith('/media/')),
    ),
  ),
]

async function firstMixPath() {
  const html = await (await get('/music/mixes')).text()
  const slug = /href="\/music\/mixes\/([a-z0-9-]+)"/.exec(html)?.[1]
  expect(slug).toBeTruthy()
  return `/music/mixes/${slug}`
}

describe('media from the site', () => {
  it('pages name no CMS origin, in their HTML or their CSP, and their media answer from /media/', async () => {
    const cms = new URL(inject('cmsUrl')).origin
    for (const path of ['/', '/malta', '/ibiza/memories', await firstMixPath(), '/radio']) {
      const page = await get(path)
      const html = await page.text()
      expect(html, path).not.toContain(cms)
      expect(page.headers.get('content-security-policy'), path).not.toContain(cms)
      const paths = mediaPaths(html)
      expect(paths.length, path).toBeGreaterThan(0)
      for (const file of paths.slice(0, 4)) {
        const answer = await media(file)
        expect(answer.status, file).toBe(200)
        expect(answer.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable')
        expect(answer.headers.get('content-type'), file).toMatch(/^(image|audio)\//)
        await answer.arrayBuffer()
      }
    }
  })

  it('keeps the CMS’s picture formats in srcset', async () => {
    const html = await (await get('/malta')).text()
    const srcsets = [...html.matchAll(/srcset="([^"]+)"/gi)].map(([, value]) => (value ?? '').split(','))
    expect(Math.max(...srcsets.map((candidates) => candidates.length))).toBeGreaterThan(2)
    for (const candidate of srcsets.flat()) expect(candidate.trim()).toMatch(/^\/media\/uploads\/\S+ \d+w$/)
  })

  it('seeks in audio with range requests', async () => {
    const html = await (await get(await firstMixPath())).text()
    const audio = mediaPaths(html).find((path) => /\.(wav|mp3|m4a|ogg)$/.test(path))
    expect(audio).toBeTruthy()
    const part = await media(audio ?? '', { range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const beyond = await media(audio ?? '', { range: 'bytes=999999999-' })
    expect(beyond.status).toBe(416)
    await beyond.arrayBuffer()
    const head = await media(audio ?? '', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100)
  })

  it('answers a request for many ranges with the whole file, once', async () => {
    const html = await (await get(await firstMixPath())).text()
    const audio = mediaPaths(html).find((path) => /\.(wav|mp3|m4a|ogg)$/.test(path)) ?? ''
    const size = Number((await media(audio, {}, 'HEAD')).headers.get('content-length'))
    for (const range of [
      `bytes=${Array(1400)
        .fill(`0-${size - 1}`)
        .join(',')}`,
      'bytes=0-9,20-29',
    ]) {
      const answer = await media(audio, { range })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^audio\//)
      expect((await answer.arrayBuffer()).byteLength).toBe(size)
    }
  })

  it('answers 404 to anything but an upload, whatever the path trick', async () => {
    for (const path of [
      '/media/uploads/nothing-here.jpg',
      '/media/api/users/me',
      '/media/_health',
      '/media/../api/events',
      '/media/%2e%2e/api/events',
      '/media//etc/passwd',
      '/media/uploads/..%2F..%2Fapi%2Fevents',
      '/media/uploads/a%2Fb.jpg',
      '/media/uploads/.env',
    ]) {
      // An English visitor, so that a path the URL parser folds away (`/media/../x`) is not redirected; one
      // the worker writes otherwise (`//`) is sent to its one spelling first.
      let answer = await media(path, { 'accept-language': 'en', cookie: '' })
      if (answer.status === 301)
        answer = await media(answer.headers.get('location') ?? '', { 'accept-language': 'en' })
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).not.toContain('"data"')
    }
  })
})

describe('files that are not pictures, sound or video', () => {
  // The object store may hold what an editor uploaded before the CMS checked uploads (or what reached the
  // bucket another way): the site still never serves it as something a browser runs.
  const worker = fixtureWorker({ MEDIA_ORIGIN: `${inject('doublesUrl')}/store` })
  const fetchMedia = (name: string) =>
    worker(new Request(`${ORIGIN}/media/uploads/${name}`, { headers: { 'user-agent': BROWSER_UA } }))

  it('are handed over as sandboxed downloads, never as a page, a script or an SVG', async () => {
    for (const name of ['page.html', 'drawing.svg', 'code.js']) {
      const answer = await fetchMedia(name)
      expect(answer.status, name).toBe(200)
      expect(answer.headers.get('content-type'), name).toBe('application/octet-stream')
      expect(answer.headers.get('content-disposition'), name).toBe('attachment')
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff')
      expect(answer.headers.get('content-security-policy'), name).toMatch(/^sandbox; default-src 'none'/)
      expect(await answer.text(), name).toBe(String(STORED_FILES[name]?.body))
    }
  })

  it('while a picture is shown as one, sandboxed too', async () => {
    const answer = await fetchMedia('dot.png')
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('content-disposition')).toBeNull()
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
  })

  it('cannot run as a script of a page: pages take script files from the build folder only', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? ''
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []
    expect(scripts).toContain(`${ORIGIN}/_app/assets/`)
    expect(scripts).not.toContain("'self'")
    expect(scripts.filter((source) => source.includes('/media'))).toEqual([])
  })
})

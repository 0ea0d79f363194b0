import { env, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { REDIRECTS } from '../../src/app/redirects'
import { BROWSER_UA, get, htmlAttributes, ORIGIN, staticImportsOf } from '../worker/helpers'

describe('language detection', () => {
  it('redirects a first visit from a Spanish browser to /es and remembers it for a year', async () => {
    const response = await get('/events?venue=ibiza', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/es/events?venue=ibiza')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('i18n_redirected=es')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).not.toContain('HttpOnly')
  })

  it('weighs Accept-Language q-values', async () => {
    const response = await get('/faq', { 'accept-language': 'es;q=0.2, en;q=0.8' })
    expect(response.status).toBe(200)
  })

  it('ranks the cookie above the browser, and the switcher’s ?lang above both', async () => {
    const remembered = await get('/faq', { cookie: 'i18n_redirected=es', 'accept-language': 'en' })
    expect(remembered.headers.get('location')).toBe('/es/faq')
    const switched = await get('/faq?lang=en&x=1', { cookie: 'i18n_redirected=es', 'accept-language': 'es' })
    expect(switched.status).toBe(302)
    expect(switched.headers.get('location')).toBe('/faq?x=1')
    expect(switched.headers.get('set-cookie')).toContain('i18n_redirected=en')
  })

  it('serves a prefixed page in its language whatever the preference, and remembers it', async () => {
    const response = await get('/es/faq', { cookie: 'i18n_redirected=en', 'accept-language': 'en' })
    expect(response.status).toBe(200)
    expect(htmlAttributes(await response.text()).lang).toBe('es')
    expect(response.headers.get('set-cookie')).toContain('i18n_redirected=es')
  })

  it('never redirects crawlers', async () => {
    const response = await get('/faq', { 'user-agent': 'Googlebot/2.1', 'accept-language': 'es' })
    expect(response.status).toBe(200)
    expect(htmlAttributes(await response.text()).lang).toBe('en')
  })

  it('sends /en paths to the unprefixed page', async () => {
    const response = await get('/en/music?x=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/music?x=1')
  })

  it('ignores junk in Accept-Language and the cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'accept-language': ';;;,,q=oops,*;q=abc' },
      { 'accept-language': 'x'.repeat(5000) },
      { cookie: 'i18n_redirected=<script>; other=%%%' },
    ]) {
      const response = await get('/faq', headers)
      expect(response.status).toBe(200)
      expect(htmlAttributes(await response.text()).lang).toBe('en')
    }
  })
})

describe('redirect rules', () => {
  for (const rule of REDIRECTS) {
    it(`${rule.from} → ${rule.to} (${rule.status})`, async () => {
      const response = await get(rule.from)
      expect(response.status).toBe(rule.status)
      expect(response.headers.get('location')).toBe(rule.to)
    })
  }

  it('keeps Spanish visitors in Spanish on internal redirects', async () => {
    const response = await get('/es/ibiza/tables')
    expect(response.headers.get('location')).toBe('/es/ibiza/reservations')
  })
})

describe('bad input', () => {
  it('answers 414 for a path over 2 KB', async () => {
    const response = await get(`/${'a'.repeat(2100)}`)
    expect(response.status).toBe(414)
    expect(await response.text()).toContain('The address is too long.')
  })

  it('answers 400 for malformed percent-encoding, in the path’s language', async () => {
    const response = await get('/es/%E0%A4%A')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('La dirección o sus parámetros no son válidos.')
    expect(html).not.toContain('%E0%A4%A"')
  })

  it('answers 400 for query strings beyond the qs limits', async () => {
    expect((await get('/events?a[b][c][d][e][f][g]=1')).status).toBe(400)
    expect((await get(`/events?${Array.from({ length: 21 }, () => 'v[]=1').join('&')}`)).status).toBe(400)
    expect((await get(`/events?${Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&')}`)).status).toBe(
      400,
    )
    // Within the limits: read, then sent to the page's canonical address (`v` is nothing it reads, §17.3).
    const within = await get(`/events?${Array.from({ length: 20 }, () => 'v[]=1').join('&')}`)
    expect(within.status).toBe(301)
    expect(within.headers.get('location')).toBe('/events')
  })

  it('answers 431 for an oversized cookie header and clears the cookies it named', async () => {
    const response = await get('/faq', { cookie: `big=${'x'.repeat(9000)}; i18n_redirected=es` })
    expect(response.status).toBe(431)
    const cleared = response.headers.get('set-cookie') ?? ''
    expect(cleared).toContain('big=; Path=/; Max-Age=0')
    expect(cleared).toContain('i18n_redirected=; Path=/; Max-Age=0')
  })

  it('never reflects markup from the path', async () => {
    const response = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<script>alert(1)')
  })

  it('answers POST to a page without a form with the not-found page, not a 500', async () => {
    const response = await SELF.fetch(`${ORIGIN}/faq`, {
      method: 'POST',
      headers: {
        'user-agent': BROWSER_UA,
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1',
    })
    expect(response.status).toBe(404)
  })

  it('sends paths made of slashes to their one address, never a 500', async () => {
    for (const [path, to] of [
      ['//', '/'],
      ['///', '/'],
      ['//a/%2e%2e', '/'],
      ['/es//', '/es'],
      ['//evil.example', '/evil.example'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(to)
    }
  })
})

describe('redirects stay on the site', () => {
  it('never sends a visitor to another host, whatever the path holds', async () => {
    const paths = [
      '/en//evil.example',
      '/en/%5Cevil.example',
      '/en/\\evil.example',
      '//evil.example?lang=en',
      '/es//evil.example?lang=en',
      '//evil.example/faq?lang=es',
      '/es//evil.example',
    ]
    let redirected = 0
    for (const path of paths) {
      const response = await get(path, { 'accept-language': 'es' })
      const location = response.headers.get('location')
      if (location === null) {
        expect(response.status, path).toBe(404)
        continue
      }
      redirected += 1
      expect(location, path).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, ORIGIN).origin, path).toBe(ORIGIN)
    }
    expect(redirected).toBeGreaterThan(0)
  })

  it('ignores a sign-in redirect target on another host', async () => {
    const html = await (await get('/login?redirect=//evil.example')).text()
    expect(html).not.toContain('evil.example')
  })
})

describe('the Host header decides nothing', () => {
  it('builds canonical, hreflang, og:url, JSON-LD, sitemap and robots from SITE_URL', async () => {
    // The worker sees a forged Host as the request URL's host.
    const forged = (path: string) =>
      SELF.fetch(`http://evil.example${path}`, {
        headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' },
      })
    for (const path of ['/faq', '/es/events', '/malta', '/sitemap.xml', '/robots.txt']) {
      const body = await (await forged(path)).text()
      expect(body, path).not.toContain('evil.example')
      expect(body, path).toContain(ORIGIN)
    }
    // …and the pages it cached on the way are the ones everyone gets.
    expect(await (await get('/faq')).text()).not.toContain('evil.example')
  })
})

describe('security headers', () => {
  it('allows exactly the page’s inline scripts, by hash, so a page is the same bytes for everyone', async () => {
    const first = await get('/faq')
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).not.toContain('nonce')
    expect(csp).not.toContain("unsafe-inline' 'sha")
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    const html = await first.text()
    // Data blocks (JSON, JSON-LD) never run, so they need no hash.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
    expect(inline.length).toBeGreaterThan(0)
    for (const [, code = ''] of inline) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
      expect(scriptSrc).toContain(`'sha256-${hash}'`)
    }
    expect(await (await get('/faq')).text()).toBe(html)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('are on every kind of answer', async () => {
    for (const path of [
      '/',
      '/nope',
      '/home',
      '/events/Bad',
      '/_app/builds/latest.json',
      '/favicon.ico',
      '/es/%E0',
    ]) {
      const response = await get(path)
      // Framing is refused by the CSP (decision 018: no X-Frame-Options beside it).
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      for (const directive of csp.split(';')) {
        const [, ...listed] = directive.trim().split(/\s+/)
        expect(new Set(listed).size, `${path}: ${directive}`).toBe(listed.length)
      }
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
    }
  })
})

describe('head', () => {
  it('has the theme colour, icons and manifest', async () => {
    const html = await (await get('/faq')).text()
    expect(html).toContain('<meta name="theme-color" content="#2b3157"/>')
    expect(html).toContain('<link rel="icon" href="/favicon.ico"')
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>')
    for (const file of ['/favicon.ico', '/apple-touch-icon.png', '/site.webmanifest', '/icon.svg']) {
      expect((await env.ASSETS?.fetch(`${ORIGIN}${file}`))?.status, file).toBe(200)
    }
  })
})

describe('builds', () => {
  it('names the live build and answers its route rules', async () => {
    const latest = (await (await get('/_app/builds/latest.json')).json()) as { id: string }
    expect(latest.id).toMatch(/^[0-9a-f]{12}$/)
    const manifest = (await (await get(`/_app/builds/${latest.id}.json`)).json()) as {
      routeRules: Record<string, { redirect?: { to: string; statusCode: number }; cache?: boolean }>
    }
    expect(manifest.routeRules['/tickets']?.redirect?.to).toMatch(/^https:\/\//)
    expect(manifest.routeRules['/account']?.cache).toBe(false)
    expect((await get('/_app/builds/000000000000.json')).status).toBe(404)
  })

  it('loads the hashed scripts the page refers to: React only where an island is', async () => {
    const modules = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/<script type="module" src="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      )
    // A page whose only interactive parts are the header's controls: the small site module alone.
    const [site, ...others] = await modules('/faq')
    expect(others).toEqual([])
    expect(site).toMatch(/^\/_app\/assets\/site-[\w-]+\.js$/)
    const siteModule = await env.ASSETS?.fetch(`${ORIGIN}${site}`)
    expect(siteModule?.status).toBe(200)
    expect(await siteModule?.text()).not.toContain('hydrateRoot')
    // Nor do the chunks it imports, however deep: a module they share with the islands must not bring React.
    const imported = await staticImportsOf((site ?? '').replace('/_app/assets/', ''))
    expect(imported.length).toBeGreaterThan(0)
    expect(imported.filter((name) => name.startsWith('react-'))).toEqual([])
    // A page with a form island: the site module, then the React entry.
    const [, entry = ''] = await modules('/contact')
    expect(entry).toMatch(/^\/_app\/assets\/entry-[\w-]+\.js$/)
    const script = await env.ASSETS?.fetch(`${ORIGIN}${entry}`)
    expect(script?.status).toBe(200)
    // The entry is small: React and the hydrating half, one chunk, load with the first island needed.
    const hydrate = /\.\/(react-[\w-]+\.js)/.exec((await script?.text()) ?? '')?.[1] ?? ''
    const hydrating = await env.ASSETS?.fetch(`${ORIGIN}/_app/assets/${hydrate}`)
    expect(hydrating?.status).toBe(200)
    expect(await hydrating?.text()).toContain('hydrateRoot')
  })
})

describe('request ids', () => {
  it('log an error under Cloudflare’s Ray ID, and under a new id when the ray is not one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await get('/es/%E0', { 'cf-ray': '8f3a9c1d2e4b5a67-MAD' })
      await get('/es/%E0', { 'cf-ray': '<script>-MAD' })
      const lines = logged.mock.calls.map((call) => String(call[0]))
      expect(lines.some((line) => line.startsWith('[error] 8f3a9c1d2e4b5a67-MAD GET /es/%E0'))).toBe(true)
      expect(lines.some((line) => /^\[error\] [0-9a-f-]{36} GET \/es\/%E0/.test(line))).toBe(true)
      expect(lines.join('\n')).not.toContain('<script>')
    } finally {
      logged.mockRestore()
    }
  })
})

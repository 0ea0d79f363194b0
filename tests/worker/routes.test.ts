import { describe, expect, it } from 'vitest'
import { resolveLayout } from '../../src/app/layouts/names'
import { ROUTE_PATHS } from '../../src/app/paths'
import { LOCALES, localePath } from '../../src/lib/locale'
import { ROUTES } from '../../src/routes'
import { spellings } from '../fixtures/spellings'
import { fixturePath, fixtureWorker, getFixture as get } from './fixture'
import { htmlAttributes, linkHref, ORIGIN } from './helpers'

/** A concrete path for a route: detail routes get a slug the fixture content has. */
const concrete = fixturePath

describe('every route of the table, in both languages', () => {
  const publicRoutes = ROUTES.filter((route) => !route.guards?.length)

  for (const route of publicRoutes) {
    for (const locale of LOCALES) {
      const path = () => localePath(concrete(route.name, route.path), locale)
      it(`${localePath(route.path, locale)} answers 200 with its layout, mode, language and alternates`, async () => {
        const response = await get(path())
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toContain('text/html')
        const html = await response.text()
        const attributes = htmlAttributes(html)
        expect(attributes.lang).toBe(locale)
        expect(attributes['data-layout']).toBe(resolveLayout(route.layout))
        const forced = route.colorMode === 'system' ? undefined : route.colorMode
        if (forced) expect(attributes.class).toBe(`${forced}-mode`)
        else expect(attributes.class).toBeUndefined()
        const unprefixed = concrete(route.name, route.canonical ? ROUTE_PATHS[route.canonical] : route.path)
        expect(linkHref(html, 'canonical')).toBe(new URL(localePath(unprefixed, locale), ORIGIN).href)
        expect(linkHref(html, 'alternate', 'en')).toBe(new URL(unprefixed, ORIGIN).href)
        expect(linkHref(html, 'alternate', 'es')).toBe(new URL(localePath(unprefixed, 'es'), ORIGIN).href)
        expect(linkHref(html, 'alternate', 'x-default')).toBe(new URL(unprefixed, ORIGIN).href)
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      })
    }
  }

  it('lists the venue pages of the spec, with no gallery for tarifa-club', () => {
    const paths = new Set(ROUTES.map((route) => route.path))
    for (const base of [
      '/malta',
      '/phuket',
      '/meloneras',
      '/tigotan',
      '/tenerife',
      '/tarifa-beach',
      '/tarifa-club',
      '/venues/ibiza',
    ]) {
      for (const section of ['', '/menu', '/events', '/faq']) expect(paths).toContain(base + section)
      expect(paths.has(`${base}/gallery`)).toBe(base !== '/tarifa-club' && base !== '/venues/ibiza')
    }
    // Ibiza's is in its own section (§2.9).
    expect(paths).toContain('/ibiza/gallery')
  })
})

describe('venue pages', () => {
  it('sends /venues/{slug} to the venue’s own page, in the same language', async () => {
    const malta = await get('/venues/malta')
    expect(malta.status).toBe(301)
    expect(malta.headers.get('location')).toBe('/malta')
    expect((await get('/es/venues/phuket')).headers.get('location')).toBe('/es/phuket')
    // A crawler waits for the CMS's answer, so the status is final.
    expect((await get('/venues/atlantis', { 'user-agent': 'Googlebot/2.1' })).status).toBe(404)
  })
})

describe('the account guard', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    const response = await get('/account/register?tab=profile')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent('/account/register?tab=profile')}`,
    )
  })

  it('keeps the language on the way to sign in', async () => {
    const response = await get('/es/account')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/es/login?redirect=${encodeURIComponent('/es/account')}`)
  })
})

describe('not found and invalid params', () => {
  it('shows the localised not-found page for an unmatched path', async () => {
    const en = await get('/no-such-page')
    expect(en.status).toBe(404)
    const enHtml = await en.text()
    expect(htmlAttributes(enHtml)['data-layout']).toBe('404')
    expect(enHtml).toContain('There is nothing at /no-such-page.')
    const es = await get('/es/no-existe')
    expect(es.status).toBe(404)
    const esHtml = await es.text()
    expect(htmlAttributes(esHtml).lang).toBe('es')
    expect(esHtml).toContain('No hay nada en /es/no-existe.')
  })

  it('ships only the header’s small module, not React, on a page without islands', async () => {
    const html = await (await get('/no-such-page')).text()
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1])
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/^\/_app\/assets\/site-[\w-]+\.js$/)
  })

  it('answers an invalid slug with the fatal error screen and status 404', async () => {
    const response = await get('/events/Not_A_Slug')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oh no!!')
    expect(html).toContain('It looks like something went wrong.')
    expect(html).toMatch(/Error:<\/strong> (<!-- -->)?Page Not Found: \/events\/Not_A_Slug/)
    expect(html).toContain('Back to home')
  })

  it('refuses slugs over 100 characters', async () => {
    const tooLong = await get(`/articles/${'a'.repeat(101)}`)
    expect(tooLong.status).toBe(404)
    expect(await tooLong.text()).toMatch(/Error:<\/strong> (<!-- -->)?Page Not Found: \/articles\/a{101}</)
    // 100 characters pass validation and reach the CMS, which has no such article: the not-found page.
    expect((await get(`/articles/${'a'.repeat(100)}`)).status).toBe(404)
  })

  it('gives bots a bare status instead of the error screen', async () => {
    for (const agent of [
      'Googlebot/2.1',
      'Mozilla/5.0 Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    ]) {
      const response = await get('/events/Not_A_Slug', { 'user-agent': agent })
      expect(response.status).toBe(404)
      const body = await response.text()
      expect(body).toBe('Not Found')
    }
  })
})

describe('the staff’s test page', () => {
  it('is served but never indexed or listed', async () => {
    const page = await (await get('/testpage')).text()
    expect(page).toContain('<meta name="robots" content="noindex"/>')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('/faq</loc>')
    expect(sitemap).not.toContain('testpage')
  })
})

describe('a form page', () => {
  it('is never cached, yet indexed and listed: its token is not the visitor’s own', async () => {
    const response = await get('/contact')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.text()).not.toContain('name="robots"')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('/ibiza/reservations</loc>')
    expect(sitemap).toContain('/es/contact</loc>')
  })
})

describe('Ibiza’s gallery', () => {
  it('lives in the Ibiza section, in its navigation; the old address redirects there', async () => {
    const moved = await get('/es/venues/ibiza/gallery')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/es/ibiza/gallery')
    const html = await (await get('/ibiza/gallery')).text()
    expect(htmlAttributes(html)['data-layout']).toBe('ibiza')
    expect(html).toMatch(/<a href="\/ibiza\/gallery" aria-current="page">Gallery<\/a>/)
    // Links from the overview go to the new address.
    expect(await (await get('/ibiza')).text()).not.toContain('/venues/ibiza/gallery')
  })
})

describe('a path in another spelling', () => {
  const getFixtureWorker = fixtureWorker()

  it('is sent to the page’s one address (301), its query kept', async () => {
    for (const [spelled, canonical] of [
      ['/events/', '/events'],
      ['/malta/', '/malta'],
      ['/es/', '/es'],
      ['/es//malta', '/es/malta'],
      ['//events', '/events'],
      ['/events//?venue=malta', '/events?venue=malta'],
      ['/%65vents', '/events'],
      ['/ibiza/%72eservations/', '/ibiza/reservations'],
    ] as const) {
      const response = await get(spelled)
      expect(response.status, spelled).toBe(301)
      expect(response.headers.get('location'), spelled).toBe(canonical)
    }
  })

  it('never opens a page behind a guard: every spelling ends at the guard or not found', async () => {
    for (const path of spellings('/account/register')) {
      let response = await get(path)
      if (response.status === 301) response = await get(response.headers.get('location') ?? '')
      expect([302, 400, 404], path).toContain(response.status)
      if (response.status === 302) expect(response.headers.get('location'), path).toMatch(/^\/login\?/)
    }
  })

  it('is not a way to post: a form sent to another spelling is not found', async () => {
    const response = await getFixtureWorker(
      new Request(`${ORIGIN}/login/`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: '_form=login&identifier=a&password=b',
      }),
    )
    expect(response.status).toBe(404)
  })
})

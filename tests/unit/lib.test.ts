import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mayReload, RELOAD_INTERVAL_MS } from '../../src/client/reload'
import { isBotUserAgent } from '../../src/lib/bots'
import { optionalMessage, translator } from '../../src/lib/i18n'
import { localePath, splitLocale } from '../../src/lib/locale'
import { isSafeLink, renderMarkdown } from '../../src/lib/markdown'
import { parseQuery, QueryLimitError, stringifyQuery } from '../../src/lib/query'
import { onSite, sitePath } from '../../src/lib/site-path'

describe('markdown', () => {
  it('renders HTML, links bare URLs and typographs quotes', () => {
    const html = renderMarkdown('"Hello" -- <em>ok</em> https://solera.example')
    expect(html).toContain('“Hello” –')
    expect(html).toContain('<em>ok</em>')
    expect(html).toContain('<a href="https://solera.example">https://solera.example</a>')
  })

  it('refuses script, file and data links but keeps raster data images', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
      'data:text/html;base64,PHA+',
    ]) {
      expect(isSafeLink(bad)).toBe(false)
      expect(renderMarkdown(`[x](${bad})`)).not.toContain('href=')
    }
    for (const good of [
      'data:image/png;base64,iVBOR',
      'data:image/webp;base64,UklG',
      'data:image/gif;base64,R0lG',
      'data:image/jpeg;base64,/9j/',
    ]) {
      expect(isSafeLink(good)).toBe(true)
    }
    expect(isSafeLink('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false)
    expect(renderMarkdown('![pixel](data:image/gif;base64,R0lGODlhAQABAAAAACw=)')).toContain(
      'src="data:image/gif',
    )
  })
})

describe('query strings', () => {
  it('parses brackets within the limits', () => {
    expect(parseQuery('?filters[venue][slug]=ibiza&page=2')).toEqual({
      filters: { venue: { slug: 'ibiza' } },
      page: '2',
    })
    expect(parseQuery(Array.from({ length: 20 }, () => 'a[]=1').join('&'))).toEqual({
      a: Array(20).fill('1'),
    })
  })

  it('refuses what is beyond array limit 20, depth 5 and 1000 parameters', () => {
    expect(() => parseQuery(Array.from({ length: 21 }, () => 'a[]=1').join('&'))).toThrow(QueryLimitError)
    expect(() => parseQuery('a[b][c][d][e][f][g]=1')).toThrow(QueryLimitError)
    expect(() => parseQuery(Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&'))).toThrow(
      QueryLimitError,
    )
  })

  it('keeps malformed percent-encoding as text instead of failing', () => {
    expect(parseQuery('q=%E0%A4%A')).toEqual({ q: '%E0%A4%A' })
  })

  it('serialises CMS queries with brackets, encoding values only', () => {
    expect(stringifyQuery({ filters: { slug: { $eq: 'a b' } }, populate: ['venue'] })).toBe(
      'filters[slug][$eq]=a%20b&populate[0]=venue',
    )
  })
})

describe('locale paths', () => {
  it('splits and builds prefixed paths', () => {
    expect(splitLocale('/es/events')).toEqual({ locale: 'es', path: '/events' })
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' })
    expect(splitLocale('/events')).toEqual({ locale: 'en', path: '/events' })
    expect(splitLocale('/estonia')).toEqual({ locale: 'en', path: '/estonia' })
    expect(splitLocale('/en/events')).toEqual({ locale: 'en', path: '/en/events' })
    expect(localePath('/', 'es')).toBe('/es')
    expect(localePath('/faq', 'es')).toBe('/es/faq')
    expect(localePath('/faq', 'en')).toBe('/faq')
  })
})

describe('translations', () => {
  it('interpolates and falls back to English for missing Spanish strings', () => {
    expect(translator('es')('notFound.message', { path: '/x' })).toBe('No hay nada en /x.')
    // `venues.*` exists only in English.
    expect(translator('es')('venues.malta')).toBe(translator('en')('venues.malta'))
    // A key built from data that names no message is not shown as a key.
    expect(optionalMessage('en', 'days.someday')).toBeUndefined()
    expect(optionalMessage('es', 'days.mon')).toBe('Lunes')
  })
})

describe('bots', () => {
  it('matches the spec’s list case-insensitively and common crawlers', () => {
    for (const agent of [
      'Googlebot',
      'Mozilla/5.0 (compatible; BINGBOT/2.0)',
      'Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'Google-InspectionTool',
      'curl/8.0',
    ]) {
      expect(isBotUserAgent(agent)).toBe(true)
    }
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
    expect(isBotUserAgent(undefined)).toBe(false)
  })
})

describe('redirect targets', () => {
  it('reduces any run of leading slashes and backslashes to one, so a redirect stays on the site', () => {
    expect(onSite('//evil.example')).toBe('/evil.example')
    expect(onSite('/\\evil.example?x=1')).toBe('/evil.example?x=1')
    expect(onSite('\\/evil.example')).toBe('/evil.example')
    expect(onSite('/es/events?page=2')).toBe('/es/events?page=2')
  })

  it('percent-encodes every byte outside printable ASCII, so every client takes the Location', () => {
    expect(onSite('/\x7f/evil.example')).toBe('/%7F/evil.example')
    expect(onSite('/es/música?q=a b')).toBe('/es/m%C3%BAsica?q=a%20b')
    expect(onSite('/tab\there')).toBe('/tab%09here')
    expect(onSite('/lone\ud800')).toBe('/lone')
  })

  it('accepts same-origin paths only', () => {
    expect(sitePath('/account?tab=1')).toBe('/account?tab=1')
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'account',
      '/a\nb',
      '/\x7f/evil.example',
      undefined,
      42,
    ]) {
      expect(sitePath(bad)).toBeUndefined()
    }
  })
})

describe('chunk reload limit', () => {
  it('reloads a path at most once per 10 seconds', () => {
    const now = 1_000_000
    expect(mayReload({}, '/events', now)).toBe(true)
    expect(mayReload({ '/events': now - RELOAD_INTERVAL_MS + 1 }, '/events', now)).toBe(false)
    expect(mayReload({ '/events': now - RELOAD_INTERVAL_MS }, '/events', now)).toBe(true)
    expect(mayReload({ '/events': now }, '/music', now)).toBe(true)
  })
})

describe('islands', () => {
  it('are named after their file, one name each, the only registry the client entry has', () => {
    const folders = [
      new URL('../../src/app/islands/', import.meta.url),
      new URL('../../src/bookings/app/islands/', import.meta.url),
    ]
    const files = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => ({ file, folder })),
    )
    expect(files.length).toBeGreaterThan(5)
    for (const { file, folder } of files) {
      const source = readFileSync(new URL(file, folder), 'utf8')
      expect(source, file).toContain(`export default defineIsland('${file.replace('.tsx', '')}',`)
    }
    const names = files.map(({ file }) => file)
    expect(new Set(names).size, 'an island name used twice').toBe(names.length)
  })
})

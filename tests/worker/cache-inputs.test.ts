import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCALES, localePath } from '../../src/lib/locale'
import { ROUTES } from '../../src/routes'
import { cacheableRoutes } from '../../src/server/content/pages.server'
import { fixturePath, fixtureWorker } from './fixture'
import { BROWSER_UA, ORIGIN } from './helpers'

/**
 * The page caches key a page on its path and canonical query, and the front door replays answers by the
 * request's shape (path, query, Cookie, Accept-Language, User-Agent; docs/decisions/017-memory-tier.md).
 * So nothing else a request carries may change a cacheable page: a middleware or page that read
 * `cf.country` or `Sec-Fetch-Site` would be skipped on every memory hit, silently. Every cacheable route is
 * rendered without caches, plainly and with each other input varied, and the answers must be the same.
 */
const VARIED_HEADERS: Record<string, string>[] = [
  { 'cf-connecting-ip': '203.0.113.9' },
  { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' },
  { 'true-client-ip': '198.51.100.8', 'x-real-ip': '198.51.100.9' },
  { 'cf-ipcountry': 'TH', 'cf-ray': '8f00000000000000-BKK', 'cf-visitor': '{"scheme":"http"}' },
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
  { 'sec-ch-ua-mobile': '?1', 'sec-ch-prefers-color-scheme': 'dark', 'save-data': 'on', dnt: '1' },
  { referer: 'https://evil.example/', origin: 'https://evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', forwarded: 'host=evil.example' },
  { accept: 'application/json', 'accept-encoding': 'br' },
  { 'cache-control': 'no-cache', pragma: 'no-cache', 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' },
  { authorization: 'Bearer not-a-session', 'x-requested-with': 'XMLHttpRequest' },
  // Cookies the site never reads: only the session, one-time message, Supabase and language ones count.
  { cookie: '_ga=GA1.2.3.4; cookie_consent=all; nuxt-color-mode=dark; strapi_jwt_old=x' },
]
const VARIED_CF: Record<string, unknown>[] = [
  { country: 'TH', city: 'Phuket', timezone: 'Asia/Bangkok', colo: 'BKK', asn: 64500 },
  { country: 'ES', continent: 'EU', isEUCountry: '1', botManagement: { score: 1, verifiedBot: false } },
]

/** What may differ between two answers of the same page: the request's own id and the clock. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'server-timing'])

async function answer(
  path: string,
  init: { headers?: Record<string, string>; cf?: unknown; host?: string } = {},
) {
  const request = new Request(`${init.host ?? ORIGIN}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en', ...init.headers },
    // workerd keeps `cf` on a constructed request, as the edge sets it on a visitor's.
    ...(init.cf ? { cf: init.cf } : {}),
  } as RequestInit)
  // Caches off: each answer is rendered from what this request carries.
  const response = await fixtureWorker({ HTML_CACHE_SECONDS: '0' })(request)
  const body = await response.text()
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name))
  return { status: response.status, headers, body }
}

const cacheable = ROUTES.filter(
  (route) => cacheableRoutes(ROUTES)(route.path) === route && !route.guards?.length,
)

/** Where two answers part, with some context: a whole page in a failure message says nothing. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined
  let at = 0
  while (a[at] === b[at]) at++
  return `at ${at}: …${a.slice(at - 80, at + 80)}… vs …${b.slice(at - 80, at + 80)}…`
}

function expectSame(plain: Awaited<ReturnType<typeof answer>>, varied: typeof plain, what: string) {
  expect(varied.status, what).toBe(plain.status)
  expect(varied.headers, what).toEqual(plain.headers)
  expect(firstDifference(plain.body, varied.body), what).toBeUndefined()
}

describe('a cacheable page depends on nothing outside its cache key', () => {
  // Pages may show the time (the radio's on-air show): one fixed clock for every answer.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-07-04T18:30:00Z'))
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('covers every cacheable route of the table', () => {
    expect(cacheable.length).toBeGreaterThan(40)
    expect(cacheable.map((route) => route.name)).toEqual(expect.arrayContaining(['home', 'events', 'event']))
  })

  for (const route of cacheable) {
    for (const locale of LOCALES) {
      const path = localePath(fixturePath(route.name, route.path), locale)
      it(`${path}: the same answer whatever else the request carries`, async () => {
        const plain = await answer(path)
        expect(plain.status, path).toBe(200)
        // Every other input at once, then each `cf` shape, on another Host: three renders a page keep the
        // matrix fast; a failure names the inputs, and trying them one by one finds the culprit.
        const varied = await answer(path, {
          headers: Object.assign({}, ...VARIED_HEADERS),
          cf: VARIED_CF[0],
          host: 'https://evil.example',
        })
        expectSame(plain, varied, 'all the varied headers, the first cf and another Host')
        for (const cf of VARIED_CF.slice(1)) expectSame(plain, await answer(path, { cf }), JSON.stringify(cf))
      })
    }
  }
})

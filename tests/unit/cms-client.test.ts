import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { Acknowledged, Availability } from '../../cms/src/shared/answers'
import { createCmsClient } from '../../src/server/cms/client.server'
import { CmsError } from '../../src/server/cms/errors.server'
import { createMappers } from '../../src/server/cms/mappers.server'
import { cmsFieldErrors, strapiError } from '../../src/server/cms/strapi-errors.server'
import { errorMessage, readCollection, toVersionQuery } from '../../src/server/cms/strapi-versions.server'
import { checkedEntry } from '../../src/server/content/schemas.server'
import { sitePathOfMedia } from '../../src/server/media.server'
import v4Answer from '../fixtures/strapi-v4-event.json'

const answering = (response: () => Response) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response())

async function failure(version: 'v3' | 'v4' | 'v5', response: () => Response) {
  const onError = vi.fn()
  const client = createCmsClient({
    baseUrl: 'http://cms.test',
    prefix: '/api',
    version,
    fetcher: answering(response),
    onError,
  })
  const error = await client.request('/events', Acknowledged).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(CmsError)
  expect(onError).toHaveBeenCalledOnce()
  return error as CmsError
}

describe('CMS client errors', () => {
  it('surfaces the server’s own error body', async () => {
    const body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid key nope', details: {} },
    }
    const error = await failure('v5', () => Response.json(body, { status: 400 }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual(body)
    expect(error.message).toBe('Invalid key nope')
  })

  it('falls back to UnknownError 500 nested under error for v4 and v5', async () => {
    for (const version of ['v4', 'v5'] as const) {
      const error = await failure(
        version,
        () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      )
      expect(error.body).toEqual({
        data: null,
        error: { status: 500, name: 'UnknownError', message: '502 Bad Gateway' },
      })
    }
  })

  it('fails as an outage when the body is cut off or late, as when no answer came', async () => {
    // Under load Strapi's headers may arrive within the timeout and its body after it (a booking rush).
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'))
            controller.error(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      )
    const error = await failure('v5', cutOff)
    expect(error.status).toBe(500)
    expect(error.message).toBe('The operation was aborted due to timeout')
  })

  it('falls back to a flat body with statusCode 500 for v3', async () => {
    const error = await failure(
      'v3',
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    )
    expect(error.body).toEqual({ error: 'UnknownError', message: '503 Service Unavailable', statusCode: 500 })
  })

  it('reports a network failure with the fallback and does not retry', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const client = createCmsClient({ baseUrl: 'http://cms.test', prefix: '/api', version: 'v5', fetcher })
    const error = (await client
      .request('/events', Acknowledged)
      .catch((caught: unknown) => caught)) as CmsError
    expect(error.body).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'fetch failed' },
    })
    expect(fetcher).toHaveBeenCalledOnce()
  })

  it('sends the bearer token and bracket-style queries, and times out after 5 s', async () => {
    const fetcher = answering(() => Response.json({ data: [] }))
    const client = createCmsClient({ baseUrl: 'http://cms.test/', prefix: '/api', version: 'v5', fetcher })
    await client.request('/events', Acknowledged, {
      query: { filters: { slug: { $eq: 'a b' } } },
      token: 'jwt-1',
    })
    const [url, init] = fetcher.mock.calls[0] ?? []
    expect(String(url)).toBe('http://cms.test/api/events?filters[slug][$eq]=a%20b')
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer jwt-1')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })
})

describe('CMS answers read through their schemas', () => {
  const client = (body: string) =>
    createCmsClient({
      baseUrl: 'http://cms.test',
      prefix: '/api',
      version: 'v5',
      fetcher: answering(() => new Response(body, { headers: { 'content-type': 'application/json' } })),
    })
  const slots = { date: '2026-12-01', venue: 'ibiza', timezone: 'Europe/Madrid', partySize: 2 }

  it('gives the caller what the schema says, and no more', async () => {
    const answer = JSON.stringify({
      data: { ...slots, slots: [{ time: '21:00:00.000', left: 4, available: true, extra: 1 }] },
    })
    expect(await client(answer).request('/reservations/availability', Availability)).toEqual({
      data: { ...slots, slots: [{ time: '21:00', left: 4, available: true }] },
    })
  })

  it('turns an answer in another shape into a 502, like an outage, saying where it was wrong', async () => {
    for (const body of [
      JSON.stringify({ data: { ...slots, slots: 'many' } }),
      JSON.stringify({ data: { ...slots, slots: [{ time: 'soon', left: 4, available: true }] } }),
      JSON.stringify([]),
      '<html>Welcome to nginx</html>',
      '',
    ]) {
      const error = await client(body)
        .request('/reservations/availability', Availability)
        .catch((caught: unknown) => caught)
      expect(error, body).toBeInstanceOf(CmsError)
      expect((error as CmsError).status).toBe(502)
      expect((error as CmsError).message).toMatch(/^Malformed answer: /)
    }
    const error = (await client(JSON.stringify({ data: { ...slots, slots: [{ time: '21:00' }] } }))
      .request('/reservations/availability', Availability)
      .catch((caught: unknown) => caught)) as CmsError
    expect(error.message).toMatch(/data\.slots\.0\.left/)
  })

  it('takes a redirect without a body when asked not to follow it', async () => {
    const redirected = createCmsClient({
      baseUrl: 'http://cms.test',
      prefix: '/api',
      version: 'v5',
      fetcher: answering(() => new Response(null, { status: 302, headers: { location: '/done' } })),
    })
    const answer = await redirected.request('/auth/email-confirmation', v.undefined(), { redirect: 'manual' })
    expect(answer).toBeUndefined()
  })
})

describe('Strapi error bodies', () => {
  const refusal = (details: unknown) =>
    new CmsError(
      409,
      { data: null, error: { status: 409, name: 'ConflictError', message: 'Full', details } },
      'Full',
    )

  it('reads the message of every version’s shape', () => {
    expect(errorMessage({ error: { status: 400, name: 'ValidationError', message: 'v5' } })).toBe('v5')
    expect(errorMessage({ statusCode: 400, error: 'Bad Request', message: 'v3' })).toBe('v3')
    expect(errorMessage({ message: [{ messages: [{ id: 'x', message: 'v3 field' }] }] })).toBe('v3 field')
    expect(errorMessage({ error: 'UnknownError' })).toBe('UnknownError')
    expect(errorMessage('<html>')).toBeUndefined()
    expect(errorMessage({ error: { message: 7 } })).toBeUndefined()
  })

  it('reads the details of a refusal, a malformed part as absent', () => {
    const details = strapiError(
      refusal({ left: 1, nearest: ['20:00', 7, '21:00'], date: '2099-01-01', partySize: 4, code: 3 }),
    )?.details
    expect(details).toMatchObject({ left: 1, nearest: ['20:00', '21:00'], date: '2099-01-01', partySize: 4 })
    expect(details?.code).toBeUndefined()
    expect(strapiError(refusal('none'))?.details).toBeUndefined()
    expect(strapiError(new CmsError(500, { message: 'v3' }, 'v3'))).toBeUndefined()
    expect(strapiError(new Error('not the CMS'))).toBeUndefined()
  })

  it('takes the first field error of each field, with its code when the CMS sent one', () => {
    const errors = [
      { path: ['time'], message: 'Full', code: 'slotFull' },
      { path: ['time'], message: 'Second', code: 'time' },
      { path: ['email'], message: 'Bad e-mail' },
      { path: 'name', message: 'Not a path' },
    ]
    expect(cmsFieldErrors(refusal({ errors }))).toEqual({
      time: { code: 'slotFull', message: 'Full' },
      email: { code: undefined, message: 'Bad e-mail' },
    })
  })
})

describe('normalisation', () => {
  it('reads a recorded v4 answer into the same domain objects as v5', () => {
    const page = readCollection(v4Answer, 'v4')
    expect(page).toMatchObject({ page: 2, pageSize: 1, pageCount: 5, total: 5 })
    const event = createMappers(sitePathOfMedia({ CMS_URL: 'http://cms.test', MEDIA_ORIGIN: '' })).event(
      checkedEntry('events', page.items[0] ?? {}),
    )
    expect(event).toMatchObject({
      title: 'Sunset Sessions',
      status: 'soldout',
      priceFrom: 25,
      venue: { slug: 'ibiza', timezone: 'Europe/Madrid', heroImage: null },
      lineup: [{ artist: 'Nadia Sol', role: 'headliner', startsAt: '21:00' }],
    })
    expect(event.image?.url).toBe('/media/uploads/sunset.jpg')
    expect(event.image?.formats.small).toEqual({
      url: '/media/uploads/small_sunset.jpg',
      width: 500,
      height: 313,
    })
  })

  it('gives heroes their portrait crop, described by the hero’s alt text', () => {
    const mappers = createMappers(sitePathOfMedia({ CMS_URL: 'http://cms.test', MEDIA_ORIGIN: '' }))
    const file = (name: string, width: number, height: number) => ({
      url: `/uploads/${name}.jpg`,
      width,
      height,
      alternativeText: 'The file’s own words',
      formats: { large: { url: `/uploads/large_${name}.jpg`, width: 563, height: 1000 } },
    })
    const venue = mappers.venue({
      name: 'Solera Malta',
      slug: 'malta',
      heroImage: file('malta-hero', 1350, 900),
      heroPortrait: file('malta-hero-portrait', 900, 1600),
      heroImageAlt: 'A pool by the sea.',
    })
    expect(venue.heroPortrait).toMatchObject({
      url: '/media/uploads/malta-hero-portrait.jpg',
      width: 900,
      height: 1600,
      alternativeText: 'A pool by the sea.',
      formats: { large: { url: '/media/uploads/large_malta-hero-portrait.jpg', width: 563, height: 1000 } },
    })
    const home = mappers.home({
      hero: {
        title: 'Music at sunset',
        image: file('home', 1600, 900),
        portrait: file('home-portrait', 900, 1600),
        imageAlt: 'A sunset.',
      },
    })
    expect(home.hero?.portrait).toMatchObject({
      url: '/media/uploads/home-portrait.jpg',
      alternativeText: 'A sunset.',
    })
    // Without one, the hero keeps its landscape picture only.
    expect(mappers.venue({ name: 'Solera Phuket', slug: 'phuket' }).heroPortrait).toBeNull()
  })

  it('reads v3 answers (a bare array) and translates queries to its dialect', () => {
    expect(readCollection([{ slug: 'a' }], 'v3').items).toEqual([{ slug: 'a' }])
    expect(
      toVersionQuery('v3', {
        locale: 'es',
        filters: { venue: { slug: { $eq: 'ibiza' } }, startsAt: { $gte: '2026-01-01' } },
        sort: ['startsAt:asc'],
        page: 2,
        pageSize: 10,
      }),
    ).toEqual({
      _locale: 'es',
      _sort: 'startsAt:ASC',
      _start: 10,
      _limit: 10,
      'venue.slug': 'ibiza',
      startsAt_gte: '2026-01-01',
    })
  })
})

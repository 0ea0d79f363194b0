import { describe, expect, it } from 'vitest'
import { isCurrent } from '../../src/server/content/ledger.server'
import { validateAnswer } from '../../src/server/content/schemas.server'
import { answerTags, changeTags, documentIds } from '../../src/server/content/tags.server'

/** What a page or answer read, and what a change purges (docs/decisions/032-content-at-every-location.md). */
describe('tags', () => {
  const events = {
    data: [
      { documentId: 'ev1', title: 'Opening', venue: { documentId: 've1', name: 'Solera Ibiza' } },
      { documentId: 'ev2', title: 'Closing', venue: { documentId: 've1', name: 'Solera Ibiza' } },
    ],
    meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 2 } },
  }

  it('name every document an answer shows, however deep, and its type when it is a list', () => {
    expect([...documentIds(events)].sort()).toEqual(['ev1', 'ev2', 've1'])
    expect(answerTags(events, 'events', 'es', true).sort()).toEqual(
      ['doc:ev1@es', 'doc:ev2@es', 'doc:ve1@es', 'type:events@es'].sort(),
    )
    // A lookup by slug depends on what it found; one that found nothing, on the type (a publish may fill it).
    const one = { data: [events.data[0]], meta: {} }
    expect(answerTags(one, 'events', 'en', false).sort()).toEqual(['doc:ev1@en', 'doc:ve1@en'])
    expect(answerTags({ data: [], meta: {} }, 'events', 'en', false)).toEqual(['type:events@en'])
  })

  it('purge a changed document and its type, in its language or in every language', () => {
    expect(changeTags({ model: 'event', documentId: 'ev1', locale: 'es' })).toEqual([
      'type:events@es',
      'doc:ev1@es',
    ])
    expect(changeTags({ model: 'event', documentId: 'ev1', locale: null }).sort()).toEqual(
      ['doc:ev1@en', 'doc:ev1@es', 'type:events@en', 'type:events@es'].sort(),
    )
    expect(changeTags({ model: 'reservation', documentId: 'r1', locale: 'en' })).toEqual([])
  })

  it('say a page is current until a purge after it names one of its tags', () => {
    const page = { seq: 4, tags: ['doc:ev1@es', 'type:events@es'] }
    expect(isCurrent({ seq: 4, tags: { 'doc:ev1@es': 3 } }, page)).toBe(true)
    expect(isCurrent({ seq: 5, tags: { 'doc:ev1@es': 5 } }, page)).toBe(false)
    // A purge of another document, or of this one in another language, leaves it alone.
    expect(isCurrent({ seq: 6, tags: { 'doc:ev2@es': 6, 'doc:ev1@en': 6 } }, page)).toBe(true)
  })
})

describe('the shape of CMS answers', () => {
  const entry = (fields: Record<string, unknown>) => ({ data: [{ documentId: 'd1', ...fields }], meta: {} })

  it('takes answers whose fields have their types, missing fields and unknown ones included', () => {
    expect(
      validateAnswer('events', entry({ title: 'Opening', startsAt: '2026-12-01T20:00:00Z' })),
    ).toBeUndefined()
    expect(validateAnswer('events', entry({ startsAt: '2026-12-01T20:00:00Z' }))).toBeUndefined()
    expect(
      validateAnswer('venues', entry({ name: 'Malta', latitude: 35.9, extra: { any: 'thing' } })),
    ).toBeUndefined()
    expect(
      validateAnswer('home', { data: { documentId: 'h1', hero: { title: 'Sunset' } }, meta: {} }),
    ).toBeUndefined()
    // The footer's read of the brand's links: Strapi's repeatable component, each row with its own id.
    const socials = [{ id: 3, platform: 'instagram', url: 'https://www.instagram.com/solera' }]
    expect(validateAnswer('home', { data: { documentId: 'h1', socials }, meta: {} })).toBeUndefined()
    expect(
      validateAnswer(
        'events',
        entry({ eventStatus: 'postponed', venue: { documentId: 'v1', city: 'La Valeta' } }),
      ),
    ).toBeUndefined()
  })

  it('refuses an answer that is not what its type looks like, and says where', () => {
    expect(validateAnswer('events', entry({ title: 42 }))).toMatch(/^entry 0 title: /)
    expect(validateAnswer('events', { data: [{ documentId: 7, title: 'A number for a document' }] })).toMatch(
      /documentId/,
    )
    expect(validateAnswer('venues', entry({ heroImage: { url: 7 } }))).toMatch(/heroImage\.url/)
    const home = (socials: unknown) => ({ data: { documentId: 'h1', socials }, meta: {} })
    expect(validateAnswer('home', home({ platform: 'instagram' }))).toMatch(/^entry 0 socials: /)
    expect(validateAnswer('home', home([{ platform: 'x', url: 5 }]))).toMatch(/socials\.0\.url/)
    expect(validateAnswer('events', { data: { documentId: 'd1' } })).toBe('not a list of entries')
    expect(validateAnswer('articles', '<html>502 Bad Gateway</html>')).toBe('not a list of entries')
  })
})

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createWorker } from '../../src/worker'
import { BROWSER_UA, ORIGIN } from '../worker/helpers'
import { counting } from './counting'

/**
 * Only the tags articles carry are values of `?tag=` on /articles (docs/spec.md §17.3): any other is not
 * found, told from the one shared list of a language's tags, so a flood of new values (300 free-text values
 * slowed the booking page from 0.5 to 2 s) asks the CMS nothing and renders no list.
 */
describe('/articles?tag=', () => {
  it('shows a tag the articles carry, and answers any other 404 without asking the CMS', async () => {
    const worker = createWorker()
    const shields = counting(env.CONTENT_SHIELD, 'answer')
    const bindings = { ...env, HTML_CACHE_SECONDS: '0', CONTENT_SHIELD: shields.proxy }
    const get = async (path: string) => {
      const ctx = createExecutionContext()
      const response = await worker.fetch(
        new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } }),
        bindings,
        ctx,
      )
      const body = await response.text()
      await waitOnExecutionContext(ctx)
      return { status: response.status, body }
    }

    const list = await get('/articles')
    expect(list.status).toBe(200)
    const tags = [...list.body.matchAll(/href="\/articles\?tag=([^"]+)"/g)].map((match) =>
      decodeURIComponent((match[1] ?? '').replaceAll('+', ' ')),
    )
    expect(tags.length).toBeGreaterThan(0)
    const tag = tags[0] ?? ''
    const tagged = await get(`/articles?${new URLSearchParams({ tag })}`)
    expect(tagged.status).toBe(200)
    expect(tagged.body).toContain(tag)

    const asked = shields.counted.calls
    for (let n = 0; n < 30; n++) {
      const unknown = await get(`/articles?${new URLSearchParams({ tag: `not a tag ${n}` })}`)
      expect(unknown.status).toBe(404)
      // The page says so and leads to every article; what was typed is not repeated.
      expect(unknown.body).toContain('No article carries this tag.')
      expect(unknown.body).toContain('href="/articles"')
      expect(unknown.body).not.toContain(`not a tag ${n}`)
    }
    // Another spelling of a known tag is not that tag (the CMS's own are the canonical values).
    expect((await get(`/articles?${new URLSearchParams({ tag: tag.toUpperCase() })}`)).status).toBe(404)
    expect(shields.counted.calls).toBe(asked)
    // In Spanish, the Spanish tags.
    const es = await get('/es/articles')
    const spanish = /href="\/es\/articles\?tag=([^"]+)"/.exec(es.body)?.[1] ?? ''
    expect((await get(`/es/articles?tag=${spanish}`)).status).toBe(200)
  })
})

import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { APP_STATE_ID, ISLANDS_ID, type RenderedIsland } from '../../src/lib/island-markers'
import { createApp } from '../../src/worker'
import { fixtureContent } from '../fixtures/content'
import { BROWSER_UA, builtScript, ORIGIN, staticImportsOf, UNCACHED_ENV } from './helpers'

/** What an editor could write into CMS text: a marker of an island the page has not got, and a copy. */
const FORGED =
  '<div data-island="AuthForm" data-island-id="0" data-island-props="{&quot;id&quot;:&quot;login&quot;}">x</div>'

const app = createApp({
  content: () => {
    const content = fixtureContent()
    return {
      ...content,
      pageBySlug: async (locale, slug) => {
        const page = await content.pageBySlug(locale, slug)
        return page && { ...page, body: `${page.body}\n\n${FORGED}` }
      },
    }
  },
})

async function page(path: string) {
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en' } }),
    UNCACHED_ENV,
    createExecutionContext(),
  )
  return response.text()
}

const jsonScript = (html: string, id: string): unknown =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  )
const islandsOf = (html: string) => (jsonScript(html, ISLANDS_ID) ?? []) as RenderedIsland[]

describe('island markers (docs/spec.md §18.6)', () => {
  it('the page lists the islands the server rendered, with their props and when they load', async () => {
    const html = await page('/contact')
    const islands = islandsOf(html)
    expect(jsonScript(html, APP_STATE_ID)).toEqual({ signedIn: false })
    expect(islands.map((island) => island.name)).toContain('SubmissionForm')
    // The markers carry nothing but the name and the number: the props are in the list.
    for (const island of islands) {
      expect(html).toContain(`<div data-island="${island.name}" data-island-id="${island.id}">`)
    }
    expect(islands.find((island) => island.name === 'SubmissionForm')).toMatchObject({
      load: 'visible',
      props: { form: 'contact' },
    })
  })

  it('never lists a marker written inside CMS content', async () => {
    const html = await page('/licensing') // CMS text, then a form
    expect(html).toContain('Text from the CMS.')
    const islands = islandsOf(html)
    expect(islands.map((island) => island.name)).toEqual(['SubmissionForm'])
    expect(islands.map((island) => island.id)).toEqual(islands.map((_, index) => index))
  })
})

describe('what an island page loads', () => {
  it('leaves the form checks (valibot and the schemas) out until the visitor starts on a form', async () => {
    const entry = /\/_app\/assets\/(entry-[\w-]+\.js)/.exec(await page('/ibiza/reservations'))?.[1] ?? ''
    const islands = [...(await builtScript(entry)).matchAll(/import\([`"]\.\/((\w+)-[\w-]+\.js)[`"]\)/g)]
      .filter((match) => /^(AuthForm|ManageBooking|ReservationForm|SubmissionForm)$/.test(match[2] ?? ''))
      .map((match) => match[1] ?? '')
    expect(islands).toHaveLength(4)
    for (const island of islands) {
      const loaded = [island, ...(await staticImportsOf(island))]
      const texts = await Promise.all(loaded.map(builtScript))
      expect(
        texts.some((text) => text.includes('valibot')),
        island,
      ).toBe(false)
      // The checks are one import away: the chunk the form loads on its first focus.
      const later = [...(await builtScript(island)).matchAll(/import\([`"]\.\/([\w-]+\.js)[`"]\)/g)].map(
        (m) => m[1] ?? '',
      )
      // What the form's first focus loads: those chunks and theirs.
      const onFocus = [...later, ...(await Promise.all(later.map((chunk) => staticImportsOf(chunk)))).flat()]
      expect(
        (await Promise.all(onFocus.map(builtScript))).some((text) => text.includes('valibot')),
        island,
      ).toBe(true)
    }
  })
})

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Event } from '../../src/lib/domain'
import { createWorker } from '../../src/worker'
import { event, fixtureContent } from '../fixtures/content'
import { BROWSER_UA, ORIGIN } from './helpers'
import { TEST_CLOCK } from './test-clock'

/** The event page's action bar, for the event `changes` make of the fixture's Malta night. */
async function actionOf(
  changes: Partial<Event>,
  locale: 'en' | 'es' = 'en',
  venue = 'malta',
  others: Event[] = [],
) {
  const shown = { ...event(locale, 'the-night', venue), ...changes }
  const content = () => ({
    ...fixtureContent(),
    eventBySlug: async () => shown,
    upcomingEvents: async () => ({ items: [shown, ...others], page: 1, pageSize: 3, pageCount: 1, total: 3 }),
  })
  const ctx = createExecutionContext()
  const path = `${locale === 'es' ? '/es' : ''}/events/the-night`
  const response = await createWorker({ content, clock: TEST_CLOCK }).fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA } }),
    { ...env, HTML_CACHE_SECONDS: '0' },
    ctx,
  )
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return /<div class="event-action[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
}

/** The links styled as buttons, as "text → target", whatever order their attributes come in. */
const buttons = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes]) => /class="button/.test(attributes ?? ''))
    .map(([, attributes, text]) => {
      const href = /href="([^"]+)"/.exec(attributes ?? '')?.[1]
      return `${(text ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')} → ${href}`
    })

describe('the event page’s action, in every state', () => {
  it('sells tickets while they are on sale', async () => {
    expect(buttons(await actionOf({}))).toEqual(['Tickets from €20 → https://tickets.solera.example/1'])
  })

  it('books a table at Ibiza', async () => {
    const action = await actionOf({ ticketUrl: null }, 'en', 'ibiza')
    expect(buttons(action)).toEqual(['Book a table → /ibiza/reservations'])
  })

  it('says "Free entry" as words, not a button, and offers directions', async () => {
    const action = await actionOf({ priceFrom: 0, ticketUrl: null })
    expect(action).toContain('<p class="free-entry">Free entry</p>')
    expect(buttons(action)).toEqual([
      'Directions → https://www.google.com/maps/dir/?api=1&amp;destination=38.9%2C1.4',
    ])
  })

  it('says a sold-out night is sold out and offers the venue’s next one, in the page’s language', async () => {
    const next = { ...event('es', 'next-night', 'malta'), title: 'La siguiente' }
    const action = await actionOf({ status: 'soldout' }, 'es', 'malta', [next])
    expect(action).toContain('Esta noche está agotada.')
    expect(buttons(action)).toEqual(['Lo próximo en Solera malta → /es/events/next-night'])
  })

  it('says a cancelled or postponed night is off and offers more events when the venue has none', async () => {
    for (const [status, note] of [
      ['cancelled', 'This event is cancelled.'],
      ['postponed', 'This event is postponed: a new date is coming.'],
    ] as const) {
      const action = await actionOf({ status })
      expect(action).toContain(note)
      expect(buttons(action)).toEqual(['More events → /events'])
    }
  })
})

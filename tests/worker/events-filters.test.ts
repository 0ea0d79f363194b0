import { describe, expect, it } from 'vitest'
import { getFixture } from './fixture'

/** The month chips' texts of an events page. */
const monthChips = async (path: string) => {
  const html = await (await getFixture(path)).text()
  const nav = /<nav aria-label="(?:Month|Mes)">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<a class="chip"[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
  )
}

describe('the month filter', () => {
  it('offers only the months that have events, saying how many, in the page’s language', async () => {
    // The fixture's two events are both in July 2099.
    expect(await monthChips('/events')).toEqual(['Any month', 'July 2099 · 2 events'])
    expect(await monthChips('/es/events')).toEqual(['Cualquier mes', 'julio de 2099 · 2 eventos'])
    expect(await monthChips('/events?venue=malta')).toEqual(['Any month', 'July 2099 · 1 event'])
  })
})

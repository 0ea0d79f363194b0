import { describe, expect, inject, it } from 'vitest'
import type { PurgeCall } from '../setup/strapi'
import { getJson, sendJson, tokenHeader } from './_helpers'

const purgeCalls = async (): Promise<PurgeCall[]> =>
  (await (await fetch(inject('cmsPurgeLog'))).json()) as PurgeCall[]

const waitForCall = async (pred: (c: PurgeCall) => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await purgeCalls()).find(pred)
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(`no matching purge call in ${JSON.stringify(await purgeCalls())}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('content changes call the worker purge hook', () => {
  it('seeding made no purge calls; reservations and submissions make none', async () => {
    // Other test files book tables, send forms and register users meanwhile; only this file edits
    // content, so the receiver must be empty here: the demo seed (hundreds of documents) was silent.
    expect(await purgeCalls()).toEqual([])
  })

  it('update, create and delete through the API notify with the bearer secret', async () => {
    const page = await getJson<Array<{ documentId: string; title: string }>>(
      '/pages?filters[slug][$eq]=testpage',
    )
    const { documentId, title } = page.body.data[0] ?? { documentId: '', title: '' }
    const updated = await sendJson(
      'PUT',
      `/pages/${documentId}?locale=en`,
      { data: { title: `${title} ✓` } },
      tokenHeader(),
    )
    expect(updated.status).toBe(200)
    const call = await waitForCall((c) => c.body.documentId === documentId && c.body.event === 'entry.update')
    expect(call.authorization).toBe(`Bearer ${inject('cmsPurgeSecret')}`)
    expect(call.body).toEqual({
      event: 'entry.update',
      model: 'page',
      uid: 'api::page.page',
      documentId,
      locale: 'en',
    })

    const created = await sendJson<{ documentId: string }>(
      'POST',
      '/pages',
      { data: { slug: `tmp-${Date.now()}`, title: 'Temporary', body: 'Temporary page' } },
      tokenHeader(),
    )
    expect(created.status).toBe(201)
    const newId = created.body.data.documentId
    await waitForCall((c) => c.body.documentId === newId && c.body.model === 'page')
    const removed = await sendJson('DELETE', `/pages/${newId}`, {}, tokenHeader())
    expect(removed.status).toBe(204)
    await waitForCall((c) => c.body.documentId === newId && c.body.event === 'entry.delete')
  })
})

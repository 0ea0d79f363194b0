import { describe, expect, inject, it } from 'vitest'
import type { PurgeCall } from '../setup/strapi'
import { confirmLink, getJson, linkToken, sendJson, tokenHeader, viaWorker } from './_helpers'

const purgeCalls = async (): Promise<PurgeCall[]> =>
  (await (await fetch(inject('cmsPurgeLog'))).json()) as PurgeCall[]

/** The first purge call that matches, once it has arrived (the hook is called after the change). */
async function waitForCall(matches: (call: PurgeCall) => boolean): Promise<PurgeCall> {
  await expect.poll(async () => (await purgeCalls()).some(matches)).toBe(true)
  return (await purgeCalls()).find(matches) as PurgeCall
}

describe('content changes call the worker purge hook', () => {
  it('seeding made no purge calls; reservations and submissions make none', async () => {
    // Counted by the suite's setup before any test ran: the demo seed (hundreds of documents) was silent.
    // (Answered at once: this file ran after tests/setup/wait-until-ready.ts.)
    const started = (await (await fetch(inject('servicesReady'))).json()) as { purgeCallsAfterSeed: number }
    expect(started.purgeCallsAfterSeed).toBe(0)

    const booked = await sendJson<{ reference: string }>(
      'POST',
      '/reservations',
      {
        data: {
          venue: 'ibiza',
          date: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10),
          time: '21:00',
          partySize: 2,
          name: 'Webhook Guest',
          email: `webhook-${Date.now()}@example.com`,
          phone: `+34 6${String(Date.now()).slice(-8)}`,
          consent: true,
        },
      },
      viaWorker(),
    )
    // Held as pending (an anonymous guest), then confirmed from the mailed link: neither step purges.
    expect(booked.status).toBe(202)
    expect((await confirmLink(await linkToken(booked.body.data.reference))).status).toBe(200)
    const sent = await sendJson(
      'POST',
      '/submissions',
      {
        data: { kind: 'contact', name: 'Webhook', email: 'webhook@example.com', message: 'Hi', locale: 'en' },
      },
      viaWorker(),
    )
    expect(sent.status).toBe(201)
    // A content change made after them is notified; anything they caused would have arrived first.
    const about = await getJson<Array<{ documentId: string; title: string }>>(
      '/pages?filters[slug][$eq]=about',
      viaWorker(),
    )
    const { documentId, title } = about.body.data[0] ?? { documentId: '', title: '' }
    await sendJson('PUT', `/pages/${documentId}?locale=en`, { data: { title } }, tokenHeader())
    await waitForCall((c) => c.body.documentId === documentId)
    const models = (await purgeCalls()).map((c) => c.body.model)
    expect(models).not.toContain('reservation')
    expect(models).not.toContain('submission')
  })

  it('update, create and delete through the API notify with the bearer secret', async () => {
    const page = await getJson<Array<{ documentId: string; title: string }>>(
      '/pages?filters[slug][$eq]=testpage',
      viaWorker(),
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

describe('a draft saved', () => {
  it('notifies nobody: the public site has not changed', async () => {
    const faq = await getJson<Array<{ documentId: string; title: string }>>(
      '/pages?filters[slug][$eq]=faq',
      viaWorker(),
    )
    const { documentId, title } = faq.body.data[0] ?? { documentId: '', title: '' }
    const draft = await sendJson(
      'PUT',
      `/pages/${documentId}?locale=en&status=draft`,
      { data: { title: `${title} (draft)` } },
      tokenHeader(),
    )
    expect(draft.status).toBe(200)
    // A published change made after it is notified; had the draft been, its call would have come first.
    const about = await getJson<Array<{ documentId: string; title: string }>>(
      '/pages?filters[slug][$eq]=about',
      viaWorker(),
    )
    const published = about.body.data[0] ?? { documentId: '', title: '' }
    await sendJson(
      'PUT',
      `/pages/${published.documentId}?locale=en`,
      { data: { title: published.title } },
      tokenHeader(),
    )
    await waitForCall((c) => c.body.documentId === published.documentId && c.body.event === 'entry.update')
    expect((await purgeCalls()).filter((c) => c.body.documentId === documentId)).toEqual([])
    // The public still reads the published title.
    expect(
      (await getJson<Array<{ title: string }>>('/pages?filters[slug][$eq]=faq', viaWorker())).body.data[0]
        ?.title,
    ).toBe(title)
  })
})

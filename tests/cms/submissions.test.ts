import { describe, expect, it } from 'vitest'
import { fieldCodes, getJson, sendJson, tokenHeader, viaWorker } from './_helpers'

/** A form as the site's worker sends it (with its secret). */
const submit = (data: Record<string, unknown>) =>
  sendJson<{ id: number; documentId: string; kind: string }>('POST', '/submissions', { data }, viaWorker())

describe('POST /api/submissions', () => {
  it('stores a valid contact message (201 { id, documentId, kind })', async () => {
    const res = await submit({
      kind: 'contact',
      name: 'Marta Ruiz',
      email: 'marta@example.com',
      message: 'Do you host weddings?',
      locale: 'es',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toEqual({ id: expect.any(Number), documentId: expect.any(String), kind: 'contact' })
    const stored = await getJson<Record<string, unknown>>(
      `/submissions/${res.body.data.documentId}`,
      tokenHeader(),
    )
    expect(stored.status).toBe(200)
    expect(stored.body.data).toMatchObject({
      kind: 'contact',
      name: 'Marta Ruiz',
      email: 'marta@example.com',
      message: 'Do you host weddings?',
      language: 'es',
      link: null,
    })
  })

  it('requires an http(s) link for a demo', async () => {
    const without = await submit({
      kind: 'demo',
      name: 'DJ Nova',
      email: 'nova@example.com',
      message: 'My new EP',
    })
    expect(without.status).toBe(400)
    expect(fieldCodes(without)).toEqual(['link:required'])
    const bad = await submit({
      kind: 'demo',
      name: 'DJ Nova',
      email: 'nova@example.com',
      message: 'My new EP',
      link: 'javascript:alert(1)',
    })
    expect(fieldCodes(bad)).toEqual(['link:link'])
    const ok = await submit({
      kind: 'demo',
      name: 'DJ Nova',
      email: 'nova@example.com',
      message: 'My new EP',
      link: 'https://soundcloud.com/dj-nova/private-ep',
    })
    expect(ok.status).toBe(201)
    expect(ok.body.data.kind).toBe('demo')
  })

  it('lists every invalid field', async () => {
    const res = await submit({
      kind: 'spam',
      name: 'X',
      email: 'nope@',
      message: '',
      link: 'ftp://x',
      locale: 'de',
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } })
    expect(fieldCodes(res)).toEqual([
      'email:email',
      'kind:kind',
      'link:link',
      'locale:locale',
      'message:required',
      'name:name',
    ])
    const long = await submit({
      kind: 'licensing',
      name: 'Film Co',
      email: 'film@example.com',
      message: 'x'.repeat(5001),
    })
    expect(fieldCodes(long)).toEqual(['message:message'])
    const nothing = await submit({})
    expect(fieldCodes(nothing)).toEqual([
      'email:required',
      'kind:required',
      'message:required',
      'name:required',
    ])
    const brand = await submit({
      kind: 'brand',
      name: 'A Fan',
      email: 'fan@example.com',
      message: 'x'.repeat(5000),
    })
    expect(brand.status).toBe(201)
  })

  it('takes forms from the site’s worker only: 404 without its secret, 403 with a wrong one', async () => {
    const data = { kind: 'contact', name: 'Direct Dan', email: 'direct-dan@example.com', message: 'Hi' }
    const anonymous = await sendJson('POST', '/submissions', { data })
    expect(anonymous.status).toBe(404)
    expect(anonymous.body.error?.name).toBe('NotFoundError')
    const wrong = await sendJson('POST', '/submissions', { data }, { 'x-worker-secret': 'guess' })
    expect(wrong.status).toBe(403)
    expect(wrong.body.error?.name).toBe('ForbiddenError')
    const stored = await getJson<unknown[]>(
      '/submissions?filters[email][$eq]=direct-dan@example.com',
      tokenHeader(),
    )
    expect(stored.body.data).toEqual([])
  })

  it('submissions cannot be read or changed by the public, nor by the worker without a staff token', async () => {
    for (const [headers, status] of [
      [{}, 404],
      [viaWorker(), 403],
    ] as const) {
      expect((await getJson('/submissions', headers)).status).toBe(status)
      expect((await getJson('/submissions/1', headers)).status).toBe(status)
      expect((await sendJson('PUT', '/submissions/1', { data: { handled: true } }, headers)).status).toBe(
        status,
      )
      expect((await sendJson('DELETE', '/submissions/1', {}, headers)).status).toBe(status)
    }
  })
})

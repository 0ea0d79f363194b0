// The CMS in the shape it is deployed (cms/README.md, Deploying), as the `cms` project runs it:
// uploads through the S3 provider to the object store, mail through SMTP, and two replicas on one Postgres
// and one store serving the same site — no overbooking across them, an upload through one served by the other.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningCms, startCms } from '../../scripts/lib/cms.mjs'
import {
  getJson,
  type Mail,
  madridDate,
  readOutbox,
  registerUser,
  sendJson,
  tokenHeader,
  unique,
  viaWorker,
} from './_helpers'

/** A 2×2 PNG, made here (no file to ship). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const upload = async (base: string, name: string) => {
  const form = new FormData()
  form.append('files', new Blob([PNG], { type: 'image/png' }), name)
  const answer = await fetch(`${base}/api/upload`, { method: 'POST', headers: tokenHeader(), body: form })
  expect(answer.status).toBe(201)
  const [file] = (await answer.json()) as { id: number; url: string; hash: string }[]
  if (!file) throw new Error('no file in the upload answer')
  return file
}

const booking = (slot: { date: string; time: string }, partySize: number) => ({
  venue: 'ibiza',
  ...slot,
  partySize,
  name: 'Replica Guest',
  email: `${unique('replica')}@${unique('home')}.example`,
  phone: `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  notes: '',
  consent: true,
  locale: 'en',
})

describe('the production shape', () => {
  let replica: RunningCms
  beforeAll(async () => {
    // A second CMS process on the same Postgres and object store, with nothing of its own on disk to share.
    replica = await startCms({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cms-replica-')),
      seed: false,
      quiet: true,
      env: { ...inject('cmsEnv'), SEED: 'false' },
    })
  }, 180_000)
  afterAll(() => replica?.stop())

  it('serves the seeded content from Postgres in both languages, as from SQLite', async () => {
    // content.test.ts reads the content in detail on SQLite; here: every collection is there in both.
    const read = async (type: string, locale: string) => {
      const answer = await getJson<{ locale: string }[]>(`/${type}?locale=${locale}`, viaWorker())
      const total = (answer.body.meta as { pagination: { total: number } } | undefined)?.pagination.total
      return {
        status: answer.status,
        total,
        locales: new Set(answer.body.data?.map((entry) => entry.locale)),
      }
    }
    for (const type of ['events', 'venues', 'articles', 'mixes', 'albums', 'playlists', 'memories']) {
      const [en, es] = [await read(type, 'en'), await read(type, 'es')]
      expect(en.status, type).toBe(200)
      expect(en.total, type).toBeGreaterThan(0)
      expect(es.total, type).toBe(en.total)
      expect(es.locales, type).toEqual(new Set(['es']))
    }
  })

  it('uploads through the S3 provider into the object store; the other replica serves the same file', async () => {
    const file = await upload(inject('cmsUrl'), `${unique('shot')}.png`)
    const store = inject('cmsObjectStore')
    expect(file.url, file.url).toMatch(new RegExp(`^${store.publicUrl}/uploads/`))
    const stored = fs.readdirSync(store.objectsDir, { recursive: true }).map(String)
    expect(stored.join(' ')).toContain(file.hash)
    const seen = await fetch(`${replica.url}/api/upload/files/${file.id}`, { headers: tokenHeader() })
    expect(seen.status).toBe(200)
    expect(((await seen.json()) as { url: string }).url).toBe(file.url)
    const bytes = await fetch(file.url)
    expect(bytes.status).toBe(200)
    // Strapi may re-encode a picture it optimises: still a PNG.
    expect(
      Buffer.from(await bytes.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG.subarray(0, 8)),
    ).toBe(true)
  })

  it('delivers account mail through SMTP', async () => {
    const u = await registerUser('smtp')
    const before = readOutbox().filter((mail) => mail.to.includes(u.email)).length
    expect((await sendJson('POST', '/auth/forgot-password', { email: u.email }, viaWorker())).status).toBe(
      200,
    )
    await expect.poll(() => readOutbox().filter((mail) => mail.to.includes(u.email)).length).toBe(before + 1)
    expect(readOutbox().findLast((mail) => mail.to.includes(u.email))?.text).toMatch(/login\?code=[0-9a-z]+/)
  })

  it('never overbooks a slot, whichever replica each of 20 concurrent confirmations reaches', async () => {
    const slot = { date: madridDate(45), time: '22:30' }
    const post = (base: string, path: string, data: Record<string, unknown>) =>
      fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...viaWorker() },
        body: JSON.stringify({ data }),
      })
    /** Books (pending, docs/spec.md §13.11) through one replica and answers the token mailed for it. */
    const hold = async (base: string, partySize: number) => {
      const asked = await post(base, '/reservations', booking(slot, partySize))
      expect(asked.status).toBe(202)
      const { reference } = ((await asked.json()) as { data: { reference: string } }).data
      let mail: Mail | undefined
      await expect
        .poll(() => (mail = readOutbox().findLast((m) => m.subject.includes(reference))))
        .toBeTruthy()
      return decodeURIComponent(/confirm\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '')
    }
    for (const [i, partySize] of [8, 8, 8, 8, 4].entries()) {
      const base = i % 2 ? replica.url : inject('cmsUrl')
      expect((await post(base, '/reservations/confirm', { token: await hold(base, partySize) })).status).toBe(
        200,
      )
    }
    // 4 covers left: 20 parties of 2 held, then all confirmed at once, split between the replicas.
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hold(i % 2 ? replica.url : inject('cmsUrl'), 2)),
    )
    const answers = await Promise.all(
      tokens.map((token, i) =>
        post(i % 2 ? inject('cmsUrl') : replica.url, '/reservations/confirm', { token }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(18)
    const availability = await getJson(
      `/reservations/availability?venue=ibiza&date=${slot.date}`,
      viaWorker(),
    )
    const left = (availability.body.data as { slots: { time: string; left: number }[] }).slots.find(
      (s) => s.time === slot.time,
    )?.left
    expect(left).toBe(0)
  })
})

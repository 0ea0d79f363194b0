import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { getJson, readOutbox, sendJson, tokenHeader, unique, viaWorker, waitForMail } from './_helpers'
import { startCmsReplica } from './replica'

const SENDER = fileURLToPath(new URL('../setup/newsletter-send-run.mjs', import.meta.url))
const site = () => inject('cmsEnv').SITE_URL ?? ''
const subscribersOf = async (email: string) =>
  (
    await getJson<Array<{ email: string; language: string; venues: string[] }>>(
      `/subscribers?filters[email][$eq]=${encodeURIComponent(email)}`,
      tokenHeader(),
    )
  ).body.data

/** An issue created and published at once in `locale`, as a staff tool does; answers its documentId. */
async function publishIssue(locale: 'en' | 'es', subject: string, venues: string[] = []) {
  const created = await sendJson<{ documentId: string }>(
    'POST',
    `/newsletters?locale=${locale}`,
    { data: { subject, body: `${subject}\n\nSee you at sunset.`, venues } },
    tokenHeader(),
  )
  expect(created.status).toBe(201)
  return created.body.data.documentId
}

/**
 * A CMS replica that sends issues (tests/setup/newsletter-send-run.mjs), as the admin's Send does:
 * `send(documentId)` presses Send twice at once and answers both outcomes.
 */
const startSender = () => {
  const replica = startCmsReplica(SENDER, 'NEWSLETTER-SEND')
  return {
    ...replica,
    send: (documentId: string) => replica.ask<Array<{ sentCount?: number; refused?: string }>>(documentId),
  }
}

let sender: ReturnType<typeof startSender>
beforeAll(async () => {
  sender = startSender()
  await sender.ready
}, 180_000)
afterAll(() => sender?.stop())

describe('the newsletter’s double opt-in (docs/spec.md §14.8)', () => {
  it('mails only the site’s own confirmation link, for the worker only, and stores nothing', async () => {
    const email = `${unique('news')}@example.com`
    const link = `${site()}/es/newsletter/confirm?token=abc.def`
    const body = { data: { email, locale: 'es', link } }
    expect((await sendJson('POST', '/newsletter/confirmation-mail', body)).status).toBe(404)
    const elsewhere = {
      data: { email, locale: 'es', link: 'https://evil.example/newsletter/confirm?token=x' },
    }
    const refused = await sendJson('POST', '/newsletter/confirmation-mail', elsewhere, viaWorker())
    expect(refused.status).toBe(400)
    expect(refused.body.error?.details.errors?.map((error) => error.code)).toEqual(['link'])
    expect((await sendJson('POST', '/newsletter/confirmation-mail', body, viaWorker())).status).toBe(202)
    const mail = await waitForMail((m) => m.to.includes(email))
    expect(mail.subject).toBe('Confirma tu boletín de Solera')
    expect(mail.text).toContain(link)
    expect(await subscribersOf(email)).toEqual([])
  })

  it('stores a subscriber once its link was opened, one per mailbox however written', async () => {
    const name = unique('reader')
    const email = `${name}@example.com`
    const data = { email, locale: 'es', venues: ['ibiza', 'malta'] }
    expect((await sendJson('POST', '/newsletter/subscribers', { data })).status).toBe(404)
    expect((await sendJson('POST', '/newsletter/subscribers', { data }, viaWorker())).status).toBe(201)
    // The same mailbox again (another spelling): its language and venues change, still one subscriber.
    const again = { email: `${name.toUpperCase()}+sun@example.com`, locale: 'en', venues: ['phuket'] }
    expect((await sendJson('POST', '/newsletter/subscribers', { data: again }, viaWorker())).status).toBe(200)
    expect(await subscribersOf(email)).toEqual([])
    expect(await subscribersOf(again.email)).toMatchObject([{ language: 'en', venues: ['phuket'] }])
    // Never readable by the public: the gate lets staff tools through the private network only.
    expect((await getJson('/subscribers')).status).toBe(404)
  })

  it('mails nobody when an issue is published; sent, it reaches the subscribers of its language and venues through SMTP, once', async () => {
    const malta = `${unique('malta')}@example.com`
    const everyVenue = `${unique('all')}@example.com`
    const english = `${unique('english')}@example.com`
    const subscribe = (email: string, locale: string, venues: string[]) =>
      sendJson('POST', '/newsletter/subscribers', { data: { email, locale, venues } }, viaWorker())
    await subscribe(malta, 'es', ['malta'])
    await subscribe(everyVenue, 'es', [])
    await subscribe(english, 'en', ['malta'])

    const subject = `Noches de Malta ${unique('')}`
    const documentId = await publishIssue('es', subject, ['malta', 'ibiza'])
    // Publishing sends nothing: sending is the editor's own step (the admin's Send panel).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readOutbox().filter((m) => m.subject === subject)).toEqual([])

    // Sent twice at once: it goes out once, to the Spanish subscribers of its venues and of every venue.
    const outcomes = await sender.send(documentId)
    expect(outcomes).toEqual(expect.arrayContaining([{ sentCount: 2 }, { refused: 'sent' }]))
    const toMalta = await waitForMail((m) => m.subject === subject && m.to.includes(malta))
    await waitForMail((m) => m.subject === subject && m.to.includes(everyVenue))
    expect(
      readOutbox()
        .filter((m) => m.subject === subject)
        .map((m) => m.to),
    ).toHaveLength(2)
    const leave = /(http\S+\/es\/newsletter\/unsubscribe\?token=[\w%-]+)/.exec(toMalta.text)?.[1] ?? ''
    expect(leave.startsWith(`${site()}/es/newsletter/unsubscribe?token=`)).toBe(true)
    expect(toMalta.html).toContain(`href="${leave}"`)
    expect(toMalta.headers?.['list-unsubscribe']).toBe(`<${leave}>`)
    expect(toMalta.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // Published again (a correction), and sent again: nobody gets it twice; the issue says when and to how many.
    const republished = await sendJson(
      'PUT',
      `/newsletters/${documentId}?locale=es&status=published`,
      { data: { body: 'Corrected', sentAt: null, sentCount: 0 } },
      tokenHeader(),
    )
    expect(republished.status).toBe(200)
    expect(await sender.send(documentId)).toEqual([{ refused: 'sent' }, { refused: 'sent' }])
    expect(readOutbox().filter((m) => m.subject === subject)).toHaveLength(2)
    const issue = await getJson<{ sentAt: string; sentCount: number }>(
      `/newsletters/${documentId}?locale=es`,
      tokenHeader(),
    )
    expect(issue.body.data).toMatchObject({ sentCount: 2 })
    expect(Date.parse(issue.body.data.sentAt)).not.toBeNaN()

    // The link ends the subscription, once; the worker alone may use it.
    const token = decodeURIComponent(new URL(leave).searchParams.get('token') ?? '')
    expect((await sendJson('POST', '/newsletter/unsubscribe', { data: { token } })).status).toBe(404)
    expect((await sendJson('POST', '/newsletter/unsubscribe', { data: { token } }, viaWorker())).status).toBe(
      200,
    )
    expect(await subscribersOf(malta)).toEqual([])
    expect((await sendJson('POST', '/newsletter/unsubscribe', { data: { token } }, viaWorker())).status).toBe(
      404,
    )
  })
})

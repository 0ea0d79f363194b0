import { describe, expect, inject, it } from 'vitest'
import { getJson, readOutbox, sendJson, tokenHeader, unique, viaWorker, waitForMail } from './_helpers'

const site = () => inject('cmsEnv').SITE_URL ?? ''
const subscribersOf = async (email: string) =>
  (
    await getJson<Array<{ email: string; language: string; venues: string[] }>>(
      `/subscribers?filters[email][$eq]=${encodeURIComponent(email)}`,
      tokenHeader(),
    )
  ).body.data

/** An issue created and published at once in `locale`, as staff do; answers its documentId. */
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

  it('mails a published issue to the subscribers of its language and venues, each with their unsubscribe link, once', async () => {
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
    const toMalta = await waitForMail((m) => m.subject === subject && m.to.includes(malta))
    // A subscriber of every venue hears of every issue; one of another language does not get this one.
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

    // Published again (a correction), it mails nobody twice.
    const republished = await sendJson(
      'PUT',
      `/newsletters/${documentId}?locale=es`,
      { data: { body: 'Corrected' } },
      tokenHeader(),
    )
    expect(republished.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readOutbox().filter((m) => m.subject === subject)).toHaveLength(2)

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

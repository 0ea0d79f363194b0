import { env, SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { issueFormToken } from '../../src/server/signing.server'
import { formPost, get, ORIGIN, postAsNewClient, staffHeaders } from '../worker/helpers'

interface Mail {
  to: string
  subject: string
  text: string
}
const mails = async () => (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as Mail[]
const subscribersOf = async (email: string) => {
  const response = await fetch(
    `${inject('cmsUrl')}/api/subscribers?filters[email][$eq]=${encodeURIComponent(email)}`,
    { headers: await staffHeaders() },
  )
  return ((await response.json()) as { data: Array<{ language: string; venues: string[] }> }).data
}
/** The sign-up's fill-time token, as a page rendered a while ago gave it. */
const token = () => issueFormToken(env, 'newsletter', Date.now() - 10_000)

describe('the newsletter through the site (docs/spec.md §14.8)', () => {
  it('takes the footer’s address to the whole sign-up, filled in, storing and sending nothing', async () => {
    const email = `footer-${crypto.randomUUID()}@example.com`
    const response = await postAsNewClient('/es/newsletter', {
      _form: 'newsletter-start',
      'newsletter-email': email,
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`value="${email}"`)
    expect(html).toContain('<legend>Locales de los que quieres saber</legend>')
    expect((await mails()).some((mail) => mail.to === email)).toBe(false)
  })

  it('mails a link, stores the subscriber with its language and venues only once the link’s button is pressed', async () => {
    const email = `reader-${crypto.randomUUID()}@example.com`
    const signUp = await postAsNewClient('/es/newsletter', {
      _form: 'newsletter',
      email,
      locale: 'en',
      'venue-malta': 'on',
      'venue-ibiza': 'on',
      website: '',
      token: await token(),
    })
    expect(signUp.status).toBe(303)
    expect(signUp.headers.get('location')).toBe('/es/newsletter?done=sent')
    const done = await (await get('/es/newsletter?done=sent')).text()
    expect(done).toContain('Revisa tu correo')
    // The mail is in the language chosen for the mails; nothing is stored yet.
    const mail = (await mails()).findLast((item) => item.to === email)
    expect(mail?.subject).toBe('Confirm your Solera newsletter')
    const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(link.startsWith(`${ORIGIN}/newsletter/confirm?token=`)).toBe(true)
    expect(await subscribersOf(email)).toEqual([])

    // Opening the link shows a button (a mail scanner fetching it subscribes nobody).
    const path = link.slice(ORIGIN.length)
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    expect(await page.text()).toContain('Confirm my subscription')
    expect(await subscribersOf(email)).toEqual([])
    const tokenValue = new URL(link).searchParams.get('token') ?? ''
    const pressed = await SELF.fetch(formPost('/newsletter/confirm', { token: tokenValue }))
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/newsletter?done=subscribed')
    expect(await subscribersOf(email)).toMatchObject([{ language: 'en', venues: ['ibiza', 'malta'] }])
  })

  it('refuses a forged link and a fast or tokenless sign-up, keeping what was typed', async () => {
    const forged = await get(
      '/newsletter/confirm?token=eyJlbWFpbCI6IngifQ.0000000000000000000000000000000000000000000000000000000000000000',
    )
    expect(forged.status).toBe(404)
    expect(await forged.text()).toContain('This link is not valid')
    const email = `fast-${crypto.randomUUID()}@example.com`
    const fast = await postAsNewClient('/newsletter', {
      _form: 'newsletter',
      email,
      locale: 'en',
      token: await issueFormToken(env, 'newsletter', Date.now()),
    })
    expect(fast.status).toBe(400)
    const html = await fast.text()
    expect(html).toContain(`value="${email}"`)
    // The answer's message takes the focus as the page opens (docs/spec.md §23.5).
    expect(html).toMatch(/<p class="form-message" role="alert" tabindex="-1" autofocus="">/)
    const invalid = await postAsNewClient('/es/newsletter', {
      _form: 'newsletter',
      email: 'nope',
      locale: 'es',
      token: await token(),
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('id="newsletter-email-error"')
  })

  it('ends a subscription by the link of a newsletter mail, asking once', async () => {
    const unknown = await get('/es/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz')
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('Darme de baja')
    const pressed = await SELF.fetch(
      formPost('/es/newsletter/unsubscribe', { token: 'abcdefghijklmnopqrstuvwxyz' }),
    )
    expect(pressed.status).toBe(404)
    expect(await pressed.text()).toContain('Este enlace no es válido')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { ageFormTokens, browserForFile, openPage, PHONE, VISITOR_UA } from './browser'
import { admin, staffTool, superAdminToken } from './staff'

const browser = browserForFile()

const mailTo = (email: string) =>
  readFileSync(inject('cmsOutbox'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
    .findLast((mail) => mail.to === email)

/**
 * A visitor signs up from the footer of a page, finishes on the newsletter page, opens the mailed link and
 * presses its button: the whole double opt-in (docs/spec.md §14.8), as a phone does it.
 */
async function signUp(javaScriptEnabled: boolean, spanish: boolean) {
  const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA, javaScriptEnabled })
  const { page, problems } = await openPage(context)
  const prefix = spanish ? '/es' : ''
  const email = `news-${javaScriptEnabled ? 'js' : 'nojs'}-${crypto.randomUUID()}@example.com`
  await page.goto(`${inject('siteUrl')}${prefix}/malta`)
  await page.fill('#newsletter-start-email', email)
  await page.click('.newsletter-start button')
  await page.waitForURL(new RegExp(`${prefix}/newsletter$`))
  if (javaScriptEnabled) await page.waitForSelector('[data-island="NewsletterForm"] form[data-live]')
  expect(await page.inputValue('#newsletter-email')).toBe(email)
  await page.check('#newsletter-venue-malta')
  await ageFormTokens(page)
  await page.click('.newsletter-form button[type="submit"]')
  await page.waitForURL(/\/newsletter\?done=sent$/)
  expect(await page.textContent('[role="status"]')).toContain(
    spanish ? 'Revisa tu correo' : 'Check your inbox',
  )
  const mail = mailTo(email)
  expect(mail?.subject).toBe(spanish ? 'Confirma tu boletín de Solera' : 'Confirm your Solera newsletter')
  const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
  await page.goto(link)
  await page.click('.confirmation form button[type="submit"]')
  await page.waitForURL(/\/newsletter\?done=subscribed$/)
  expect(await page.textContent('[role="status"]')).toContain(
    spanish ? 'Ya estás suscrito' : 'You are subscribed',
  )
  expect(problems).toEqual([])
  await context.close()
}

describe('the newsletter’s double opt-in from the footer', () => {
  it('works with JavaScript, in Spanish', () => signUp(true, true))
  it('works without JavaScript, in English', () => signUp(false, false))
})

/** A newsletter mail, as the outbox keeps it: its headers too (the unsubscribe link a mail program reads). */
interface IssueMail {
  to: string
  subject: string
  headers?: Record<string, string>
}

/**
 * A subscriber of `locale`, and an issue mailed to them the way editors send one (the admin's Send, as the
 * first administrator: publishing mails nobody): the link the mail's `List-Unsubscribe` names, on the site.
 */
async function subscribedAndMailed(locale: 'en' | 'es') {
  const email = `one-click-${crypto.randomUUID()}@example.com`
  const subscribed = await staffTool('POST', '/newsletter/subscribers', {
    data: { email, locale, venues: [] },
  })
  expect(subscribed.status).toBe(201)
  const subject = `One click ${crypto.randomUUID()}`
  const issue = await staffTool<{ data: { documentId: string } }>('POST', `/newsletters?locale=${locale}`, {
    data: { subject, body: 'Sunset.', venues: [] },
  })
  expect(issue.status).toBe(201)
  const sent = await admin(
    await superAdminToken(),
    'POST',
    `/newsletter-issues/${issue.body.data.documentId}/send`,
    {},
  )
  expect(sent.status).toBe(200)
  const mail = readFileSync(inject('cmsOutbox'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as IssueMail)
    .find((item) => item.subject === subject && item.to === email)
  expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const link = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
  const site = inject('siteUrl')
  const prefix = locale === 'es' ? '/es' : ''
  expect(link).toMatch(new RegExp(`^${site}${prefix}/newsletter/unsubscribe\\?token=[\\w-]{20,}$`))
  const subscribers = async () =>
    (
      await staffTool<{ data: unknown[] }>(
        'GET',
        `/subscribers?filters[email][$eq]=${encodeURIComponent(email)}`,
      )
    ).body.data
  expect(await subscribers()).toHaveLength(1)
  return { path: link.slice(site.length), subscribers }
}

describe('leaving the newsletter from its mail (RFC 8058, docs/spec.md §14.8)', () => {
  /** A mail program's post: no Origin, no cookie, the body RFC 8058 names. */
  const oneClick = (
    path: string,
    body = 'List-Unsubscribe=One-Click',
    type = 'application/x-www-form-urlencoded',
  ) =>
    fetch(`${inject('siteUrl')}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': type, 'user-agent': 'Mail-Program/1.0' },
      body,
    })

  it('unsubscribes by a mail program’s one-click post with no Origin: the link’s token is the proof', async () => {
    const { path, subscribers } = await subscribedAndMailed('en')
    // Any other post without the site's Origin stays refused: another body, no token, another page.
    for (const [target, body] of [
      [path, 'List-Unsubscribe=Two-Clicks'],
      [path, 'token=abcdefghijklmnopqrstuvwxyz'],
      [path, 'List-Unsubscribe=One-Click&_form=newsletter'],
      ['/newsletter/unsubscribe', 'List-Unsubscribe=One-Click'],
      ['/newsletter', 'List-Unsubscribe=One-Click'],
      ['/ibiza/reservations', 'List-Unsubscribe=One-Click'],
    ] as const) {
      expect((await oneClick(target, body)).status, `${target} ${body}`).toBe(403)
    }
    expect((await oneClick(path, 'List-Unsubscribe=One-Click', 'application/json')).status).toBe(403)
    expect(await subscribers()).toHaveLength(1)

    const unsubscribed = await oneClick(path)
    expect(unsubscribed.status).toBe(200)
    expect(unsubscribed.headers.get('cache-control')).toContain('no-store')
    expect(await unsubscribed.text()).toContain('You are unsubscribed')
    expect(await subscribers()).toEqual([])
    // The link works once; a token nobody holds is not found.
    expect((await oneClick(path)).status).toBe(404)
  })

  it('unsubscribes when the link’s own page posts there with the site’s Origin, in Spanish', async () => {
    const { path, subscribers } = await subscribedAndMailed('es')
    const pressed = await fetch(`${inject('siteUrl')}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: inject('siteUrl'),
        'user-agent': VISITOR_UA,
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(pressed.status).toBe(303)
    expect(await subscribers()).toEqual([])
  })
})

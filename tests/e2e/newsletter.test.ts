import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { ageFormTokens, browserForFile, openPage, PHONE, VISITOR_UA } from './browser'

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

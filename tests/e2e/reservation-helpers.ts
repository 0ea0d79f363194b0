// What the booking tests do as a guest: book, read the outbox, confirm from the mailed link.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { ageFormTokens } from './browser'

export const inDays = (days: number) => addDays(zonedNow('Europe/Madrid', Date.now()).date, days)
export const mails = () =>
  readFileSync(inject('cmsOutbox'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })

/**
 * A guest's e-mail nobody else in the run has, at a mail domain of its own: a domain that is not a public
 * provider's is one guest for the limits of a night (docs/spec.md §11.5), so guests sharing one would share them.
 */
export const guestEmail = (name: string) => {
  const id = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return `${name}@${id}.example`
}

/**
 * Books a slot full (40 covers) straight through the CMS, as other guests would have: five parties of 8,
 * the most that holds a table without the team (docs/spec.md §13.13).
 */
export async function fillSlot(date: string, time: string) {
  for (const [guest, partySize] of [8, 8, 8, 8, 8].entries()) {
    const response = await fetch(`${inject('cmsUrl')}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-worker-secret': inject('cmsWorkerSecret') },
      body: JSON.stringify({
        data: {
          venue: 'ibiza',
          date,
          time,
          partySize,
          name: 'Other Guest',
          // Each a different guest (mailbox, phone and mail domain): one books at most 2 tables a night.
          email: guestEmail(`other${guest}`),
          phone: `60000${time.replace(':', '')}${guest}`,
          consent: true,
        },
      }),
    })
    // Other guests confirm from their mail: only confirmed bookings take places (docs/spec.md §13.11).
    expect(response.status).toBe(202)
    const { reference } = ((await response.json()) as { data: { reference: string } }).data
    const confirmed = await fetch(`${inject('cmsUrl')}/api/reservations/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-worker-secret': inject('cmsWorkerSecret') },
      body: JSON.stringify({ data: { token: linkToken(reference) } }),
    })
    expect(confirmed.status).toBe(200)
  }
}

/** The link mailed for a pending booking, and its token. */
export const linkOf = (reference: string) =>
  /(http\S+\/ibiza\/reservations\/confirm\?token=[\w%-]+)/.exec(
    mails().findLast((mail) => mail.subject.includes(reference) && mail.text.includes('confirm?token='))
      ?.text ?? '',
  )?.[1] ?? ''
const linkToken = (reference: string) =>
  decodeURIComponent(new URL(linkOf(reference)).searchParams.get('token') ?? '')

/** The bookings a link's page lists, each with its own button: the references, in order. */
export const listedReferences = (page: Page) =>
  page.locator('.waiting-bookings li .reference').allTextContents()

/** Presses "Confirm my table" of the booking `reference` on a link's page. */
export const confirmListed = (page: Page, reference: string) =>
  page
    .locator('.waiting-bookings li', { has: page.locator('.reference', { hasText: reference }) })
    .locator('button[type="submit"]')
    .click()

/**
 * After booking, the guest is on the link's page, told to check their inbox; they open the mailed link,
 * which lists their booking with its own button, press it, and land on the confirmation. Answers the
 * booking's reference.
 */
export async function confirmFromInbox(page: Page, email: string, spanish = false): Promise<string> {
  // The link's page names its deadline in its signed address (docs/spec.md §13.11).
  await page.waitForURL(
    spanish
      ? /\/es\/ibiza\/reservations\/confirm\?by=\d{13}&sig=[0-9a-f]{64}$/
      : /\/ibiza\/reservations\/confirm\?by=\d{13}&sig=[0-9a-f]{64}$/,
  )
  expect(await page.textContent('main')).toContain(
    spanish
      ? 'Te hemos enviado un enlace a la dirección de correo que nos diste'
      : 'We sent a link to the e-mail address you gave',
  )
  const mail = mails().findLast((item) => item.to === email && item.text.includes('confirm?token='))
  const reference = /IBZ-[A-Z0-9]{6}/.exec(mail?.subject ?? '')?.[0] ?? ''
  await page.goto(linkOf(reference))
  expect(await listedReferences(page)).toEqual([reference])
  await confirmListed(page, reference)
  await page.waitForURL(/\/ibiza\/reservations\/confirmed\?/)
  expect(new URL(page.url()).searchParams.get('ref')).toBe(reference)
  return reference
}

export async function fillGuest(page: Page, name: string, email: string, phone = '+34 600 111 222') {
  await page.fill('#reservation-name', name)
  await page.fill('#reservation-email', email)
  await page.fill('#reservation-phone', phone)
  await page.fill('#reservation-notes', 'A table by the sea')
  await page.check('#reservation-consent')
  await ageFormTokens(page)
}

/** A seating's button: the form's radio for that time (docs/spec.md §13.5). */
export const seating = (time: string) => `#seating-${time.replace(':', '')}`

/** Chooses a seating once it can be chosen (with JavaScript, once the live seatings of the day have come). */
export async function chooseSeating(page: Page, time: string) {
  await page.waitForSelector(`.seatings:not([aria-busy]) ${seating(time)}:not([disabled])`, {
    state: 'attached',
  })
  await page.check(seating(time))
}

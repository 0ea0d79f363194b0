import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, PHONE, VISITOR_UA } from './browser'
import { chooseSeating, confirmFromInbox, fillGuest, guestEmail, inDays, mails } from './reservation-helpers'

const browser = browserForFile()

/** Books `partySize` at 20:00 `days` ahead from the form (its island alive or not) and confirms from the mail. */
async function bookAndConfirm(page: Page, email: string, days: number, spanish: boolean, live: boolean) {
  await page.goto(
    `${inject('siteUrl')}${spanish ? '/es' : ''}/ibiza/reservations?date=${inDays(days)}&partySize=2`,
  )
  if (live) await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
  await chooseSeating(page, '20:00')
  await fillGuest(page, 'Manu Manage', email, `+34 611 ${String(days).padStart(3, '0')} 000`)
  await page.click('.reservation-form button[type="submit"]:not([value])')
  return confirmFromInbox(page, email, spanish)
}

/** The mail the CMS sent about a change to `reference`, by a word of its subject. */
const changeMail = (reference: string, word: RegExp) =>
  mails().find((mail) => mail.subject.includes(reference) && word.test(mail.subject))

describe('managing a booking from the confirmation', () => {
  it('changes the party and cancels with JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    const reference = await bookAndConfirm(page, guestEmail('manu-live'), 13, false, true)
    await page.getByRole('link', { name: 'Manage your booking' }).click()
    await page.waitForURL(/\/ibiza\/reservations\/manage\?token=/)
    const manage = page.url()
    expect(await page.textContent('.booking-status')).toBe('Confirmed')
    // The mail leads to the same page.
    const mail = mails().findLast(
      (item) => item.subject.includes(reference) && item.text.includes('manage?token='),
    )
    expect(mail?.text).toContain(new URL(manage).search)
    // Another night or time is a new booking: the page says so and leads to the form with this night and party.
    expect(await page.textContent('.manage-another-night')).toContain(
      'Book the new table first, then cancel this one here.',
    )
    const another = new URL(
      (await page.getByRole('link', { name: 'Choose another night or time' }).getAttribute('href')) ?? '',
      manage,
    )
    expect(another.pathname).toBe('/ibiza/reservations')
    expect(Object.fromEntries(another.searchParams)).toEqual({ date: inDays(13), partySize: '2' })

    // The form's code loads as it comes near the screen: below the booking's card on a phone.
    await page.locator('[data-island="ManageBooking"]').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="ManageBooking"] form[data-live]')
    await page.selectOption('#manage-partySize', '4')
    await page.getByRole('button', { name: 'Change the number of guests' }).click()
    await page.waitForSelector('text=Table for 4 at Solera Ibiza')
    expect(page.url()).toBe(manage)
    expect(changeMail(reference, /is now for 4/)).toBeTruthy()

    await page.getByText('Cancel this booking').click()
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
    await page.waitForSelector('.booking-status.status-cancelled')
    expect(await page.textContent('.manage-locked')).toContain('This booking is cancelled')
    expect(changeMail(reference, /cancelled/)).toBeTruthy()
    expect(problems).toEqual([])
    await context.close()
  })

  it('changes the party and cancels without JavaScript, in Spanish', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const reference = await bookAndConfirm(page, guestEmail('manu-nojs'), 14, true, false)
    await page.getByRole('link', { name: 'Gestionar tu reserva' }).click()
    await page.waitForURL(/\/es\/ibiza\/reservations\/manage\?token=/)
    const manage = page.url()
    expect(await page.getByRole('link', { name: 'Elegir otra noche u hora' }).getAttribute('href')).toBe(
      `/es/ibiza/reservations?date=${inDays(14)}&partySize=2`,
    )
    await page.selectOption('#manage-partySize', '3')
    await page.getByRole('button', { name: 'Cambiar el número de personas' }).click()
    await page.waitForURL(manage)
    expect(await page.textContent('.booking-ticket-title')).toBe('Mesa para 3 en Solera Ibiza')
    // The disclosure opens without scripts: the second step is the page's own.
    await page.getByText('Cancelar esta reserva').click()
    await page.getByRole('button', { name: 'Sí, cancelar mi reserva' }).click()
    await page.waitForURL(manage)
    expect(await page.textContent('.booking-status')).toBe('Cancelada')
    expect(changeMail(reference, /cancelada/)).toBeTruthy()
    await context.close()
  })
})

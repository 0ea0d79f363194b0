import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ageFormTokens, holdIslands, launchBrowser, openPage, PHONE, VISITOR_UA } from './browser'
import { confirmFromInbox, fillGuest, fillSlot, inDays, mails } from './reservation-helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('booking a table at Ibiza with JavaScript', () => {
  it('goes from the date to the confirmation and the e-mail', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/ibiza/reservations`)
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    const date = inDays(5)
    await fillSlot(date, '20:00')
    await page.fill('#reservation-date', date)
    await page.selectOption('#reservation-partySize', '3')
    // The live slots of that date arrive: 20:00 is full, 20:30 is free.
    await page.waitForSelector('#reservation-time option[value="20:00"][disabled]', { state: 'attached' })
    expect(await page.textContent('#reservation-time option[value="20:00"]')).toContain('full')
    await page.selectOption('#reservation-time', '20:30')
    await fillGuest(page, 'Eva Live', 'eva-live@example.com')
    await page.click('.reservation-form button[type="submit"]:not([value])')
    const reference = await confirmFromInbox(page, 'eva-live@example.com')
    expect(await page.textContent('.reference')).toContain(reference)
    const mail = mails().findLast((item) => item.subject.includes(reference))
    expect(mail?.to).toBe('eva-live@example.com')
    expect(mail?.text).toContain('20:30')
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps what a visitor chose and typed before the form came alive', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    const wakeUp = await holdIslands(page)
    await page.goto(`${inject('siteUrl')}/ibiza/reservations`)
    const date = inDays(11)
    await page.fill('#reservation-date', date)
    await page.selectOption('#reservation-partySize', '4')
    // A phone of its own: one phone books at most twice a day (docs/spec.md §11.5).
    await fillGuest(page, 'Early Booker', 'early-booker@example.com', '+34 600 444 555')
    await wakeUp()
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    // The live slots are those of the date chosen before (once they have arrived): 21:00 is free there.
    await page.waitForSelector('#reservation-time:not([aria-busy]) option[value="21:00"]:not([disabled])', {
      state: 'attached',
    })
    expect(await page.inputValue('#reservation-date')).toBe(date)
    expect(await page.isChecked('#reservation-consent')).toBe(true)
    await page.selectOption('#reservation-time', '21:00')
    await ageFormTokens(page)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    const reference = await confirmFromInbox(page, 'early-booker@example.com')
    const mail = mails().find((item) => item.subject.includes(reference))
    expect(mail?.to).toBe('early-booker@example.com')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows localised errors for invalid input and keeps it', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/es/ibiza/reservations`)
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    await page.fill('#reservation-name', 'E')
    await page.fill('#reservation-email', 'no-es-correo')
    await page.click('.reservation-form button[type="submit"]:not([value])')
    expect(await page.textContent('#reservation-time-error')).toBe('Elige una hora.')
    expect(await page.textContent('#reservation-email-error')).toContain('nombre@ejemplo.com')
    expect(await page.textContent('#reservation-consent-error')).toContain('Acepta')
    expect(await page.inputValue('#reservation-email')).toBe('no-es-correo')
    await context.close()
  })
})

describe('booking a table without JavaScript', () => {
  it('books from the server-rendered form', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const date = inDays(7)
    await page.goto(`${inject('siteUrl')}/es/ibiza/reservations`)
    await page.fill('#reservation-date', date)
    await page.selectOption('#reservation-partySize', '2')
    await page.click('button[value="check"]') // "Ver horas disponibles": the slots of that date
    expect(await page.inputValue('#reservation-date')).toBe(date)
    await page.selectOption('#reservation-time', '21:00')
    await fillGuest(page, 'Nico Sin JS', 'nico-nojs@example.com')
    await page.click('.reservation-form button[type="submit"]:not([value])')
    await confirmFromInbox(page, 'nico-nojs@example.com', true)
    expect(await page.textContent('h1')).toBe('Tu mesa está reservada')
    expect(mails().some((mail) => mail.to === 'nico-nojs@example.com')).toBe(true)
    await context.close()
  })

  it('answers a full slot with an error, keeping the input', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const full = inDays(9)
    await fillSlot(full, '22:00')
    await page.goto(`${inject('siteUrl')}/ibiza/reservations?date=${inDays(8)}`)
    await page.selectOption('#reservation-time', '22:00')
    await page.fill('#reservation-date', full) // the list still shows the other day's slots
    await fillGuest(page, 'Full Slot', 'full-nojs@example.com')
    await page.click('.reservation-form button[type="submit"]:not([value])')
    expect(await page.textContent('#reservation-time-error')).toContain('fully booked')
    expect(await page.inputValue('#reservation-name')).toBe('Full Slot')
    expect(await page.inputValue('#reservation-date')).toBe(full)

    expect(await page.inputValue('#reservation-notes')).toBe('A table by the sea')
    await context.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { holdEverySeating } from '../shared/phone-bookings'
import { ageFormTokens, browserForFile, DESKTOP, holdIslands, openPage, PHONE, VISITOR_UA } from './browser'
import {
  chooseSeating,
  confirmFromInbox,
  confirmListed,
  fillGuest,
  fillSlot,
  guestEmail,
  inDays,
  linkOf,
  listedReferences,
  mails,
  seating,
} from './reservation-helpers'

const browser = browserForFile()

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
    // The live seatings of that date arrive: 20:00 is full and cannot be chosen, 20:30 has all its places.
    await page.waitForSelector(`.seatings:not([aria-busy]) ${seating('20:00')}[disabled]`, {
      state: 'attached',
    })
    expect(await page.textContent(`label:has(${seating('20:00')})`)).toContain('Full')
    expect(await page.textContent(`label:has(${seating('20:30')})`)).toContain('40 places left')
    await chooseSeating(page, '20:30')
    const evaEmail = guestEmail('eva-live')
    await fillGuest(page, 'Eva Live', evaEmail)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    const reference = await confirmFromInbox(page, evaEmail)
    expect(await page.textContent('.reference')).toContain(reference)
    const mail = mails().findLast((item) => item.subject.includes(reference))
    expect(mail?.to).toBe(evaEmail)
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
    const earlyEmail = guestEmail('early-booker')
    await fillGuest(page, 'Early Booker', earlyEmail, '+34 600 444 555')
    await wakeUp()
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    // The live seatings are those of the date chosen before (once they have arrived): 21:00 is free there.
    await chooseSeating(page, '21:00')
    expect(await page.inputValue('#reservation-date')).toBe(date)
    expect(await page.isChecked('#reservation-consent')).toBe(true)
    await ageFormTokens(page)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    const reference = await confirmFromInbox(page, earlyEmail)
    const mail = mails().find((item) => item.subject.includes(reference))
    expect(mail?.to).toBe(earlyEmail)
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
    expect(await page.textContent(`label:has(${seating('21:00')})`)).toContain('Quedan 40 plazas')
    await page.check(seating('21:00'))
    const nicoEmail = guestEmail('nico-nojs')
    await fillGuest(page, 'Nico Sin JS', nicoEmail)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    await confirmFromInbox(page, nicoEmail, true)
    expect(await page.textContent('h1')).toBe('Tu mesa está reservada')
    expect(mails().some((mail) => mail.to === nicoEmail)).toBe(true)
    await context.close()
  })

  it('answers a full slot with an error, keeping the input, and offers the nearest times with room', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const full = inDays(9)
    await fillSlot(full, '22:00')
    await page.goto(`${inject('siteUrl')}/ibiza/reservations?date=${inDays(8)}`)
    await page.check(seating('22:00'))
    await page.fill('#reservation-date', full) // the seatings shown are still the other day's
    const fullEmail = guestEmail('full-nojs')
    await fillGuest(page, 'Full Slot', fullEmail)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    expect(await page.textContent('#reservation-time-error')).toContain('fully booked')
    expect(await page.inputValue('#reservation-name')).toBe('Full Slot')
    expect(await page.inputValue('#reservation-date')).toBe(full)
    expect(await page.inputValue('#reservation-notes')).toBe('A table by the sea')
    // The page now shows that day's seatings: 22:00 full and off, the nearest with room offered.
    expect(await page.isDisabled(seating('22:00'))).toBe(true)
    expect(await page.textContent(`label:has(${seating('22:00')})`)).toContain('Full')
    expect(await page.textContent('#reservation-time-gone')).toContain('22:00 has no room for 2 now')
    // The three seatings with room nearest to 22:00 (an earlier one first when two are as near), in time order.
    const open = await page.$$eval('.seatings input[type="radio"]:not([disabled])', (radios) =>
      radios.map((radio) => (radio as HTMLInputElement).value),
    )
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
    const nearest = [...open]
      .sort((a, b) => Math.abs(minutes(a) - 1320) - Math.abs(minutes(b) - 1320) || minutes(a) - minutes(b))
      .slice(0, 3)
      .sort()
    expect(nearest.slice(0, 3)).toContain('21:30')
    expect(await page.locator('#reservation-time-gone label').allTextContents()).toEqual(nearest)
    // A suggestion is the label of its seating's button: choosing it needs no script.
    await page.click('#reservation-time-gone label >> text=22:30')
    expect(await page.isChecked(seating('22:30'))).toBe(true)
    await context.close()
  })

  it('with JavaScript, a seating taken while the form was open shows as gone, with the nearest times offered', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const page = await context.newPage()
    const date = inDays(13)
    await page.goto(`${inject('siteUrl')}/ibiza/reservations?date=${date}&partySize=2`)
    // The island live first: a choice made while it hydrates would be the page's, posted without it.
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    await page.check(seating('22:00'))
    await fillGuest(page, 'Late Choice', guestEmail('late-js'))
    // Others take every place of 22:00 meanwhile: the form still shows the places it loaded.
    await fillSlot(date, '22:00')
    await page.click('.reservation-form button[type="submit"]:not([value])')
    await expect.poll(() => page.textContent('#reservation-time-error')).toContain('fully booked')
    // The island asks for the seatings again: 22:00 is off and the nearest times with room are offered,
    // the same as the page without JavaScript shows.
    await expect.poll(() => page.isDisabled(seating('22:00'))).toBe(true)
    expect(await page.textContent('#reservation-time-gone')).toContain('22:00 has no room for 2 now')
    expect(await page.locator('#reservation-time-gone label').allTextContents()).toContain('21:30')
    expect(await page.inputValue('#reservation-name')).toBe('Late Choice')
    await context.close()
  })

  it('offers the next nights with room when a date has none for the party, and shows one in place when chosen', async () => {
    const full = inDays(33)
    await holdEverySeating(full, 40)
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    // The guest starts on another night, then asks for the full one: the island fetches its seatings, every one
    // full, and the nights with room follow.
    await page.goto(`${inject('siteUrl')}/es/ibiza/reservations?date=${inDays(32)}&partySize=4`)
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    expect(await page.locator('#reservation-nights').count()).toBe(0)
    await page.fill('#reservation-name', 'Noche Llena')
    await page.fill('#reservation-date', full)
    await page.waitForSelector('#reservation-nights')
    expect(await page.textContent('#reservation-nights')).toContain('No queda mesa para 4 el')
    expect(
      await page
        .locator('#reservation-nights a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([34, 35, 36].map((days) => `/es/ibiza/reservations?date=${inDays(days)}&partySize=4`))
    expect(await page.isDisabled(seating('21:00'))).toBe(true)
    // Choosing one shows that night's seatings in place, keeping what was typed.
    const address = page.url()
    await page.locator('#reservation-nights a').first().click()
    await page.waitForSelector(`.seatings:not([aria-busy]) ${seating('21:00')}:not([disabled])`, {
      state: 'attached',
    })
    expect(await page.inputValue('#reservation-date')).toBe(inDays(34))
    expect(await page.inputValue('#reservation-name')).toBe('Noche Llena')
    expect(await page.textContent(`label:has(${seating('21:00')})`)).toContain('Quedan 40 plazas')
    expect(await page.locator('#reservation-nights').count()).toBe(0)
    expect(page.url()).toBe(address)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lists every booking waiting for one inbox on its link, each confirmed on its own, within the night’s limits', async () => {
    const noScript = { viewport: PHONE, userAgent: VISITOR_UA, javaScriptEnabled: false }
    // Two visitors (one client books at most three tables a day) using one address: bookings in someone
    // else's name hold nothing until that inbox's owner confirms them.
    const [first, second] = [await browser.newContext(noScript), await browser.newContext(noScript)]
    const email = guestEmail('one-inbox')
    const book = async (page: Page, days: number, time: string) => {
      await page.goto(`${inject('siteUrl')}/ibiza/reservations?date=${inDays(days)}&partySize=2`)
      await page.check(seating(time))
      await fillGuest(page, 'One Inbox', email, '+34 600 777 888')
      await page.click('.reservation-form button[type="submit"]:not([value])')
      await page.waitForURL(/\/ibiza\/reservations\/confirm\?(step=listed&)?by=\d{13}&sig=[0-9a-f]{64}$/)
      return /IBZ-[A-Z0-9]{6}/.exec(mails().findLast((mail) => mail.to === email)?.subject ?? '')?.[0] ?? ''
    }
    const page = await first.newPage()
    const references = [
      await book(page, 16, '20:00'),
      await book(page, 16, '21:00'),
      await book(page, 17, '20:00'),
    ]
    expect(new Set(references).size).toBe(3)
    expect(await page.textContent('h1')).toBe('Check your inbox')
    // A fourth booking is taken, but the inbox had its three links of the day: the latest lists it.
    const other = await second.newPage()
    await other.goto(`${inject('siteUrl')}/ibiza/reservations?date=${inDays(16)}&partySize=2`)
    await other.check(seating('22:00'))
    await fillGuest(other, 'One Inbox', email, '+34 600 777 888')
    await other.click('.reservation-form button[type="submit"]:not([value])')
    await other.waitForURL(/\/ibiza\/reservations\/confirm\?step=listed&by=\d{13}&sig=[0-9a-f]{64}$/)
    expect(await other.textContent('main')).toContain(
      'This address has already had three booking links from us today, so we did not send another',
    )
    const links = mails().filter((mail) => mail.to === email && mail.text.includes('confirm?token='))
    expect(links.map((mail) => /IBZ-[A-Z0-9]{6}/.exec(mail.subject)?.[0])).toEqual(references)
    await second.close()

    const latest = linkOf(references[2] ?? '')
    await page.goto(latest)
    const fourth = (await listedReferences(page))[3] ?? ''
    expect(await listedReferences(page)).toEqual([...references, fourth])
    expect(await page.textContent('main')).toContain('Confirm the ones you made; the others stay unbooked.')
    await confirmListed(page, fourth)
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?/)
    expect(new URL(page.url()).searchParams.get('ref')).toBe(fourth)

    // The link lists what still waits; a second table that night is fine, a third is past the guest's limit.
    await page.goto(latest)
    expect(await listedReferences(page)).toEqual(references)
    await confirmListed(page, references[0] ?? '')
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?/)
    await page.goto(latest)
    expect(await listedReferences(page)).toEqual(references.slice(1))
    await confirmListed(page, references[1] ?? '')
    await page.waitForURL(/\/ibiza\/reservations\/confirm$/)
    expect(await page.textContent('main')).toContain(
      'You already have the most tables we take online for one guest that night (two tables, 16 guests), so nothing more is booked.',
    )
    // What to do instead, as links: call, write, or another night for the same party.
    const next = page.getByRole('navigation', { name: 'What you can do' })
    // Below the refusal, apart from it: its heading does not touch the refusal's box.
    const refusal = await page.locator('.confirmation > .form-message').boundingBox()
    const steps = await next.boundingBox()
    expect((steps?.y ?? 0) - ((refusal?.y ?? 0) + (refusal?.height ?? 0))).toBeGreaterThanOrEqual(16)
    expect(await next.getByRole('link', { name: /^Call us: \+34/ }).getAttribute('href')).toMatch(/^tel:\+34/)
    expect(await next.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/ibiza/contact')
    expect(await next.getByRole('link', { name: 'Choose another night' }).getAttribute('href')).toMatch(
      /^\/ibiza\/reservations\?date=\d{4}-\d{2}-\d{2}&partySize=\d+$/,
    )
    await first.close()
  })
})

/** The form's one-line fields, selects and buttons as drawn, and the tops of those side by side in a row. */
const controlsOf = (page: Page) =>
  page.locator('.reservation-form').evaluate((form) => {
    const drawn = (scope: Element) =>
      [...scope.querySelectorAll('input, select, button')]
        .filter(
          (control) =>
            !(control instanceof HTMLInputElement && ['checkbox', 'hidden', 'radio'].includes(control.type)),
        )
        .map((control) => ({
          name: control.getAttribute('name') ?? '',
          box: control.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0)
    return {
      controls: drawn(form).map(({ name, box }) => ({ name, height: box.height })),
      rows: [...form.querySelectorAll('.form-row')].map((row) => drawn(row).map(({ box }) => box.top)),
    }
  })

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`${selector} is not drawn`)
  return box
}

describe('the booking page’s layout', () => {
  it('on a desktop sets the form beside the picture and the summary, every control one height, rows aligned', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/ibiza/reservations`)
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    const form = await boxOf(page, '.reservation-form')
    for (const beside of ['.reservation-summary', '.reservation-picture']) {
      const box = await boxOf(page, beside)
      expect(box.x, beside).toBeGreaterThanOrEqual(form.x + form.width)
      expect(box.y, beside).toBeLessThan(form.y + form.height)
    }
    const { controls, rows } = await controlsOf(page)
    expect(controls.map((control) => control.name)).toEqual(
      expect.arrayContaining(['date', 'partySize', 'name', 'email', 'phone']),
    )
    expect(new Set(controls.map((control) => control.height)).size, JSON.stringify(controls)).toBe(1)
    // Side by side (date and guests, e-mail and phone), a row's controls share their top to the pixel.
    expect(rows.map((tops) => tops.length)).toEqual([2, 2])
    for (const tops of rows) expect(new Set(tops).size, JSON.stringify(rows)).toBe(1)
    // The summary follows the form.
    const date = inDays(15)
    await page.fill('#reservation-date', date)
    await page.selectOption('#reservation-partySize', '5')
    await chooseSeating(page, '21:30')
    const facts = () => page.locator('.reservation-summary .booking-facts dd').allTextContents()
    await expect.poll(facts).toEqual([expect.stringContaining(String(Number(date.slice(8)))), '21:30', '5'])
    expect(await page.getAttribute('.reservation-summary .poster-date', 'datetime')).toContain(
      date.slice(0, 8),
    )
    expect(await page.textContent('.reservation-summary .poster-time')).toContain('21:30')
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a phone is one column, the picture above the form, the choice above its button, never wider than the screen', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    for (const path of ['/ibiza/reservations', '/es/ibiza/reservations']) {
      await page.goto(`${inject('siteUrl')}${path}`)
      await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      const picture = await boxOf(page, '.reservation-picture')
      const form = await boxOf(page, '.reservation-form')
      const summary = await boxOf(page, '.reservation-summary')
      expect(picture.y + picture.height, path).toBeLessThanOrEqual(form.y)
      expect(form.y + form.height, path).toBeLessThanOrEqual(summary.y)
      // A strip of the picture: the form still starts on the first screen.
      expect(form.y, path).toBeLessThan(PHONE.height)
      // The booking as chosen stands just above the button that books it, in the form.
      const choice = await boxOf(page, '.reservation-form .booking-choice-inline')
      const send = await boxOf(page, '.reservation-form button[type="submit"]:not([value])')
      expect(send.y - (choice.y + choice.height), path).toBeLessThan(40)
      expect(choice.y, path).toBeGreaterThan(form.y)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

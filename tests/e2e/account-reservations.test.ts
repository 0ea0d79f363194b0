import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { newUser, register, visitorContext } from './accounts-helpers'
import { ageFormTokens, browserForFile, openPage } from './browser'

const browser = browserForFile()

describe('a signed-in visitor’s booking', () => {
  it('is prefilled, confirmed with a calendar file, and listed in their account only', async () => {
    const context = await visitorContext(browser, inject('siteUrl'))
    const { page, problems } = await openPage(context)
    const user = newUser('booker')
    await register(page, user)
    // A new account completes its profile first: the name and phone the booking form fills in.
    await page.waitForURL(/\/account\/register$/)
    await page.fill('[name="displayName"]', 'Booker Signed In')
    await page.fill('[name="phone"]', '+34 600 333 444')
    await page.click('form:has(input[name="_form"][value="profile"]) button[type="submit"]')
    await page.waitForURL(/\/account$/)

    await page.goto('/ibiza/reservations')
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    expect(await page.inputValue('#reservation-name')).toBe('Booker Signed In')
    expect(await page.inputValue('#reservation-email')).toBe(user.email)
    expect(await page.inputValue('#reservation-phone')).toBe('+34 600 333 444')
    const date = addDays(zonedNow('Europe/Madrid').date, 9)
    await page.fill('#reservation-date', date)
    await page.selectOption('#reservation-partySize', '4')
    await page.waitForSelector('#reservation-time:not([aria-busy]) option[value="21:00"]:not([disabled])', {
      state: 'attached',
    })
    await page.selectOption('#reservation-time', '21:00')
    await page.check('#reservation-consent')
    await ageFormTokens(page)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    // An account whose mailbox no link has proven yet books like a guest: the mailed link confirms it.
    await page.waitForURL(/\/ibiza\/reservations\/confirm$/)
    const mail = readFileSync(inject('cmsOutbox'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
      .findLast((item) => item.to === user.email && item.text.includes('confirm?token='))
    await page.goto(
      /(http\S+\/ibiza\/reservations\/confirm\?token=[\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '',
    )
    await page.click('.confirmation form button[type="submit"]')
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?ref=IBZ-/)
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''

    // "Add to calendar" downloads the booking as an .ics file at the venue's local time.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${reference}.ics`)
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.from(chunk))
    const ics = Buffer.concat(chunks).toString('utf8').replace(/\r\n /g, '')
    expect(ics).toContain(`DTSTART;TZID=Europe/Madrid:${date.replace(/-/g, '')}T210000`)
    expect(ics).toContain('SUMMARY:Table for 4 at Solera Ibiza')

    // The account lists it as a poster-date card: the day big, the month and weekday written like the
    // rest of the site, not as 2026-12-02, and its status.
    await page.goto('/account')
    const card = page.locator('.booking-card', { hasText: reference })
    const written = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
        .format(new Date(`${date}T12:00:00Z`))
        .replace('.', '')
    expect(await card.locator('.poster-day').textContent()).toBe(written({ day: 'numeric' }))
    expect(await card.locator('.poster-month').textContent()).toBe(written({ month: 'short' }))
    expect(await card.locator('.poster-time').textContent()).toBe(`${written({ weekday: 'short' })} 21:00`)
    expect(await card.locator('.booking-status').textContent()).toBe('Confirmed')
    expect(await card.textContent()).not.toContain(date)

    // From the account, without the mail's link: fewer guests, then cancelled.
    await card.getByRole('link', { name: `Manage ${reference}` }).click()
    await page.waitForURL(/\/ibiza\/reservations\/manage\?ref=IBZ-/)
    // The form's code loads as it comes near the screen: below the booking's card on a phone.
    await page.locator('[data-island="ManageBooking"]').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="ManageBooking"] form[data-live]')
    await page.selectOption('#manage-partySize', '3')
    await page.getByRole('button', { name: 'Change the number of guests' }).click()
    await page.waitForSelector('text=Table for 3 at Solera Ibiza')
    await page.getByText('Cancel this booking').click()
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
    await page.waitForSelector('.booking-status.status-cancelled')
    await page.goto('/account')
    expect(await card.locator('.booking-status').textContent()).toBe('Cancelled')
    expect(await card.textContent()).toContain('3 guests')
    expect(problems).toEqual([])

    // Another account does not see it.
    const other = await visitorContext(browser, inject('siteUrl'))
    const { page: otherPage } = await openPage(other)
    await register(otherPage, newUser('stranger'))
    await otherPage.waitForURL(/\/account\/register$/)
    await otherPage.goto('/account')
    expect(await otherPage.locator('main').textContent()).not.toContain(reference)
    await other.close()
    await context.close()
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mailsTo, newUser, signUp, visitorContext } from './accounts-helpers'
import { ageFormTokens, browserForFile, openPage } from './browser'
import { chooseSeating, inDays } from './reservation-helpers'

const browser = browserForFile()

/** Books `partySize` at `time`, `days` ahead, from the live form with what the account filled in. */
async function bookFromTheForm(page: Page, days: number, partySize: string, time: string) {
  await page.goto('/ibiza/reservations')
  await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
  await page.fill('#reservation-date', inDays(days))
  await page.selectOption('#reservation-partySize', partySize)
  await chooseSeating(page, time)
  await page.check('#reservation-consent')
  await ageFormTokens(page)
  await page.click('.reservation-form button[type="submit"]:not([value])')
}

/** Mails with a booking link (a pending booking's) sent to `email`. */
const bookingLinks = (email: string) =>
  mailsTo(inject('cmsOutbox'), email).filter((mail) => mail.text.includes('reservations/confirm?token='))

describe('a signed-in visitor’s booking', () => {
  // One visitor with a new account for both tests: a sign-up takes a mail and a sign-in.
  const user = newUser('booker')
  let context: BrowserContext
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    context = await visitorContext(browser, inject('siteUrl'))
    ;({ page, problems } = await openPage(context))
  })
  afterAll(() => context.close())

  it('is prefilled, booked at once for the account’s proven address, with a calendar file, and listed in their account only', async () => {
    await signUp(page, user)
    // A new account completes its profile first: its name (the sign-up's, changed here) and phone are what
    // the booking form fills in.
    expect(await page.inputValue('[name="name"]')).toBe(user.name)
    await page.fill('[name="name"]', 'Booker Signed In')
    await page.fill('[name="phone"]', '+34 600 333 444')
    await page.click('form:has(input[name="_form"][value="profile"]) button[type="submit"]')
    await page.waitForURL(/\/account$/)

    await page.goto('/ibiza/reservations')
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    expect(await page.inputValue('#reservation-name')).toBe('Booker Signed In')
    expect(await page.inputValue('#reservation-email')).toBe(user.email)
    expect(await page.inputValue('#reservation-phone')).toBe('+34 600 333 444')
    const date = inDays(9)
    await bookFromTheForm(page, 9, '4', '21:00')
    // The account proved its mailbox before it could sign in (docs/spec.md §9.3, §13.11): booked for that
    // address, the table is held at once, with no link to open.
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?ref=IBZ-/)
    expect(await page.textContent('h1')).toBe('Your table is booked')
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''
    // No link went out; the confirmation mail did.
    expect(bookingLinks(user.email)).toEqual([])
    expect(mailsTo(inject('cmsOutbox'), user.email).some((mail) => mail.subject.includes(reference))).toBe(
      true,
    )

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
    await signUp(otherPage, newUser('stranger'))
    await otherPage.goto('/account')
    expect(await otherPage.locator('main').textContent()).not.toContain(reference)
    await other.close()
  })

  it('above eight guests is a request for the team, shown as one in the account', async () => {
    await bookFromTheForm(page, 10, '10', '20:30')
    // Proven, so no link to open; but a party this large waits for the team (docs/spec.md §13.13).
    await page.waitForURL(/\/ibiza\/reservations\/confirm\?step=request&why=largeParty&sig=[0-9a-f]{64}$/)
    expect(await page.textContent('h1')).toBe('Your request is with our team')
    // Why, in the words of the guest's mail.
    expect(await page.textContent('main')).toContain(
      'For parties this large our team arranges the table themselves.',
    )
    expect(await page.textContent('main')).toContain('Until then the table is not held.')
    expect(bookingLinks(user.email)).toEqual([])

    await page.goto('/account')
    const card = page.locator('.booking-card', { hasText: '10 guests' })
    expect(await card.locator('.booking-status').textContent()).toBe('Request')
    const reference = (await card.locator('.booking-reference').textContent()) ?? ''
    // Its page says it waits for the team, and offers nothing to change.
    await card.getByRole('link', { name: `Manage ${reference}` }).click()
    await page.waitForURL(/\/ibiza\/reservations\/manage\?ref=IBZ-/)
    expect(await page.textContent('.booking-status')).toBe('Request')
    expect(await page.textContent('.manage-locked')).toContain('a request our team has not answered yet')
    expect(await page.locator('#manage-partySize').count()).toBe(0)
    expect(problems).toEqual([])
  })
})

import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { newUser, register, visitorContext } from './accounts-helpers'
import { ageFormTokens, launchBrowser, openPage } from './browser'

/** Registration with JavaScript stays on the page; the session cookie says it worked. */
const signedIn = async (context: BrowserContext) =>
  (await context.cookies()).some((cookie) => cookie.name === 'strapi_jwt')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('a signed-in visitor’s booking', () => {
  it('is listed in their account, and only theirs', async () => {
    const context = await visitorContext(browser, inject('siteUrl'))
    const { page, problems } = await openPage(context)
    const user = newUser('booker')
    await register(page, user)
    await page.waitForURL(/\/account$/)
    expect(await signedIn(context)).toBe(true)

    await page.goto('/ibiza/reservations')
    await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
    await page.fill('#reservation-date', addDays(zonedNow('Europe/Madrid').date, 9))
    await page.selectOption('#reservation-partySize', '4')
    await page.waitForSelector('#reservation-time option[value="21:00"]:not([disabled])', {
      state: 'attached',
    })
    await page.selectOption('#reservation-time', '21:00')
    await page.fill('#reservation-name', 'Booker Signed In')
    await page.fill('#reservation-email', user.email)
    await page.fill('#reservation-phone', '+34 600 333 444')
    await page.check('#reservation-consent')
    await ageFormTokens(page)
    await page.click('.reservation-form button[type="submit"]:not([value])')
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?ref=IBZ-/)
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''

    await page.goto('/account')
    await expect.poll(() => page.locator('main').textContent()).toContain(reference)
    expect(problems).toEqual([])

    // Another account does not see it.
    const other = await visitorContext(browser, inject('siteUrl'))
    const { page: otherPage } = await openPage(other)
    const stranger = newUser('stranger')
    await register(otherPage, stranger)
    await otherPage.waitForURL(/\/account$/)
    expect(await signedIn(other)).toBe(true)
    expect(await otherPage.locator('main').textContent()).not.toContain(reference)
    await other.close()
    await context.close()
  })
})

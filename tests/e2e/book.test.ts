import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, PHONE, VISITOR_UA } from './browser'

/**
 * The header's Book as a visitor meets it (docs/spec.md §24.8, decision 025): away from a venue it opens
 * the chooser of venues, where Ibiza books online and every other venue offers Call and Directions; on a
 * venue's pages it goes straight to that venue's way of booking.
 */
const site = inject('siteUrl')
const browser = browserForFile()

describe('Book', () => {
  it('opens the chooser from the music pages, and Ibiza’s choice leads to its booking form', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${site}/es/music`)
    await page.locator('.site-header .header-book').click()
    await page.waitForURL(/\/es\/book$/)
    const venues = page.locator('.book-venue')
    expect(await venues.count()).toBe(8)
    // Every other venue: a phone call and directions, never a form that does not exist.
    const malta = venues.filter({ hasText: 'Malta' })
    expect(await malta.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toMatch(/^tel:\+/)
    expect(await malta.getByRole('link', { name: 'Cómo llegar' }).getAttribute('href')).toContain(
      'google.com/maps/dir/',
    )
    await venues.filter({ hasText: 'Ibiza' }).getByRole('link', { name: 'Reservar mesa' }).click()
    await page.waitForURL(/\/es\/ibiza\/reservations$/)
    expect(await page.locator('form.reservation-form').count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  // From a venue's own pages the header knows the venue from the route; from an event, from its data,
  // which a page that had to wait for a slow CMS has not got yet (decision 025): the worker suite checks
  // the event's Book on fixture content, and this the way there in a browser.
  it('goes from another venue’s menu straight to that venue’s way of booking, on the screen', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${site}/malta/menu`)
    await page.locator('.site-header .header-book').click()
    await page.waitForURL(/\/malta#book$/)
    const call = page.locator('#book').getByRole('link', { name: 'Call' })
    await expect.poll(() => call.isVisible()).toBe(true)
    const box = await call.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true)
    await context.close()
  })
})

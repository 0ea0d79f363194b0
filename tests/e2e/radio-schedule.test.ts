import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, PHONE, VISITOR_UA } from './browser'

/**
 * The show on air at fixed times on the browser's clock (docs/spec.md §15.4): the demo radio plays in
 * Europe/Madrid, and the visitor's own zone (Tokyo here) must not matter. No real waiting: the clock is
 * Playwright's.
 */
const browser = browserForFile()
let context: BrowserContext
beforeAll(async () => {
  context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA, timezoneId: 'Asia/Tokyo' })
})

/**
 * The radio page at a moment of the browser's clock, once the player has taken that moment. The clock
 * starts a minute early and then stops at the moment: a running clock would pass a slot's edge
 * (08:59:59) while a loaded machine is still opening the page.
 */
async function radioAt(path: string, isoTime: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openPage(context)
  const moment = new Date(isoTime)
  await page.clock.install({ time: new Date(moment.getTime() - 60_000) })
  await page.goto(`${inject('siteUrl')}${path}`)
  await page.clock.pauseAt(moment)
  await page.waitForSelector('.radio-player[data-live]')
  return { page, problems }
}

const onAir = (page: Page) =>
  page.locator('.schedule tr[aria-current="true"]').evaluateAll((rows) =>
    rows.map((row) => ({
      day: row.closest('table')?.dataset.day,
      time: row.querySelector('th')?.textContent,
      show: row.querySelector('td')?.firstChild?.textContent,
    })),
  )
/** The show the radio page opens with, big: the one on air. */
const nowPlaying = (page: Page) => page.locator('.on-air-show').textContent()

describe('the show on air', () => {
  it.each([
    // Monday 11:20 in Madrid (10:20 UTC, 19:20 in Tokyo): the morning show, not the last of the day.
    ['2026-11-23T10:20:00Z', 'mon', '10:00–14:00', 'Balearic Breakfast'],
    // A slot's start belongs to it, its end to the next one.
    ['2026-11-23T09:00:00Z', 'mon', '10:00–14:00', 'Balearic Breakfast'],
    ['2026-11-23T08:59:59Z', 'mon', '06:00–10:00', 'Sunrise Sessions'],
    // Friday late: the weekend's own show; an end of 00:00 is midnight.
    ['2026-11-27T22:59:00Z', 'fri', '21:00–00:00', 'Guest Mix Weekend'],
    ['2026-11-27T23:00:00Z', 'sat', '00:00–06:00', 'Night Drift'],
    // Sunday morning has its own show; summer time moves the clock by an hour.
    ['2026-11-29T09:30:00Z', 'sun', '10:00–14:00', 'Sunday Slow'],
    ['2026-07-01T12:00:00Z', 'wed', '14:00–18:00', 'Pool Deck Radio'],
  ])('at %s it is %s %s, %s', async (time, day, slot, show) => {
    const { page, problems } = await radioAt('/radio', time)
    await expect.poll(() => onAir(page)).toEqual([{ day, time: slot, show }])
    expect(await nowPlaying(page)).toBe(show)
    // The schedule says whose clock it keeps, as a visitor names it.
    expect(await page.locator('.schedule h2').textContent()).toBe('Weekly schedule (Madrid time)')
    // The week is one list of days from today on (on the station's clock); today says so and is the one
    // day open, the others a line each that opens to its shows.
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    const from = week.findIndex((name) => name.toLowerCase().startsWith(day))
    expect(
      await page.locator('.schedule-day').evaluateAll((tables) => tables.map((table) => table.ariaLabel)),
    ).toEqual([...week.slice(from), ...week.slice(0, from)])
    // Drawn first on the server's clock, the open day follows the browser's once the player is alive.
    await expect
      .poll(() =>
        page
          .locator('.schedule-week details[open] .schedule-day')
          .evaluateAll((open) => open.map((table) => table.getAttribute('data-day'))),
      )
      .toEqual([day])
    expect(await page.locator('.schedule-week details[open] summary').textContent()).toMatch(/Today/)
    expect(await page.locator('.schedule-week details:not([open])').count()).toBe(6)
    expect(problems).toEqual([])
    await page.close()
  })

  it('moves on when the next show starts, and says so', async () => {
    const { page } = await radioAt('/es/radio', '2026-11-23T12:59:40Z')
    await expect.poll(() => nowPlaying(page)).toBe('Desayuno Balear')
    await page.clock.fastForward(30_000)
    await expect.poll(() => nowPlaying(page)).toBe('Radio Piscina')
    expect(await page.locator('.on-air-show').getAttribute('aria-live')).toBe('polite')
    // Who plays it and how long is left, in Spanish: 14:00 in Madrid, the show runs until 18:00.
    expect(await page.locator('.on-air-now .meta').textContent()).toBe('Mira Costa · quedan 4 h')
    await page.close()
  })

  it('the pop-out window shows the player and today’s schedule only', async () => {
    const { page } = await radioAt('/es/pop-player', '2026-11-25T19:00:00Z')
    await expect
      .poll(() => onAir(page))
      .toEqual([{ day: 'wed', time: '18:00–21:00', show: 'En Directo desde la Terraza' }])
    expect(await page.locator('.schedule-day').count()).toBe(1)
    expect(await page.locator('.schedule-day').getAttribute('aria-label')).toBe('Miércoles')
    expect(await page.locator('.schedule h2').textContent()).toBe('Hoy en la radio (hora de Madrid)')
    for (const elsewhere of ['.site-header', '.breadcrumbs', 'footer', '.toaster', 'main a'])
      expect(await page.locator(elsewhere).count(), elsewhere).toBe(0)
    await page.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, openPage, PHONE, VISITOR_UA } from './browser'

const browser = browserForFile()

const audioTime = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLAudioElement).currentTime)

/** Playback advances: the position moves on while we wait for it. */
async function expectPlaying(page: Page, selector: string) {
  const before = await audioTime(page, selector)
  await page.waitForFunction(
    ([target, start]) =>
      ((document.querySelector(target as string) as HTMLAudioElement)?.currentTime ?? 0) >
      (start as number) + 0.5,
    [selector, before],
  )
}

describe('the music player', () => {
  it('offers no pop-out window on a phone, which keeps its music its own way', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/radio`)
    await page.waitForSelector('.radio-player[data-live] .play-button')
    expect(await page.getByRole('button', { name: 'Pop out the player' }).isVisible()).toBe(false)
    await context.close()
  })

  it('plays the radio, pops out and the pop-out window keeps playing (a desktop)', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/radio`)
    await page.waitForSelector('.radio-player[data-live] .play-button')
    expect(await page.$('.schedule tr[aria-current="true"]')).not.toBeNull()
    await page.click('.radio-player .play-button[aria-label="Play"]')
    await expectPlaying(page, '.radio-player audio')

    const [popup] = await Promise.all([context.waitForEvent('page'), page.click('text=Pop out the player')])
    await popup.waitForSelector(
      '.radio-popup .play-button[data-state="playing"], .radio-popup .play-button[data-state="blocked"]',
    )
    // A browser that refuses autoplay in a new window asks for one press.
    if (await popup.$('.radio-popup .play-button[data-state="blocked"]'))
      await popup.click('.radio-popup .play-button')
    await expectPlaying(popup, '.radio-popup audio')
    // The page hands over: it stops and says where the music is.
    await page.waitForSelector('.radio-player .play-button[data-state="paused"]')
    await page.waitForSelector('text=Playing in the pop-out player')
    // Browsing on in the first window does not stop the pop-out window.
    await page.goto(`${inject('siteUrl')}/music`)
    await expectPlaying(popup, '.radio-popup audio')
    expect(problems).toEqual([])
    await context.close()
  })

  it('plays a mix with seeking and a tracklist that follows', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/es/random`)
    await page.waitForSelector('.mix-player[data-live] .play-button')
    await page.click('.mix-player .play-button')
    await expectPlaying(page, '.mix-player audio')
    // Jumping to the third entry seeks there and highlights it.
    await page.click('.tracklist li:nth-child(3) button')
    await page.waitForSelector('.tracklist li:nth-child(3)[aria-current="true"]')
    expect(await audioTime(page, '.mix-player audio')).toBeGreaterThanOrEqual(9)
    expect(problems).toEqual([])
    await context.close()
  })

  it('plays an album track preview', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/music/albums`)
    await page.click('.card a.card-link')
    await page.waitForSelector('.track-previews[data-live] button.play-button')
    await page.click('.track-previews button.play-button')
    await expectPlaying(page, '.track-previews audio')
    expect(await page.$('.track-previews li[aria-current="true"] [data-state="playing"]')).not.toBeNull()
    await context.close()
  })

  it('remembers the volume across pages and players, and the pop-out window', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await page.goto(`${inject('siteUrl')}/radio`)
    await page.waitForSelector('.radio-player[data-live]')
    await page.locator('.radio-player .volume input').fill('0.3')
    const volumeOf = (target: Page, player: string) =>
      target.$eval(`${player} audio`, (element) => (element as HTMLAudioElement).volume)
    expect(await volumeOf(page, '.radio-player')).toBeCloseTo(0.3)

    // Another page, another player: the same volume, on the slider and on the audio.
    await page.goto(`${inject('siteUrl')}/es/random`)
    await page.waitForSelector('.mix-player[data-live]')
    await expect.poll(() => page.locator('.mix-player .volume input').inputValue()).toBe('0.3')
    expect(await volumeOf(page, '.mix-player')).toBeCloseTo(0.3)

    // The pop-out window starts at it, and a change there reaches the page at once.
    const popup = await context.newPage()
    await popup.goto(`${inject('siteUrl')}/pop-player`)
    await popup.waitForSelector('.radio-popup[data-live]')
    await expect.poll(() => popup.locator('.radio-popup .volume input').inputValue()).toBe('0.3')
    await popup.locator('.radio-popup .volume input').fill('0.75')
    await expect.poll(() => page.locator('.mix-player .volume input').inputValue()).toBe('0.75')
    expect(await volumeOf(page, '.mix-player')).toBeCloseTo(0.75)
    expect(problems).toEqual([])
    await context.close()
  })

  it('/random shows another mix on another load and is never cached', async () => {
    const seen = new Set<string>()
    for (let load = 0; load < 12 && seen.size < 2; load += 1) {
      const response = await fetch(`${inject('siteUrl')}/random`, { headers: { 'user-agent': VISITOR_UA } })
      expect(response.headers.get('cache-control')).toContain('no-store')
      seen.add(/<h1>([^<]+)<\/h1>/.exec(await response.text())?.[1] ?? '')
    }
    expect(seen.size).toBeGreaterThan(1)
  })
})

describe('music on a phone goes on while the visitor browses (decision 037)', () => {
  /** The one `<audio>` element the mix played in, wherever it is now. */
  const mixAudio = (page: Page) => page.evaluateHandle(() => document.querySelector('.mix-player audio'))
  const timeOf = (audio: Awaited<ReturnType<typeof mixAudio>>) =>
    audio.evaluate((element) => (element as HTMLAudioElement).currentTime)
  /** Playback of that element advances, wherever it is. */
  async function expectAdvancing(audio: Awaited<ReturnType<typeof mixAudio>>) {
    const start = await timeOf(audio)
    await expect.poll(() => timeOf(audio)).toBeGreaterThan(start + 0.3)
    expect(await audio.evaluate((element) => (element as HTMLAudioElement).paused)).toBe(false)
  }

  it('keeps the same audio element playing across links, back and forward, in a bar that leads back', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    const site = inject('siteUrl')
    await page.goto(`${site}/es/music/mixes`)
    const mixPath = await page.locator('main a[href^="/es/music/mixes/"]').first().getAttribute('href')
    await page.goto(`${site}${mixPath}`)
    const mixTitle = await page.locator('h1').textContent()
    await page.waitForSelector('.mix-player[data-live] .play-button')
    await page.click('.mix-player .play-button')
    const audio = await mixAudio(page)
    await expectAdvancing(audio)

    // A link of the page: the next page is in place, with its own title, language and heading…
    await page.locator('main a[href="/es/music/mixes"]:visible').first().click()
    await page.waitForURL(`${site}/es/music/mixes`)
    await expect.poll(() => page.title()).toBe('Sesiones · Solera')
    expect(await page.locator('h1').textContent()).toBe('Sesiones')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    // …and the music never stopped: the very element plays on in the bar at the bottom.
    expect(await audio.evaluate((element) => element?.closest('#music-dock')?.isConnected === true)).toBe(
      true,
    )
    await expectAdvancing(audio)
    const dock = page.locator('#music-dock')
    expect(await dock.getAttribute('aria-label')).toBe('Ahora suena')
    expect(await dock.locator('.music-dock-title').textContent()).toBe(mixTitle)
    expect(await dock.locator('.music-dock-toggle').getAttribute('aria-label')).toBe('Pausa')

    // Further, with the menu's links, and back and forward: still the same element, still playing.
    await page.click('.site-header .menu-button')
    await page.locator('.site-header a[href="/es/events"]:visible').first().click()
    await page.waitForURL(`${site}/es/events`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Eventos')
    await expectAdvancing(audio)
    await page.goBack()
    await page.waitForURL(`${site}/es/music/mixes`)
    await page.goForward()
    await page.waitForURL(`${site}/es/events`)
    await expectAdvancing(audio)
    // The new page's islands work: its filters and toasts are its own.
    await page.locator('nav[aria-label="Cuándo"] a', { hasText: 'Esta noche' }).click()
    await page.waitForURL(`${site}/es/events?when=tonight`)
    await expectAdvancing(audio)

    // The bar leads back to the mix, whose player takes the music back where it is, playing.
    const before = await timeOf(audio)
    await dock.locator('.music-dock-title').click()
    await page.waitForURL(`${site}${mixPath}`)
    await page.waitForSelector('.mix-player[data-live] .play-button[data-state="playing"]')
    expect(await page.locator('#music-dock').count()).toBe(0)
    const player = await mixAudio(page)
    expect(await timeOf(player)).toBeGreaterThanOrEqual(before)
    await expectAdvancing(player)
    expect(problems).toEqual([])
    await context.close()
  })

  it('stops from the bar, and leaves links as page loads when nothing plays', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page } = await openPage(context)
    const site = inject('siteUrl')
    await page.goto(`${site}/music/mixes`)
    await page.locator('main a[href^="/music/mixes/"]').first().click()
    await page.waitForSelector('.mix-player[data-live] .play-button')
    await page.click('.mix-player .play-button')
    const audio = await mixAudio(page)
    await expectAdvancing(audio)
    await page.locator('main a[href="/music/mixes"]:visible').first().click()
    await page.waitForURL(`${site}/music/mixes`)
    await page.getByRole('button', { name: 'Stop the music' }).click()
    expect(await audio.evaluate((element) => (element as HTMLAudioElement).paused)).toBe(true)
    expect(await page.locator('#music-dock').count()).toBe(0)
    // Nothing plays: the next link is an ordinary page load (a new document).
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.locator('main a[href^="/music/mixes/"]').first().click()
    await page.waitForSelector('.mix-player[data-live]')
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined()
    await context.close()
  })
})

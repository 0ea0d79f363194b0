// The people behind the venue, in the admin panel the team runs (docs/spec.md §16.13, §13.16, §27): an
// Editor changes an event's Spanish title, sees the draft on the real site in the admin's preview while
// visitors still see the published title, publishes, and visitors get the new title within a minute; the same
// Editor is refused the bookings. Door staff open tonight's door list on a phone and mark a party arrived.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, PHONE } from './browser'
import { admin, bookedByStaff, reservationInCms, staffMember, superAdminToken, venueDate } from './staff'

const browser = browserForFile()
const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')

/** Signs in at the admin's own sign-in page, as a person does. */
async function signInAt(page: Page, email: string, password: string) {
  await page.goto(`${cmsUrl}/admin/auth/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin(?!\/auth)/)
}

/** The published Spanish title of an upcoming event, as visitors see it on its page. */
const publicTitle = async (slug: string) => {
  const html = await (await fetch(`${siteUrl}/es/events/${slug}`)).text()
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
}

describe('an Editor in the admin panel', { timeout: 180_000 }, () => {
  it('previews a Spanish title on the site before publishing it, then publishes; the bookings stay closed', async () => {
    const editor = await staffMember('strapi-editor')
    const events = await admin<{
      results: { documentId: string; slug: string; title: string; startsAt: string }[]
    }>(
      await superAdminToken(),
      'GET',
      `/content-manager/collection-types/api::event.event?locale=es&pageSize=100&sort=startsAt:asc`,
    )
    const event = events.body.results.find((one) => one.startsAt > new Date().toISOString())
    if (!event) throw new Error('no upcoming event')
    const before = await publicTitle(event.slug)
    expect(before).toBe(event.title)
    const title = `${event.title} · edición ${Date.now().toString(36)}`

    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    await signInAt(page, editor.email, editor.password)
    const edit = `${cmsUrl}/admin/content-manager/collection-types/api::event.event/${event.documentId}?plugins[i18n][locale]=es`
    await page.goto(edit)
    const field = page.locator('input[name="title"]')
    await field.fill(title)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)

    // Open preview: the site, in draft mode, beside the editor.
    await page.getByRole('link', { name: /open preview/i }).click()
    const frame = page.frameLocator('iframe[data-testid="preview-iframe"], iframe[title="Preview"]')
    await expect.poll(() => frame.locator('h1').textContent(), { timeout: 30_000 }).toBe(title)
    expect(await frame.locator('.draft-band').textContent()).toContain('Vista previa de un borrador')
    // Visitors meanwhile: the published title.
    expect(await publicTitle(event.slug)).toBe(before)

    // Publish, from the preview's own bar; visitors see the new title within a minute (the CMS's purge call
    // makes it at once).
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect.poll(() => publicTitle(event.slug), { timeout: 60_000, interval: 1_000 }).toBe(title)

    // The bookings are not theirs.
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::reservation.reservation`)
    await expect.poll(() => page.getByText(/don.t have the permissions/i).count()).toBeGreaterThan(0)
    await page.goto(`${cmsUrl}/admin/door`)
    expect(await page.getByRole('heading', { name: 'Door list' }).count()).toBe(0)
  })
})

describe('Door staff on a phone', { timeout: 180_000 }, () => {
  it('open tonight’s list, mark a party arrived, and the CMS has it', async () => {
    const door = await staffMember('solera-door-staff')
    const party = await bookedByStaff({
      name: `Nora Door ${Date.now().toString(36)}`,
      time: '22:30',
      partySize: 3,
    })
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signInAt(page, door.email, door.password)
    await page.goto(`${cmsUrl}/admin/door`)
    const card = page.locator(`li[data-reference="${party.reference}"]`)
    await card.waitFor()
    expect(await page.getByRole('heading', { name: 'Door list' }).count()).toBeGreaterThan(0)
    expect(await card.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+34633111222')
    await card.getByRole('button', { name: /Mark .* arrived/ }).tap()
    await expect.poll(() => card.getAttribute('data-arrival')).toBe('arrived')
    expect(await reservationInCms(party.documentId)).toMatchObject({
      arrival: 'arrived',
      status: 'confirmed',
    })
    // Undo, one tap.
    await card.getByRole('button', { name: /Undo/ }).tap()
    await expect.poll(async () => (await reservationInCms(party.documentId)).arrival).toBe('expected')
    expect(venueDate()).toBe(await page.locator('input[name="date"]').inputValue())
  })
})

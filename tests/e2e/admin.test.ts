// The people behind the venue, in the admin panel the team runs (docs/spec.md §16.13, §13.16, §27): an
// Editor changes an event's Spanish title, sees the draft on the real site in the admin's preview while
// visitors still see the published title, publishes, and visitors get the new title within a minute; the same
// Editor is refused the bookings. Door staff open tonight's door list on a phone and mark a party arrived.
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, PHONE } from './browser'
import {
  admin,
  bookedByStaff,
  reservationInCms,
  signInAt,
  staffMember,
  superAdminToken,
  venueDate,
} from './staff'

const browser = browserForFile()
const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')

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

describe('the door list in Spanish, on a phone', { timeout: 180_000 }, () => {
  it('finds a party, takes back a no-show, keeps waiting and cancelled apart, follows new bookings and prints only the list', async () => {
    const door = await staffMember('solera-door-staff', 'es')
    const tag = Date.now().toString(36)
    // A night of its own (the list shows any date): nobody else's bookings in it.
    const date = venueDate(40)
    const [ana, luis, waiting, gone] = await Promise.all([
      bookedByStaff({ date, time: '20:00', partySize: 2, name: `Ana Ruiz ${tag}`, phone: '+34 611 000 111' }),
      bookedByStaff({
        date,
        time: '22:00',
        partySize: 5,
        name: `Luis Mora ${tag}`,
        phone: '+34 622 000 222',
      }),
      bookedByStaff({ date, time: '22:00', partySize: 9, name: `Grupo Grande ${tag}`, status: 'requested' }),
      bookedByStaff({ date, time: '20:00', partySize: 4, name: `Ya No ${tag}`, status: 'cancelled' }),
    ])
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signInAt(page, door.email, door.password)
    await page.goto(`${cmsUrl}/admin/door`)
    await page.getByRole('heading', { name: 'Lista de reservas' }).first().waitFor()
    await page.locator('input[name="date"]').fill(date)
    const card = (reference: string) => page.locator(`li[data-reference="${reference}"]`)
    await card(ana.reference).waitFor()
    const section = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

    // Covers against capacity, in Spanish; pending and cancelled apart, without marks.
    expect(await section('20:00').textContent()).toMatch(/2 \/ \d+ cubiertos · 0 llegados/)
    expect(await section('En espera').locator(`li[data-reference="${waiting.reference}"]`).count()).toBe(1)
    expect(await section('Canceladas').locator(`li[data-reference="${gone.reference}"]`).count()).toBe(1)
    expect(await card(gone.reference).getByRole('button').count()).toBe(0)
    expect(await card(luis.reference).textContent()).toContain('5 personas')

    // The search keeps what matches a name or a phone number.
    const search = page.getByPlaceholder('Busca un nombre, teléfono o código')
    await search.fill('622 000')
    await expect.poll(() => card(ana.reference).count()).toBe(0)
    expect(await card(luis.reference).count()).toBe(1)
    await search.fill('')
    await card(ana.reference).waitFor()

    // A no-show, then taken back: the CMS has each.
    await card(luis.reference)
      .getByRole('button', { name: `Marcar que Luis Mora ${tag} no se presentó` })
      .tap()
    await expect.poll(async () => (await reservationInCms(luis.documentId)).arrival).toBe('no-show')
    expect(await card(luis.reference).getAttribute('data-arrival')).toBe('no-show')
    await card(luis.reference)
      .getByRole('button', { name: /Deshacer la marca/ })
      .tap()
    await expect.poll(async () => (await reservationInCms(luis.documentId)).arrival).toBe('expected')

    // A booking taken meanwhile (a guest on the phone) shows up without a reload.
    const late = await bookedByStaff({ date, time: '22:00', partySize: 3, name: `Tarde ${tag}` })
    await expect.poll(() => card(late.reference).count(), { timeout: 40_000, interval: 1_000 }).toBe(1)

    // On paper: the parties, without the buttons, the search or the admin's menu.
    await page.emulateMedia({ media: 'print' })
    expect(await card(ana.reference).isVisible()).toBe(true)
    expect(await card(ana.reference).getByRole('button').first().isVisible()).toBe(false)
    expect(await search.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false)
    await context.close()
  })
})

// The people behind the venue, in the admin panel the team runs (docs/spec.md §16.13, §13.16, §27): an
// Editor changes an event's Spanish title, sees the draft on the real site in the admin's preview while
// visitors still see the published title, publishes, and visitors get the new title within a minute; the same
// Editor is refused the bookings. Door staff land on tonight's door list on a phone, mark a party arrived,
// and can mark a no-show only once its seating started; on paper the night is a compact table.
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP, PHONE } from './browser'
import {
  admin,
  bookedByStaff,
  RESERVATIONS,
  reservationInCms,
  signInAt,
  staffMember,
  staffTool,
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
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true)

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
  it('land on tonight’s list, mark a party arrived, and can mark a no-show only once its seating started', async () => {
    const door = await staffMember('solera-door-staff')
    const party = await bookedByStaff({
      name: `Nora Door ${Date.now().toString(36)}`,
      time: '22:30',
      partySize: 3,
    })
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    // Signed in, the door list is their first page: no dashboard, no widgets, no banner.
    await signInAt(page, door.email, door.password)
    const card = page.locator(`li[data-reference="${party.reference}"]`)
    await card.waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/door')
    expect(await page.getByRole('heading', { name: 'Door list' }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: /add widget/i }).count()).toBe(0)
    expect(await page.getByText(/Media Library/).count()).toBe(0)
    // Its home is the list too.
    await page.goto(`${cmsUrl}/admin`)
    await page.waitForURL(/\/admin\/door$/)
    await card.waitFor()
    expect(await card.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+34633111222')
    await card.getByRole('button', { name: /Mark .* arrived/ }).tap()
    await expect.poll(() => card.getAttribute('data-arrival')).toBe('arrived')
    // The card shows the mark at once; the CMS has it once the update is through.
    await expect.poll(async () => (await reservationInCms(party.documentId)).arrival).toBe('arrived')
    expect((await reservationInCms(party.documentId)).status).toBe('confirmed')
    // Undo, one tap.
    await card.getByRole('button', { name: /Undo/ }).tap()
    await expect.poll(async () => (await reservationInCms(party.documentId)).arrival).toBe('expected')
    expect(venueDate()).toBe(await page.locator('input[name="date"]').inputValue())
    // The list's clock is a 24-hour one, as its seatings are.
    expect(await page.getByText(/^Updated at /).textContent()).toMatch(/^Updated at \d{2}:\d{2}:\d{2}; /)

    // Tomorrow's party cannot be a no-show yet: the button says from when, and the CMS refuses the mark.
    const tomorrow = await bookedByStaff({ date: venueDate(1), time: '21:00', name: 'Not Yet' })
    await page.locator('input[name="date"]').fill(venueDate(1))
    const early = page.locator(`li[data-reference="${tomorrow.reference}"]`)
    await early.waitFor()
    const later = early.getByRole('button', { name: 'Not Yet can be marked a no-show from 21:00' })
    expect(await later.isDisabled()).toBe(true)
    expect(await later.textContent()).toBe('No-show from 21:00')
    // Nor has anyone come yet: marking them arrived would make a regular of a guest nobody saw.
    expect(await early.getByRole('button', { name: /Mark .* arrived/ }).count()).toBe(0)
    const refused = await admin<{ error: { details: { errors: { code: string }[] } } }>(
      door.token,
      'PUT',
      `${RESERVATIONS}/${tomorrow.documentId}`,
      { arrival: 'no-show' },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error.details.errors[0]?.code).toBe('noShowTooEarly')
    expect((await reservationInCms(tomorrow.documentId)).arrival).toBe('expected')

    // Yesterday's party nobody marked can be, and the mark taken back.
    const gone = await bookedByStaff({ date: venueDate(-1), time: '21:00', name: 'Never Came' })
    await page.locator('input[name="date"]').fill(venueDate(-1))
    const missed = page.locator(`li[data-reference="${gone.reference}"]`)
    await missed.getByRole('button', { name: 'Mark Never Came as a no-show' }).tap()
    await expect.poll(async () => (await reservationInCms(gone.documentId)).arrival).toBe('no-show')
    await missed.getByRole('button', { name: /Undo/ }).tap()
    await expect.poll(async () => (await reservationInCms(gone.documentId)).arrival).toBe('expected')
  })
})

describe('the door list in Spanish, on a phone', { timeout: 180_000 }, () => {
  it('finds a party, counts earlier no-shows only, takes back a no-show, keeps waiting and cancelled apart, follows new bookings and prints a table', async () => {
    const door = await staffMember('solera-door-staff', 'es')
    const tag = Date.now().toString(36)
    // A night of its own (the list shows any date), past, so its seatings have started: nobody else's bookings.
    const date = venueDate(-30)
    const anaPhone = `+34 611 ${String(Date.now()).slice(-6)}`
    const anaEmail = `ana-${tag}@guests.example`
    // Ana did not come once before, on an earlier night (her mailbox says it is her).
    await bookedByStaff({
      date: venueDate(-60),
      time: '21:00',
      name: `Ana Ruiz ${tag}`,
      email: anaEmail,
      arrival: 'no-show',
    })
    const [ana, luis, waiting, gone] = await Promise.all([
      bookedByStaff({
        date,
        time: '20:00',
        partySize: 2,
        name: `Ana Ruiz ${tag}`,
        phone: anaPhone,
        email: anaEmail.toUpperCase(),
      }),
      bookedByStaff({
        date,
        time: '22:00',
        partySize: 5,
        name: `Luis Mora ${tag}`,
        phone: '+34 622 000 222',
        email: `luis-${tag}@guests.example`,
      }),
      bookedByStaff({ date, time: '22:00', partySize: 9, name: `Grupo Grande ${tag}`, status: 'requested' }),
      bookedByStaff({ date, time: '20:00', partySize: 4, name: `Ya No ${tag}`, status: 'cancelled' }),
    ])
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signInAt(page, door.email, door.password)
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
    // Ana's earlier night counts; nobody else has one.
    expect(await card(ana.reference).textContent()).toContain('1 vez sin presentarse')
    expect(await card(luis.reference).textContent()).not.toContain('sin presentarse')

    // The search keeps what matches a name or a phone number.
    const search = page.getByPlaceholder('Busca un nombre, teléfono o código')
    await search.fill('622 000')
    await expect.poll(() => card(ana.reference).count()).toBe(0)
    expect(await card(luis.reference).count()).toBe(1)
    await search.fill('')
    await card(ana.reference).waitFor()

    // A no-show (its seating started), then taken back: the CMS has each. This night's own no-show is no
    // history: its badge does not count it.
    await card(luis.reference)
      .getByRole('button', { name: `Marcar que Luis Mora ${tag} no se presentó` })
      .tap()
    await expect.poll(async () => (await reservationInCms(luis.documentId)).arrival).toBe('no-show')
    expect(await card(luis.reference).getAttribute('data-arrival')).toBe('no-show')
    expect(await card(luis.reference).textContent()).not.toContain('vez sin presentarse')
    await card(luis.reference)
      .getByRole('button', { name: /Deshacer la marca/ })
      .tap()
    await expect.poll(async () => (await reservationInCms(luis.documentId)).arrival).toBe('expected')

    // A booking taken meanwhile (a guest on the phone) shows up without a reload.
    const late = await bookedByStaff({ date, time: '22:00', partySize: 3, name: `Tarde ${tag}` })
    await expect.poll(() => card(late.reference).count(), { timeout: 40_000, interval: 1_000 }).toBe(1)

    // On paper: one compact table by seating with a column to tick; no cards, buttons, search or menu, and
    // neither the cancelled booking nor the one still waiting.
    await page.emulateMedia({ media: 'print' })
    const paper = page.locator('[data-door-print]')
    expect(await paper.isVisible()).toBe(true)
    expect(await card(ana.reference).isVisible()).toBe(false)
    expect(await search.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false)
    const row = (reference: string) => paper.locator(`tr[data-print-reference="${reference}"]`)
    for (const party of [ana, luis, late])
      expect(await row(party.reference).isVisible(), party.reference).toBe(true)
    expect(await row(gone.reference).count()).toBe(0)
    expect(await row(waiting.reference).count()).toBe(0)
    expect(await paper.locator('thead th').allTextContents()).toEqual([
      '✓',
      'Nombre',
      'Personas',
      'Teléfono',
      'Notas',
      'Código',
    ])
    expect(await paper.locator('tbody th').allTextContents()).toEqual([
      '20:00 · 2 / 40 cubiertos · 0 llegados',
      '22:00 · 8 / 40 cubiertos · 0 llegados',
    ])
    expect(await row(luis.reference).locator('td').allTextContents()).toEqual([
      '',
      `Luis Mora ${tag} · ES`,
      '5',
      '+34 622 000 222',
      'Birthday: a cake at ten',
      luis.reference,
    ])
    // On A4 (about 700 px inside its margins) a phone number and a reference each stay on one line.
    await page.setViewportSize({ width: 700, height: 1000 })
    const linesOf = (cell: number) =>
      row(ana.reference)
        .locator('td')
        .nth(cell)
        .evaluate((td) => {
          const range = document.createRange()
          range.selectNodeContents(td)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
    expect(await linesOf(3)).toBe(1)
    expect(await linesOf(5)).toBe(1)
    await context.close()
  })
})

describe('the door list tells what a request asks', { timeout: 180_000 }, () => {
  it('shows a larger party asked for and why each waits for the team, in English and in Spanish', async () => {
    const tag = Date.now().toString(36)
    const date = venueDate(-45)
    const [braked, larger] = await Promise.all([
      bookedByStaff({ date, time: '20:30', partySize: 4, name: `Nuevo Cliente ${tag}` }),
      bookedByStaff({
        date,
        time: '21:30',
        partySize: 4,
        name: `Mesa Creciente ${tag}`,
        requestedPartySize: 10,
        requestReason: 'largeParty',
      }),
    ])
    // A new guest's booking the night's brake sent to staff.
    await staffTool('PUT', `/reservations/${braked.documentId}`, {
      data: { status: 'requested', requestReason: 'busyNight' },
    })
    const sayings = {
      en: {
        staff: await staffMember('solera-door-staff'),
        waiting: 'Waiting',
        braked: 'Waits for the team: the night filled fast with new guests',
        badge: 'Asks for a table for 10',
        larger: `Mesa Creciente ${tag} asks to make this table for 4 a table for 10`,
        why: 'Waits for the team: a party above 8 guests',
        paper: `Mesa Creciente ${tag} (Asks for a table for 10) · ES`,
      },
      es: {
        staff: await staffMember('solera-door-staff', 'es'),
        waiting: 'En espera',
        braked: 'Espera al equipo: la noche se llenó deprisa de clientes nuevos',
        badge: 'Pide una mesa para 10',
        larger: `Mesa Creciente ${tag} pide que esta mesa para 4 sea para 10`,
        why: 'Espera al equipo: un grupo de más de 8 personas',
        paper: `Mesa Creciente ${tag} (Pide una mesa para 10) · ES`,
      },
    }
    for (const words of Object.values(sayings)) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await signInAt(page, words.staff.email, words.staff.password)
      await page.locator('input[name="date"]').fill(date)
      const card = (reference: string) => page.locator(`li[data-reference="${reference}"]`)
      await card(braked.reference).waitFor()
      const waiting = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: words.waiting, exact: true }) })
      expect(await waiting.locator(`li[data-reference="${braked.reference}"]`).textContent()).toContain(
        words.braked,
      )
      // Outside its seating's list, a waiting party names the seating it would take.
      expect(await waiting.locator(`li[data-reference="${braked.reference}"] h3`).textContent()).toBe(
        `20:30 · Nuevo Cliente ${tag}`,
      )
      // The table keeps its party meanwhile, at its seating; the party it asks for and why stand on it.
      const asks = await card(larger.reference).textContent()
      expect(asks).toContain(words.badge)
      expect(asks).toContain(words.larger)
      expect(asks).toContain(words.why)
      await page.emulateMedia({ media: 'print' })
      expect(
        await page
          .locator(`[data-door-print] tr[data-print-reference="${larger.reference}"] td`)
          .nth(1)
          .textContent(),
      ).toBe(words.paper)
      await context.close()
    }
  })
})

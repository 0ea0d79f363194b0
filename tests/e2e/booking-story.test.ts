import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  DEFAULT_BOOKING_RULES,
  firstBookableDate,
  isSoonEnough,
  seatingTimes,
  zonedInstant,
} from '../../cms/src/shared/booking-rules'
import { deadlineWords } from '../../cms/src/shared/deadline'
import { newUser, signUp, visitorContext } from './accounts-helpers'
import { ageFormTokens, browserForFile, DESKTOP, openPage, PHONE, VISITOR_UA } from './browser'
import {
  chooseSeating,
  confirmFromInbox,
  fillGuest,
  guestEmail,
  inDays,
  linkOf,
  mails,
} from './reservation-helpers'

/**
 * One story per booking (issue 35, docs/spec.md §13): the link's one deadline on the page, its toast and the
 * mail; refusals that say what to do next with working links; the account's name, never its username; one
 * party-size rule on the form and the manage page; a summary that follows a choice made without JavaScript.
 * In Chromium, in both languages, as a guest would.
 */
const site = inject('siteUrl')
const browser = browserForFile()
const LANGUAGES = [
  { locale: 'en', prefix: '', openBy: 'Open it by', mailBy: 'Open this link by', submit: 'Book the table' },
  {
    locale: 'es',
    prefix: '/es',
    openBy: 'Ábrelo antes de',
    mailBy: 'Abre este enlace antes de',
    submit: 'Reservar la mesa',
  },
] as const

let phones = 0
/** A phone number of its own: a number is one guest for the night's shares (docs/spec.md §11.5). */
const phone = () =>
  `+34 622 ${String(Date.now() % 1000).padStart(3, '0')} ${String(phones++).padStart(3, '0')}`

/** The booking form of `date` with its island alive. */
async function openForm(page: Page, prefix: string, date: string, partySize = '2') {
  await page.goto(`${site}${prefix}/ibiza/reservations?date=${date}&partySize=${partySize}`)
  await page.waitForSelector('[data-island="ReservationForm"] form[novalidate]')
}

const send = (page: Page) => page.click('.reservation-form button[type="submit"]:not([value])')

describe('the link’s deadline', () => {
  for (const language of LANGUAGES) {
    it(`is one, in the same words, on the page, its toast and the mail, and never past the table (${language.locale})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
      const { page, problems } = await openPage(context)
      // English books the first table anyone can book (always within a day: the link lasts until its time);
      // Spanish a table three weeks ahead (the link lasts a day).
      const rules = DEFAULT_BOOKING_RULES
      const soon = language.locale === 'en'
      const date = soon ? firstBookableDate(rules, Date.now()) : inDays(21)
      const time = soon
        ? (seatingTimes(rules).find((seating) => isSoonEnough(rules, date, seating, Date.now())) ?? '')
        : '21:00'
      await openForm(page, language.prefix, date)
      await chooseSeating(page, time)
      const email = guestEmail(`deadline-${language.locale}`)
      await fillGuest(page, 'Dora Deadline', email, phone())
      const booked = Date.now()
      await send(page)
      await page.waitForURL(/\/ibiza\/reservations\/confirm\?by=\d{13}&sig=/)
      const by = Number(new URL(page.url()).searchParams.get('by'))
      if (soon) expect(by).toBe(zonedInstant(date, time, rules.timezone))
      else expect(by).toBeGreaterThanOrEqual(booked + 24 * 3600_000 - 60_000)
      const words = deadlineWords(by, rules.timezone, language.locale)
      expect(await page.textContent('main')).toContain(`${language.openBy} ${words}`)
      // The toast's words as the page hands them to the toast code (it shows them for 3 s).
      expect(await page.locator('.toaster').getAttribute('data-flash')).toContain(words)
      const mail = mails().findLast((item) => item.to === email)
      expect(mail?.text).toContain(`${language.mailBy} ${words}`)
      // No other deadline anywhere on the way.
      for (const text of [await page.textContent('body'), mail?.text ?? ''])
        expect(text).not.toMatch(/30 min|within a day|en el plazo de un día|30 minutos/)
      // The link's page sets the reference apart from the seating.
      const reference = /IBZ-[A-Z0-9]{6}/.exec(mail?.subject ?? '')?.[0] ?? ''
      await page.goto(linkOf(reference))
      const line = page.locator('.waiting-bookings li p')
      expect(await line.textContent()).not.toContain(`${time}${reference}`)
      expect(await line.locator('.reference-line').textContent()).toMatch(
        new RegExp(`^(Reference|Código) ${reference}$`),
      )
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

describe('a party the team arranges', () => {
  const ASKS = {
    en: {
      page: 'open it by',
      mail: 'open this link by',
      request: 'to send them your request',
      subject: 'Send your table request at Solera Ibiza',
      button: 'Send my request',
    },
    es: {
      page: 'ábrelo antes de',
      mail: 'abre este enlace antes de',
      request: 'para enviarles tu solicitud',
      subject: 'Envía tu solicitud de mesa en Solera Ibiza',
      button: 'Enviar mi solicitud',
    },
  } as const
  for (const language of LANGUAGES) {
    it(`is told on the page and in the mail that its link sends a request, not that it confirms a table (${language.locale})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
      const { page, problems } = await openPage(context)
      const words = ASKS[language.locale]
      await openForm(page, language.prefix, inDays(language.locale === 'en' ? 23 : 24), '10')
      await chooseSeating(page, '21:00')
      const email = guestEmail(`asks-${language.locale}`)
      await fillGuest(page, 'Greta Group', email, phone())
      await send(page)
      await page.waitForURL(/\/ibiza\/reservations\/confirm\?by=\d{13}&asks=1&sig=/)
      const by = deadlineWords(
        Number(new URL(page.url()).searchParams.get('by')),
        DEFAULT_BOOKING_RULES.timezone,
        language.locale,
      )
      // One next step, in the same words: the page, the mail, and the link's button.
      expect(await page.textContent('main')).toContain(`${words.page} ${by} ${words.request}`)
      const mail = mails().findLast((item) => item.to === email)
      expect(mail?.subject).toContain(words.subject)
      expect(mail?.text).toContain(`${words.mail} ${by} ${words.request}`)
      expect(mail?.text).not.toMatch(/to confirm it|para confirmarla/)
      const reference = /IBZ-[A-Z0-9]{6}/.exec(mail?.subject ?? '')?.[0] ?? ''
      await page.goto(linkOf(reference))
      await page.getByRole('button', { name: words.button }).click()
      await page.waitForURL(/\/ibiza\/reservations\/confirm\?step=request&why=largeParty&sig=/)
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

describe('a refused booking', () => {
  for (const language of LANGUAGES) {
    it(`says what to do next, with links that work (${language.locale})`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_UA })
      const { page } = await openPage(context)
      const date = inDays(22)
      // One connection books its three tables of the day; the fourth is refused.
      for (const [i, time] of ['19:00', '19:30', '20:00', '20:30'].entries()) {
        await openForm(page, language.prefix, date)
        await chooseSeating(page, time)
        await fillGuest(page, 'Rita Refused', guestEmail(`refused-${language.locale}${i}`), phone())
        await send(page)
        if (i < 3) await page.waitForURL(/\/ibiza\/reservations\/confirm\?by=/)
      }
      // Above the refusal's words, in sight when the form scrolls to them.
      const next = page.locator('.reservation-main .next-steps')
      await next.waitFor()
      expect(await next.isVisible()).toBe(true)
      const message = await page.locator('.reservation-form .form-message').boundingBox()
      const steps = await next.boundingBox()
      expect(steps && message && steps.y >= 0 && steps.y < message.y).toBe(true)
      const links = next.getByRole('link')
      expect(await links.count()).toBe(3)
      expect(await links.nth(0).getAttribute('href')).toMatch(/^tel:\+34\d+$/)
      // Another night is chosen right here: the link leads to the form's date.
      await links.nth(2).click()
      expect(new URL(page.url()).hash).toBe('#reservation-date')
      // "Write to us" is a link, to the venue's contact form.
      await links.nth(1).click()
      await page.waitForURL(`${site}${language.prefix}/ibiza/contact`)
      expect(await page.locator('form textarea[name="message"]').count()).toBe(1)
      await context.close()
    })
  }
})

describe('a signed-in guest’s booking', () => {
  it('carries the account’s name, as the guest wrote it, and is greeted by it', async () => {
    const context = await visitorContext(browser, site)
    const { page } = await openPage(context)
    const user = { ...newUser('anna'), name: 'Anna Guest' }
    await signUp(page, user)
    // The profile keeps the name of the sign-up; a new one is the account's from then on.
    await page.fill('[name="name"]', 'Anna María Guest')
    await page.click('form:has(input[name="_form"][value="profile"]) button[type="submit"]')
    await page.waitForURL(/\/account$/)
    await openForm(page, '', inDays(24))
    expect(await page.inputValue('#reservation-name')).toBe('Anna María Guest')
    await chooseSeating(page, '21:30')
    await page.fill('#reservation-phone', phone())
    await page.check('#reservation-consent')
    await ageFormTokens(page)
    await send(page)
    await page.waitForURL(/\/ibiza\/reservations\/confirmed\?ref=IBZ-/)
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''
    const mail = mails().findLast((item) => item.subject.includes(reference))
    expect(mail?.text).toContain('Hello Anna María Guest,')
    // Never the address's login part where a name goes.
    expect(mail?.text).not.toContain(`Hello ${user.email.split('@')[0]}`)
    await context.close()
  })
})

describe('one party-size rule', () => {
  it('the form and the manage page both take 1 to 12; a change above 8 waits for the team, the table kept', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    await openForm(page, '/es', inDays(25), '4')
    const options = (select: string) => page.locator(`${select} option`).allTextContents()
    expect(await options('#reservation-partySize')).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    )
    expect(await page.textContent('.reservation-how')).toContain(
      'Para más de 8 personas, nuestro equipo confirma la mesa personalmente.',
    )
    await chooseSeating(page, '22:00')
    const email = guestEmail('party-rule')
    await fillGuest(page, 'Paco Party', email, phone())
    await send(page)
    await confirmFromInbox(page, email, true)
    await page.getByRole('link', { name: 'Gestionar tu reserva' }).click()
    await page.waitForURL(/\/es\/ibiza\/reservations\/manage\?token=/)
    await page.locator('[data-island="ManageBooking"] form[novalidate]').waitFor({ state: 'attached' })
    expect(await options('#manage-partySize')).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)))
    await page.selectOption('#manage-partySize', '10')
    await page.getByRole('button', { name: 'Cambiar el número de personas' }).click()
    await page.waitForSelector('.manage-requested')
    expect(await page.textContent('.manage-requested')).toContain(
      'Has pedido que esta mesa sea para 10: nuestro equipo lo revisa personalmente',
    )
    expect(await page.textContent('.manage-requested')).toContain('tu mesa sigue siendo para 4')
    // Why it waits, in the words of the guest's mail.
    expect(await page.textContent('.manage-requested')).toContain(
      'Para grupos tan grandes nuestro equipo prepara la mesa personalmente.',
    )
    expect(await page.textContent('.booking-ticket-title')).toContain('Mesa para 4')
    expect(await page.locator('.toaster').getAttribute('data-flash')).toContain(
      'Tu solicitud de más personas está con nuestro equipo',
    )
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('without JavaScript', () => {
  for (const language of LANGUAGES) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`the summary follows the seating and the party chosen (${language.locale}, ${viewport.width} px)`, async () => {
        const context = await browser.newContext({
          viewport,
          userAgent: VISITOR_UA,
          javaScriptEnabled: false,
        })
        const page = await context.newPage()
        await page.goto(`${site}${language.prefix}/ibiza/reservations?date=${inDays(26)}`)
        // On a phone too: without JavaScript the page's summary is the one that follows the form.
        const summary = page.locator('.reservation-summary .booking-facts')
        expect(await page.locator('.booking-choice-inline').isVisible()).toBe(false)
        expect(await summary.isVisible()).toBe(true)
        const fact = (label: RegExp) =>
          summary
            .locator('div', { has: page.locator('dt', { hasText: label }) })
            .locator('dd')
            // biome-ignore lint/performance/useDomNodeTextContent: what the stylesheet shows is the point
            .innerText()
        expect(await fact(/Time|Hora/)).toMatch(/^(Not chosen yet|Sin elegir todavía)$/)
        expect(await fact(/Guests|Personas/)).toBe('2')
        await page.check('#seating-2000')
        await page.selectOption('#reservation-partySize', '5')
        expect(await fact(/Time|Hora/)).toBe('20:00')
        expect(await fact(/Guests|Personas/)).toBe('5')
        await context.close()
      })
    }
  }
})

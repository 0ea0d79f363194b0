import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { deadlineWords } from '../../cms/src/shared/deadline'
import { confirmedAddress } from '../../src/bookings/pages/reservation-confirmed'
import { formatCalendarDate } from '../../src/lib/format'
import type { FormId } from '../../src/lib/forms/form-ids'
import { issueFormToken } from '../../src/server/signing.server'
import { createApp } from '../../src/worker'
import {
  BROWSER_UA,
  confirmFromMail,
  get,
  htmlAttributes,
  ORIGIN,
  postAsNewClient,
  referenceMailedTo,
  staffHeaders,
} from '../worker/helpers'

const post = postAsNewClient

/** The signed fill-time token of a page rendered a while ago, as a person's form would have been. */
const token = (form: FormId, ageMs = 10_000) => issueFormToken(env, form, Date.now() - ageMs)
const inDays = (days: number) => addDays(zonedNow('Europe/Madrid', Date.now()).date, days)
const booking = async (overrides: Record<string, string> = {}) => ({
  token: await token('reservation'),
  date: inDays(10),
  time: '21:00',
  partySize: '4',
  name: 'Ana Ortiz',
  // A different guest each time: one mailbox, phone or private mail domain books at most twice a night.
  email: `ana-${crypto.randomUUID()}@${crypto.randomUUID().slice(0, 8)}.example`,
  phone: `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  notes: 'Window table',
  consent: 'on',
  ...overrides,
})

async function storedSubmissions(email: string) {
  const response = await fetch(
    `${inject('cmsUrl')}/api/submissions?filters[email][$eq]=${encodeURIComponent(email)}`,
    { headers: await staffHeaders() },
  )
  return ((await response.json()) as { data: Record<string, unknown>[] }).data
}

describe('forms stored as CMS submissions', () => {
  it('stores a demo and sends the visitor back with a thank-you', async () => {
    const response = await post('/es/demos', {
      name: 'DJ Nova',
      email: 'nova-worker@example.com',
      link: 'https://soundcloud.com/dj-nova/ep',
      message: 'Mi nuevo EP',
      website: '',
      token: await token('demos'),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/demos')
    expect(response.headers.get('set-cookie')).toContain('flash=success%3Aforms.sent')
    expect(await storedSubmissions('nova-worker@example.com')).toMatchObject([
      { kind: 'demo', name: 'DJ Nova', link: 'https://soundcloud.com/dj-nova/ep', language: 'es' },
    ])
  })

  it('notes where a contact message was sent from', async () => {
    const response = await post('/ibiza/contact', {
      name: 'Lee',
      email: 'lee-worker@example.com',
      message: 'Birthday dinner for 20?',
      token: await token('ibiza-contact'),
    })
    expect(response.status).toBe(303)
    const [stored] = await storedSubmissions('lee-worker@example.com')
    expect(stored).toMatchObject({ kind: 'contact', link: `${ORIGIN}/ibiza/contact` })
  })

  it('answers invalid fields in the page language and keeps what was typed', async () => {
    const response = await post('/es/demos', {
      name: 'DJ Nova',
      email: 'not-an-email',
      link: 'javascript:alert(1)',
      message: '<b>hola</b>',
      token: await token('demos'),
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Escribe un correo como nombre@ejemplo.com.')
    expect(html).toContain('Escribe un enlace que empiece por http:// o https://.')
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('&lt;b&gt;hola&lt;/b&gt;')
    expect(html).not.toContain('<b>hola</b>')
  })

  it('takes a fill-time token once, and only on its own form', async () => {
    const fields = (email: string, token: string) => ({ name: 'Ona', email, message: 'Table for 8?', token })
    const once = await token('contact')
    const [first, second] = await Promise.all([
      post('/contact', fields('ona-1@example.com', once)),
      post('/contact', fields('ona-2@example.com', once)),
    ])
    expect([first.status, second.status].sort()).toEqual([303, 400])
    const again = await post('/contact', fields('ona-3@example.com', once))
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('This form is out of date: please send it again.')
    // A token of the demo form is no token for the contact form.
    expect((await post('/contact', fields('ona-4@example.com', await token('demos')))).status).toBe(400)
    const stored = await Promise.all(
      ['ona-1@example.com', 'ona-2@example.com', 'ona-3@example.com', 'ona-4@example.com'].map(
        storedSubmissions,
      ),
    )
    expect(stored.flat()).toHaveLength(1)
  })

  it('gives a refused form its token back, and an island a fresh one for its next post', async () => {
    const kept = await token('contact')
    const invalid = await post('/contact', { name: 'Pau', email: 'not-an-email', message: 'Hi', token: kept })
    expect(invalid.status).toBe(400)
    const fixed = await post('/contact', {
      name: 'Pau',
      email: 'pau-w@example.com',
      message: 'Hi',
      token: kept,
    })
    expect(fixed.status).toBe(303)
    const island = await post(
      '/contact',
      { name: 'Pau', email: 'pau-w2@example.com', message: 'Hi', token: await token('contact') },
      { accept: 'application/json' },
    )
    const answer = (await island.json()) as { ok: boolean; token?: string }
    expect(answer.ok).toBe(true)
    expect(answer.token).toMatch(/^\d{13}\.[0-9a-f]{32}\.[0-9a-f]{64}$/)
  })

  it('drops a post whose hidden field was filled, and refuses one sent too fast', async () => {
    const trapped = await post('/contact', {
      name: 'Bot',
      email: 'bot-worker@example.com',
      message: 'Cheap pills',
      website: 'http://spam.example',
      token: await token('contact'),
    })
    expect(trapped.status).toBe(303)
    const fast = await post('/contact', {
      name: 'Bot',
      email: 'bot-worker@example.com',
      message: 'Cheap pills',
      token: await token('contact', 0),
    })
    expect(fast.status).toBe(400)
    expect(await fast.text()).toContain('That was quick!')
    expect(await storedSubmissions('bot-worker@example.com')).toEqual([])
  })

  it('refuses a forged or missing fill-time token, keeping what was typed', async () => {
    for (const forged of ['', `${Date.now() - 60_000}.${'0'.repeat(64)}`, 'yesterday']) {
      const response = await post('/contact', {
        name: 'Forger',
        email: 'forger-worker@example.com',
        message: 'Trust me',
        token: forged,
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('value="forger-worker@example.com"')
    }
    expect(await storedSubmissions('forger-worker@example.com')).toEqual([])
  })

  it('answers a body it cannot read with the localised 400 page, never a 500', async () => {
    const broken = [
      {
        'content-type': 'multipart/form-data; boundary=xx',
        body: '--xx\r\nContent-Disposition: form-data; name="na',
      },
      { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16', body: 'name=x' },
      { 'content-type': 'application/json', body: '{"name": ' },
      { 'content-type': 'text/xml', body: '<a/>' },
    ]
    for (const path of ['/contact', '/es/demos', '/ibiza/reservations', '/login']) {
      for (const { body, ...headers } of broken) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'user-agent': BROWSER_UA, origin: ORIGIN, ...headers },
          body,
        })
        expect(response.status, `${path} ${headers['content-type']}`).toBe(400)
        const html = await response.text()
        expect(html).toContain(
          path.startsWith('/es') ? 'No hemos podido leer ese formulario' : 'We could not read that form',
        )
      }
    }
  })

  it('refuses a post from another site', async () => {
    const response = await post('/contact', { name: 'X' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })

  it('keeps the message when the CMS is down (503, form alone, nothing lost)', async () => {
    const app = createApp()
    const response = await app.fetch(
      new Request(`${ORIGIN}/licensing`, {
        method: 'POST',
        headers: {
          'user-agent': BROWSER_UA,
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          name: 'Marta',
          email: 'marta@example.com',
          message: 'A licence for our hotel lobby',
          token: await token('licensing'),
        }),
      }),
      { ...env, CMS_URL: 'http://127.0.0.1:9' },
      createExecutionContext(),
    )
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Everything you typed is still here.')
    expect(html).toContain('A licence for our hotel lobby')
    expect(html).toContain('value="marta@example.com"')
  })
})

/** A page's text as a guest reads it: entities and React's text separators undone. */
const decoded = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '')

/** The text of the newest mail to `email`. */
const mailTo = async (email: string) => {
  const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
    to: string
    text: string
  }[]
  return mails.findLast((mail) => mail.to === email)?.text ?? ''
}

/** A guest's booking, confirmed from the mailed link: the button's answer (303 to the confirmation). */
const bookConfirmed = async (fields: Record<string, string>) => {
  const held = await post('/ibiza/reservations', fields)
  expect(held.status).toBe(303)
  return confirmFromMail(await referenceMailedTo(fields.email ?? ''))
}

describe('Ibiza reservations', () => {
  it('holds a booking until the guest confirms it from the mailed link, then shows the confirmation', async () => {
    const fields = await booking()
    const response = await post('/ibiza/reservations', fields)
    expect(response.status).toBe(303)
    // On the page the link opens, which says plainly what happens next and until when: the same deadline as
    // the toast's and the mail's (a day, never past the table's time: docs/spec.md §13.11).
    const inboxAddress = response.headers.get('location') ?? ''
    expect(inboxAddress).toMatch(/^\/ibiza\/reservations\/confirm\?by=\d{13}&sig=[0-9a-f]{64}$/)
    const by = deadlineWords(
      Number(new URL(inboxAddress, ORIGIN).searchParams.get('by')),
      'Europe/Madrid',
      'en',
    )
    const toast = decodeURIComponent(
      /flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '',
    )
    expect(toast).toBe(`success:flash.bookingPending:${JSON.stringify({ by })}`)
    const inbox = await (
      await SELF.fetch(`${ORIGIN}${inboxAddress}`, { headers: { 'user-agent': BROWSER_UA } })
    ).text()
    expect(inbox).toContain('Check your inbox')
    expect(decoded(inbox)).toContain(
      `Open it by ${by} to confirm your table; until then the table is not held`,
    )
    const reference = await referenceMailedTo(fields.email)
    expect(await mailTo(fields.email)).toContain(`Open this link by ${by} to confirm it`)
    expect(reference).toMatch(/^IBZ-[A-Z0-9]{6}$/)
    const confirmed = await confirmFromMail(reference)
    expect(confirmed.status).toBe(303)
    const location = new URL(confirmed.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/ibiza/reservations/confirmed')
    expect(location.searchParams.get('ref')).toBe(reference)
    const page = await (await SELF.fetch(location.href, { headers: { 'user-agent': BROWSER_UA } })).text()
    expect(page).toContain(reference)
    // The link works once.
    const again = await confirmFromMail(reference)
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('This link is not valid any more')
  })

  it('tells a guest whose link expired (410), in Spanish, and offers to book again', async () => {
    const fields = await booking({ time: '22:30' })
    expect((await post('/es/ibiza/reservations', fields)).status).toBe(303)
    const reference = await referenceMailedTo(fields.email)
    // Staff (a full-access token) move the link's end into the past: the guest came back too late.
    const staff = { ...(await staffHeaders()), 'content-type': 'application/json' }
    const found = (await (
      await fetch(`${inject('cmsUrl')}/api/reservations?filters[reference][$eq]=${reference}`, {
        headers: staff,
      })
    ).json()) as { data: { documentId: string }[] }
    const moved = await fetch(`${inject('cmsUrl')}/api/reservations/${found.data[0]?.documentId}`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ data: { confirmBy: new Date(Date.now() - 60_000).toISOString() } }),
    })
    expect(moved.status).toBe(200)
    const late = await confirmFromMail(reference, 'es')
    expect(late.status).toBe(410)
    const html = await late.text()
    expect(html).toContain('Este enlace ha caducado')
    expect(html).toContain('href="/es/ibiza/reservations"')
  })

  // Filling a seating takes five guests of 8 (a larger party waits for staff), each confirming from a mail.
  it('tells a guest whose slot filled before they confirmed, with the nearest times as links to the form', {
    timeout: 60_000,
  }, async () => {
    const date = inDays(23)
    const waiting = await booking({ date, time: '22:00', partySize: '4' })
    expect((await post('/ibiza/reservations', waiting)).status).toBe(303)
    const reference = await referenceMailedTo(waiting.email)
    for (const partySize of ['8', '8', '8', '8', '8'])
      expect((await bookConfirmed(await booking({ date, time: '22:00', partySize }))).status).toBe(303)
    const late = await confirmFromMail(reference)
    expect(late.status).toBe(409)
    const html = await late.text()
    expect(html).toContain('that time filled up before you confirmed, so nothing is booked')
    const times = [...html.matchAll(/<li><a href="([^"]+)">(\d{2}:\d{2})<\/a><\/li>/g)].map((m) => [
      m[1]?.replace(/&amp;/g, '&'),
      m[2],
    ])
    const form = `/ibiza/reservations?date=${date}&partySize=4`
    expect(times).toEqual([
      [form, '21:00'],
      [form, '21:30'],
      [form, '22:30'],
    ])
  })

  it('shows only a booking the worker confirmed, not whatever the address claims', async () => {
    const response = await bookConfirmed(await booking({ name: 'Real Booking' }))
    const confirmed = new URL(response.headers.get('location') ?? '', ORIGIN)
    const forged = new URL(confirmed)
    forged.searchParams.set('party', '12')
    const invented = `${ORIGIN}/ibiza/reservations/confirmed?ref=IBZ-FAKE99&date=2099-01-01&time=21:00&party=4`
    for (const address of [forged.href, invented]) {
      const html = await (await SELF.fetch(address, { headers: { 'user-agent': BROWSER_UA } })).text()
      expect(html, address).toContain('No booking to show')
      expect(html, address).not.toContain(new URL(address).searchParams.get('ref') ?? 'no ref')
    }
    const shown = await SELF.fetch(confirmed.href, { headers: { 'user-agent': BROWSER_UA } })
    // A guest's booking is theirs: never stored by a cache on the way (the refused ones: sessions.test.ts).
    expect(shown.headers.get('cache-control')).toBe('private, no-store')
    const real = await shown.text()
    expect(real).not.toContain('No booking to show')
  })

  it('answers the island in JSON', async () => {
    const response = await post('/es/ibiza/reservations', await booking({ time: '19:30' }), {
      accept: 'application/json',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; redirect: string }
    expect(body.ok).toBe(true)
    // Held as pending: the island goes to the link's page, which says to check the inbox by when.
    expect(body.redirect).toMatch(/^\/es\/ibiza\/reservations\/confirm\?by=\d{13}&sig=[0-9a-f]{64}$/)
  })

  it('serves live availability and shows a full slot as an error with the input kept', {
    timeout: 60_000,
  }, async () => {
    const date = inDays(20)
    for (const partySize of ['8', '8', '8', '8', '8'])
      expect((await bookConfirmed(await booking({ date, time: '23:30', partySize }))).status).toBe(303)
    const slots = (await (
      await SELF.fetch(`${ORIGIN}/ibiza/reservations/availability?date=${date}&partySize=2`)
    ).json()) as { slots: { time: string; left: number; available: boolean; note: string }[] }
    // Each seating with its words for the party, as the form shows them (the island carries none).
    expect(slots.slots.find((slot) => slot.time === '23:30')).toEqual({
      time: '23:30',
      left: 0,
      available: false,
      note: 'Full',
    })

    const full = await post('/ibiza/reservations', await booking({ date, time: '23:30', name: 'Late Comer' }))
    expect(full.status).toBe(409)
    const html = await full.text()
    expect(html).toContain('That time is fully booked (0 places left)')
    expect(html).toContain('value="Late Comer"')
    // Without JavaScript the page shows the seatings of the posted date, the full one disabled and saying so,
    // and the nearest times that still have room for the party.
    expect(html).toMatch(/<input type="radio"[^>]* id="seating-2330"[^>]* disabled=""/)
    expect(html).toMatch(/<span class="seating-time">23:30<\/span><span class="seating-left">Full<\/span>/)
    expect(html).toContain('id="reservation-time-gone"')
  })

  it('refuses dates outside the window, parties over the limit and times too soon', async () => {
    const response = await post(
      '/es/ibiza/reservations',
      await booking({ date: inDays(61), partySize: '13', time: '19:15' }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Aceptamos reservas hasta el')
    expect(html).toContain('Aquí se reservan grupos de 1 a 12 personas')
    expect(html).toContain('Elige una de las horas de la lista.')
    const past = await post('/ibiza/reservations', await booking({ date: inDays(-1) }))
    expect(await past.text()).toContain('That date has passed')
  })

  it('keeps the booking when the CMS is down', async () => {
    const response = await createApp().fetch(
      new Request(`${ORIGIN}/ibiza/reservations`, {
        method: 'POST',
        headers: {
          'user-agent': BROWSER_UA,
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(await booking({ name: 'Offline Olga' })),
      }),
      { ...env, CMS_URL: 'http://127.0.0.1:9' },
      createExecutionContext(),
    )
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('value="Offline Olga"')
  })
})

/** The first element of a page with this tag and class, with everything in it. */
const element = (html: string, tag: string, className: string) =>
  new RegExp(`<${tag} class="${className}"[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? ''
/** A link that shows the venue in the visitor's maps (cms/src/shared/maps.ts). */
const MAP_LINK = /<a href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+" rel="noopener">/

const LANGUAGES = [
  {
    prefix: '',
    locale: 'en',
    summary: ['Your booking', 'Not chosen yet', 'Opening hours', 'How booking works', 'Open in a map'],
    card: ['Table for 6', 'Open in a map', 'Add to calendar'],
  },
  {
    prefix: '/es',
    locale: 'es',
    summary: ['Tu reserva', 'Sin elegir todavía', 'Horario', 'Cómo funciona la reserva', 'Ver en el mapa'],
    card: ['Mesa para 6', 'Ver en el mapa', 'Añadir al calendario'],
  },
] as const

describe('the booking as the server draws it, for a guest without JavaScript', () => {
  it('sums up the booking beside the form: what is chosen, where the venue is and when it opens', async () => {
    const date = inDays(12)
    for (const language of LANGUAGES) {
      const html = await (await get(`${language.prefix}/ibiza/reservations?date=${date}&partySize=5`)).text()
      expect(htmlAttributes(html)['data-forced-color-mode']).toBe('light') // the Ibiza section's colours
      const summary = element(html, 'aside', 'reservation-summary')
      for (const text of language.summary) expect(summary, text).toContain(text)
      expect(summary).toContain(`<dd>${formatCalendarDate(date, language.locale)}</dd>`)
      // Without JavaScript the summary holds every party size, and the stylesheet shows the one selected.
      expect(summary).toContain('<span class="choice-none">5</span>')
      expect(summary).toContain('<span class="choice-option">12</span>')
      expect(summary).toContain('Passeig de la Mar 14')
      expect(summary).toMatch(MAP_LINK)
      expect(summary).toContain('17:00–03:00')
      // Beside it, the venue's own picture from the CMS.
      expect(element(html, 'div', 'reservation-picture')).toMatch(
        /<img class="picture picture-landscape" src="/,
      )
    }
  })

  it('shows the seating chosen once "show available times" has reloaded the form', async () => {
    const date = inDays(13)
    const response = await post('/es/ibiza/reservations', {
      intent: 'check',
      date,
      partySize: '3',
      time: '21:30',
      token: await token('reservation'),
    })
    expect(response.status).toBe(200)
    const summary = element(await response.text(), 'aside', 'reservation-summary')
    expect(summary).toContain(`<dd>${formatCalendarDate(date, 'es')}</dd>`)
    expect(summary).toContain('<span class="choice-none">21:30</span>')
    expect(summary).toContain('<span class="choice-none">3</span>')
    expect(summary).toContain('<span class="poster-time">')
  })

  it('confirms the booking as a card: poster date, time, party size, reference, the venue and its map', async () => {
    const booking = { reference: 'IBZ-CARD42', date: inDays(14), time: '21:30', partySize: 6 }
    for (const language of LANGUAGES) {
      const address = await confirmedAddress(env, language.locale, booking)
      const html = await (await get(address)).text()
      expect(htmlAttributes(html)['data-forced-color-mode']).toBe('light')
      const card = element(html, 'article', 'confirmed-ticket')
      for (const text of language.card) expect(card, text).toContain(text)
      expect(card).toContain(`<span class="poster-day">${Number(booking.date.slice(8))}</span>`)
      expect(card).toMatch(/<span class="poster-time">\S+ 21:30<\/span>/)
      expect(card).toContain(
        `<time dateTime="${booking.date}">${formatCalendarDate(booking.date, language.locale)}</time>`,
      )
      expect(card).toContain('<dd>21:30</dd>')
      expect(card).toContain('IBZ-CARD42')
      expect(card).toContain('Passeig de la Mar 14')
      expect(card).toMatch(MAP_LINK)
      expect(card).toContain(`href="${language.prefix}/ibiza/reservations/calendar.ics?ref=IBZ-CARD42&amp;`)
    }
  })
})

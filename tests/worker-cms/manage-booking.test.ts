import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import { issueFormToken } from '../../src/server/signing.server'
import {
  BROWSER_UA,
  clientAddress,
  confirmFromMail,
  get,
  inOneFormWindow,
  jsonPost,
  newAccount,
  ORIGIN,
  postAsNewClient,
  referenceMailedTo,
} from '../worker/helpers'

/** The same text with its last character changed (never to the one it had). */
const oneOff = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`

const post = postAsNewClient

// Days of their own: no other suite books these, so every slot here holds only this file's bookings.
const inDays = (days: number) => addDays(zonedNow('Europe/Madrid', Date.now()).date, days)
const randomPhone = () => `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/**
 * A guest books through the site and confirms from the mailed link, as a person would; answers the
 * reference, the manage page's address (from the confirmation page's Manage link) and the confirmation page.
 */
async function bookedGuest(days: number, time: string, partySize: number, locale: 'en' | 'es' = 'en') {
  const prefix = locale === 'es' ? '/es' : ''
  const email = `guest-${crypto.randomUUID()}@${crypto.randomUUID().slice(0, 8)}.example`
  const booked = await post(`${prefix}/ibiza/reservations`, {
    token: await issueFormToken(env, 'reservation', Date.now() - 10_000),
    date: inDays(days),
    time,
    partySize: String(partySize),
    name: 'Lola Manage',
    email,
    phone: randomPhone(),
    notes: '',
    consent: 'on',
  })
  expect(booked.status).toBe(303)
  const reference = await referenceMailedTo(email)
  const button = await confirmFromMail(reference, locale)
  expect(button.status).toBe(303)
  const confirmed = button.headers.get('location') ?? ''
  const page = await (await get(confirmed)).text()
  const manage = (/href="([^"]*\/manage\?token=[^"]+)"/.exec(page)?.[1] ?? '').replace(/&amp;/g, '&')
  return { reference, email, manage, confirmed, page }
}

/** Another guest's confirmed booking, straight through the CMS as the site's worker (to fill a slot). */
async function otherGuest(days: number, time: string, partySize: number) {
  const cms = (path: string, data: object) =>
    fetch(`${inject('cmsUrl')}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-worker-secret': inject('cmsWorkerSecret') },
      body: JSON.stringify({ data }),
    })
  const asked = await cms('/reservations', {
    venue: 'ibiza',
    date: inDays(days),
    time,
    partySize,
    name: 'Other Guest',
    email: `other-${crypto.randomUUID()}@${crypto.randomUUID().slice(0, 8)}.example`,
    phone: randomPhone(),
    consent: true,
  })
  expect(asked.status).toBe(202)
  const { reference } = ((await asked.json()) as { data: { reference: string } }).data
  const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
    subject: string
    text: string
  }[]
  const text = mails.findLast((mail) => mail.subject.includes(reference))?.text ?? ''
  const token = decodeURIComponent(/confirm\?token=([\w%-]+)/.exec(text)?.[1] ?? '')
  expect((await cms('/reservations/confirm', { token })).status).toBe(200)
}

const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/<!-- -->/g, '')

describe('the manage link (docs/spec.md §13.12)', () => {
  it('is on the confirmation page and in the mail, and opens the booking in both languages', async () => {
    const { reference, manage, confirmed, page } = await bookedGuest(45, '20:00', 3)
    expect(manage).toMatch(/^\/ibiza\/reservations\/manage\?token=[\w-]{32}$/)
    expect(page).toContain('Manage your booking')
    // The calendar file's address never carries the link: a calendar is often shared.
    const calendar = /href="([^"]+calendar\.ics[^"]+)"/.exec(page)?.[1] ?? ''
    expect(calendar).not.toContain('manage')
    expect((await get(decoded(calendar))).status).toBe(200)
    // A confirmation address whose manage token was changed is not one the worker signed.
    const forged = new URL(confirmed, ORIGIN)
    forged.searchParams.set('manage', oneOff(forged.searchParams.get('manage') ?? ''))
    expect(await (await get(`${forged.pathname}${forged.search}`)).text()).toContain('No booking to show')

    const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as {
      subject: string
      text: string
    }[]
    const mail = mails.findLast((m) => m.subject.includes(reference) && m.text.includes('manage?token='))
    expect(mail?.text).toContain(manage)

    const en = await get(manage)
    expect(en.status).toBe(200)
    expect(en.headers.get('cache-control')).toBe('private, no-store')
    const html = decoded(await en.text())
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toContain(reference)
    expect(html).toContain('Table for 3 at Solera Ibiza')
    expect(html).toMatch(/class="booking-status status-confirmed">Confirmed</)
    expect(html).toContain('https://www.google.com/maps/dir/')
    const es = decoded(await (await get(`/es${manage}`)).text())
    expect(es).toContain('Mesa para 3 en Solera Ibiza')
    expect(es).toMatch(/status-confirmed">Confirmada</)
    expect(es).toContain('Cancelar esta reserva')
  })

  it('shows no booking for a wrong, short or missing token, or a reference alone', async () => {
    const { reference, manage } = await bookedGuest(45, '20:30', 2)
    for (const path of [
      oneOff(manage),
      '/ibiza/reservations/manage?token=short',
      '/ibiza/reservations/manage',
      `/es/ibiza/reservations/manage?token=${'x'.repeat(32)}`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBeLessThan(500)
      const html = await response.text()
      expect(html, path).toMatch(/No booking to show|No hay ninguna reserva que mostrar/)
      expect(html, path).not.toContain(reference)
    }
    // A reference alone asks to sign in: only its account may use it.
    const byReference = await (await get(`/ibiza/reservations/manage?ref=${reference}`)).text()
    expect(byReference).toContain('Sign in to manage this booking.')
    expect(byReference).not.toContain('Lola Manage')
  })
})

describe('changing the party size without JavaScript', () => {
  it('re-checks the slot, answers bad input with the field’s error in the page’s language, and lands back', async () => {
    const { manage } = await bookedGuest(46, '21:00', 2, 'es')
    for (const partySize of [8, 8, 8, 8, 4]) await otherGuest(46, '21:00', partySize)
    const address = clientAddress()
    expect(manage.startsWith('/es/ibiza/reservations/manage?token=')).toBe(true)
    const change = (partySize: string) =>
      post(manage, { _form: 'change-party', partySize }, { 'cf-connecting-ip': address })

    const bad = await change('trece')
    expect(bad.status).toBe(400)
    // The booking form's parties, 1 to 12 (above 8 a request for the team: docs/spec.md §13.13).
    expect(decoded(await bad.text())).toContain('Aquí se reservan grupos de 1 a 12 personas')
    const full = await change('5')
    expect(full.status).toBe(409)
    const fullPage = decoded(await full.text())
    expect(fullPage).toContain('A esa hora caben como mucho 4 personas')
    expect(fullPage).toContain('id="manage-partySize-error"')

    const changed = await change('4')
    expect(changed.status).toBe(303)
    expect(changed.headers.get('location')).toBe(manage)
    const after = decoded(await (await get(manage)).text())
    expect(after).toContain('Mesa para 4 en Solera Ibiza')
  })

  it('answers an island with JSON, and a post naming no booking with 404, never a 500', async () => {
    const { manage } = await bookedGuest(46, '22:00', 2)
    const address = clientAddress()
    const island = await SELF.fetch(jsonPost(manage, { _form: 'change-party', partySize: '6' }, address))
    expect(island.status).toBe(200)
    expect(await island.json()).toEqual({ ok: true, redirect: manage })
    const refused = await SELF.fetch(jsonPost(manage, { _form: 'change-party', partySize: '0' }, address))
    expect(refused.status).toBe(400)
    expect(
      ((await refused.json()) as { fieldErrors: Record<string, { code: string }> }).fieldErrors.partySize
        ?.code,
    ).toBe('party')
    const nobody = await post(oneOff(manage), { _form: 'cancel-booking' })
    expect(nobody.status).toBe(404)
    expect(await nobody.text()).toContain('This link is not valid, or it has expired.')
    const unreadable = await SELF.fetch(`${ORIGIN}${manage}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, origin: ORIGIN, 'content-type': 'text/plain' },
      body: 'partySize=3',
    })
    expect(unreadable.status).toBe(400)
  })

  it('takes at most 5 posts a minute from one client', async () => {
    const { manage } = await bookedGuest(47, '19:30', 2)
    const answers = await inOneFormWindow(async (address) => {
      const statuses = []
      for (const partySize of ['3', '4', '3', '4', '3', '4']) {
        statuses.push(
          (await post(manage, { _form: 'change-party', partySize }, { 'cf-connecting-ip': address })).status,
        )
      }
      return statuses
    })
    expect(answers).toEqual([303, 303, 303, 303, 303, 429])
  })
})

describe('cancelling', () => {
  it('cancels once, frees the places and says so; the link then shows it cancelled', async () => {
    const { manage, reference } = await bookedGuest(47, '23:00', 4)
    const availability = async () =>
      (
        (await (await get(`/ibiza/reservations/availability?date=${inDays(47)}&partySize=1`)).json()) as {
          slots: { time: string; left: number }[]
        }
      ).slots.find((slot) => slot.time === '23:00')?.left
    expect(await availability()).toBe(36)
    const cancelled = await post(manage, { _form: 'cancel-booking' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(manage)
    expect(await availability()).toBe(40)
    const page = decoded(await (await get(manage)).text())
    expect(page).toMatch(/status-cancelled">Cancelled</)
    expect(page).toContain('This booking is cancelled')
    expect(page).not.toContain('Cancel this booking')
    const again = await post(`/es${manage}`, { _form: 'cancel-booking' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Esta reserva está cancelada')
    const mails = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as { subject: string }[]
    expect(mails.some((m) => m.subject.includes(reference) && m.subject.includes('cancelled'))).toBe(true)
  })
})

describe('from the account', () => {
  const register = async (name: string) => {
    const account = await newAccount(name)
    return { email: account.email, session: account.cookie }
  }
  let owner = { email: '', session: '' }
  let reference = ''
  beforeAll(async () => {
    owner = await register('m')
    const booked = await post(
      '/ibiza/reservations',
      {
        token: await issueFormToken(env, 'reservation', Date.now() - 10_000),
        date: inDays(48),
        time: '21:30',
        partySize: '2',
        name: 'Account Owner',
        email: owner.email,
        phone: randomPhone(),
        notes: '',
        consent: 'on',
      },
      { cookie: owner.session },
    )
    // The account's own, proven address: booked at once (docs/spec.md §13.11).
    expect(booked.status).toBe(303)
    reference = new URL(booked.headers.get('location') ?? '', ORIGIN).searchParams.get('ref') ?? ''
    expect(reference).toMatch(/^IBZ-/)
  })

  it('lists the booking as a poster-date card with its status and a Manage link, in both languages', async () => {
    const html = decoded(await (await get('/account', { cookie: owner.session })).text())
    const card = /<li class="booking-card status-confirmed">.*?<\/li>/s.exec(html)?.[0] ?? ''
    const day = String(Number(inDays(48).slice(8, 10)))
    expect(card).toContain(`<span class="poster-day">${day}</span>`)
    expect(card).toContain('>Confirmed<')
    expect(card).toContain('2 guests')
    expect(card).toContain(`href="/ibiza/reservations/manage?ref=${reference}"`)
    const es = decoded(await (await get('/es/account', { cookie: owner.session })).text())
    expect(es).toContain('>Confirmada<')
    expect(es).toContain(`href="/es/ibiza/reservations/manage?ref=${reference}"`)
  })

  it('manages it by reference for its account only', async () => {
    const path = `/ibiza/reservations/manage?ref=${reference}`
    expect(decoded(await (await get(path, { cookie: owner.session })).text())).toContain(
      'Table for 2 at Solera Ibiza',
    )
    const stranger = await register('s')
    const theirs = await (await get(path, { cookie: stranger.session })).text()
    expect(theirs).toContain('No booking to show')
    expect((await post(path, { _form: 'cancel-booking' }, { cookie: stranger.session })).status).toBe(404)
    expect((await post(path, { _form: 'cancel-booking' })).status).toBe(401)

    const changed = await post(path, { _form: 'change-party', partySize: '5' }, { cookie: owner.session })
    expect(changed.status).toBe(303)
    expect(changed.headers.get('location')).toBe(path)
    expect((await post(path, { _form: 'cancel-booking' }, { cookie: owner.session })).status).toBe(303)
    const html = decoded(await (await get('/account', { cookie: owner.session })).text())
    expect(html).toContain('<li class="booking-card status-cancelled">')
    expect(html).toContain('5 guests')
  })
})

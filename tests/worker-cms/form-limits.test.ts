import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { addDays, zonedNow } from '../../cms/src/shared/booking-rules'
import type { FormId } from '../../src/lib/forms/form-ids'
import type { FormAnswer } from '../../src/lib/forms/validate'
import { FORM_POSTS } from '../../src/server/limits/form-posts.server'
import { issueFormToken } from '../../src/server/signing.server'
import { createApp } from '../../src/worker'
import { TURNSTILE_TEST_SECRET } from '../fixtures/worker-doubles'
import {
  BROWSER_UA,
  clientAddress,
  confirmFromMail,
  formPost,
  inOneFormWindow,
  ORIGIN,
  referenceMailedTo,
} from '../worker/helpers'

/**
 * Bookings and contact-type forms cannot be flooded (docs/spec.md §11.5, §11.6, §11.10), against the real
 * Strapi of this suite: limits per client address (each test's client is an address of its own), the
 * CMS's limits per e-mail and phone in the page's language, and the optional Turnstile check against a
 * local double of siteverify (tests/fixtures/worker-doubles.ts).
 */

const token = (form: FormId) => issueFormToken(env, form, Date.now() - 10_000)
const inDays = (days: number) => addDays(zonedNow('Europe/Madrid', Date.now()).date, days)
const guest = () => crypto.randomUUID().slice(0, 8)

const booking = async (overrides: Record<string, string> = {}) => {
  const id = guest()
  return {
    token: await token('reservation'),
    date: inDays(30),
    time: '20:00',
    partySize: '2',
    name: `Guest ${id}`,
    // A mail domain of its own: one domain that is not a public provider is one guest a night (§11.5).
    email: `guest-${id}@${id}.example`,
    phone: `+34 7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    consent: 'on',
    ...overrides,
  }
}

const message = async (overrides: Record<string, string> = {}) => ({
  name: 'Sam Rivera',
  email: `sam-${guest()}@example.com`,
  message: 'Do you host weddings?',
  token: await token('contact'),
  ...overrides,
})

/** A form post from `address`, asking for the island's JSON answer when `json`. */
const clientPost = (path: string, fields: Record<string, string>, address: string, json = false) =>
  formPost(path, fields, { 'cf-connecting-ip': address, ...(json ? { accept: 'application/json' } : {}) })

const post = (path: string, fields: Record<string, string>, address: string, json = false) =>
  SELF.fetch(clientPost(path, fields, address, json))

describe('bookings per client', () => {
  it('takes at most 3 of 12 bookings from one client in a day, answering the rest 429 with the input kept', async () => {
    const address = clientAddress()
    const attempts = await Promise.all(
      Array.from({ length: 12 }, async () => post('/ibiza/reservations', await booking(), address)),
    )
    const accepted = attempts.filter((response) => response.status === 303)
    const refused = attempts.filter((response) => response.status === 429)
    expect(accepted).toHaveLength(3)
    expect(refused).toHaveLength(9)
    const retryAfter = Number(refused[0]?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60)
    const html = await refused[0]?.text()
    expect(html).toContain('We take at most 3 bookings and 24 guests a day from one connection.')
    expect(html).toMatch(/value="Guest [0-9a-f]{8}"/)

    // The same client in Spanish, with JavaScript: the one answer shape.
    const island = await post('/es/ibiza/reservations', await booking(), address, true)
    expect(island.status).toBe(429)
    expect(await island.json()).toEqual({
      ok: false,
      code: 'throttled',
      message: expect.stringContaining(
        'Aceptamos como máximo 3 reservas y 24 personas al día desde una misma conexión.',
      ),
      fieldErrors: {},
      // The island's next post goes with a fresh fill-time token (docs/spec.md §11.9).
      token: expect.stringMatching(/^\d{13}\./),
    })
    // Another client books as usual.
    expect((await post('/ibiza/reservations', await booking(), clientAddress())).status).toBe(303)
  })

  it('counts the guests of its bookings too: 24 a day from one client', async () => {
    const address = clientAddress()
    for (const partySize of ['10', '10']) {
      expect((await post('/ibiza/reservations', await booking({ partySize }), address)).status).toBe(303)
    }
    const over = await post('/ibiza/reservations', await booking({ partySize: '6' }), address)
    expect(over.status).toBe(429)
    expect((await post('/ibiza/reservations', await booking({ partySize: '4' }), address)).status).toBe(303)
  })

  it('gives a booking the CMS did not take back to the client', async () => {
    const address = clientAddress()
    const full = { date: inDays(40), time: '23:30' }
    // Other guests fill the slot; this client then meets a full slot (409) four times over, and none of
    // those is one of its three.
    for (const partySize of ['8', '8', '8', '8', '8']) {
      const fields = await booking({ ...full, partySize })
      expect((await post('/ibiza/reservations', fields, clientAddress())).status).toBe(303)
      // Held as pending until its guest confirms from the mail: only then does it take the places.
      expect((await confirmFromMail(await referenceMailedTo(fields.email))).status).toBe(303)
    }
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await post('/ibiza/reservations', await booking(full), address)).status).toBe(409)
    }
    const three = await Promise.all(
      [1, 2, 3].map(async () => post('/ibiza/reservations', await booking(), address)),
    )
    expect(three.map((response) => response.status)).toEqual([303, 303, 303])
  })

  it('tells a guest over their mailbox’s night which field, in the page’s language, with what to do', async () => {
    const repeat = {
      email: `repeat-${guest()}@outlook.com`,
      phone: `+34 699 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    }
    // Two tables that night, each confirmed from its mail (a booking waiting for its link counts for nothing).
    for (const time of ['19:00', '19:30']) {
      expect(
        (await post('/ibiza/reservations', await booking({ ...repeat, time }), clientAddress())).status,
      ).toBe(303)
      expect((await confirmFromMail(await referenceMailedTo(repeat.email))).status).toBe(303)
    }
    const third = await post('/es/ibiza/reservations', await booking(repeat), clientAddress(), true)
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({
      ok: false,
      token: expect.stringMatching(/^\d{13}\./),
      code: 'emailLimit',
      message: 'Revisa los campos marcados.',
      fieldErrors: {
        email: {
          code: 'emailLimit',
          message:
            'Este correo ya tiene el máximo de mesas que aceptamos en línea para una persona esa noche (dos, 16 personas). Para reservar más, llámanos o escríbenos.',
        },
      },
    })
    // Without JavaScript: the page again, the message by its field, the input kept, and what to do next as
    // links: call, write, another night.
    const page = await post('/ibiza/reservations', await booking(repeat), clientAddress())
    expect(page.status).toBe(429)
    const html = await page.text()
    expect(html).toContain('This e-mail already has the most tables we take online for one guest that night')
    expect(html).toContain(`value="${repeat.email}"`)
    expect(html).toMatch(/<a class="chip" href="tel:\+34[\d]+">Call us: \+34[^<]+<\/a>/)
    expect(html).toContain('<a class="chip" href="/ibiza/contact">Write to us</a>')
    expect(html).toContain('<a class="chip" href="#reservation-date">Choose another night</a>')
  })
})

describe('one actor with a catch-all mail domain and four networks', () => {
  // Forty bookings and their links through the worker: a minute of a busy two-core machine at most.
  it('takes at most a quarter of a night, whatever it tries', { timeout: 120_000 }, async () => {
    // Ten seatings × parties of 12, 12, 12 and 4 (400 covers, the whole night), from forty IPv4 addresses
    // in four /24 networks, each booking with a mailbox of its own at one catch-all domain and a phone of
    // its own, and every mailed link opened.
    const domain = `${guest()}-catchall.example`
    const date = inDays(34)
    const networks = Array.from({ length: 4 }, () => {
      const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2))
      return `10.${a}.${b}`
    })
    const times = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']
    let i = 0
    for (const time of times) {
      for (const partySize of ['12', '12', '12', '4']) {
        const email = `table${i}@${domain}`
        const answer = await post(
          '/ibiza/reservations',
          await booking({ date, time, partySize, email }),
          `${networks[i % 4]}.${10 + Math.floor(i / 4)}`,
        )
        i++
        if (answer.status !== 303) continue
        const reference = await referenceMailedTo(email)
        if (reference) await confirmFromMail(reference)
      }
    }
    const availability = (await (
      await SELF.fetch(`${ORIGIN}/ibiza/reservations/availability?date=${date}&partySize=1`)
    ).json()) as { slots: { left: number }[] }
    const taken = availability.slots.reduce((sum, slot) => sum + (40 - slot.left), 0)
    expect(taken).toBeLessThanOrEqual(100)
    // The parties of twelve wait for staff; the domain, one guest, holds two tables at most.
    expect(taken).toBeLessThanOrEqual(16)
  })
})

describe('bookings per network', () => {
  it('takes at most 10 a day from one network (an IPv6 /48), however many clients it has', async () => {
    const network = clientAddress().split(':').slice(0, 3).join(':')
    const times = ['19:00', '19:30', '20:30', '21:00', '21:30', '22:00']
    const attempts = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        post(
          '/ibiza/reservations',
          await booking({ date: inDays(31), time: times[i % times.length] ?? '19:00' }),
          `${network}:${(i + 1).toString(16)}::1`,
        ),
      ),
    )
    const statuses = attempts.map((response) => response.status)
    expect(statuses.filter((status) => status === 303)).toHaveLength(10)
    const refused = attempts.filter((response) => response.status === 429)
    expect(refused).toHaveLength(2)
    expect(await refused[0]?.text()).toContain('Many tables have been booked from your network today.')
    // A client of another network books as before.
    expect(
      (await post('/ibiza/reservations', await booking({ date: inDays(31) }), clientAddress())).status,
    ).toBe(303)
  })
})

describe('contact-type forms per client', () => {
  it('takes at most 5 posts a minute from one client, answering the rest 429 with the input kept', async () => {
    const answers = await inOneFormWindow(async (address) => {
      const sent: Response[] = []
      for (let post = 0; post < 11; post++) {
        sent.push(await SELF.fetch(clientPost('/contact', await message({ name: `Burst ${post}` }), address)))
      }
      return sent
    })
    expect(answers.filter((response) => response.status === 303)).toHaveLength(FORM_POSTS.limit)
    const refused = answers.find((response) => response.status === 429)
    expect(refused?.headers.get('retry-after')).toBe('60')
    const html = await refused?.text()
    expect(html).toContain('You have sent several forms in a short time')
    expect(html).toMatch(/value="Burst \d+"/)
    // Another client is not held by that one.
    expect((await post('/contact', await message(), clientAddress())).status).toBe(303)
  })
})

describe('the optional bot check (Turnstile)', () => {
  const turnstile = {
    ...env,
    TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    TURNSTILE_SECRET: TURNSTILE_TEST_SECRET,
    TURNSTILE_VERIFY_URL: `${inject('doublesUrl')}/siteverify`,
  }
  const withTurnstile = (request: Request, bindings = turnstile) =>
    createApp().fetch(request, bindings, createExecutionContext())

  it('loads nothing of Turnstile when it is not configured', async () => {
    const response = await SELF.fetch(`${ORIGIN}/ibiza/reservations`, {
      headers: { 'user-agent': BROWSER_UA },
    })
    expect(response.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com')
    expect(await response.text()).not.toContain('challenges.cloudflare.com')
  })

  it('shows the widget on the booking and contact forms and lets its script in, when configured', async () => {
    const page = await withTurnstile(
      new Request(`${ORIGIN}/ibiza/reservations`, { headers: { 'user-agent': BROWSER_UA } }),
    )
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    const html = await page.text()
    expect(html).toContain('src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"')
    expect(html).toContain('class="bot-check"')
    // A contact form's page, answering a post without the check: the widget again, and why.
    const refused = await withTurnstile(clientPost('/es/contact', await message(), clientAddress()))
    expect(refused.status).toBe(400)
    const again = await refused.text()
    expect(again).toContain('class="bot-check"')
    expect(again).toContain('Completa la comprobación que hay encima del botón')
    expect(again).toContain('value="Sam Rivera"')
  })

  it('verifies each post at siteverify: a solved challenge passes once, anything else is refused', async () => {
    const address = clientAddress()
    const solved = `pass-${guest()}`
    const fields = await message({ 'cf-turnstile-response': solved })
    expect((await withTurnstile(clientPost('/contact', fields, address))).status).toBe(303)
    // A fresh page's token with the solved challenge again: the challenge, not the token, is refused.
    const replayed = await withTurnstile(
      clientPost('/contact', { ...fields, token: await token('contact') }, address, true),
    )
    expect(replayed.status).toBe(400)
    expect(((await replayed.json()) as FormAnswer).ok).toBe(false)
    const forged = await withTurnstile(
      clientPost('/contact', await message({ 'cf-turnstile-response': 'forged' }), address),
    )
    expect(forged.status).toBe(400)
    const calls = (await (await fetch(`${inject('doublesUrl')}/siteverify/calls`)).json()) as {
      secret: string
      response: string
      remoteip: string | null
    }[]
    expect(calls.filter((call) => call.remoteip === address)).toEqual([
      { secret: TURNSTILE_TEST_SECRET, response: solved, remoteip: address },
      { secret: TURNSTILE_TEST_SECRET, response: solved, remoteip: address },
      { secret: TURNSTILE_TEST_SECRET, response: 'forged', remoteip: address },
    ])

    const booked = await withTurnstile(
      clientPost(
        '/ibiza/reservations',
        await booking({ 'cf-turnstile-response': `pass-${guest()}` }),
        address,
      ),
    )
    expect(booked.status).toBe(303)
  })

  it('asks to try again, input kept, when siteverify cannot be reached', async () => {
    const unreachable = { ...turnstile, TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }
    const response = await withTurnstile(
      clientPost(
        '/ibiza/reservations',
        await booking({ 'cf-turnstile-response': 'pass-x', name: 'Kept Kim' }),
        clientAddress(),
      ),
      unreachable,
    )
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('value="Kept Kim"')
  })
})

/** A Durable Object namespace whose objects cannot be reached: every call fails, as an RPC to a lost object. */
const unreachable = <T extends Rpc.DurableObjectBranded>(namespace: DurableObjectNamespace<T>) =>
  ({
    idFromName: (name: string) => namespace.idFromName(name),
    get: () =>
      new Proxy(
        {},
        {
          get: (_, method) =>
            method === 'then'
              ? undefined
              : async () => {
                  throw new Error('Durable Object unreachable')
                },
        },
      ),
  }) as unknown as DurableObjectNamespace<T>

describe('a limit that cannot be checked', () => {
  const app = createApp()
  const send = (request: Request, broken: Partial<typeof env>) =>
    app.fetch(request, { ...env, ...broken }, createExecutionContext())

  it('answers a booking 503 with the input kept, in the page’s language, and books nothing', async () => {
    const fields = await booking()
    const page = await send(clientPost('/es/ibiza/reservations', fields, clientAddress()), {
      CLIENT_BOOKINGS: unreachable(env.CLIENT_BOOKINGS),
    })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('60')
    const html = await page.text()
    expect(html).toContain(`value="${fields.name}"`)
    expect(html).toMatch(/lang="es"/)
    // The same guest books once the limit can be checked again: nothing was taken meanwhile.
    expect(
      (await post('/ibiza/reservations', { ...fields, token: await token('reservation') }, clientAddress()))
        .status,
    ).toBe(303)
  })

  it('answers a sign-in 503, never a 500 or a wrong password', async () => {
    const request = new Request(`${ORIGIN}/login`, {
      method: 'POST',
      headers: {
        'user-agent': BROWSER_UA,
        origin: ORIGIN,
        accept: 'application/json',
        'content-type': 'application/json',
        'cf-connecting-ip': clientAddress(),
      },
      body: JSON.stringify({ _form: 'login', identifier: 'someone@example.com', password: 'whatever-1' }),
    })
    const answer = await send(request, { AUTH_THROTTLE: unreachable(env.AUTH_THROTTLE) })
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ ok: false, code: 'unavailable' })
  })
})

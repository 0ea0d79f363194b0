// The admin's roles (docs/spec.md §27), through the admin API the panel itself calls: an Editor has every
// content type and the newsletter's issues, publishing and the media library, and nothing of guests (bookings,
// messages, subscribers, accounts) or settings; Door staff read the bookings' door fields and change their
// arrival only (a no-show once its seating started), nothing else.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  admin,
  bookedByStaff,
  RESERVATIONS,
  reservationInCms,
  type StaffMember,
  staffMember,
  superAdminToken,
} from './staff'

let editor: StaffMember
let door: StaffMember
beforeAll(async () => {
  ;[editor, door] = await Promise.all([staffMember('strapi-editor'), staffMember('solera-door-staff')])
}, 60_000)

const EVENTS = '/content-manager/collection-types/api::event.event'
const status = async (token: string, method: string, path: string, body?: unknown) =>
  (await admin(token, method, path, body)).status

/** What a staff member may not reach: the guests' data, the accounts, the settings. */
const GUESTS_AND_SETTINGS = [
  '/content-manager/collection-types/api::submission.submission',
  '/content-manager/collection-types/api::subscriber.subscriber',
  '/content-manager/collection-types/plugin::users-permissions.user',
  '/admin/users',
  '/admin/roles',
  '/admin/api-tokens',
  '/admin/webhooks',
  '/users-permissions/roles',
  '/i18n/iso-locales',
]

describe('an Editor', () => {
  it('writes through the panel’s API in JSON (uploads multipart): another body is 415, never a 500', async () => {
    const answer = await fetch(`${inject('cmsUrl')}${EVENTS}/any-event`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'text/plain' },
      body: 'title=Changed',
    })
    expect(answer.status).toBe(415)
    const upload = await fetch(`${inject('cmsUrl')}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\ncut short',
    })
    expect(upload.status).toBe(400)
  })

  it('edits, publishes and previews every content type in both languages', async () => {
    const events = await admin<{ results: { documentId: string }[] }>(
      editor.token,
      'GET',
      `${EVENTS}?locale=es&pageSize=1`,
    )
    expect(events.status).toBe(200)
    const [event] = events.body.results
    if (!event) throw new Error('no event')
    for (const type of ['article', 'venue', 'page', 'mix', 'album', 'playlist', 'memory', 'newsletter']) {
      expect(
        await status(editor.token, 'GET', `/content-manager/collection-types/api::${type}.${type}?locale=es`),
        type,
      ).toBe(200)
    }
    for (const single of ['home', 'radio']) {
      expect(
        await status(editor.token, 'GET', `/content-manager/single-types/api::${single}.${single}?locale=es`),
        single,
      ).toBe(200)
    }
    const saved = await admin(editor.token, 'PUT', `${EVENTS}/${event.documentId}?locale=es`, {
      ticketUrl: 'https://tickets.example/es',
    })
    expect(saved.status).toBe(200)
    expect(
      await status(editor.token, 'POST', `${EVENTS}/${event.documentId}/actions/publish?locale=es`, {}),
    ).toBe(200)
    // Open preview: a signed link to the site's draft mode, in the edited language.
    const preview = await admin<{ data: { url: string } }>(
      editor.token,
      'GET',
      `/content-manager/preview/url/api::event.event?documentId=${event.documentId}&locale=es&status=draft`,
    )
    expect(preview.status).toBe(200)
    expect(preview.body.data.url).toMatch(
      /\/_app\/preview\?type=event&id=\w+&locale=es&expires=\d{10}&sig=[\w-]{43}$/,
    )
    // The media library.
    expect(await status(editor.token, 'GET', '/upload/files')).toBe(200)
  })

  it('is refused the bookings, the door list, the guests’ messages and accounts, and the settings (403)', async () => {
    expect(await status(editor.token, 'GET', RESERVATIONS)).toBe(403)
    expect(await status(editor.token, 'GET', '/door/night')).toBe(403)
    const booking = await bookedByStaff({ name: 'Not For Editors' })
    expect(await status(editor.token, 'GET', `${RESERVATIONS}/${booking.documentId}`)).toBe(403)
    expect(
      await status(editor.token, 'PUT', `${RESERVATIONS}/${booking.documentId}`, { arrival: 'arrived' }),
    ).toBe(403)
    for (const path of GUESTS_AND_SETTINGS) expect(await status(editor.token, 'GET', path), path).toBe(403)
  })
})

describe('Door staff', () => {
  it('read the night’s bookings with the door’s fields, and no e-mail address', async () => {
    const booking = await bookedByStaff({ name: 'Door Reader', time: '23:30' })
    const night = await admin<{
      data: { seatings: { time: string; bookings: Record<string, unknown>[] }[] }
    }>(door.token, 'GET', '/door/night')
    expect(night.status).toBe(200)
    const row = night.body.data.seatings
      .flatMap((seating) => seating.bookings)
      .find((one) => one.documentId === booking.documentId)
    expect(row).toMatchObject({
      name: 'Door Reader',
      partySize: 4,
      phone: '+34 633 111 222',
      status: 'confirmed',
      arrival: 'expected',
    })
    expect(row).not.toHaveProperty('email')
    const listed = await admin<{ results: Record<string, unknown>[] }>(
      door.token,
      'GET',
      `${RESERVATIONS}?pageSize=100`,
    )
    expect(listed.status).toBe(200)
    expect(listed.body.results.length).toBeGreaterThan(0)
    for (const one of listed.body.results) expect(one).not.toHaveProperty('email')
  })

  it('search, filter and order the bookings by what they read, never by e-mail or a token hash', async () => {
    const mailbox = `zq${randomBytes(5).toString('hex')}`
    const booking = await bookedByStaff({
      name: 'Search Sought',
      phone: '+34 611 902 377',
      email: `${mailbox}@guests.example`,
    })
    const search = async (token: string, text: string) => {
      const answer = await admin<{
        results: { documentId: string; name: string; reference: string; phone: string }[]
      }>(token, 'GET', `${RESERVATIONS}?pageSize=100&_q=${encodeURIComponent(text)}`)
      expect(answer.status, text).toBe(200)
      return answer.body.results
    }
    const finds = (results: { documentId: string }[]) =>
      results.some((one) => one.documentId === booking.documentId)
    for (const text of ['Search Sought', 'sought', booking.reference, '902 377']) {
      expect(finds(await search(door.token, text)), text).toBe(true)
    }
    // The address, or any part of it, finds nothing for the door; the first administrator reads it, and finds it.
    for (const text of [mailbox, `${mailbox}@guests.example`, '@guests', mailbox.slice(0, 4)]) {
      expect(finds(await search(door.token, text)), text).toBe(false)
    }
    expect(finds(await search(await superAdminToken(), mailbox))).toBe(true)
    // Whatever the door searches, every booking found shows the text in what the door reads: nothing matched
    // a field they may not see (an address, the hashes of the guests' links, which are hex).
    for (const text of ['@', 'a', 'e', '0', '7f', 'c3', '.example']) {
      for (const one of await search(door.token, text)) {
        const shown = `${one.name} ${one.reference} ${one.phone}`.toLowerCase()
        expect(shown, `${text} found ${one.reference}`).toContain(text.toLowerCase())
      }
    }
    // Nor can the door filter or order by the address or a hash (an oracle, one letter at a time): 403.
    for (const query of [
      `filters[$and][0][email][$contains]=${mailbox}`,
      `filters[email][$startsWith]=${mailbox.slice(0, 3)}`,
      `filters[$or][0][name][$eq]=x&filters[$or][1][email][$eq]=${mailbox}@guests.example`,
      'filters[manageToken][$notNull]=true',
      'sort=email:asc',
      'sort[0]=confirmToken:DESC',
    ]) {
      expect(await status(door.token, 'GET', `${RESERVATIONS}?${query}`), query).toBe(403)
    }
    // What they read, they filter and order by, as their list does.
    for (const query of [
      `filters[$and][0][reference][$eq]=${booking.reference}`,
      'sort=date:ASC',
      'sort=reference:ASC',
    ]) {
      expect(await status(door.token, 'GET', `${RESERVATIONS}?${query}`), query).toBe(200)
    }
  })

  it('change a booking’s arrival and nothing else', async () => {
    const booking = await bookedByStaff({ name: 'Door Marker' })
    const marked = await admin(door.token, 'PUT', `${RESERVATIONS}/${booking.documentId}`, {
      arrival: 'arrived',
      name: 'Someone Else',
      partySize: 12,
      notes: 'Changed at the door',
    })
    expect(marked.status).toBe(200)
    expect(await reservationInCms(booking.documentId)).toMatchObject({
      arrival: 'arrived',
      status: 'confirmed',
      name: 'Door Marker',
      partySize: 4,
      notes: 'Birthday: a cake at ten',
    })
    expect(await status(door.token, 'DELETE', `${RESERVATIONS}/${booking.documentId}`)).toBe(403)
    expect(await status(door.token, 'POST', RESERVATIONS, { name: 'Walk-in', partySize: 2 })).toBe(403)
  })

  it('are refused the content, the media library, the guests’ messages and accounts, and the settings (403)', async () => {
    expect(await status(door.token, 'GET', EVENTS)).toBe(403)
    expect(await status(door.token, 'GET', '/content-manager/single-types/api::home.home')).toBe(403)
    expect(await status(door.token, 'GET', '/upload/files')).toBe(403)
    for (const path of GUESTS_AND_SETTINGS) expect(await status(door.token, 'GET', path), path).toBe(403)
    // The relation pickers of a booking's fields they do not read: refused, as Strapi means to (it was a 500).
    for (const field of ['user', 'venue']) {
      expect(
        await status(door.token, 'GET', `/content-manager/relations/api::reservation.reservation/${field}`),
        field,
      ).toBe(403)
    }
    // No preview link for them: drafts are the editors'.
    const events = await admin<{ results: { documentId: string }[] }>(
      await superAdminToken(),
      'GET',
      `${EVENTS}?pageSize=1`,
    )
    const preview = await admin(
      door.token,
      'GET',
      `/content-manager/preview/url/api::event.event?documentId=${events.body.results[0]?.documentId}&locale=en`,
    )
    expect(preview.status).toBe(204)
  })
})

describe('the door list’s night', () => {
  it('refuses a date that is not one and a venue that takes no bookings (400)', async () => {
    expect(await status(door.token, 'GET', '/door/night?date=2026-02-30')).toBe(400)
    expect(await status(door.token, 'GET', '/door/night?venue=malta')).toBe(400)
  })

  it('counts covers by seating against its capacity, and each guest’s no-shows of earlier nights', async () => {
    // A past night of its own: its seatings have started, so its parties may be no-shows.
    const date = '2026-02-10'
    // A guest who did not come before, whatever the spelling of their address; a no-show booked by someone
    // else with their phone number is not theirs (a number is anyone's to type: docs/spec.md §13.15).
    const email = `habitual-${Date.now()}@guests.example`
    const phone = `+34 655 ${String(Date.now()).slice(-6)}`
    await bookedByStaff({ date: '2026-01-10', email, phone: '+44 7700 900123', arrival: 'no-show' })
    await bookedByStaff({
      date: '2026-01-17',
      email: 'someone@else.example',
      phone: phone.replaceAll(' ', ''),
      arrival: 'no-show',
    })
    // This night's own no-show of the same guest is no history of theirs: it does not count.
    await bookedByStaff({
      date,
      time: '22:00',
      email,
      phone: '+44 7700 900123',
      name: 'Same Night',
      arrival: 'no-show',
    })
    await bookedByStaff({ date, time: '20:00', partySize: 6, name: 'Seated Six', arrival: 'arrived' })
    await bookedByStaff({
      date,
      time: '20:00',
      partySize: 2,
      name: 'Late Two',
      email: email.toUpperCase(),
      phone,
    })
    await bookedByStaff({ date, time: '20:00', partySize: 3, name: 'Gone Three', status: 'cancelled' })
    await bookedByStaff({ date, time: '22:00', partySize: 2, name: 'Waiting Two', status: 'requested' })
    const night = await admin<{
      data: {
        date: string
        seatings: {
          time: string
          capacity: number
          booked: number
          arrived: number
          bookings: { name: string; noShows: number }[]
        }[]
        waiting: { name: string }[]
        cancelled: { name: string }[]
      }
    }>(door.token, 'GET', `/door/night?date=${date}`)
    expect(night.status).toBe(200)
    const eight = night.body.data.seatings.find((seating) => seating.time === '20:00')
    expect(eight).toMatchObject({ capacity: 40, booked: 8, arrived: 6 })
    expect(eight?.bookings.map((one) => one.name).sort()).toEqual(['Late Two', 'Seated Six'])
    expect(night.body.data.waiting.map((one) => one.name)).toEqual(['Waiting Two'])
    expect(night.body.data.cancelled.map((one) => one.name)).toEqual(['Gone Three'])
    expect(eight?.bookings.find((one) => one.name === 'Late Two')?.noShows).toBe(1)
    expect(eight?.bookings.find((one) => one.name === 'Seated Six')?.noShows).toBe(0)
  })
})

// Seatings held as the team enters a night booked by phone, for the suites that need a night with no room:
// the browser suite (in Node) and the worker-with-CMS suite (in workerd) alike, so it uses fetch only.
import { expect, inject } from 'vitest'
import { DEFAULT_BOOKING_RULES, seatingTimes } from '../../cms/src/shared/booking-rules'

const tag = () => crypto.randomUUID().slice(0, 8)

/**
 * Makes every seating of `date` hold `covers`: a guest's booking through the worker's channel, each at a mail
 * domain and phone of its own (one guest's limits never meet another's), then set confirmed for that many
 * guests with a staff tool's full-access token.
 */
export async function holdEverySeating(date: string, covers: number) {
  const cms = inject('cmsUrl')
  const worker = { 'content-type': 'application/json', 'x-worker-secret': inject('cmsWorkerSecret') }
  const staff = { ...worker, authorization: `Bearer ${inject('cmsApiToken')}` }
  for (const time of seatingTimes(DEFAULT_BOOKING_RULES)) {
    const asked = await fetch(`${cms}/api/reservations`, {
      method: 'POST',
      headers: worker,
      body: JSON.stringify({
        data: {
          venue: 'ibiza',
          date,
          time,
          partySize: 2,
          name: 'Phone Booking',
          email: `phone-${tag()}@${tag()}.example`,
          phone: `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          consent: true,
        },
      }),
    })
    expect(asked.status).toBe(202)
    const { reference } = ((await asked.json()) as { data: { reference: string } }).data
    const found = (await (
      await fetch(`${cms}/api/reservations?filters[reference][$eq]=${reference}`, { headers: staff })
    ).json()) as { data: { documentId: string }[] }
    const placed = await fetch(`${cms}/api/reservations/${found.data[0]?.documentId}`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ data: { status: 'confirmed', partySize: covers } }),
    })
    expect(placed.status).toBe(200)
  }
}

import type { Core } from '@strapi/strapi'
import { addDays, zonedInstant, zonedNow } from '../../shared/booking-rules'
import { clock } from '../clock'
import { FieldErrors } from '../errors'
import { sendReminderMail } from '../mail'
import { RESERVATION_UID } from './limits'
import { mailOf, manageLink, type ReservationRow } from './rows'
import { type BookableVenue, findBookableVenue } from './venues'

/**
 * What the CMS does on its own for the bookings of the coming nights (docs/spec.md §13.14, §13.15): the day
 * before, a reminder to each confirmed guest; after a seating, a no-show for each party nobody marked. Both
 * run from the CMS's cron (config/server.ts) in every replica, so each takes its bookings with one
 * conditional UPDATE: whichever replica's UPDATE changes the row does the work, the other's changes nothing.
 * Both read the CMS's clock (lib/clock.ts), which the tests' runner of these tasks sets to the times it tests.
 */

/** Reminders go out from this hour (venue time) of the day before: not in the middle of the night. */
export const REMINDER_HOUR = 10

type DoorRow = ReservationRow & { id: number; confirmedAt: string | Date | null }

/** The venues whose bookings a run looks at: those that take bookings online, by slug. */
const bookableVenues = async (
  strapi: Core.Strapi,
  slugs: Iterable<string>,
): Promise<Map<string, BookableVenue>> => {
  const venues = new Map<string, BookableVenue>()
  for (const slug of new Set(slugs)) {
    const venue = await findBookableVenue(strapi, slug, new FieldErrors())
    if (venue) venues.set(slug, venue)
  }
  return venues
}

/**
 * Confirmed bookings still expected on the nights around `now` (UTC's yesterday to the day after tomorrow
 * covers every venue's today and tomorrow), with their venues.
 */
const bookingsAround = async (strapi: Core.Strapi, now: number, where: Record<string, unknown>) => {
  const utcToday = new Date(now).toISOString().slice(0, 10)
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: {
      status: 'confirmed',
      arrival: 'expected',
      date: { $gte: addDays(utcToday, -1), $lte: addDays(utcToday, 2) },
      ...where,
    },
  })) as DoorRow[]
  return {
    rows,
    venues: await bookableVenues(
      strapi,
      rows.map((row) => row.venueSlug),
    ),
  }
}

/**
 * Mails each confirmed guest of tomorrow (on the venue's clock) once, from REMINDER_HOUR on: the time, the
 * venue's address and map, a manage link and the booking as a calendar file. A booking confirmed on the day
 * the reminder would go out is left alone (its confirmation mail is hours old). The CMS keeps only the hash
 * of the confirmation's manage link, so the reminder carries a link of its own, whose hash is stored with
 * the claim. Answers the references reminded by this run.
 */
export const sendReminders = async (strapi: Core.Strapi, now = clock.now()): Promise<string[]> => {
  const { rows, venues } = await bookingsAround(strapi, now, { remindedAt: null })
  const sent: string[] = []
  for (const row of rows) {
    const venue = venues.get(row.venueSlug)
    if (!venue) continue
    const today = zonedNow(venue.rules.timezone, now)
    const confirmedOn = row.confirmedAt
      ? zonedNow(venue.rules.timezone, new Date(row.confirmedAt).getTime()).date
      : null
    if (row.date !== addDays(today.date, 1) || today.minutes < REMINDER_HOUR * 60) continue
    if (confirmedOn && confirmedOn >= today.date) continue

    const manage = manageLink()
    // The claim: only a row still confirmed and not yet reminded changes, in one replica only.
    const { count } = await strapi.db.query(RESERVATION_UID).updateMany({
      where: { id: row.id, status: 'confirmed', remindedAt: null },
      data: { remindedAt: new Date(now), reminderToken: manage.hash },
    })
    if (!count) continue
    try {
      await sendReminderMail(
        strapi,
        { ...mailOf(row, venue.name), timezone: venue.rules.timezone },
        await placeOf(strapi, venue),
        manage.token,
        now,
      )
      sent.push(row.reference)
    } catch (err) {
      // Not sent: given back, so that the next run tries again.
      await strapi.db
        .query(RESERVATION_UID)
        .update({ where: { id: row.id }, data: { remindedAt: null, reminderToken: null } })
      strapi.log.error(`[reservation] reminder for ${row.reference} failed: ${(err as Error).message}`)
    }
  }
  return sent
}

/** Where a venue is, as the reminder says it (its address and a map link). */
const placeOf = async (strapi: Core.Strapi, venue: BookableVenue) => {
  const stored = (await strapi.db.query('api::venue.venue').findOne({
    where: { slug: venue.slug, publishedAt: { $notNull: true }, locale: 'en' },
    select: ['name', 'address', 'city', 'latitude', 'longitude'],
  })) as {
    name: string
    address: string | null
    city: string | null
    latitude: number | null
    longitude: number | null
  } | null
  return stored ?? { name: venue.name, address: null, city: null, latitude: null, longitude: null }
}

/**
 * A confirmed booking nobody marked by the end of its seating (its time plus the venue's slot length) was
 * a no-show (docs/spec.md §13.15): it counts against its guest on the door list. Answers the references
 * marked by this run.
 */
export const markNoShows = async (strapi: Core.Strapi, now = clock.now()): Promise<string[]> => {
  const { rows, venues } = await bookingsAround(strapi, now, {})
  const marked: string[] = []
  for (const row of rows) {
    const venue = venues.get(row.venueSlug)
    if (!venue) continue
    const seatingEnds =
      zonedInstant(row.date, row.time, venue.rules.timezone) + venue.rules.slotMinutes * 60_000
    if (seatingEnds > now) continue
    const { count } = await strapi.db.query(RESERVATION_UID).updateMany({
      where: { id: row.id, status: 'confirmed', arrival: 'expected' },
      data: { arrival: 'no-show' },
    })
    if (count) marked.push(row.reference)
  }
  return marked
}

/** How often the CMS looks at the coming nights: reminders and no-shows run late by this much at most. */
export const DOOR_TASKS_RULE = '*/5 * * * *'

/** One run of the CMS's booking tasks, now (config/server.ts, every DOOR_TASKS_RULE). */
export const runDoorTasks = async (strapi: Core.Strapi): Promise<void> => {
  const now = clock.now()
  try {
    const marked = await markNoShows(strapi, now)
    const reminded = await sendReminders(strapi, now)
    if (marked.length || reminded.length) {
      strapi.log.info(`[reservation] ${reminded.length} reminders sent, ${marked.length} no-shows marked`)
    }
  } catch (err) {
    strapi.log.error(`[reservation] the booking tasks failed: ${(err as Error).message}`)
  }
}

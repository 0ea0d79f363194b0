import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  bookingWindow,
  checkBooking,
  checkDate,
  checkPartySize,
  DEFAULT_BOOKING_RULES,
  isSoonEnough,
  isValidTimeZone,
  parsePartySize,
  seatingTimes,
  type BookingCode,
  type BookingRules,
} from '../shared/booking-rules';
import { FieldErrors, isEmail, str, toLocale, type Locale } from './errors';
import { sendReservationMail } from './mail';

const UID = 'api::reservation.reservation';

/** The booking rules a venue's reservation settings hold (its time zone is a field of the venue). */
export type SlotRules = Omit<BookingRules, 'timezone'>;

/** A venue's `reservationSettings` component as stored (every field may be missing). */
type StoredSettings = Partial<SlotRules & { enabled: boolean; referencePrefix: string }>;

export interface BookableVenue {
  id: number;
  documentId: string;
  slug: string;
  name: string;
  enabled: boolean;
  referencePrefix: string;
  rules: BookingRules;
}

const SLOT_RULE_KEYS = Object.keys(DEFAULT_BOOKING_RULES).filter((key) => key !== 'timezone') as Array<keyof SlotRules>;

/** The venue's rules: its time zone, and each setting it leaves empty taken from the defaults. */
const rulesOf = (timezone: string, stored: StoredSettings): BookingRules => {
  const rules: BookingRules = {
    ...DEFAULT_BOOKING_RULES,
    timezone: isValidTimeZone(timezone) ? timezone : DEFAULT_BOOKING_RULES.timezone,
  };
  for (const key of SLOT_RULE_KEYS) {
    const value = stored[key];
    if (value !== null && value !== undefined) Object.assign(rules, { [key]: value });
  }
  return rules;
};

const bookingMessage = (field: string, code: BookingCode, rules: BookingRules, now: number): string => {
  switch (code) {
    case 'required':
    case 'timeRequired':
      return `${field} is required`;
    case 'date':
      return 'date must be a valid date written YYYY-MM-DD';
    case 'datePast':
      return 'date is in the past';
    case 'dateBeyond':
      return `Reservations open ${rules.windowDays} days ahead (until ${bookingWindow(rules, now).last})`;
    case 'time':
      return `time must be one of the seatings (${rules.firstSeating}–${rules.lastSeating}, every ${rules.slotMinutes} minutes)`;
    case 'timeTooSoon':
      return `Reservations must be made at least ${rules.leadMinutes} minutes in advance`;
    case 'party':
      return `partySize must be a whole number between ${rules.minParty} and ${rules.maxParty}`;
  }
};

export interface Booking {
  venue: BookableVenue;
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  locale: Locale;
}

export class SlotFullError extends Error {
  constructor(readonly left: number) {
    super('This time slot is fully booked');
  }
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length = 6) => {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i += 1) out += REF_ALPHABET[bytes[i] % REF_ALPHABET.length];
  return out;
};

const prefixFor = (venue: BookableVenue) =>
  venue.referencePrefix || venue.slug.replace(/[^a-z]/gi, '').slice(0, 3).toUpperCase() || 'RES';

export const createReservations = (strapi: Core.Strapi) => {
  const api = {
  /** The published venue with this slug and its booking rules (defaults filled in), or null. */
  async findVenue(slug: string): Promise<BookableVenue | null> {
    const venue = (await strapi.documents('api::venue.venue').findFirst({
      filters: { slug },
      status: 'published',
      locale: 'en',
      fields: ['name', 'slug', 'timezone'],
      populate: { reservationSettings: true },
    })) as unknown as {
      id: number;
      documentId: string;
      slug: string;
      name: string;
      timezone: string;
      reservationSettings?: StoredSettings | null;
    } | null;
    if (!venue) return null;
    const stored = venue.reservationSettings ?? {};
    return {
      id: venue.id,
      documentId: venue.documentId,
      slug: venue.slug,
      name: venue.name,
      enabled: stored.enabled === true,
      referencePrefix: stored.referencePrefix ?? '',
      rules: rulesOf(venue.timezone, stored),
    };
  },

  /** The venue a query or booking names when it takes bookings online; otherwise a field error says why. */
  async bookableVenue(value: unknown, errors: FieldErrors): Promise<BookableVenue | null> {
    const slug = str(value);
    if (!slug) {
      errors.add('venue', 'venue is required');
      return null;
    }
    const venue = await api.findVenue(slug);
    if (!venue) errors.add('venue', `Unknown venue "${slug}"`);
    else if (!venue.enabled) errors.add('venue', 'This venue does not take reservations online');
    return venue?.enabled ? venue : null;
  },

  /** Covers booked per slot time (cancelled reservations do not count). */
  async bookedCovers(venueSlug: string, date: string): Promise<Map<string, number>> {
    const rows = (await strapi.db.query(UID).findMany({
      where: { venueSlug, date, status: { $ne: 'cancelled' } },
      select: ['time', 'partySize'],
    })) as Array<{ time: string; partySize: number }>;
    const byTime = new Map<string, number>();
    for (const r of rows) byTime.set(r.time, (byTime.get(r.time) ?? 0) + Number(r.partySize));
    return byTime;
  },

  /** Validates venue/date/partySize of an availability query; throws a 400 listing every bad field. */
  async parseAvailabilityQuery(query: Record<string, unknown>) {
    const errors = new FieldErrors();
    const now = Date.now();
    const venue = await api.bookableVenue(query.venue, errors);
    const rules = venue?.rules ?? DEFAULT_BOOKING_RULES;
    const dateProblem = checkDate(str(query.date), rules, now);
    if (dateProblem) errors.add('date', bookingMessage('date', dateProblem, rules, now));
    // partySize is optional here: without it, the smallest party.
    const rawParty = query.partySize === '' ? undefined : query.partySize;
    const partyProblem = rawParty === undefined ? undefined : checkPartySize(rawParty, rules);
    if (partyProblem) errors.add('partySize', bookingMessage('partySize', partyProblem, rules, now));
    errors.throwIfAny();
    return {
      venue: venue as BookableVenue,
      date: str(query.date) as string,
      partySize: parsePartySize(rawParty) ?? rules.minParty,
    };
  },

  async availability(venue: BookableVenue, date: string, partySize: number) {
    const { rules } = venue;
    const booked = await api.bookedCovers(venue.slug, date);
    const now = Date.now();
    const slots = seatingTimes(rules).map((time) => {
      const left = Math.max(0, rules.capacityPerSlot - (booked.get(time) ?? 0));
      return { time, left, available: isSoonEnough(rules, date, time, now) && left >= partySize };
    });
    return { date, venue: venue.slug, timezone: rules.timezone, partySize, slots };
  },

  /** Validates a booking body; throws a 400 listing every bad field. */
  async parseBooking(body: unknown): Promise<Booking> {
    const errors = new FieldErrors();
    const data = (body && typeof body === 'object' ? (body as Record<string, unknown>).data : undefined) as
      | Record<string, unknown>
      | undefined;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.add('data', 'The request body must be { data: { … } }');
      errors.throwIfAny();
    }
    const d = data as Record<string, unknown>;

    const venue = await api.bookableVenue(d.venue, errors);
    const rules = venue?.rules ?? DEFAULT_BOOKING_RULES;
    const now = Date.now();
    const problems = checkBooking({ date: d.date, time: d.time, partySize: d.partySize }, rules, now);
    for (const field of ['date', 'time', 'partySize'] as const) {
      const code = problems[field];
      if (code) errors.add(field, bookingMessage(field, code, rules, now));
    }

    const name = str(d.name);
    if (!name) errors.add('name', 'name is required');
    else if (name.length < 2 || name.length > 100) errors.add('name', 'name must be 2 to 100 characters');

    const email = str(d.email);
    if (!email) errors.add('email', 'email is required');
    else if (!isEmail(email)) errors.add('email', 'email must be a valid e-mail address');

    const phone = str(d.phone);
    if (!phone) errors.add('phone', 'phone is required');
    else if (!/^[0-9 +()-]{6,30}$/.test(phone) || !/\d/.test(phone)) {
      errors.add('phone', 'phone must be 6 to 30 digits, spaces or + ( ) -');
    }

    const notes = d.notes === undefined || d.notes === null ? '' : str(d.notes);
    if (notes === undefined) errors.add('notes', 'notes must be text');
    else if (notes.length > 500) errors.add('notes', 'notes must be at most 500 characters');

    if (d.consent !== true && d.consent !== 'true' && d.consent !== 'on') {
      errors.add('consent', 'consent must be given');
    }

    const locale: Locale = toLocale(d.locale);
    if (d.locale !== undefined && d.locale !== null && d.locale !== 'en' && d.locale !== 'es') {
      errors.add('locale', 'locale must be en or es');
    }

    errors.throwIfAny();
    return {
      venue: venue as BookableVenue,
      date: str(d.date) as string,
      time: str(d.time) as string,
      partySize: parsePartySize(d.partySize) as number,
      name: name as string,
      email: (email as string).toLowerCase(),
      phone: phone as string,
      notes: notes ?? '',
      locale,
    };
  },

  /**
   * Counts the covers of the slot and inserts the reservation inside one transaction that first takes
   * a write lock (SQLite: a no-op UPDATE starts the write transaction at once; Postgres: an advisory
   * lock per slot), so concurrent requests can never overbook. Throws SlotFullError when it does not fit.
   */
  async book(input: Booking, userId: number | null) {
    const { venue } = input;
    const table = strapi.db.metadata.get(UID).tableName;
    const client = strapi.db.dialect.client;

    const created = await strapi.db.transaction(async ({ trx }) => {
      if (client === 'sqlite') {
        await trx.raw(`UPDATE ?? SET id = id WHERE 1 = 0`, [table]);
      } else if (client === 'postgres') {
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`reservation:${venue.slug}:${input.date}:${input.time}`]);
      } else {
        await trx(strapi.db.metadata.get('api::venue.venue').tableName).where({ id: venue.id }).forUpdate().select('id');
      }
      const booked = (await api.bookedCovers(venue.slug, input.date)).get(input.time) ?? 0;
      const left = Math.max(0, venue.rules.capacityPerSlot - booked);
      if (input.partySize > left) throw new SlotFullError(left);

      let reference = '';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        reference = `${prefixFor(venue)}-${randomCode()}`;
        const clash = await strapi.db.query(UID).findOne({ where: { reference }, select: ['id'] });
        if (!clash) break;
      }
      return strapi.db.query(UID).create({
        data: {
          reference,
          venue: venue.id,
          venueSlug: venue.slug,
          date: input.date,
          time: input.time,
          partySize: input.partySize,
          name: input.name,
          email: input.email,
          phone: input.phone,
          notes: input.notes,
          status: 'confirmed',
          language: input.locale,
          consent: true,
          user: userId,
          publishedAt: new Date(),
        },
      });
    });

    const result = {
      reference: created.reference as string,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      name: input.name,
      email: input.email,
      status: 'confirmed',
      venue: venue.slug,
      locale: input.locale,
    };
    try {
      await sendReservationMail(strapi, { ...result, venueName: venue.name, phone: input.phone, notes: input.notes });
    } catch (err) {
      strapi.log.error(`[reservation] confirmation mail for ${result.reference} failed: ${(err as Error).message}`);
    }
    return result;
  },

  async mine(userId: number) {
    const rows = (await strapi.db.query(UID).findMany({
      where: { user: { id: userId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: ['reference', 'date', 'time', 'partySize', 'status', 'venueSlug', 'createdAt'],
    })) as Array<{ reference: string; date: string; time: string; partySize: number; status: string; venueSlug: string }>;
    const names = new Map<string, string>();
    for (const slug of new Set(rows.map((r) => r.venueSlug))) {
      const v = await strapi.db.query('api::venue.venue').findOne({ where: { slug }, select: ['name'] });
      names.set(slug, (v?.name as string | undefined) ?? slug);
    }
    return rows.map((r) => ({
      reference: r.reference,
      date: r.date,
      time: r.time,
      partySize: r.partySize,
      status: r.status,
      venue: { slug: r.venueSlug, name: names.get(r.venueSlug) ?? r.venueSlug },
    }));
  },
  };
  return api;
};

export type Reservations = ReturnType<typeof createReservations>;

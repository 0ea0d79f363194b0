import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { FieldErrors, isEmail, str, toLocale, type Locale } from './errors';
import { addDays, daysBetween, fromMinutes, isHhMm, isIsoDate, isValidTimeZone, localDate, toMinutes, zonedToUtc } from './time';
import { sendReservationMail } from './mail';

const UID = 'api::reservation.reservation';

export interface ReservationSettings {
  enabled: boolean;
  referencePrefix: string;
  slotMinutes: number;
  firstSeating: string;
  lastSeating: string;
  capacityPerSlot: number;
  minParty: number;
  maxParty: number;
  windowDays: number;
  leadMinutes: number;
}

export interface BookableVenue {
  id: number;
  documentId: string;
  slug: string;
  name: string;
  timezone: string;
  settings: ReservationSettings;
}

export const DEFAULT_SETTINGS: ReservationSettings = {
  enabled: false,
  referencePrefix: '',
  slotMinutes: 30,
  firstSeating: '19:00',
  lastSeating: '23:30',
  capacityPerSlot: 40,
  minParty: 1,
  maxParty: 12,
  windowDays: 60,
  leadMinutes: 120,
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
  venue.settings.referencePrefix || venue.slug.replace(/[^a-z]/gi, '').slice(0, 3).toUpperCase() || 'RES';

const int = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

/** Seating times of a day: firstSeating, +slotMinutes, … up to lastSeating. */
export const slotTimes = (s: ReservationSettings): string[] => {
  const out: string[] = [];
  const first = toMinutes(s.firstSeating);
  let last = toMinutes(s.lastSeating);
  if (last < first) last += 24 * 60; // a last seating after midnight is not supported: clamp below
  for (let m = first; m <= last && m < 24 * 60; m += Math.max(5, s.slotMinutes)) out.push(fromMinutes(m));
  return out;
};

export const createReservations = (strapi: Core.Strapi) => {
  const api = {
  /** The published venue with this slug and its reservation settings (defaults filled in), or null. */
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
      reservationSettings?: Partial<ReservationSettings> | null;
    } | null;
    if (!venue) return null;
    const raw = venue.reservationSettings ?? {};
    const settings = { ...DEFAULT_SETTINGS } as ReservationSettings;
    for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof ReservationSettings>) {
      const v = raw[key];
      if (v !== null && v !== undefined) (settings as unknown as Record<string, unknown>)[key] = v;
    }
    return {
      id: venue.id,
      documentId: venue.documentId,
      slug: venue.slug,
      name: venue.name,
      timezone: isValidTimeZone(venue.timezone) ? venue.timezone : 'Europe/Madrid',
      settings,
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
    else if (!venue.settings.enabled) errors.add('venue', 'This venue does not take reservations online');
    return venue;
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
    const venue = await api.bookableVenue(query.venue, errors);
    const date = str(query.date);
    if (!date) errors.add('date', 'date is required (YYYY-MM-DD)');
    else if (!isIsoDate(date)) errors.add('date', 'date must be a valid date written YYYY-MM-DD');
    const rawParty = query.partySize;
    let partySize = venue?.settings.minParty ?? 1;
    if (rawParty !== undefined && rawParty !== '') {
      const n = int(rawParty);
      if (n === undefined) errors.add('partySize', 'partySize must be a whole number');
      else partySize = n;
    }
    if (venue && venue.settings.enabled) {
      const s = venue.settings;
      if (!errors.has('partySize') && (partySize < s.minParty || partySize > s.maxParty)) {
        errors.add('partySize', `partySize must be between ${s.minParty} and ${s.maxParty}`);
      }
      if (date && isIsoDate(date)) api.checkWindow(venue, date, errors);
    }
    errors.throwIfAny();
    return { venue: venue as BookableVenue, date: date as string, partySize };
  },

  checkWindow(venue: BookableVenue, date: string, errors: FieldErrors) {
    const today = localDate(Date.now(), venue.timezone);
    const ahead = daysBetween(today, date);
    if (ahead < 0) errors.add('date', 'date is in the past');
    else if (ahead > venue.settings.windowDays) {
      errors.add('date', `Reservations open ${venue.settings.windowDays} days ahead (until ${addDays(today, venue.settings.windowDays)})`);
    }
  },

  async availability(venue: BookableVenue, date: string, partySize: number) {
    const s = venue.settings;
    const booked = await api.bookedCovers(venue.slug, date);
    const earliest = Date.now() + s.leadMinutes * 60000;
    const slots = slotTimes(s).map((time) => {
      const left = Math.max(0, s.capacityPerSlot - (booked.get(time) ?? 0));
      const bookable = zonedToUtc(date, time, venue.timezone).getTime() >= earliest;
      return { time, left, available: bookable && left >= partySize };
    });
    return { date, venue: venue.slug, timezone: venue.timezone, partySize, slots };
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
    const s = venue?.settings ?? DEFAULT_SETTINGS;

    const date = str(d.date);
    if (!date) errors.add('date', 'date is required');
    else if (!isIsoDate(date)) errors.add('date', 'date must be a valid date written YYYY-MM-DD');
    else if (venue?.settings.enabled) api.checkWindow(venue, date, errors);

    const time = str(d.time);
    if (!time) errors.add('time', 'time is required');
    else if (!isHhMm(time)) errors.add('time', 'time must be written HH:mm');
    else if (venue?.settings.enabled) {
      if (!slotTimes(s).includes(time)) errors.add('time', `time must be one of the seatings (${s.firstSeating}–${s.lastSeating}, every ${s.slotMinutes} minutes)`);
      else if (date && isIsoDate(date) && !errors.has('date')) {
        const at = zonedToUtc(date, time, venue.timezone).getTime();
        if (at < Date.now() + s.leadMinutes * 60000) {
          errors.add('time', `Reservations must be made at least ${s.leadMinutes} minutes in advance`);
        }
      }
    }

    const partySize = int(d.partySize);
    if (d.partySize === undefined || d.partySize === null || d.partySize === '') errors.add('partySize', 'partySize is required');
    else if (partySize === undefined) errors.add('partySize', 'partySize must be a whole number');
    else if (partySize < s.minParty || partySize > s.maxParty) {
      errors.add('partySize', `partySize must be between ${s.minParty} and ${s.maxParty}`);
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
      date: date as string,
      time: time as string,
      partySize: partySize as number,
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
      const left = Math.max(0, venue.settings.capacityPerSlot - booked);
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

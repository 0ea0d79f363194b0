import type { Core } from '@strapi/strapi'
import { type BookingRules, DEFAULT_BOOKING_RULES, isValidTimeZone } from '../../shared/booking-rules'
import { type CountryCode, venueCountry } from '../../shared/guest-identity'
import type { FieldErrors } from '../errors'
import { str } from '../fields'

/** The booking rules a venue's reservation settings hold (its time zone is a field of the venue). */
type SlotRules = Omit<BookingRules, 'timezone'>

/** A venue's `reservationSettings` component as stored (any field may be empty). */
type StoredSettings = Partial<SlotRules & { enabled: boolean; referencePrefix: string }>

export interface BookableVenue {
  id: number
  slug: string
  name: string
  /** Starts every booking reference, e.g. IBZ in IBZ-7KQ2MA. */
  referencePrefix: string
  rules: BookingRules
  /** The country of the venue's own phone number: guests' numbers without a country code are read as its. */
  country: CountryCode
  /** The venue's own address: where requests for staff are mailed (unless STAFF_EMAIL says otherwise). */
  email: string | null
}

const SLOT_RULE_KEYS = Object.keys(DEFAULT_BOOKING_RULES).filter((key) => key !== 'timezone') as Array<
  keyof SlotRules
>

/** The venue's rules: its time zone, and each setting it leaves empty taken from the defaults. */
const rulesOf = (timezone: unknown, stored: StoredSettings): BookingRules => {
  const rules: BookingRules = {
    ...DEFAULT_BOOKING_RULES,
    timezone: isValidTimeZone(timezone) ? timezone : DEFAULT_BOOKING_RULES.timezone,
  }
  for (const key of SLOT_RULE_KEYS) {
    const value = stored[key]
    if (value !== null && value !== undefined) Object.assign(rules, { [key]: value })
  }
  return rules
}

const referencePrefixOf = (slug: string, stored: StoredSettings): string =>
  stored.referencePrefix ||
  slug
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase() ||
  'RES'

interface StoredVenue {
  id: number
  slug: string
  name: string
  timezone: string | null
  phone: string | null
  email: string | null
  reservationSettings?: StoredSettings | null
}

/**
 * The published venue a query or booking names, when it takes bookings online; otherwise null, and a
 * field error (code `venue`, or `required`) says why.
 */
export const findBookableVenue = async (
  strapi: Core.Strapi,
  value: unknown,
  problems: FieldErrors,
): Promise<BookableVenue | null> => {
  const slug = str(value)
  if (!slug) {
    problems.add('venue', 'required', 'venue is required')
    return null
  }
  const venue = (await strapi.documents('api::venue.venue').findFirst({
    filters: { slug },
    status: 'published',
    locale: 'en',
    fields: ['name', 'slug', 'timezone', 'phone', 'email'],
    populate: { reservationSettings: true },
  })) as unknown as StoredVenue | null
  if (!venue) {
    problems.add('venue', 'venue', `Unknown venue "${slug}"`)
    return null
  }
  const stored = venue.reservationSettings ?? {}
  if (stored.enabled !== true) {
    problems.add('venue', 'venue', 'This venue does not take reservations online')
    return null
  }
  return {
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    referencePrefix: referencePrefixOf(venue.slug, stored),
    rules: rulesOf(venue.timezone, stored),
    country: venueCountry(venue.phone),
    email: venue.email,
  }
}

/** The slugs of the published venues that take bookings online (whose bookings door staff see). */
export const bookingVenueSlugs = async (strapi: Core.Strapi): Promise<string[]> => {
  const venues = (await strapi.documents('api::venue.venue').findMany({
    status: 'published',
    locale: 'en',
    fields: ['slug'],
    populate: { reservationSettings: true },
  })) as unknown as StoredVenue[]
  return venues.filter((venue) => venue.reservationSettings?.enabled === true).map((venue) => venue.slug)
}

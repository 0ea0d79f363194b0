import * as v from 'valibot'
import { type ContentPath, isSingleContentPath } from '../../../cms/src/shared/content-types'
import {
  isCollectionAnswer,
  parseApiVersion,
  type RawEntry,
  readCollection,
  readSingle,
} from '../cms/strapi-versions.server'

/**
 * What each content type's entries look like (docs/spec.md §16.11): every CMS answer is checked here before
 * it is kept or mapped (the shield checks it, shield.server.ts). A field may be missing — a list asks for
 * the fields it shows — but one that is there has its type; an answer that breaks that is not kept, logged,
 * and the last good copy is served instead, so no visitor gets a half-rendered page or a 500.
 */

const text = v.nullish(v.string())
const count = v.nullish(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]))
const flag = v.nullish(v.boolean())
const words = v.nullish(v.array(v.string()))
const rows = <T extends v.ObjectEntries>(entries: T) => v.nullish(v.array(v.looseObject(entries)))

const format = v.looseObject({ url: v.string(), width: count, height: count })
const media = v.nullish(
  v.looseObject({
    url: v.string(),
    alternativeText: text,
    width: count,
    height: count,
    mime: text,
    formats: v.nullish(v.record(v.string(), format)),
  }),
)
const seo = v.nullish(v.looseObject({ title: text, description: text }))
const links = rows({ platform: text, url: text })
const track = rows({ n: count, title: text, artist: text, duration: count, preview: media })
/**
 * Every entry: its document (Strapi 5 names it always; 3 and 4 have none, and their answers are tagged by
 * their type alone, tags.server.ts), and its own language.
 */
const entry = { documentId: v.optional(v.string()), locale: text, slug: text }

const venueSummaryEntries = {
  ...entry,
  name: text,
  city: text,
  country: text,
  timezone: text,
  tagline: text,
  heroImage: media,
  heroImageAlt: text,
  address: text,
  latitude: count,
  longitude: count,
  phone: text,
}
const venueSummary = v.looseObject(venueSummaryEntries)
const venue = v.looseObject({
  ...venueSummaryEntries,
  heroPortrait: media,
  description: text,
  email: text,
  gallery: v.nullish(v.array(v.unknown())),
  openingHours: rows({ day: text, opens: text, closes: text, closed: flag }),
  socials: links,
  menuSections: rows({
    title: text,
    description: text,
    items: rows({
      name: text,
      description: text,
      price: count,
      currency: text,
      allergens: words,
      dietaryTags: words,
    }),
  }),
  faqs: rows({ question: text, answer: text }),
  reservationSettings: v.nullish(v.looseObject({ enabled: flag })),
  hasGallery: flag,
  seo,
})
const eventSummaryEntries = {
  ...entry,
  title: text,
  startsAt: text,
  endsAt: text,
  eventStatus: text,
  featured: flag,
  image: media,
  imageAlt: text,
  venue: v.nullish(venueSummary),
  priceFrom: count,
  currency: text,
  ticketUrl: text,
  lineup: rows({ artist: text, role: text, startsAt: text }),
}
const eventSummary = v.looseObject(eventSummaryEntries)
const event = v.looseObject({ ...eventSummaryEntries, description: text })
const articleSummaryEntries = {
  ...entry,
  title: text,
  excerpt: text,
  cover: media,
  coverAlt: text,
  author: text,
  publishedOn: text,
  tags: words,
}
const articleSummary = v.looseObject(articleSummaryEntries)
const mixSummaryEntries = {
  ...entry,
  title: text,
  artist: text,
  cover: media,
  coverAlt: text,
  duration: count,
  genre: text,
}
const mixSummary = v.looseObject(mixSummaryEntries)

/** Each public type's entry, by the API path it is read at. */
const ENTRIES = {
  venues: venue,
  events: event,
  articles: v.looseObject({
    ...articleSummaryEntries,
    body: text,
    venue: v.nullish(venueSummary),
    seo,
  }),
  mixes: v.looseObject({
    ...mixSummaryEntries,
    audio: media,
    recordedOn: text,
    description: text,
    tracklist: rows({ at: text, artist: text, title: text }),
  }),
  albums: v.looseObject({
    ...entry,
    title: text,
    artist: text,
    cover: media,
    releaseDate: text,
    label: text,
    description: text,
    tracks: track,
    links,
  }),
  playlists: v.looseObject({
    ...entry,
    title: text,
    curator: text,
    cover: media,
    description: text,
    tracks: track,
    links,
  }),
  memories: v.looseObject({
    ...entry,
    title: text,
    year: count,
    caption: text,
    image: media,
    imageAlt: text,
  }),
  pages: v.looseObject({ ...entry, title: text, body: text, seo }),
  home: v.looseObject({
    ...entry,
    hero: v.nullish(v.looseObject({ title: text, subtitle: text, image: media, portrait: media })),
    featuredEvents: v.nullish(v.array(eventSummary)),
    featuredMixes: v.nullish(v.array(mixSummary)),
    featuredArticles: v.nullish(v.array(articleSummary)),
    /** The brand's own social links, read for every page's footer. */
    socials: links,
    seo,
  }),
  radio: v.looseObject({
    ...entry,
    title: text,
    description: text,
    streamUrl: text,
    fallbackStreamUrl: text,
    timezone: text,
    cover: media,
    schedule: rows({ day: text, start: text, end: text, show: text, host: text }),
  }),
} satisfies Record<ContentPath, v.GenericSchema>

/** The API paths of the public types (cms/src/shared/content-types.ts, the one list). */
export type Plural = keyof typeof ENTRIES
/** An entry of `/{plural}` as checked: what the mappers read (mappers.server.ts). */
export type EntryOf<P extends Plural> = v.InferOutput<(typeof ENTRIES)[P]>
export type MediaEntry = v.InferOutput<typeof media>
export type VenueSummaryEntry = v.InferOutput<typeof venueSummary>
export type EventSummaryEntry = v.InferOutput<typeof eventSummary>
export type ArticleSummaryEntry = v.InferOutput<typeof articleSummary>
export type MixSummaryEntry = v.InferOutput<typeof mixSummary>
export type TrackRow = NonNullable<v.InferOutput<typeof track>>[number]

/**
 * Why a CMS answer read at `/{plural}` cannot be used (the first thing wrong, with where), or undefined
 * when every entry in it has its type's shape. Answers of a path the site does not read are not checked.
 */
export function validateAnswer(plural: string, body: unknown, apiVersion?: string): string | undefined {
  if (!isPlural(plural)) return undefined
  const schema: v.GenericSchema = ENTRIES[plural]
  const version = parseApiVersion(apiVersion)
  const single = isSingleContentPath(plural)
  if (!single && !isCollectionAnswer(body, version)) return 'not a list of entries'
  const entries = single
    ? [readSingle(body, version)].filter((one) => one !== null)
    : readCollection(body, version).items
  for (const [index, item] of entries.entries()) {
    const result = v.safeParse(schema, item)
    if (!result.success) return `entry ${index}${problemOf(result.issues)}`
  }
  return undefined
}

const isPlural = (plural: string): plural is Plural => Object.hasOwn(ENTRIES, plural)

const problemOf = (issues: readonly v.BaseIssue<unknown>[]) => {
  const issue = issues[0]
  const path = issue?.path?.map((step) => String(step.key)).join('.') ?? ''
  return `${path ? ` ${path}` : ''}: ${issue?.message ?? 'not its type'}`
}

/** An entry that is not its type's shape, met after the shield (kept by an older build, or not through it). */
export class MalformedEntry extends Error {}

/** Entries already checked in this isolate: a kept answer's entries are the same objects at every read. */
const checked = new WeakMap<RawEntry, unknown>()

/**
 * An entry of `/{plural}` as the mappers read it: checked against its type's schema once per object (the
 * shield checked the answer it kept; this is the same check where the types are needed). Throws
 * MalformedEntry.
 */
export function checkedEntry<P extends Plural>(plural: P, raw: RawEntry): EntryOf<P> {
  const known = checked.get(raw)
  if (known) return known as EntryOf<P>
  const result = v.safeParse(ENTRIES[plural], raw)
  if (!result.success) throw new MalformedEntry(`malformed ${plural}${problemOf(result.issues)}`)
  checked.set(raw, result.output)
  return result.output as EntryOf<P>
}

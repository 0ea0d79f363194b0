// The guests of the booking rush (scripts/rush.mjs): who they are, and what each does and is told. A guest
// loads the booking page, fetches the night's availability (with JavaScript, as the island does), chooses a
// seating, fills the form for a few seconds (the fill-time token asks at least 3), posts, reads the page the
// answer leads to, then opens the link the CMS mailed and presses its button. Every answer is classified by
// what the guest would see, in the guest's language: a clear answer is one of the kinds below; anything else
// is `unclear`, with why.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
// The reasons a request's page gives, from the module the worker and the CMS word them with (Node strips its
// types; cms/ declares no module type, so `npm run bench:rush` silences Node's notice that it reads it as ESM).
import { REQUEST_WHY } from '../../cms/src/shared/request-words.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** How long a guest waits for one answer before calling it none. */
const ANSWER_TIMEOUT_MS = 30_000

/**
 * What a guest can be told, last answer first in the tally. `booked`: the confirmation page; `waiting`: the
 * "check your inbox" page (the guest has not opened the link); `request`: with the team; `full`: the time is
 * gone and nearer times with room are offered, or the night has no room for the party and the next nights
 * with room are (or, none within the booking window, the contact page); `limited`: a limit's own words (429).
 * `unclear`: anything a guest cannot act on (and `error`: a 5xx or no answer).
 */
export const KINDS = ['booked', 'waiting', 'request', 'full', 'limited', 'unclear', 'error']

const messages = Object.fromEntries(
  ['en', 'es'].map((locale) => [locale, JSON.parse(readFileSync(`${root}locales/${locale}.json`, 'utf8'))]),
)
const words = (locale, path) => path.split('.').reduce((node, key) => node?.[key], messages[locale])

/** The text of an HTML page, its entities decoded, tags as spaces. */
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** Whether `text` says the message at `path` of the guest's language (its `{{…}}` parts filled in anyhow). */
export const says = (text, locale, path) => {
  const template = words(locale, path)
  if (typeof template !== 'string') throw new Error(`no message ${path} in ${locale}`)
  let from = 0
  for (const part of template.split(/\{\{\w+\}\}/)) {
    const at = text.indexOf(part.trim(), from)
    if (at === -1) return false
    from = at + part.trim().length
  }
  return true
}

/** A seeded pseudo-random stream (mulberry32): one run's guests are the next run's with the same seed. */
export function randomStream(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = (random, weighted) => {
  let left = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [value, weight] of weighted) {
    left -= weight
    if (left <= 0) return value
  }
  return weighted.at(-1)[0]
}

/**
 * A mailbox as the crowd has them: half at one big provider (Gmail, whose dots do not count), half at a
 * domain of their own. `canonical`: written as the CMS compares it (the door's records are looked up so).
 */
const mailbox = (run, name, index, canonical = false) =>
  index % 2 === 0
    ? `${name}${index}@rush${run}-${name}${index}.example`
    : `rush${canonical ? '' : '.'}${run}${canonical ? '' : '.'}${name}${index}@gmail.com`

/**
 * `count` guests arriving within `seconds` (most in the first seconds: a night opening is a burst), three to
 * a network (a household, an office, a carrier's block: IPv4 /24s and IPv6 /48s alternate), each with an
 * address, a mailbox and a phone of their own; a fifth without JavaScript, a quarter in Spanish; parties
 * mostly of two to four, a few above eight (requests for staff); the seatings wanted around 21:00. A share
 * `regulars` are known at the venue (the night's brake never holds them back).
 */
export function makeGuests({ count, seconds, run, random, regulars }) {
  return Array.from({ length: count }, (_, index) => {
    const regular = random() < regulars
    const network = Math.floor(index / 3)
    const member = (index % 3) + 1
    const address =
      network % 2 === 0
        ? `100.${64 + ((network >> 8) & 63)}.${network & 255}.${10 + member}`
        : `2a02:${(network + 1).toString(16)}:1:${member.toString(16)}::1`
    return {
      index,
      regular,
      address,
      // A regular's mailbox is its own canonical form (the door's record of them is looked up by it).
      email: mailbox(run, 'guest', index, regular),
      phone: `+34 6${String(20_000_000 + index).padStart(8, '0')}`,
      name: `Rush Guest ${index}`,
      locale: random() < 0.25 ? 'es' : 'en',
      script: random() >= 0.2,
      partySize: pick(random, [
        [2, 40],
        [3, 10],
        [4, 25],
        [5, 5],
        [6, 10],
        [8, 6],
        [10, 2],
        [12, 2],
      ]),
      /** Minutes from the night's most wanted seating (21:00) the guest would rather be. */
      offset: pick(random, [
        [0, 30],
        [30, 20],
        [-30, 15],
        [60, 12],
        [-60, 8],
        [90, 6],
        [-90, 4],
        [120, 3],
        [-120, 1],
        [150, 1],
      ]),
      arrivesAtMs: Math.round(seconds * 1000 * random() ** 2),
      fillMs: 4000 + Math.round(random() * 12_000),
      /** Seconds between the mail and opening its link; null: never opens it (stays waiting). */
      opensLinkAfterMs: random() < 0.1 ? null : 2000 + Math.round(random() * 20_000),
    }
  })
}

/**
 * The guests the venue's door saw before tonight (`count`, not in tonight's crowd), in the crowd's mix of mail
 * domains: what a venue that has run for a while knows of its guests' providers (docs/spec.md §11.5).
 */
export const pastGuests = ({ count, run }) =>
  Array.from({ length: count }, (_, index) => ({
    key: `past-${index}`,
    name: `Past Guest ${index}`,
    email: mailbox(run, 'past', index, true),
  }))

const minutesOf = (time) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The guest's choice among the seatings with room: the wanted one, else the nearest to it. */
const choose = (open, wanted) =>
  open.toSorted((a, b) => Math.abs(minutesOf(a) - wanted) - Math.abs(minutesOf(b) - wanted))[0]

/**
 * Runs one guest against `site` (`{ url, origin, date }`), timing each step into `timings` (step → ms[]) and
 * counting requests, 5xx answers, outages said in place of a streamed page and requests left unanswered in
 * `tally`.
 * `mailFor(email)` resolves with the guest's booking mail (`{ subject, text }`) once the CMS sent it, or
 * undefined when none came. Answers every
 * answer the guest got (`{ step, kind, why? }`, the last one is where the guest ended) and the booking's
 * reference when one was made.
 */
export async function runGuest(guest, { site, timings, tally, mailFor, startedAt }) {
  const answers = []
  const prefix = guest.locale === 'es' ? '/es' : ''
  const headers = {
    'user-agent': BROWSER,
    'accept-language': guest.locale,
    'cf-connecting-ip': guest.address,
  }
  const cookies = new Map()
  /** One request, timed as `step`; the answer's status and body, or status 0 when none came. */
  const request = async (step, path, init = {}) => {
    const began = performance.now()
    tally.requests += 1
    try {
      const response = await fetch(`${site.url}${path}`, {
        redirect: 'manual',
        ...init,
        headers: {
          ...headers,
          ...(cookies.size > 0 && {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          }),
          ...init.headers,
        },
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      })
      const body = await response.text()
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      time(timings, step, performance.now() - began)
      if (response.status >= 500) tally.serverErrors += 1
      // A page whose data failed after its shell had left (docs/spec.md §16.8): a 200 that says "Back in a
      // moment" in place. The guest sees an outage, as with a 503.
      if (response.status === 200 && says(textOf(body), guest.locale, 'unavailable.message')) {
        tally.outagesInPlace += 1
        return { status: 503, location: '', body }
      }
      return { status: response.status, location: response.headers.get('location') ?? '', body }
    } catch (error) {
      tally.unanswered += 1
      return { status: 0, location: '', body: String(error) }
    }
  }
  const answer = (step, kind, why) => {
    answers.push(why ? { step, kind, why } : { step, kind })
    return kind
  }
  const failed = (step, got) =>
    answer(
      step,
      got.status >= 500 || got.status === 0 ? 'error' : 'unclear',
      `${step} answered ${got.status}`,
    )

  await sleepUntil(startedAt + guest.arrivesAtMs)
  const query = `date=${site.date}&partySize=${guest.partySize}`
  const page = await request('page', `${prefix}/ibiza/reservations?${query}`)
  if (page.status !== 200) {
    failed('page', page)
    return { answers }
  }
  let token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  let slots = seatingsOnPage(page.body)
  // What the form offers when the night has no room for the party (the island shows the worker's words).
  let nights = nightsOnPage(page.body, guest.locale)
  if (guest.script) {
    const live = await request('availability', `${prefix}/ibiza/reservations/availability?${query}`, {
      headers: { accept: 'application/json' },
    })
    if (live.status !== 200) {
      failed('availability', live)
      return { answers }
    }
    ;({ slots = [], nights } = nightsOfAnswer(JSON.parse(live.body), guest.locale))
  }
  const wanted = minutesOf('21:00') + guest.offset
  let pending = false
  for (let attempt = 1; attempt <= 2; attempt++) {
    const open = slots.filter((slot) => slot.available).map((slot) => slot.time)
    if (open.length === 0) {
      // Every seating shows "Full" or no room for the party: the night is gone for this party, and the form
      // offers the next nights with room (or says none has, and links the contact page).
      answer(
        'post',
        nights ? 'full' : 'unclear',
        nights
          ? undefined
          : `no seating with room for ${guest.partySize} on the page, and no other night offered`,
      )
      return { answers }
    }
    const time = choose(open, wanted)
    await sleep(guest.fillMs)
    const fields = {
      token,
      date: site.date,
      partySize: String(guest.partySize),
      time,
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      notes: '',
      consent: 'on',
    }
    const posted = await request('post', `${prefix}/ibiza/reservations`, {
      method: 'POST',
      headers: {
        origin: site.origin,
        'content-type': 'application/x-www-form-urlencoded',
        ...(guest.script && { accept: 'application/json' }),
      },
      body: new URLSearchParams(fields),
    })
    const json = guest.script ? parseJson(posted.body) : undefined
    const redirect = guest.script
      ? json?.ok
        ? json.redirect
        : ''
      : posted.status === 303
        ? posted.location
        : ''
    if (redirect) {
      const outcome = await followBooking(redirect)
      if (outcome.kind !== 'waiting') return { answers, reference: outcome.reference }
      pending = true
      break
    }
    if (posted.status !== 409) {
      if (posted.status === 429) answer('post', saysLimit(posted, json) ? 'limited' : 'unclear', '429')
      else failed('post', posted)
      return { answers }
    }
    // The time filled before the post: what the guest is offered instead.
    if (guest.script) {
      const said = json?.fieldErrors?.time?.message ?? ''
      if (!says(said, guest.locale, 'validation.slotFull')) {
        answer('post', 'unclear', `409 without the full slot's words: ${said || json?.message}`)
        return { answers }
      }
      // The island asks for the date's seatings again after a refused time (ReservationForm): the time is
      // "gone", and the nearest with room offered, when they no longer show it with room.
      const again = await request('availability', `${prefix}/ibiza/reservations/availability?${query}`, {
        headers: { accept: 'application/json' },
      })
      if (again.status !== 200) {
        failed('availability', again)
        return { answers }
      }
      ;({ slots = [], nights } = nightsOfAnswer(JSON.parse(again.body), guest.locale))
      const gone = slots.find((slot) => slot.time === time)?.available === false
      // Gone: the island offers the nearest times with room, or, the night full for the party, other nights.
      const offered = slots.some((slot) => slot.available) || nights
      if (!gone)
        answer('post', 'unclear', 'a 409 names the time full while the seatings asked again still offer it')
      else if (!offered)
        answer('post', 'unclear', 'a 409, and the night has no room left and no other night offered')
      else answer('post', 'full')
      token = json?.token ?? token
    } else {
      const text = textOf(posted.body)
      nights = nightsOnPage(posted.body, guest.locale)
      const nearest = /id="reservation-time-gone"/.test(posted.body)
      const clear =
        says(text, guest.locale, 'validation.slotFull') &&
        (nearest ? says(text, guest.locale, 'reservations.gone') : Boolean(nights))
      answer(
        'post',
        clear ? 'full' : 'unclear',
        clear ? undefined : '409 page without the nearest times or other nights',
      )
      token = /name="token" value="([^"]+)"/.exec(posted.body)?.[1] ?? token
      slots = seatingsOnPage(posted.body)
      continue
    }
    // With JavaScript the guest chooses again among the seatings the island shows.
    slots = slots.map((slot) => (slot.time === time ? { ...slot, available: false } : slot))
  }
  if (!pending) return { answers }

  // The mail (the CMS sends it before it answers), then its link some seconds later (a tenth of the guests
  // never open it: still waiting).
  const mail = await mailFor(guest.email)
  if (!mail) {
    answer('mail', 'unclear', 'no booking mail')
    return { answers }
  }
  const reference = /IBZ-[A-Z0-9]{6}/.exec(mail.subject)?.[0] ?? ''
  if (guest.opensLinkAfterMs === null) return { answers, reference }
  await sleep(guest.opensLinkAfterMs)
  const link = /\/ibiza\/reservations\/confirm\?token=([\w%-]+)/.exec(mail.text)
  const linkPath = link ? `${mail.text.includes('/es/ibiza/') ? '/es' : ''}${link[0]}` : ''
  const listing = await request('link', linkPath)
  const linkToken = decodeURIComponent(link?.[1] ?? '')
  if (listing.status !== 200 || !listing.body.includes(`value="${reference}"`)) {
    failed('link', listing)
    return { answers, reference }
  }
  const confirmed = await request('confirm', `${prefix}/ibiza/reservations/confirm`, {
    method: 'POST',
    headers: { origin: site.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: linkToken, reference }),
  })
  if (confirmed.status === 303) {
    const outcome = await followBooking(confirmed.location, 'confirm')
    return { answers, reference: outcome.reference ?? reference }
  }
  const text = textOf(confirmed.body)
  if (confirmed.status === 409) {
    // The slot filled before the guest confirmed: the nearest times of that day, or the next nights with room.
    const nearest = /class="nearest-times"/.test(confirmed.body)
    const offered = nearest || nightsOnPage(confirmed.body, guest.locale)
    const clear = nearest
      ? says(text, guest.locale, 'reservations.confirmLink.slotFull')
      : says(text, guest.locale, 'reservations.confirmLink.slotFullNone')
    answer(
      'confirm',
      offered && clear ? 'full' : 'unclear',
      offered ? undefined : 'the slot filled and the day has no other time: no other night offered',
    )
  } else if (confirmed.status === 429) {
    answer(
      'confirm',
      says(text, guest.locale, 'reservations.confirmLink.limit') ? 'limited' : 'unclear',
      '429',
    )
  } else {
    failed('confirm', confirmed)
  }
  return { answers, reference }

  /** The page a successful post or confirmation leads to, read as the guest's browser reads it. */
  async function followBooking(redirect, step = 'post') {
    const shown = await request('answer', redirect)
    const text = textOf(shown.body)
    const path = new URL(redirect, site.url).pathname.replace(/^\/es/, '')
    const ref = /IBZ-[A-Z0-9]{6}/.exec(redirect)?.[0]
    if (shown.status !== 200) return { kind: failed(step, shown) }
    if (path === '/ibiza/reservations/confirmed') {
      const kind = ref && text.includes(ref) ? 'booked' : 'unclear'
      return {
        kind: answer(step, kind, kind === 'unclear' ? 'confirmation without its reference' : undefined),
        reference: ref,
      }
    }
    const address = new URL(redirect, site.url).searchParams
    const stepName = address.get('step')
    // A request's page says why it waits, in the words of its mail (the reason the CMS gave, on the address).
    const why = REQUEST_WHY[guest.locale][address.get('why')]
    const expected =
      stepName === 'request'
        ? ['request', why ? 'reservations.confirmLink.requestBecause' : 'reservations.confirmLink.request']
        : [
            'waiting',
            stepName === 'listed'
              ? 'reservations.confirmLink.listed'
              : // A party the team arranges: its link sends the request (docs/spec.md §13.11).
                address.get('asks') === '1'
                ? 'reservations.confirmLink.inboxAsks'
                : 'reservations.confirmLink.inbox',
          ]
    const clear =
      path === '/ibiza/reservations/confirm' &&
      says(text, guest.locale, expected[1]) &&
      (!why || text.includes(why))
    return {
      kind: answer(
        step,
        clear ? expected[0] : 'unclear',
        clear ? undefined : `${redirect} did not say ${expected[1]}${why ? ' and why' : ''}`,
      ),
    }
  }
}

/** The seatings a page renders (the form's radios): each with whether the guest may choose it. */
function seatingsOnPage(html) {
  return [...html.matchAll(/<input[^>]*name="time"[^>]*>/g)].map(([input]) => ({
    time: /value="(\d{2}:\d{2})"/.exec(input)?.[1] ?? '',
    available: !/\sdisabled=""/.test(input),
  }))
}

/**
 * The nights a page offers when its date has no room for the party (`#reservation-nights`, docs/spec.md §13.5):
 * their links, when it says so in the guest's words; undefined when it offers none.
 */
function nightsOnPage(html, locale) {
  const notice = /<p [^>]*id="reservation-nights"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]
  if (!notice) return undefined
  const text = textOf(notice)
  const worded =
    says(text, locale, 'reservations.nightsFull') || says(text, locale, 'reservations.nightsNone')
  const links = [...notice.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href)
  return worded && links.length > 0 ? links : undefined
}

/** The island's availability answer: its seatings, and the nights it offers (undefined: none, or not worded). */
function nightsOfAnswer(answer, locale) {
  const { text = '', links = [] } = answer?.nights ?? {}
  const worded =
    says(text, locale, 'reservations.nightsFull') || says(text, locale, 'reservations.nightsNone')
  return {
    slots: answer?.slots,
    nights: worded && links.length > 0 ? links.map((link) => link.href) : undefined,
  }
}

/** A 429 that says which limit, in words (the form's message). */
const saysLimit = (posted, json) => Boolean(json ? json.message : /class="form-message/.test(posted.body))

const parseJson = (text) => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Adds one measurement of `step`. */
function time(timings, step, ms) {
  timings[step] ??= []
  timings[step].push(ms)
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const sleepUntil = (at) => sleep(Math.max(0, at - performance.now()))

// The constants tables of docs/spec.md §25 say what the code does: each row is the text its constants make,
// so a changed constant fails here until the table says it too (the table once said 60 s / 24 h / "≤ every
// 5 s" for CMS answers and the ledger while the code kept them 10 min / 1 h / 10 s). A row no single
// constant holds is named below with where its value lives; a row in neither list fails, so a new row is
// either checked or said not to be.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PREVIEW_LINK_SECONDS } from '../../cms/src/lib/preview'
import { DOOR_TASKS_RULE, REMINDER_HOUR } from '../../cms/src/lib/reservations/reminders'
import {
  BOOKING_LIMITS,
  CALENDAR_BOOKING_MINUTES,
  CONFIRM_WINDOW_MS,
  DEFAULT_BOOKING_RULES,
} from '../../cms/src/shared/booking-rules'
import { NOTES_MAX } from '../../cms/src/shared/field-rules'
import { COLOR_MODE_STORAGE_KEY } from '../../src/app/color-mode'
import { THEME_COLOR } from '../../src/app/document'
import { SLUG_PATTERN } from '../../src/app/paths'
import { VOLUME_KEY } from '../../src/app/player/usePlayer'
import { TOAST_COLLAPSE_MS, TOAST_DURATION } from '../../src/app/toasts/ToastList'
import { RELOAD_INTERVAL_MS } from '../../src/client/reload'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_TAGS, LOCALES } from '../../src/lib/locale'
import { QUERY_LIMITS } from '../../src/lib/query'
import { SUPABASE_FETCH_RETRIES } from '../../src/lib/supabase-fetch'
import { SIGN_IN_FLOOR_MS, SIGN_IN_LIMITS } from '../../src/server/auth/throttle.server'
import { CMS_TIMEOUT_MS } from '../../src/server/cms/client.server'
import { ANSWER_MAX_AGE_MS } from '../../src/server/content/answers.server'
import { PURGE_RETENTION_MS } from '../../src/server/content/ledger.server'
import { HTML_FRESH_SECONDS } from '../../src/server/content/pages.server'
import { RECHECK_MS, RETRY_MS } from '../../src/server/content/shield.server'
import { SNAPSHOT_REFRESH_MS, SNAPSHOT_TTL_MS } from '../../src/server/content/snapshot.server'
import { DATA_WAIT_MS, STARTING_RETRY_SECONDS } from '../../src/server/dispatch.server'
import { FORM_POSTS } from '../../src/server/limits/form-posts.server'
import { MAX_COOKIE_BYTES, MAX_PATH_BYTES } from '../../src/server/middleware/request.server'
import { LAST_PAGE } from '../../src/server/page-query.server'
import { DRAFT_MODE_SECONDS, LINK_MAX_SECONDS } from '../../src/server/preview.server'
import { MIN_FILL_MS } from '../../src/server/signing.server'

const seconds = (ms: number) => `${ms / 1000} s`
const minutes = (ms: number) => `${ms / 60_000} min`
const hours = (ms: number) => `${ms / 3_600_000} h`
/** A day or an hour as the spec's prose says them, any other span in hours. */
const inWords = (ms: number) => ({ 86400000: 'a day', 3600000: 'an hour' })[ms] ?? hours(ms)
const number = (value: number) => value.toLocaleString('en-US')
const code = (text: string) => `\`${text}\``

/** `1–100 of \`a-z 0-9 -\`` from the slug pattern's bounds. */
function slugRow() {
  const [, min, max] = /^\^\[a-z0-9-\]\{(\d+),(\d+)\}\$$/.exec(SLUG_PATTERN.source) ?? []
  return `${min}–${max} of \`a-z 0-9 -\``
}

/** The minutes of a `*\/N * * * *` cron rule. */
const cronMinutes = (rule: string) => /^\*\/(\d+) \* \* \* \*$/.exec(rule)?.[1] ?? rule

/** The spec's rows, by name, as the constants make them. */
const ROWS: Record<string, string> = {
  // §25.1
  Languages: `${LOCALES.map(code).join(', ')}; fallback locale ${code(LOCALE_TAGS.en)}`,
  'Language cookie': `${code(LOCALE_COOKIE)}, ${LOCALE_COOKIE_MAX_AGE / 86_400} days`,
  'Supabase network retries': `up to ${SUPABASE_FETCH_RETRIES}`,
  'Query parsing': `array limit ${QUERY_LIMITS.arrayLimit}, depth ${QUERY_LIMITS.depth}, parameter limit ${number(QUERY_LIMITS.parameterLimit)}`,
  Toasts: `auto-close ${number(TOAST_DURATION)} ms; collapse animation ${TOAST_COLLAPSE_MS} ms; position top-right`,
  'Theme colour': code(THEME_COLOR),
  'Colour-mode storage key': code(COLOR_MODE_STORAGE_KEY),
  'Forced reload': `at most once per ${seconds(RELOAD_INTERVAL_MS)} per path`,
  // §25.2
  'CMS call timeout': seconds(CMS_TIMEOUT_MS),
  'CMS answers kept (isolate / shields)': `${minutes(ANSWER_MAX_AGE_MS)} / ${hours(RECHECK_MS)}, or until a purge names them; in an outage the last good copy, retried every ${seconds(RETRY_MS)}`,
  'Anonymous page freshness': `${HTML_FRESH_SECONDS} s`,
  'Tag ledger snapshot (each isolate)': `read at most every ${seconds(SNAPSHOT_TTL_MS)}, in the background from ${seconds(SNAPSHOT_REFRESH_MS)}; a purge is remembered ${hours(PURGE_RETENTION_MS)}`,
  'Data wait before the shell': `${DATA_WAIT_MS} ms (crawlers: all)`,
  'Unavailable page': `503, \`Retry-After: 60\`; the local CMS starting: \`Retry-After\` and \`Refresh\` ${STARTING_RETRY_SECONDS}`,
  'Path / cookie header / query': `${number(MAX_PATH_BYTES)} bytes / ${number(MAX_COOKIE_BYTES)} bytes / §25.1 limits`,
  Slug: slugRow(),
  'Page numbers': `1–${number(LAST_PAGE)}`,
  'Sign-in throttle': `${SIGN_IN_LIMITS.pair.perParty} failures / ${minutes(SIGN_IN_LIMITS.pair.windowMs)} per (address, identifier), ${SIGN_IN_LIMITS.pair.guard.perParty} if guarded (§11.2); ${SIGN_IN_LIMITS.address.perParty} per address`,
  'Sign-in answer': `at least ${SIGN_IN_FLOOR_MS} ms`,
  'Booking limits': `client ${BOOKING_LIMITS.perClient.bookings} / ${BOOKING_LIMITS.perClient.covers} a day; network ${BOOKING_LIMITS.perNetwork.bookings} / ${BOOKING_LIMITS.perNetwork.covers}; mailbox ${BOOKING_LIMITS.perGuestPerNight.bookings} tables / ${BOOKING_LIMITS.perGuestPerNight.covers} guests a night (§11.5)`,
  'Staff-accepted bookings': `parties above ${BOOKING_LIMITS.largeParty}; brake at 1/${1 / BOOKING_LIMITS.brake.share} of a night within ${inWords(BOOKING_LIMITS.brake.windowMinutes * 60_000)} (§13.13); shares (§11.5)`,
  'Booking links': `${inWords(CONFIRM_WINDOW_MS)}, never past the table's time; at most ${BOOKING_LIMITS.linkMailsPerInbox} a day to one inbox`,
  'Contact-type forms': `${FORM_POSTS.limit} per ${seconds(FORM_POSTS.periodMs)} per client; minimum fill time ${seconds(MIN_FILL_MS)}`,
  'Preview link / draft mode': `${PREVIEW_LINK_SECONDS / 60} min (at most ${LINK_MAX_SECONDS / 60} min accepted) / ${DRAFT_MODE_SECONDS / 3600} hour`,
  'Reminder of the day before': `from ${String(REMINDER_HOUR).padStart(2, '0')}:00 venue time; the CMS looks every ${cronMinutes(DOOR_TASKS_RULE)} min`,
  'Booking in a calendar (`.ics`)': `${CALENDAR_BOOKING_MINUTES / 60} hours from the booked time, venue time zone`,
  'Player volume (`localStorage`)': `key ${code(VOLUME_KEY)}, 0–1, shared by every player`,
  // §25.3
  'Slot length': `${DEFAULT_BOOKING_RULES.slotMinutes} min`,
  'First / last seating': `${DEFAULT_BOOKING_RULES.firstSeating} / ${DEFAULT_BOOKING_RULES.lastSeating}, venue time (${code(DEFAULT_BOOKING_RULES.timezone)} for Ibiza)`,
  'Capacity per slot': `${DEFAULT_BOOKING_RULES.capacityPerSlot} covers`,
  'Party size': `${DEFAULT_BOOKING_RULES.minParty}–${DEFAULT_BOOKING_RULES.maxParty}`,
  'Booking window': `today + ${DEFAULT_BOOKING_RULES.windowDays} days`,
  'Minimum lead time': `${DEFAULT_BOOKING_RULES.leadMinutes / 60} hours`,
  Notes: `≤ ${NOTES_MAX} characters`,
}

/** Rows no one exported constant holds, and where their value lives. */
const NOT_ONE_CONSTANT: Record<string, string> = {
  'CMS API version': 'wrangler.toml CMS_API_VERSION',
  'CMS fetch retries': 'none: server/cms/client.server.ts calls once',
  'Session cookie (Supabase)': "@supabase/ssr's default cookie options",
  'Session refresh tick': "supabase-js's auto-refresh tick",
  Markdown: 'the markdown-it options in src/lib/markdown.ts',
  Tooltips: 'the floating-ui props of the tooltip component',
  Themes: 'each route of src/routes.ts names its colour mode',
  'Body limits': 'src/routes.ts (account routes) and src/worker.ts (forms)',
  'List sizes': 'each list page asks its own page size',
  'No-show': 'a rule, cms/src/lib/reservations/reminders.ts',
  'Door list': 'cms/src/admin/door/DoorList.tsx',
  'Pending-confirmation e-mail cookie': 'src/pages/account/forms.server.ts',
  'Flash message': 'src/server/flash.server.ts',
  'Access / refresh token': "cms/config/plugins.ts (users-permissions' session settings) and SESSION_MAX_AGE",
  'JavaScript per page': 'scripts/audit.mjs and the bench, which measure it',
  Lighthouse: 'scripts/audit.mjs',
}

/** The name → value rows of every table in §25. */
function constantsTables(): Map<string, string> {
  const spec = readFileSync('docs/spec.md', 'utf8')
  const section = spec.slice(spec.indexOf('## 25. Business constants'), spec.indexOf('## 26.'))
  const rows = new Map<string, string>()
  for (const line of section.split('\n')) {
    const cells = /^\|(.+)\|(.+)\|$/.exec(line)
    if (!cells) continue
    const [name = '', value = ''] = [cells[1]?.trim(), cells[2]?.trim()]
    if (/^-+$/.test(name) || ['Constant', 'Setting'].includes(name)) continue
    rows.set(name, value)
  }
  return rows
}

describe('the spec’s constants tables (§25)', () => {
  const tables = constantsTables()

  it('say what the constants in the code are', () => {
    const said = Object.fromEntries(Object.keys(ROWS).map((name) => [name, tables.get(name)]))
    expect(said).toEqual(ROWS)
  })

  it('have no row that is neither checked nor said to be held elsewhere', () => {
    const unknown = [...tables.keys()].filter((name) => !(name in ROWS) && !(name in NOT_ONE_CONSTANT))
    expect(unknown).toEqual([])
    expect(Object.keys(NOT_ONE_CONSTANT).filter((name) => !tables.has(name))).toEqual([])
  })
})

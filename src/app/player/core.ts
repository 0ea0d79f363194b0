/**
 * What the player islands share: clock formatting, the show on air, Media Session and the channel through
 * which players in different tabs and the pop-out window agree that only one of them plays.
 */

/** A tracklist's `"1:05"` or `"1:02:05"` → seconds. */
export function parseClock(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + (Number(part) || 0), 0)
}

export function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00'
  const s = Math.floor(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`
}

export interface ScheduleSlot {
  day: string
  start: string
  end: string
  show: string
  host: string | null
}

/** The schedule's day keys, Monday first (the order the schedule is shown in). */
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
const DAY_INDEX = new Map<string, number>(WEEK_DAYS.map((day, index) => [day, index]))
const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES

/** A schedule's clock time, `"21:00"` or the CMS's `"21:00:00.000"`, as minutes after midnight. */
export function clockMinutes(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map((part) => Number.parseInt(part, 10) || 0)
  return hours * 60 + minutes
}

const stationFormats = new Map<string, Intl.DateTimeFormat>()

/** The weekday and the minute of the day at `now` on the station's clock (UTC for a zone nobody knows). */
export function stationClock(timezone: string, now: number): { day: string; minute: number } {
  let format = stationFormats.get(timezone)
  if (!format) {
    const options = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone })
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    }
    stationFormats.set(timezone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(now)).map((part) => [part.type, part.value]))
  return {
    day: String(parts.weekday).toLowerCase().slice(0, 3),
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  }
}

/**
 * The index of the show on air at `now` on the station's clock: the slot whose start is at or before now
 * and whose end is after it (docs/spec.md §15.4). An end of 00:00 is midnight; an end before the start
 * runs past midnight into the next day.
 */
export function currentShow(schedule: ScheduleSlot[], timezone: string, now: number): number {
  const clock = stationClock(timezone, now)
  const at = (DAY_INDEX.get(clock.day) ?? 0) * DAY_MINUTES + clock.minute
  return schedule.findIndex((slot) => {
    const day = DAY_INDEX.get(slot.day)
    if (day === undefined) return false
    const start = day * DAY_MINUTES + clockMinutes(slot.start)
    const length =
      (clockMinutes(slot.end) - clockMinutes(slot.start) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES
    return (at - start + WEEK_MINUTES) % WEEK_MINUTES < length
  })
}

/** Minutes left of a show on air at `minute` of the station's day (an end of 00:00 is midnight). */
export const minutesLeft = (slot: ScheduleSlot, minute: number) =>
  (clockMinutes(slot.end) - minute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES

/** Lock-screen and headset controls for what is playing (browsers without Media Session just skip it). */
export function setMediaSession(
  metadata: { title: string; artist: string; album?: string; artwork?: string | null },
  actions: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>,
) {
  if (!('mediaSession' in navigator)) return
  navigator.mediaSession.metadata = new MediaMetadata({
    title: metadata.title,
    artist: metadata.artist,
    album: metadata.album ?? '',
    artwork: metadata.artwork ? [{ src: metadata.artwork, sizes: '512x512', type: 'image/jpeg' }] : [],
  })
  for (const [action, handler] of Object.entries(actions)) {
    try {
      navigator.mediaSession.setActionHandler(action as MediaSessionAction, handler ?? null)
    } catch {
      // An action this browser does not know.
    }
  }
}

export const CHANNEL = 'solera-player'

/** The bar that holds the music while a visitor browses (src/client/keep-playing.ts, decision 037). */
export const MUSIC_DOCK_ID = 'music-dock'
/** Said on `document` when a player takes back the music the bar holds: the bar stops and goes. */
export const UNDOCK_EVENT = 'solera:undock'

export type PlayerMessage =
  /** A player started: every other one pauses. `popup` tells pages the pop-out window has the music. */
  | { type: 'playing'; id: string; popup: boolean; src: string }
  | { type: 'stopped'; id: string; popup: boolean }
  /** A page asks whether the pop-out window is playing (it answers with `playing`). */
  | { type: 'hello' }

export function openChannel(onMessage: (message: PlayerMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined }
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<PlayerMessage>) => onMessage(event.data)
  return { post: (message: PlayerMessage) => channel.postMessage(message), close: () => channel.close() }
}

export const playerId = () => Math.random().toString(36).slice(2)

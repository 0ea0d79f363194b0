/**
 * What the player islands share: clock formatting, the show on air, Media Session and the channel through
 * which players in different tabs and the pop-out window agree that only one of them plays.
 */

/** `"1:05"` or `"1:02:05"` → seconds. */
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

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** The index of the show on air at `now` in the station's time zone (an end of 00:00 is midnight). */
export function currentShow(schedule: ScheduleSlot[], timezone: string, now: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(now))
      .map((part) => [part.type, part.value]),
  )
  const day = DAYS.find((name) => name === String(parts.weekday).toLowerCase().slice(0, 3))
  const minutes = Number(parts.hour) * 60 + Number(parts.minute)
  const toMinutes = (time: string, end = false) => {
    const value = parseClock(time) / 60
    return end && value === 0 ? 24 * 60 : value
  }
  return schedule.findIndex(
    (slot) => slot.day === day && toMinutes(slot.start) <= minutes && minutes < toMinutes(slot.end, true),
  )
}

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

export type PlayerMessage =
  /** A player started: every other one pauses. `popup` tells pages the pop-out window has the music. */
  | { type: 'playing'; id: string; popup: boolean; src: string }
  | { type: 'stopped'; id: string; popup: boolean }
  /** A page asks whether the pop-out window is playing (it answers with `playing`). */
  | { type: 'hello' }
  /** The pop-out window opened and asks for the radio's position and volume. */
  | { type: 'ready'; id: string }
  | { type: 'handover'; src: string; volume: number }

export function openChannel(onMessage: (message: PlayerMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined }
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<PlayerMessage>) => onMessage(event.data)
  return { post: (message: PlayerMessage) => channel.postMessage(message), close: () => channel.close() }
}

export const playerId = () => Math.random().toString(36).slice(2)

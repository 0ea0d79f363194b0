import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeepPlaying } from '../../client/keep-playing'
import { MUSIC_DOCK_ID, openChannel, type PlayerMessage, playerId, UNDOCK_EVENT } from './core'

/**
 * One volume for every player, remembered in `localStorage` (docs/spec.md §15.7, decision 016): a page
 * load, another player, another tab or the pop-out window starts at the volume last chosen, and a change
 * in one applies to the others at once (the `storage` event).
 */
export const VOLUME_KEY = 'solera-volume'

const storedVolume = (text: string | null): number | null => {
  const value = text === null ? Number.NaN : Number(text)
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null
}

function readVolume(): number | null {
  try {
    return storedVolume(localStorage.getItem(VOLUME_KEY))
  } catch {
    return null // Storage blocked: the volume is not remembered.
  }
}

function saveVolume(value: number) {
  try {
    localStorage.setItem(VOLUME_KEY, String(value))
  } catch {
    // Storage blocked or full: this player still uses the value.
  }
}

/**
 * The music the bar at the bottom holds (src/client/keep-playing.ts) when it is this player's own: the page it
 * plays on was opened again, so this player takes it back where it is, playing if it played.
 */
function takeBack(element: HTMLAudioElement): boolean | undefined {
  const held = document.getElementById(MUSIC_DOCK_ID)?.querySelector('audio')
  const own = new URL(element.getAttribute('src') ?? '', location.href).href
  if (!held || held.currentSrc !== own) return undefined
  element.currentTime = held.currentTime
  const playing = !held.paused
  document.dispatchEvent(new Event(UNDOCK_EVENT))
  return playing
}

/**
 * An `<audio>` element's state as React state, and the cross-window rule that one player plays at a time:
 * starting here pauses every other player (other tabs, the pop-out window), and the reverse. A player given
 * `keep` goes on playing while the visitor browses the site (decision 037).
 */
export function usePlayer(
  options: { popup?: boolean; onMessage?: (message: PlayerMessage) => void; keep?: KeepPlaying } = {},
) {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)
  const [volume, setVolume] = useState(1)
  const [blocked, setBlocked] = useState(false)
  /** Hydrated: the buttons work now (the player's element says so with `data-live`). */
  const [live, setLive] = useState(false)
  const channel = useRef<ReturnType<typeof openChannel> | null>(null)
  const id = useRef('')
  const onMessage = useRef(options.onMessage)
  onMessage.current = options.onMessage
  const keep = useRef(options.keep)
  keep.current = options.keep
  const popup = !!options.popup

  const applyVolume = useCallback((value: number) => {
    setVolume(value)
    if (audio.current) audio.current.volume = value
  }, [])

  // After hydration (the server cannot know it): the remembered volume, and changes other players make.
  useEffect(() => {
    const saved = readVolume()
    if (saved !== null) applyVolume(saved)
    const onStorage = (event: StorageEvent) => {
      const value = event.key === VOLUME_KEY ? storedVolume(event.newValue) : null
      if (value !== null) applyVolume(value)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [applyVolume])

  useEffect(() => {
    setLive(true)
    id.current = playerId()
    channel.current = openChannel((message) => {
      if (message.type === 'playing' && message.id !== id.current) audio.current?.pause()
      onMessage.current?.(message)
    })
    const element = audio.current
    if (!element) return
    const sync = () => {
      setTime(element.currentTime)
      setDuration(Number.isFinite(element.duration) ? element.duration : 0)
    }
    const started = () => {
      setPlaying(true)
      setBlocked(false)
      channel.current?.post({ type: 'playing', id: id.current, popup, src: element.currentSrc })
      const about = keep.current
      if (about) void import('../../client/keep-playing').then((module) => module.keepPlaying(element, about))
    }
    const stopped = () => {
      setPlaying(false)
      channel.current?.post({ type: 'stopped', id: id.current, popup })
    }
    element.addEventListener('timeupdate', sync)
    element.addEventListener('durationchange', sync)
    element.addEventListener('playing', started)
    element.addEventListener('pause', stopped)
    element.addEventListener('ended', stopped)
    if (keep.current && takeBack(element)) element.play().catch(() => setBlocked(true))
    return () => {
      element.removeEventListener('timeupdate', sync)
      element.removeEventListener('durationchange', sync)
      element.removeEventListener('playing', started)
      element.removeEventListener('pause', stopped)
      element.removeEventListener('ended', stopped)
      channel.current?.close()
    }
  }, [popup])

  const play = async () => {
    try {
      await audio.current?.play()
    } catch {
      // Autoplay refused (no gesture in this window yet): the play button asks for one.
      setBlocked(true)
    }
  }
  const toggle = () => (audio.current?.paused ? play() : audio.current?.pause())
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = Math.max(0, seconds)
  }
  const changeVolume = (value: number) => {
    applyVolume(value)
    saveVolume(value)
  }
  const post = (message: PlayerMessage) => channel.current?.post(message)
  return { audio, live, playing, time, duration, volume, blocked, play, toggle, seek, changeVolume, post }
}

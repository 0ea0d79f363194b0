import { useEffect } from 'react'
import { defineIsland } from '../island'
import { formatClock, parseClock, setMediaSession } from '../player/core'
import { PlayButton } from '../player/PlayButton'
import { usePlayer } from '../player/usePlayer'
import { Volume } from '../player/Volume'

export interface MixPlayerProps {
  src: string
  title: string
  artist: string
  cover: string | null
  /** Seconds, from the CMS (the audio's own length wins once known). */
  duration: number | null
  tracklist: { at: string; artist: string; title: string }[]
  labels: Record<
    'play' | 'pause' | 'seek' | 'volume' | 'tracklist' | 'jumpTo' | 'nowPlaying' | 'stop',
    string
  >
}

/** A mix in the page: play and pause, seeking, volume and a tracklist that follows (and moves) the music. */
/** Seconds as an HTML duration: `3725` → `PT3725S`. */
const isoDuration = (seconds: number) => `PT${Math.max(0, Math.floor(seconds || 0))}S`

function MixPlayer(props: MixPlayerProps) {
  const { labels, tracklist } = props
  // The mix goes on while the visitor browses the site (decision 037).
  const player = usePlayer({
    keep: {
      title: props.title,
      labels: { nowPlaying: labels.nowPlaying, play: labels.play, pause: labels.pause, stop: labels.stop },
    },
  })
  const starts = tracklist.map((entry) => parseClock(entry.at))
  const current = starts.reduce((found, start, index) => (start <= player.time ? index : found), -1)
  const length = player.duration || props.duration || 0

  useEffect(() => {
    if (!player.playing) return
    const entry = tracklist[current]
    const jump = (step: number) => () => player.seek(starts[Math.max(0, current + step)] ?? player.time)
    setMediaSession(
      {
        title: entry ? `${entry.artist} – ${entry.title}` : props.title,
        artist: props.artist,
        album: props.title,
        artwork: props.cover,
      },
      {
        play: () => void player.play(),
        pause: () => player.audio.current?.pause(),
        seekto: (details) => player.seek(details.seekTime ?? 0),
        seekbackward: () => player.seek(player.time - 10),
        seekforward: () => player.seek(player.time + 10),
        previoustrack: current > 0 ? jump(-1) : null,
        nexttrack: current < tracklist.length - 1 ? jump(1) : null,
      },
    )
  })

  return (
    <section className="player mix-player" aria-label={props.title} data-live={player.live || undefined}>
      <audio ref={player.audio} src={props.src} preload="metadata" />
      <noscript>
        <audio controls preload="none" src={props.src} />
      </noscript>
      <div className="player-bar">
        <PlayButton playing={player.playing} labels={labels} onToggle={() => void player.toggle()} />
        <input
          className="seek"
          type="range"
          min={0}
          max={Math.max(1, Math.round(length))}
          step={1}
          value={Math.round(player.time)}
          onChange={(event) => player.seek(Number(event.target.value))}
          aria-label={labels.seek}
          aria-valuetext={`${formatClock(player.time)} / ${formatClock(length)}`}
        />
        <span className="player-time meta">
          {/* A position and a length are durations: the machine-readable one goes in dateTime (valid HTML). */}
          <time dateTime={isoDuration(player.time)}>{formatClock(player.time)}</time> /{' '}
          <time dateTime={isoDuration(length)}>{formatClock(length)}</time>
        </span>
        <Volume label={labels.volume} value={player.volume} onChange={player.changeVolume} />
      </div>
      {tracklist.length > 0 && (
        <>
          <h2 id="tracklist">{labels.tracklist}</h2>
          <ol className="tracklist" aria-labelledby="tracklist">
            {tracklist.map((entry, index) => (
              <li key={`${entry.at}-${entry.title}`} aria-current={index === current ? 'true' : undefined}>
                <button
                  type="button"
                  onClick={() => {
                    player.seek(starts[index] ?? 0)
                    if (!player.playing) void player.play()
                  }}
                  aria-label={`${labels.jumpTo} ${entry.at}: ${entry.artist} – ${entry.title}`}
                >
                  <span className="meta">{entry.at}</span> {entry.artist} – {entry.title}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

export default defineIsland('MixPlayer', MixPlayer)

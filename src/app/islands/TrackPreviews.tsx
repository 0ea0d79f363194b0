import { useEffect, useState } from 'react'
import { defineIsland } from '../island'
import { formatClock, setMediaSession } from '../player/core'
import { usePlayer } from '../player/usePlayer'

export interface TrackPreviewsProps {
  release: string
  artist: string
  cover: string | null
  tracks: {
    n: number | null
    title: string
    artist: string | null
    duration: number | null
    preview: string | null
  }[]
  labels: Record<'play' | 'pause' | 'noPreview', string>
}

/** An album's or playlist's tracks with their previews: one plays at a time, the next follows. */
function TrackPreviews(props: TrackPreviewsProps) {
  const { tracks, labels } = props
  const [index, setIndex] = useState(-1)
  const player = usePlayer()
  const track = tracks[index]
  const playable = tracks.map((item, i) => (item.preview ? i : -1)).filter((i) => i >= 0)

  const start = (i: number) => {
    const element = player.audio.current
    const preview = tracks[i]?.preview
    if (!element || !preview) return
    if (i === index) return void player.toggle()
    setIndex(i)
    element.src = preview
    void player.play()
  }
  const step = (direction: 1 | -1) => {
    const next = playable[playable.indexOf(index) + direction]
    return next === undefined ? null : () => start(next)
  }

  useEffect(() => {
    if (!player.playing || !track) return
    setMediaSession(
      {
        title: track.title,
        artist: track.artist ?? props.artist,
        album: props.release,
        artwork: props.cover,
      },
      {
        play: () => void player.play(),
        pause: () => player.audio.current?.pause(),
        previoustrack: step(-1),
        nexttrack: step(1),
      },
    )
  })

  return (
    <div className="player track-previews" data-live={player.live || undefined}>
      <audio ref={player.audio} preload="none" onEnded={() => step(1)?.()} />
      <ol className="tracks">
        {tracks.map((item, i) => {
          const active = i === index && player.playing
          return (
            <li key={`${item.n}-${item.title}`} aria-current={i === index ? 'true' : undefined}>
              {item.preview ? (
                <button
                  type="button"
                  className="play-button play-button-small"
                  onClick={() => start(i)}
                  aria-label={`${active ? labels.pause : labels.play}: ${item.title}`}
                  data-state={active ? 'playing' : 'paused'}
                >
                  <span aria-hidden="true">{active ? '❚❚' : '▶'}</span>
                </button>
              ) : (
                <span className="play-button play-button-small" title={labels.noPreview} aria-hidden="true" />
              )}
              <span>{item.title}</span>
              {item.artist && <span className="meta"> · {item.artist}</span>}
              {item.duration !== null && <span className="meta"> · {formatClock(item.duration)}</span>}
              {item.preview && (
                <noscript>
                  <audio controls preload="none" src={item.preview} />
                </noscript>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

export default defineIsland('TrackPreviews', TrackPreviews)

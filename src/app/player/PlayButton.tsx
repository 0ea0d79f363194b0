/** The players' round Play/Pause button; `blocked`: the browser refused to start the sound on its own. */
export function PlayButton({
  playing,
  blocked = false,
  labels,
  onToggle,
}: {
  playing: boolean
  blocked?: boolean
  labels: { play: string; pause: string }
  onToggle(): void
}) {
  return (
    <button
      type="button"
      className="play-button"
      onClick={onToggle}
      aria-label={playing ? labels.pause : labels.play}
      data-state={playing ? 'playing' : blocked ? 'blocked' : 'paused'}
    >
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
    </button>
  )
}

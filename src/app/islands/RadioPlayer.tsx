import { useEffect, useState } from 'react'
import { browserNow } from '../browser-clock'
import { defineIsland } from '../island'
import {
  currentShow,
  minutesLeft,
  type ScheduleSlot,
  setMediaSession,
  stationClock,
  WEEK_DAYS,
} from '../player/core'
import { PlayButton } from '../player/PlayButton'
import { usePlayer } from '../player/usePlayer'
import { Volume } from '../player/Volume'

export interface RadioPlayerProps {
  streamUrl: string
  fallbackUrl: string | null
  title: string
  cover: string | null
  timezone: string
  schedule: ScheduleSlot[]
  /** Localised day names by key (mon … sun). */
  days: Record<string, string>
  /** When the page was rendered: the show on air is the same on the server and at hydration. */
  now: number
  /** This is the pop-out window's player: it shows only today's schedule (docs/spec.md §15.5). */
  popup: boolean
  popupUrl: string
  labels: Record<
    | 'play'
    | 'pause'
    | 'volume'
    | 'nowPlaying'
    | 'offAir'
    | 'popOut'
    | 'inPopup'
    | 'schedule'
    | 'blocked'
    | 'onAir'
    | 'today'
    | 'todaySchedule'
    | 'onAirNow'
    | 'left'
    | 'stop',
    string
  >
}

/**
 * The radio: play and pause, volume, the show on air and the weekly schedule in the station's time zone.
 * "Pop out" opens the pop-out window, which takes the music over (this player pauses once it plays), so
 * the visitor can browse without the music stopping on every page load.
 */
function RadioPlayer(props: RadioPlayerProps) {
  const { labels, schedule } = props
  const [now, setNow] = useState(props.now)
  const [inPopup, setInPopup] = useState(false)
  const player = usePlayer({
    popup: props.popup,
    // The page's radio goes on while the visitor browses; the pop-out window is a page of its own.
    keep: props.popup
      ? undefined
      : {
          title: props.title,
          labels: {
            nowPlaying: labels.nowPlaying,
            play: labels.play,
            pause: labels.pause,
            stop: labels.stop,
          },
        },
    onMessage(message) {
      if (props.popup) {
        if (message.type === 'hello' && !player.audio.current?.paused) {
          player.post({ type: 'playing', id: 'popup', popup: true, src: props.streamUrl })
        }
        return
      }
      if (message.type === 'playing' || message.type === 'stopped')
        setInPopup(message.type === 'playing' && message.popup)
    },
  })

  useEffect(() => {
    setNow(browserNow())
    const timer = setInterval(() => setNow(browserNow()), 30_000)
    return () => clearInterval(timer)
  }, [])

  // The pop-out window starts playing at once (at the remembered volume); the page that opened it stops when
  // it hears so. Once, on mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the player's functions change every render
  useEffect(() => {
    if (props.popup) void player.play()
    else player.post({ type: 'hello' })
  }, [])

  const onAir = currentShow(schedule, props.timezone, now)
  const show = schedule[onAir]
  const clock = stationClock(props.timezone, now)
  const today = clock.day
  /** The radio page opens with the show on air, big; the pop-out window keeps its one line. */
  const hero = !props.popup && show ? show : undefined

  useEffect(() => {
    if (!player.playing) return
    setMediaSession(
      {
        title: show?.show ?? props.title,
        artist: show?.host ?? props.title,
        album: props.title,
        artwork: props.cover,
      },
      { play: () => void player.play(), pause: () => player.audio.current?.pause() },
    )
  }, [player.playing, show, props.title, props.cover, player.play, player.audio])

  const popOut = () => {
    window.open(props.popupUrl, 'solera-player', 'popup,width=420,height=680')
  }

  return (
    <section
      className={props.popup ? 'player radio-player radio-popup' : 'player radio-player'}
      aria-label={props.title}
      data-live={player.live || undefined}
    >
      <audio
        ref={player.audio}
        src={props.streamUrl}
        preload="none"
        loop
        onError={(event) => {
          if (props.fallbackUrl && event.currentTarget.src !== props.fallbackUrl)
            event.currentTarget.src = props.fallbackUrl
        }}
      />
      {hero && (
        <div className="on-air-now">
          {props.cover && <img src={props.cover} alt="" width={160} height={160} />}
          <div>
            <p className="eyebrow">{labels.onAirNow}</p>
            <p className="on-air-show" aria-live="polite">
              {hero.show}
            </p>
            <p className="meta">
              {[hero.host, labels.left.replace('{time}', timeLeft(hero, clock.minute))]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
      )}
      {/* Without scripts the browser's own player, under the show it plays. */}
      <noscript>
        <audio controls preload="none" src={props.streamUrl} />
      </noscript>
      <div className="player-bar">
        <PlayButton
          playing={player.playing}
          blocked={player.blocked}
          labels={labels}
          onToggle={() => void player.toggle()}
        />
        {!hero && (
          <p className="now-playing" aria-live="polite">
            <span className="meta">{labels.nowPlaying}</span>{' '}
            <strong>{show ? show.show : labels.offAir}</strong>
            {show?.host && <span className="meta"> · {show.host}</span>}
          </p>
        )}
        <Volume label={labels.volume} value={player.volume} onChange={player.changeVolume} />
        {!props.popup && (
          <button type="button" className="button button-quiet pop-out" onClick={popOut}>
            {labels.popOut}
          </button>
        )}
      </div>
      {player.blocked && <p className="player-note">{labels.blocked}</p>}
      {inPopup && (
        <p className="player-note" role="status">
          {labels.inPopup}
        </p>
      )}
      {schedule.length > 0 && (
        <Schedule
          schedule={schedule}
          onAir={onAir}
          today={today}
          onlyToday={props.popup}
          days={props.days}
          labels={labels}
        />
      )}
    </section>
  )
}

/** "1 h 20 min": what is left of a show at `minute` of the station's day. */
function timeLeft(show: ScheduleSlot, minute: number): string {
  const left = minutesLeft(show, minute)
  const hours = Math.floor(left / 60)
  return [hours > 0 && `${hours} h`, left % 60 > 0 && `${left % 60} min`].filter(Boolean).join(' ')
}

/**
 * The week's shows as one list of days, from today on, on the station's clock (docs/spec.md §15.4): each day
 * opens to its shows (a disclosure, without JavaScript too), today open and saying so, the show on air
 * marked. The pop-out window lists today alone.
 */
function Schedule({
  schedule,
  onAir,
  today,
  onlyToday,
  days,
  labels,
}: {
  schedule: ScheduleSlot[]
  onAir: number
  today: string
  onlyToday: boolean
  days: Record<string, string>
  labels: RadioPlayerProps['labels']
}) {
  // Today's day is the one open; a day the listener opens or closes stays so while today stays today
  // (`open` is written only when it changes). The browser's clock decides once alive: the page's first
  // drawing was on the server's.
  const [opened, setOpened] = useState(today)
  useEffect(() => setOpened(today), [today])
  // The week from today on: what is on now and next comes first.
  const from = Math.max(0, (WEEK_DAYS as readonly string[]).indexOf(today))
  const shown = onlyToday ? [today] : [...WEEK_DAYS.slice(from), ...WEEK_DAYS.slice(0, from)]
  const slots = schedule.map((slot, index) => ({ slot, index }))
  const table = (day: string, ofDay: typeof slots) => (
    <table className="schedule-day" data-day={day} aria-label={days[day] ?? day}>
      <tbody>
        {ofDay.map(({ slot, index }) => (
          <tr
            key={`${slot.start}-${slot.show}`}
            className={index === onAir ? 'on-air' : undefined}
            aria-current={index === onAir ? 'true' : undefined}
          >
            <th scope="row">
              {slot.start.slice(0, 5)}–{slot.end.slice(0, 5)}
            </th>
            <td>
              {slot.show}
              {slot.host && <span className="meta"> · {slot.host}</span>}
              {index === onAir && <span className="badge">{labels.onAir}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <section className="schedule" aria-labelledby="radio-schedule">
      <h2 id="radio-schedule">{onlyToday ? labels.todaySchedule : labels.schedule}</h2>
      {onlyToday ? (
        table(
          today,
          slots.filter((entry) => entry.slot.day === today),
        )
      ) : (
        <ul className="schedule-week">
          {shown.map((day) => {
            const ofDay = slots.filter((entry) => entry.slot.day === day)
            if (ofDay.length === 0) return null
            return (
              <li key={day}>
                <details open={day === opened}>
                  <summary>
                    {days[day] ?? day}
                    {day === today && <span className="badge badge-quiet">{labels.today}</span>}
                    <span className="meta schedule-count">
                      {ofDay.map(({ slot }) => slot.show).join(' · ')}
                    </span>
                  </summary>
                  {table(day, ofDay)}
                </details>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

export default defineIsland('RadioPlayer', RadioPlayer)

/**
 * Music that keeps playing while the visitor browses (docs/decisions/037-music-survives-navigation.md). Once
 * a mix or the radio plays, the site's own navigations become in-page swaps for as long as music plays: the
 * next page is fetched and put in place of this one, and the playing `<audio>` element moves, untouched, into
 * a bar at the bottom of the screen, so it never stops. With nothing playing, a link is the usual page load
 * (decision 001). Loaded by the first player that plays; it needs the Navigation API, and without it links
 * stay page loads (the pop-out window then keeps the radio, decision 011).
 */
import { MUSIC_DOCK_ID, openChannel, playerId, UNDOCK_EVENT } from '../app/player/core'
import { mount } from './entry'
import { unmountIslands } from './hydrate'
import { enhancePage } from './site'

/** What the bar says about the music it holds, in the page's language (the player that plays gives it). */
export interface KeepPlaying {
  title: string
  labels: { nowPlaying: string; play: string; pause: string; stop: string }
}

/** Paths that are files or the worker's own, never pages to swap in. */
const NOT_A_PAGE = /^\/(?:api|_app|media|admin)\/|\.[a-z0-9]{2,5}$/i

/** Where each player that may be kept came from and how it is named, by its audio element. */
const kept = new WeakMap<HTMLAudioElement, KeepPlaying & { page: string }>()
let installed = false

/** Registers a playing player (called on its every start) and, the first time, takes over the navigations. */
export function keepPlaying(audio: HTMLAudioElement, about: KeepPlaying) {
  if (!kept.has(audio)) kept.set(audio, { ...about, page: location.pathname + location.search })
  if (installed || !('navigation' in window)) return
  installed = true
  navigation.addEventListener('navigate', onNavigate)
}

const playingAudio = () =>
  [...document.querySelectorAll('audio')].find((audio) => !audio.paused && !audio.ended && kept.has(audio))

function onNavigate(event: NavigateEvent) {
  const audio = playingAudio()
  if (!audio || !event.canIntercept || event.hashChange || event.downloadRequest !== null) return
  if (event.formData || event.navigationType === 'reload') return
  const url = new URL(event.destination.url)
  if (url.origin !== location.origin || NOT_A_PAGE.test(url.pathname)) return
  event.intercept({
    scroll: 'manual',
    focusReset: 'manual',
    handler: () =>
      swapTo(url, event.signal).catch((error: unknown) => {
        // Another navigation took over: it swaps its own page. Anything else (the site unreachable, a
        // page that would not parse): the browser loads the page itself, as it would have.
        if (!event.signal.aborted) loadAsUsual(url.href)
        throw error
      }),
  })
}

/** Hands a navigation back to the browser: a page load, which ends this document and its music. */
function loadAsUsual(href: string) {
  installed = false
  navigation.removeEventListener('navigate', onNavigate)
  location.assign(href)
}

/** Fetches the page and puts it in place of this one; anything but a page of the site is loaded as usual. */
async function swapTo(url: URL, signal: AbortSignal) {
  const response = await fetch(url, { headers: { accept: 'text/html' }, signal })
  const next = (response.headers.get('content-type') ?? '').includes('text/html')
    ? new DOMParser().parseFromString(await response.text(), 'text/html')
    : null
  // A parsed document has no scripting, so it reads what `<noscript>` holds as elements; scripts run here, and
  // a page with scripts holds it as text (as its islands expect it when they hydrate).
  for (const fallback of next?.querySelectorAll('noscript') ?? []) fallback.textContent = fallback.innerHTML
  // A file, or an answer that is not one of the site's pages: the browser opens it itself.
  if (!next?.querySelector('main')) return loadAsUsual(response.url)
  await loadStylesheets(next)
  const swap = () => replacePage(next)
  const motion = !matchMedia('(prefers-reduced-motion: reduce)').matches
  if (motion && document.startViewTransition) await document.startViewTransition(swap).updateCallbackDone
  else swap()
  // A redirect (a guard, another spelling) lands where the server said.
  if (response.url !== url.href) history.replaceState(history.state, '', response.url)
  const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)))
  if (target) target.scrollIntoView()
  else scrollTo(0, 0)
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
}

/** The next page's stylesheets that this one has not loaded, loaded before it is shown. */
function loadStylesheets(next: Document) {
  const loaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  )
  const missing = [...next.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !loaded.has(new URL(link.getAttribute('href') ?? '', location.href).href),
  )
  return Promise.all(
    missing.map((link) => {
      const added = document.createElement('link')
      added.rel = 'stylesheet'
      added.href = link.getAttribute('href') ?? ''
      const done = new Promise((resolve) => {
        added.onload = added.onerror = resolve
      })
      document.head.appendChild(added)
      return done
    }),
  )
}

/** What of `<head>` belongs to one page: its title, description, canonical and language links, sharing tags. */
const PAGE_HEAD =
  'title, meta[name="description"], meta[property], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"]'

function replacePage(next: Document) {
  const audio = playingAudio()
  if (audio) dock(audio)
  // The islands of this page let go of their elements before they go.
  unmountIslands()
  const root = document.documentElement
  for (const name of ['lang', 'class', 'data-forced-color-mode']) {
    const value = next.documentElement.getAttribute(name)
    if (value === null) root.removeAttribute(name)
    else root.setAttribute(name, value)
  }
  root.classList.add('js')
  window.__colorMode?.apply()
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove()
  for (const node of next.head.querySelectorAll(PAGE_HEAD))
    document.head.appendChild(document.adoptNode(node))
  const bar = document.getElementById(MUSIC_DOCK_ID)
  for (const node of [...document.body.childNodes]) if (node !== bar) node.remove()
  // Scripts of a parsed document never run when moved: the page's code is this one's, told below.
  const first = document.body.firstChild
  for (const node of [...next.body.childNodes]) document.body.insertBefore(document.adoptNode(node), first)
  // Media parsed without a browsing context chose no source; here they choose again.
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (!bar?.contains(media) && !media.currentSrc) media.load()
  }
  // The next page's islands and controls start as on a page load.
  mount()
  enhancePage()
}

/**
 * The bar at the bottom that holds the music while the visitor browses: what plays, play/pause, a link back
 * to where it plays, and stop. It follows the one-player rule (decision 011): another player that starts
 * pauses it, and it pauses the others when it resumes.
 */
function dock(audio: HTMLAudioElement) {
  const about = kept.get(audio)
  const held = document.getElementById(MUSIC_DOCK_ID)
  if (!about || held?.contains(audio)) return
  // A bar still holding music this player's start paused gives way to it.
  if (held) document.dispatchEvent(new Event(UNDOCK_EVENT))
  const id = playerId()
  const bar = document.createElement('aside')
  bar.id = MUSIC_DOCK_ID
  bar.className = 'music-dock'
  bar.setAttribute('aria-label', about.labels.nowPlaying)
  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.className = 'play-button music-dock-toggle'
  const glyph = document.createElement('span')
  glyph.setAttribute('aria-hidden', 'true')
  toggle.appendChild(glyph)
  const back = document.createElement('a')
  back.className = 'music-dock-title'
  back.href = about.page
  back.textContent = about.title
  const stop = document.createElement('button')
  stop.type = 'button'
  stop.className = 'music-dock-stop'
  stop.setAttribute('aria-label', about.labels.stop)
  stop.textContent = '×'
  // appendChild: the worker types' `Element.append` (HTMLRewriter) shadows the DOM's here.
  for (const child of [audio, toggle, back, stop]) bar.appendChild(child)
  document.body.appendChild(bar)

  const channel = openChannel((message) => {
    if (message.type === 'playing' && message.id !== id) audio.pause()
  })
  const show = () => {
    const playing = !audio.paused
    toggle.setAttribute('aria-label', playing ? about.labels.pause : about.labels.play)
    toggle.dataset.state = playing ? 'playing' : 'paused'
    glyph.textContent = playing ? '❚❚' : '▶'
  }
  const close = () => {
    audio.pause()
    channel.close()
    bar.remove()
    document.removeEventListener(UNDOCK_EVENT, close)
  }
  audio.addEventListener('play', show)
  audio.addEventListener('pause', show)
  audio.addEventListener('playing', () =>
    channel.post({ type: 'playing', id, popup: false, src: audio.currentSrc }),
  )
  toggle.addEventListener('click', () =>
    audio.paused ? void audio.play().catch(() => undefined) : audio.pause(),
  )
  stop.addEventListener('click', close)
  // The page it plays on, opened again, takes it back (src/app/player/usePlayer.ts).
  document.addEventListener(UNDOCK_EVENT, close)
  // The lock screen's buttons now act on this element (the player that set them is gone).
  if ('mediaSession' in navigator) {
    const seek = (seconds: number) => {
      audio.currentTime = Math.max(0, seconds)
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void audio.play()],
      ['pause', () => audio.pause()],
      ['seekto', (details) => seek(details.seekTime ?? audio.currentTime)],
      ['seekbackward', () => seek(audio.currentTime - 10)],
      ['seekforward', () => seek(audio.currentTime + 10)],
      ['previoustrack', null],
      ['nexttrack', null],
    ]
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
  }
  show()
}

/**
 * The client entry, small on purpose: it reads the list of islands the server rendered for this response,
 * finds each one's marker (a marker the list does not name, or one named twice, never hydrates:
 * docs/spec.md §18.6) and loads React and the island's code only when the island is needed — visible or
 * used, or once the browser is idle, as its kind says (docs/decisions/017-memory-tier.md).
 */
import type { Island } from '../app/island'
import {
  ISLAND_ATTR,
  ISLAND_ID_ATTR,
  ISLANDS_ID,
  type IslandLoad,
  type RenderedIsland,
} from '../lib/island-markers'
import { reloadAfterChunkError } from './chunk-reload'

type IslandModule = { default: Island<object> }
/**
 * Every file of an islands folder — the site's (src/app/islands/) and each feature folder's
 * (src/<feature>/app/islands/) — is an island named after the file: this is the only registry.
 */
const islandModules = import.meta.glob<IslandModule>(['../app/islands/*.tsx', '../*/app/islands/*.tsx'])
const loaderFor = (name: string) =>
  Object.entries(islandModules).find(([path]) => path.endsWith(`/${name}.tsx`))?.[1]

/** Islands load a little before they scroll into view, so they are ready by the time they are seen. */
const VISIBLE_MARGIN = '200px 0px'
/** A visitor reaching for an island before it was seen (a key, a tap, a focus) loads it at once. */
const USES = ['pointerdown', 'focusin', 'keydown'] as const

const renderedIslands = (): RenderedIsland[] =>
  JSON.parse(document.getElementById(ISLANDS_ID)?.textContent ?? '[]') as RenderedIsland[]

/** The one marker of a listed island; none when it is missing, renamed or not alone. */
function markerOf(island: RenderedIsland): HTMLElement | undefined {
  const found = document.querySelectorAll<HTMLElement>(`[${ISLAND_ID_ATTR}="${island.id}"]`)
  const [element] = found
  if (found.length !== 1 || element?.getAttribute(ISLAND_ATTR) !== island.name) {
    console.error(`[app] island ${island.id} (${island.name}) has no single marker: not hydrated`)
    return undefined
  }
  return element
}

/** Waits for the browser to be idle (Safari has no requestIdleCallback). */
const whenIdle = (start: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(() => start()) : setTimeout(start, 200)

/** Calls `start` once, when the island's kind says it is needed. */
function whenNeeded(load: IslandLoad, element: HTMLElement, start: () => void) {
  if (load === 'idle') return whenIdle(start)
  // The marker has no box of its own (display: contents): what the island rendered is what is seen.
  const seen = [...element.children]
  if (seen.length === 0) return whenIdle(start)
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go()
    },
    { rootMargin: VISIBLE_MARGIN },
  )
  const go = () => {
    observer.disconnect()
    for (const type of USES) element.removeEventListener(type, go, true)
    start()
  }
  for (const child of seen) observer.observe(child)
  for (const type of USES) element.addEventListener(type, go, true)
}

async function hydrate(island: RenderedIsland, element: HTMLElement) {
  const load = loaderFor(island.name)
  if (!load) throw new Error(`Unknown island "${island.name}"`)
  const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate'), load()])
  hydrateIsland(element, island.name, module.default.Component, island.props)
}

/** Hydrates the islands the page lists; again for a page swapped in place (src/client/keep-playing.ts). */
export function mount() {
  for (const island of renderedIslands()) {
    const element = markerOf(island)
    if (!element) continue
    whenNeeded(island.load, element, () => {
      hydrate(island, element).catch((error: unknown) => {
        // A deploy may have replaced the chunk this page refers to: reload (rate-limited), then report.
        reloadAfterChunkError(error)
        console.error(`[app] mounting island ${island.name} failed`, error)
        throw error
      })
    })
  }
}

// Vite reports a failed preload of a split chunk here before the import itself rejects.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadAfterChunkError((event as Event & { payload?: unknown }).payload)
})

mount()

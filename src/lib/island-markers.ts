/**
 * Markers shared by the server renderer and the client entry. An island is rendered on the server inside
 * `<div data-island="Name" data-island-id="3">`; the page lists every island the server rendered for this
 * response with its props, and the client hydrates exactly those (docs/spec.md §18.6).
 */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_ID_ATTR = 'data-island-id'
/** `<script type="application/json">` with the state the page's one jotai store starts from. */
export const APP_STATE_ID = '__app_state'
/** `<script type="application/json">` listing the islands rendered for this response (`RenderedIsland[]`). */
export const ISLANDS_ID = '__islands'
/** `<meta name="app-build" content="{build id}">`: the build that rendered the page (docs/spec.md §21.3). */
export const BUILD_META = 'app-build'
/** Where the live build is named (docs/spec.md §21.1). */
export const LATEST_BUILD_PATH = '/_app/builds/latest.json'
/** Global the head script defines so islands can re-apply the colour mode. */
export const COLOR_MODE_GLOBAL = '__colorMode'
/**
 * Server-rendered controls that work without React (docs/decisions/015): `data-control="color-mode"`,
 * `"account"`, `"toasts"`, `"gallery"`, `"section-nav"`. The site module (src/client/site.ts) enhances
 * each one it finds.
 */
export const CONTROL_ATTR = 'data-control'
export const CONTROLS = ['color-mode', 'account', 'toasts', 'gallery', 'section-nav'] as const
export type ControlName = (typeof CONTROLS)[number]

/**
 * When an island's code loads (docs/decisions/017-memory-tier.md): `visible` (forms, players, the default)
 * when what it rendered comes near the viewport or is used first; `idle` (work without a face) once the
 * browser is idle.
 */
export type IslandLoad = 'visible' | 'idle'

/** An island the server rendered for this response: the only thing the client will hydrate. */
export interface RenderedIsland {
  id: number
  name: string
  props: object
  load: IslandLoad
}

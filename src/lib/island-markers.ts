/**
 * Markers shared by the server renderer and the client entry. An island is rendered on the server inside
 * `<div data-island="Name" data-island-id="3">`; the page's boot JSON lists every island the server
 * rendered for this response with its props, and the client hydrates exactly those (docs/spec.md §18.6).
 */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_ID_ATTR = 'data-island-id'
/** `<script type="application/json">` with the jotai store's starting state and the rendered islands. */
export const APP_STATE_ID = '__app_state'
/** Global the head script defines so islands can re-apply the colour mode. */
export const COLOR_MODE_GLOBAL = '__colorMode'

/**
 * When an island's code loads (docs/decisions/017-memory-tier.md): `visible` when it comes within a
 * screen of the viewport or is used first (forms, players, the default); `idle` once the page is idle
 * (work without a face); `now` at once; `{ on }` when that window event first fires (the toast region, on
 * the first toast).
 */
export type IslandLoad = 'visible' | 'idle' | 'now' | { on: string }

/** An island the server rendered for this response: the only thing the client will hydrate. */
export interface RenderedIsland {
  id: number
  name: string
  props: object
  load: IslandLoad
}

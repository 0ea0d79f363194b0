/**
 * Markers shared by the server renderer and the client entry. An island is rendered on the server inside
 * `<div data-island="Name" data-island-props="{json}">`; the client hydrates each marker in place.
 */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_PROPS_ATTR = 'data-island-props'
/** `<script type="application/json">` holding the state every island's jotai store starts from. */
export const APP_STATE_ID = '__app_state'
/** Global the head script defines so islands can re-apply the colour mode. */
export const COLOR_MODE_GLOBAL = '__colorMode'
/**
 * Server-rendered controls that work without React (docs/decisions/015): `data-control="color-mode"`,
 * `"account"`, `"toasts"`, `"gallery"`. The site module (src/client/site.ts) enhances each one it finds.
 */
export const CONTROL_ATTR = 'data-control'
export const CONTROLS = ['color-mode', 'account', 'toasts', 'gallery'] as const
export type ControlName = (typeof CONTROLS)[number]

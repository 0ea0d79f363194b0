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

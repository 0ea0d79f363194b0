import type { ComponentType, ReactNode } from 'react'
import { ISLAND_ATTR, ISLAND_ID_ATTR, type IslandLoad, type RenderedIsland } from '../lib/island-markers'
import { useRenderContext } from './render-context'
import type { AppState } from './state'

/** An island as pages render it on the server; the client entry hydrates `Component` in its marker. */
export interface Island<Props> {
  (props: Props): ReactNode
  Component: ComponentType<Props>
}

/** What the renderer hands the client entry: the store's starting state and the islands it rendered. */
export interface IslandBoot {
  state: AppState
  islands: RenderedIsland[]
}

export interface IslandOptions<Props> {
  /** When its code loads; `visible` unless said (docs/decisions/017-memory-tier.md). */
  load?: IslandLoad | ((props: Props) => IslandLoad)
}

/**
 * Declares an island: each file of `src/app/islands/` default-exports one, named after the file (a unit
 * test holds them to it). There is no list of islands anywhere: the client entry finds an island's code by
 * its name. Rendered on the server, it sits inside a marker with its number in this response, and the
 * render records it — name, props (which must be JSON) and when to load — for the page's boot JSON; the
 * renderer ships the client entry only when a page rendered one (docs/decisions/001).
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  { load = 'visible' }: IslandOptions<Props> = {},
): Island<Props> {
  function Marker(props: Props) {
    const { islands } = useRenderContext()
    const id = islands.length
    islands.push({ id, name, props, load: typeof load === 'function' ? load(props) : load })
    return (
      <div {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id }}>
        <Component {...props} />
      </div>
    )
  }
  Marker.displayName = `Island(${name})`
  return Object.assign(Marker, { Component })
}

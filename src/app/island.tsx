import type { ComponentType, ReactNode } from 'react'
import { ISLAND_ATTR, ISLAND_ID_ATTR, type IslandLoad } from '../lib/island-markers'
import { useRenderContext } from './render-context'

/** An island as pages render it on the server; the client entry hydrates `Component` in its marker. */
export interface Island<Props> {
  (props: Props): ReactNode
  Component: ComponentType<Props>
}

export interface IslandOptions {
  /** When its code loads; `visible` unless said (docs/decisions/017-memory-tier.md). */
  load?: IslandLoad
}

/**
 * Declares an island: each file of `src/app/islands/` (and of a feature folder's `app/islands/`, such as
 * `src/bookings/app/islands/`) default-exports one, named after the file (a unit test holds them to it). There is no list of islands anywhere: the client entry finds an island's code by
 * its name. Rendered on the server, it sits inside a marker with its number in this response, and the
 * render records it — name, props (which must be JSON) and when to load — for the page's list of islands;
 * the renderer ships the client entry only when a page rendered one (docs/decisions/001).
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  { load = 'visible' }: IslandOptions = {},
): Island<Props> {
  function Marker(props: Props) {
    const { islands } = useRenderContext()
    const id = islands.length
    islands.push({ id, name, props, load })
    return (
      <div {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id }}>
        <Component {...props} />
      </div>
    )
  }
  Marker.displayName = `Island(${name})`
  return Object.assign(Marker, { Component })
}

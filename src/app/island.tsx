import type { ComponentType, ReactNode } from 'react'
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from '../lib/island-markers'
import { useRenderContext } from './render-context'

/** An island as pages render it on the server; the client entry hydrates `Component` in its marker. */
export interface Island<Props> {
  (props: Props): ReactNode
  Component: ComponentType<Props>
}

/**
 * Declares an island: each file of `src/app/islands/` default-exports one, named after the file (a unit
 * test holds them to it). There is no list of islands anywhere: the client entry finds an island's code by
 * the name in its marker. Rendered on the server, it sits inside a marker holding its props (which must be
 * JSON), and the renderer ships the client entry only when a page rendered one (docs/decisions/001).
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
): Island<Props> {
  function Marker(props: Props) {
    const { islands } = useRenderContext()
    islands.add(name)
    return (
      <div {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }}>
        <Component {...props} />
      </div>
    )
  }
  Marker.displayName = `Island(${name})`
  return Object.assign(Marker, { Component })
}

import type { ComponentType } from 'react'
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from '../lib/island-markers'
import { useRenderContext } from './render-context'

/**
 * Wraps a component of `src/app/islands/` for server rendering: it renders in place inside a marker the
 * client entry finds and hydrates with the same props. `name` is the island's file name; props must be
 * JSON-serialisable.
 */
export function asIsland<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const { islands } = useRenderContext()
    islands.add(name)
    return (
      <div {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }}>
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}

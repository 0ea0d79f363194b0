import { CONTROL_ATTR, type ControlName } from '../../lib/island-markers'
import { useRenderContext } from '../render-context'

/**
 * Marks an element as a control the site module enhances, and records it for the renderer, which adds
 * that small module (not React) to pages that have one (docs/decisions/015).
 */
export function useControl(name: ControlName): Record<typeof CONTROL_ATTR, ControlName> {
  useRenderContext().controls.add(name)
  return { [CONTROL_ATTR]: name }
}

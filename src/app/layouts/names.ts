/** The spec's layouts (docs/spec.md §3.1); a route names one, `default` otherwise. */
export const LAYOUT_NAMES = ['404', 'default', 'empty', 'ibiza', 'popup', 'radio', 'venue'] as const
export type LayoutName = (typeof LAYOUT_NAMES)[number]

/** Unknown names fall back to `default`. */
export const resolveLayout = (name: string | undefined): LayoutName =>
  LAYOUT_NAMES.find((layout) => layout === name) ?? 'default'

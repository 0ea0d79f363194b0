import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useFloating,
  useTransitionStyles,
} from '@floating-ui/react'

/** The spec's tooltip constants (docs/spec.md §20.5, §25.1); it opens with no delay (Tooltip.tsx). */
export const TOOLTIP = { delay: 0, durationIn: 300, durationOut: 250, maxWidth: 350, zIndex: 9999 } as const

export interface FloatingTooltipProps {
  id: string
  label: string
  open: boolean
  reference: HTMLElement
}

/** The positioned tooltip bubble, with the spec's 300 ms in and 250 ms out. */
export function FloatingTooltip({ id, label, open, reference }: FloatingTooltipProps) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    placement: 'bottom',
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  })
  const { isMounted, styles } = useTransitionStyles(context, {
    duration: { open: TOOLTIP.durationIn, close: TOOLTIP.durationOut },
  })
  if (!isMounted) return null
  return (
    <FloatingPortal>
      <div
        id={id}
        role="tooltip"
        ref={refs.setFloating}
        className="tooltip"
        style={{ ...floatingStyles, ...styles, maxWidth: TOOLTIP.maxWidth, zIndex: TOOLTIP.zIndex }}
      >
        {label}
      </div>
    </FloatingPortal>
  )
}

import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useFloating,
  useTransitionStyles,
} from '@floating-ui/react'
import { TOOLTIP } from './Tooltip'

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

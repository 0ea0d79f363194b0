import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  useTransitionStyles,
} from '@floating-ui/react'
import { cloneElement, type ReactElement, type Ref, useId, useState } from 'react'

/** Constants of the spec (§9). */
export const TOOLTIP = { delay: 0, durationIn: 300, durationOut: 250, maxWidth: 350, zIndex: 9999 } as const

interface TooltipProps {
  label: string
  children: ReactElement<{ ref?: Ref<HTMLElement>; 'aria-describedby'?: string }>
}

/** A hover and focus tooltip for island UI; the trigger keeps its own accessible name. */
export function Tooltip({ label, children }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: TOOLTIP.delay, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  const { isMounted, styles } = useTransitionStyles(context, {
    duration: { open: TOOLTIP.durationIn, close: TOOLTIP.durationOut },
  })

  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: refs.setReference, 'aria-describedby': id }))}
      {isMounted && (
        <FloatingPortal>
          <div
            id={id}
            ref={refs.setFloating}
            className="tooltip"
            style={{ ...floatingStyles, ...styles, maxWidth: TOOLTIP.maxWidth, zIndex: TOOLTIP.zIndex }}
            {...getFloatingProps()}
          >
            {label}
          </div>
        </FloatingPortal>
      )}
    </>
  )
}

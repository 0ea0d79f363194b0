import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useId,
  useState,
} from 'react'
import type { FloatingTooltipProps } from './FloatingTooltip'

type TriggerProps = {
  ref?: Ref<HTMLElement>
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

interface TooltipProps {
  label: string
  children: ReactElement<TriggerProps>
}

let floating: Promise<ComponentType<FloatingTooltipProps>> | undefined
const loadFloating = () => {
  floating ??= import('./FloatingTooltip').then((module) => module.FloatingTooltip)
  return floating
}

/**
 * A hover and focus tooltip (opens with no delay, closes on leave, blur or Escape). The trigger and its
 * state are light; positioning and the enter/exit transition (@floating-ui/react) load on first use, so
 * they cost nothing on pages where nobody hovers.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reference, setReference] = useState<HTMLElement | null>(null)
  const [Floating, setFloating] = useState<ComponentType<FloatingTooltipProps> | null>(null)

  useEffect(() => {
    if (!open || Floating) return
    void loadFloating().then((component) => setFloating(() => component))
  }, [open, Floating])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const trigger = cloneElement(children, {
    ref: setReference,
    'aria-describedby': open ? id : undefined,
    onPointerEnter: () => setOpen(true),
    onPointerLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
  })
  return (
    <>
      {trigger}
      {Floating && reference && <Floating id={id} label={label} open={open} reference={reference} />}
    </>
  )
}

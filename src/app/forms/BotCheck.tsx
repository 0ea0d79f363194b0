import { useEffect, useRef } from 'react'
import { type BotCheckProps, TURNSTILE_SCRIPT } from './bot-check'

/**
 * Turnstile's widget inside a form (docs/spec.md §11.10). Rendered explicitly once the island runs, so
 * hydration never meets markup the script added; the widget puts its token in a hidden field of the form,
 * which the post carries to the worker.
 */
export function BotCheck({ siteKey, language, noScript }: BotCheckProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let widget: string | undefined
    const render = () => {
      widget ??= window.turnstile?.render(element, { sitekey: siteKey, language })
    }
    const script = document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)
    if (window.turnstile) render()
    else script?.addEventListener('load', render)
    return () => {
      script?.removeEventListener('load', render)
      if (widget) window.turnstile?.remove(widget)
    }
  }, [siteKey, language])
  return (
    <>
      <script src={TURNSTILE_SCRIPT} async />
      <div className="bot-check" ref={box} />
      <noscript>
        <p className="form-message">{noScript}</p>
      </noscript>
    </>
  )
}

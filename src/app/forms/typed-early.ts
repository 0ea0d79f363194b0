import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

/** A control's value as the form's state holds it: a checkbox is its value when ticked, '' when not. */
const stateValue = (control: Control) =>
  isChoice(control) ? (control.checked ? control.value : '') : control.value

/**
 * On a slow phone the server's form is on screen before its island: a visitor may type, pick and tick
 * before React takes over. Hydration leaves that input on the page, but the island's state still holds the
 * server's values and its next render would write them back, erasing what was typed. Once hydrated (before
 * that render), the state takes every field the visitor changed (docs/spec.md §9.16).
 */
export function useInputTypedBeforeHydration<Values extends Record<string, string | undefined>>(
  form: RefObject<HTMLFormElement | null>,
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  // Runs once, in hydration's own commit: later values are the state's, not the page's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page as hydrated counts
  useLayoutEffect(() => {
    const controls = [...(form.current?.elements ?? [])].flatMap((field) => (isControl(field) ? [field] : []))
    const typed: Record<string, string> = {}
    for (const control of controls) {
      // Hidden fields (the token) and the trap people never see are not typed by visitors.
      if (!control.name || control.type === 'hidden' || control.closest('[aria-hidden="true"]')) continue
      // A group of radio buttons holds the value of the one picked; the others say nothing about it.
      if (control instanceof HTMLInputElement && control.type === 'radio' && !control.checked) continue
      const value = stateValue(control)
      if (value !== (values[control.name] ?? '')) typed[control.name] = value
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
  }, [])
}

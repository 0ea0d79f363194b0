import type { ReactNode } from 'react'

/** A labelled field with its error, linked for screen readers (the same markup with and without JavaScript). */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string
  label: string
  error?: string
  hint?: string
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = `f-${name}`
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const first = Object.keys(errors)[0]
  if (!form || !first) return
  const element = form.elements.namedItem(first)
  if (element instanceof HTMLElement) element.focus()
}

export interface PostAnswer {
  ok: boolean
  redirect?: string
  message?: string | null
  errors?: Record<string, string>
}

/** Posts a form as the browser would, asking for JSON; a network failure answers with no errors. */
export async function postForm(form: HTMLFormElement): Promise<PostAnswer | null> {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { accept: 'application/json' },
    })
    return (await response.json()) as PostAnswer
  } catch {
    return null
  }
}

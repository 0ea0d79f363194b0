/**
 * A form's answer in the form itself (docs/spec.md §20.2): a refusal is announced at once (`alert`), a
 * thank-you politely (`status`), each with its mark; said once, never again in a toast. It can take the
 * focus (after a refusal, docs/spec.md §23.5); `focus` gives it the focus as the page opens: the server's
 * answer to a refused post made without JavaScript.
 */
export function FormMessage({
  text,
  sent = false,
  focus = false,
}: {
  text: string | null | undefined
  sent?: boolean
  focus?: boolean
}) {
  if (!text) return null
  return (
    <p
      className={sent ? 'form-message form-message-success' : 'form-message'}
      role={sent ? 'status' : 'alert'}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refused post's answer is where a keyboard user must land
      autoFocus={focus || undefined}
    >
      {text}
    </p>
  )
}

/**
 * A form's answer in the form itself (docs/spec.md §20.2): a refusal is announced at once (`alert`), a
 * thank-you politely (`status`), each with its mark; said once, never again in a toast.
 */
export function FormMessage({ text, sent = false }: { text: string | null | undefined; sent?: boolean }) {
  if (!text) return null
  return (
    <p
      className={sent ? 'form-message form-message-success' : 'form-message'}
      role={sent ? 'status' : 'alert'}
    >
      {text}
    </p>
  )
}

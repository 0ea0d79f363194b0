import type { SubmissionFormId } from '../../lib/forms/form-ids'
import { optionalMessage } from '../../lib/i18n'
import SubmissionForm from '../islands/SubmissionForm'
import { href } from '../paths'
import { useRenderContext } from '../render-context'
import { botCheckFor } from './bot-check'
import { errorTexts } from './Field'
import { validationMessages } from './messages'

const LABELS = [
  'name',
  'email',
  'message',
  'link',
  'linkHint',
  'submit',
  'sending',
  'sent',
  'offline',
  'trap',
] as const

/**
 * The form of a page that takes submissions (contact, demos, licensing, brand protection, Ibiza contact),
 * posting to the page itself, with what a post that came back carried (docs/spec.md §14).
 */
export function SubmissionSection({ form, token }: { form: SubmissionFormId; token: string }) {
  const context = useRenderContext()
  const { t, locale, form: posted } = context
  const mine = posted?.id === form ? posted : undefined
  // A form's own wording (`forms.demos.name`: "Artist name") wins over the shared one (`forms.name`).
  const pick = (key: string) =>
    optionalMessage(locale, `forms.${form}.${key}`) ?? optionalMessage(locale, `forms.${key}`) ?? ''
  const labels: Record<string, string> = Object.fromEntries(LABELS.map((key) => [key, pick(key)]))
  labels.title = t(`forms.${form}.title`)
  return (
    <SubmissionForm
      form={form}
      action={href(form, {}, locale)}
      token={token}
      botCheck={botCheckFor(context)}
      values={mine?.values ?? {}}
      errors={mine ? errorTexts(mine.fieldErrors) : {}}
      message={mine?.message ?? null}
      messages={validationMessages(locale)}
      labels={labels}
    />
  )
}

import type { SubmissionForm as FormName } from '../../lib/forms'
import { optionalMessage } from '../../lib/i18n'
import { localePath } from '../../lib/locale'
import { SubmissionForm } from '../components/islands'
import { useRenderContext } from '../render-context'
import type { RouteDef } from '../routes'
import { errorMessages } from './messages'

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

/** The form of a page that takes submissions (contact, demos, licensing, brand protection, Ibiza contact). */
export function SubmissionSection({ form, route }: { form: FormName; route: Pick<RouteDef, 'path'> }) {
  const { t, locale, form: posted } = useRenderContext()
  const mine = posted?.id === form ? posted : undefined
  // A form's own wording (`forms.demos.name`: "Artist name") wins over the shared one (`forms.name`).
  const pick = (key: string) =>
    optionalMessage(locale, `forms.${form}.${key}`) ?? optionalMessage(locale, `forms.${key}`) ?? ''
  const labels: Record<string, string> = Object.fromEntries(LABELS.map((key) => [key, pick(key)]))
  labels.title = t(`forms.${form}.title`)
  return (
    <SubmissionForm
      form={form}
      action={localePath(route.path, locale)}
      started={Date.now()}
      values={mine?.values ?? {}}
      errors={mine?.errors ?? {}}
      message={mine?.message ?? null}
      messages={errorMessages(t)}
      labels={labels}
    />
  )
}

import type { Context } from 'hono'
import { PageTitle } from '../../app/components/content'
import { SubmissionSection } from '../../app/forms/SubmissionSection'
import type { AppEnv } from '../../config'
import { MIN_FILL_MS, SUBMISSION_FORMS, type SubmissionForm, validateSubmission } from '../../lib/forms'
import { translator } from '../../lib/i18n'
import { CmsError } from '../cms/errors'
import { cmsClient } from '../cms/index.server'
import { setFlash } from '../flash.server'
import {
  answerDone,
  answerForm,
  isOutage,
  localiseErrors,
  pathIn,
  postedValues,
  routeNamed,
  strapiFieldErrors,
} from './answer.server'

const FIELDS = ['name', 'email', 'message', 'link', 'website', 'started'] as const

/** POST on a page with a form: stored as a CMS submission; errors and outages keep what was typed. */
export const submitForm = (form: SubmissionForm) => async (c: Context<AppEnv>) => {
  const route = routeNamed(form)
  const t = translator(c.get('locale'))
  const { website, started, ...values } = await postedValues(c, FIELDS)
  const answer = (status: 400 | 503, errors: Record<string, string>, message: string) =>
    answerForm(c, {
      route,
      status,
      form: { id: form, values, errors, message },
      outage:
        status === 503 ? (
          <>
            <PageTitle title={t(`routes.${route.name}`)} />
            <SubmissionSection form={form} route={route} />
          </>
        ) : undefined,
    })
  const done = () => {
    if (!c.req.header('accept')?.includes('application/json')) setFlash(c, 'success', 'forms.sent')
    return answerDone(c, pathIn(c, route.path), t('forms.sent'))
  }

  // A filled hidden field is a script: thank it and store nothing.
  if (website) return done()
  const startedAt = Number(started)
  if (!Number.isFinite(startedAt) || Date.now() - startedAt < MIN_FILL_MS) {
    return answer(400, {}, t('validation.forms.tooFast'))
  }
  const codes = validateSubmission(form, values)
  if (Object.keys(codes).length > 0) return answer(400, localiseErrors(c, codes), t('forms.fix'))

  const { kind, link } = SUBMISSION_FORMS[form]
  const data = {
    kind,
    name: values.name?.trim(),
    email: values.email?.trim(),
    message: values.message?.trim(),
    // Forms without a link field say where they were sent from (the Ibiza contact form vs the brand's).
    link: link === 'none' ? new URL(pathIn(c, route.path), c.req.url).href : values.link?.trim() || null,
    locale: c.get('locale'),
  }
  try {
    await cmsClient(c).request('/submissions', { method: 'POST', body: { data } })
    return done()
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    if (error.status === 400) return answer(400, strapiFieldErrors(error), t('forms.fix'))
    if (isOutage(error)) return answer(503, {}, t('forms.unavailable'))
    throw error
  }
}

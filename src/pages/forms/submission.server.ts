import { Submitted } from '../../../cms/src/shared/answers'
import { href } from '../../app/paths'
import { siteOrigin } from '../../config'
import { SUBMISSION_FORMS, type SubmissionFormId } from '../../lib/forms/form-ids'
import { submissionSchema } from '../../lib/forms/submissions'
import { cmsClient } from '../../server/cms/index.server'
import {
  acceptForm,
  admitPublicForm,
  cmsRefusal,
  defineForm,
  formsAction,
  refuseBurst,
  refuseForm,
} from '../../server/forms.server'

/**
 * The action of a page with a contact-type form (docs/spec.md §14): checked by the form's schema, the
 * trap field, the burst limit per client (§11.6), the fill-time token and the optional bot check, then
 * stored as a CMS submission.
 */
export const submissionAction = (form: SubmissionFormId) =>
  formsAction(
    defineForm(form, submissionSchema(form), async (ctx, input, values) => {
      const page = href(form, {}, ctx.locale)
      // A filled trap field is a script: thank it and store nothing.
      if (input.website) return acceptForm(ctx, { redirect: page, flash: 'forms.sent', inPlace: true })
      const burst = await refuseBurst(ctx, form, values)
      if (burst) return burst
      const admission = await admitPublicForm(ctx, form, values)
      if (admission instanceof Response) return admission
      const data = {
        kind: SUBMISSION_FORMS[form].kind,
        name: input.name,
        email: input.email,
        message: input.message,
        // Forms without a link field say where they were sent from (the Ibiza contact form vs the brand's).
        link:
          'link' in input && input.link
            ? input.link
            : SUBMISSION_FORMS[form].link === 'none'
              ? siteOrigin(ctx.env) + page
              : null,
        locale: ctx.locale,
      }
      try {
        await cmsClient(ctx.c).request('/submissions', Submitted, { method: 'POST', body: { data } })
      } catch (error) {
        await admission.settle(false)
        return refuseForm(ctx, form, values, cmsRefusal(ctx, error))
      }
      await admission.settle(true)
      return acceptForm(ctx, { redirect: page, flash: 'forms.sent', inPlace: true })
    }),
  )

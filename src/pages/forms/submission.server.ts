import { href } from '../../app/paths'
import { SUBMISSION_FORMS, type SubmissionFormId, submissionSchema } from '../../lib/forms/submissions'
import { cmsClient } from '../../server/cms/index.server'
import { acceptForm, cmsRefusal, defineForm, formsAction, refuseForm } from '../../server/forms.server'
import { checkFormToken } from '../../server/signing.server'

/**
 * The action of a page with a contact-type form (docs/spec.md §14): checked by the form's schema, the
 * fill-time token and the trap field, then stored as a CMS submission.
 */
export const submissionAction = (form: SubmissionFormId) =>
  formsAction(
    defineForm(form, submissionSchema(form), async (ctx, input, values) => {
      const page = href(form, {}, ctx.locale)
      // A filled trap field is a script: thank it and store nothing.
      if (input.website) return acceptForm(ctx, { redirect: page, flash: 'forms.sent', inPlace: true })
      const tokenProblem = await checkFormToken(ctx.env, input.token)
      if (tokenProblem) {
        return refuseForm(ctx, form, values, {
          status: 400,
          code: tokenProblem,
          message: ctx.t(tokenProblem === 'tooFast' ? 'validation.tooFast' : 'validation.expired'),
        })
      }
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
              ? ctx.env.SITE_URL.replace(/\/$/, '') + page
              : null,
        locale: ctx.locale,
      }
      try {
        await cmsClient(ctx.c).request('/submissions', { method: 'POST', body: { data } })
      } catch (error) {
        return refuseForm(ctx, form, values, cmsRefusal(ctx, error))
      }
      return acceptForm(ctx, { redirect: page, flash: 'forms.sent', inPlace: true })
    }),
  )

import * as v from 'valibot'
import { isHttpUrl, LINK_MAX, MESSAGE_MAX } from '../../../cms/src/shared/field-rules'
import { email, optionalText, optionalTextOfKind, personName, requiredText, textOfKind } from './fields'
import { SUBMISSION_FORMS, type SubmissionFormId } from './form-ids'

const base = {
  name: personName,
  email,
  message: requiredText(MESSAGE_MAX, 'message'),
  /** Signed when the form was rendered: proves a person took a moment to fill it in (docs/spec.md §11.9). */
  token: requiredText(200, 'tooFast'),
  /** A field people never see: a script fills it. */
  website: optionalText(200),
}

const schemas = {
  none: v.object(base),
  required: v.object({ ...base, link: textOfKind(LINK_MAX, isHttpUrl, 'link') }),
  optional: v.object({ ...base, link: optionalTextOfKind(LINK_MAX, isHttpUrl, 'link') }),
}

export const submissionSchema = (form: SubmissionFormId) => schemas[SUBMISSION_FORMS[form].link]

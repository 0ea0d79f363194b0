import * as v from 'valibot'
import { isHttpUrl, LINK_MAX, MESSAGE_MAX } from '../../../cms/src/shared/field-rules'
import { email, optionalText, optionalTextOfKind, personName, requiredText, textOfKind } from './fields'

/**
 * The forms whose posts become CMS submissions (docs/spec.md §14.1), by the route they live on: what kind of
 * submission each makes and whether it asks for a link.
 */
export const SUBMISSION_FORMS = {
  contact: { kind: 'contact', link: 'none' },
  'ibiza-contact': { kind: 'contact', link: 'none' },
  demos: { kind: 'demo', link: 'required' },
  licensing: { kind: 'licensing', link: 'optional' },
  'brand-protection': { kind: 'brand', link: 'optional' },
} as const

export type SubmissionFormId = keyof typeof SUBMISSION_FORMS

/** The message's limit, for the island's `maxLength` too. */
export { MESSAGE_MAX }

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

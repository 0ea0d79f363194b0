import type { AccountFormId } from './account'
import type { BookingFormId } from './reservation'
import type { SubmissionFormId } from './submissions'

/** The hidden field naming which form of a page a post is for (a page may hold several, decision 010). */
export const FORM_FIELD = '_form'

/**
 * Every form's id, from the tables of the forms of each kind: the value of its `_form`, what its fill-time
 * token is signed for, and which form a page posted back to shows its errors in.
 */
export type FormId = AccountFormId | SubmissionFormId | BookingFormId

import type { AccountFormId } from './account'

/**
 * The forms' names, without their schemas: an island names its form and renders its fields from these, and
 * loads its schema (valibot with it) only when the visitor starts on the form (src/app/forms/use-island-form.ts).
 */

/** The hidden field naming which form of a page a post is for (a page may hold several, decision 010). */
export const FORM_FIELD = '_form'

/**
 * The booking's forms by `_form` id: the booking, the button its mailed link opens (docs/spec.md §13.11),
 * and on the manage page the party size and the cancellation (§13.12).
 */
export const BOOKING_FORMS = {
  book: 'reservation',
  confirm: 'confirm-booking',
  party: 'change-party',
  cancel: 'cancel-booking',
} as const
export type BookingFormId = (typeof BOOKING_FORMS)[keyof typeof BOOKING_FORMS]

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

/**
 * The newsletter's forms (docs/spec.md §14.8): the footer's first step (an address, no token: every page has
 * it and pages are cached), the sign-up itself, and the buttons its mailed links open.
 */
export const NEWSLETTER_FORMS = {
  start: 'newsletter-start',
  subscribe: 'newsletter',
  confirm: 'newsletter-confirm',
  unsubscribe: 'newsletter-unsubscribe',
} as const
export type NewsletterFormId = (typeof NEWSLETTER_FORMS)[keyof typeof NEWSLETTER_FORMS]
/** The footer's address field: a name of its own, so a page's own e-mail field is the only `email` on it. */
export const NEWSLETTER_START_FIELD = 'newsletter-email'

/**
 * Every form's id, from the tables of the forms of each kind: the value of its `_form`, what its fill-time
 * token is signed for, and which form a page posted back to shows its errors in.
 */
export type FormId = AccountFormId | SubmissionFormId | BookingFormId | NewsletterFormId

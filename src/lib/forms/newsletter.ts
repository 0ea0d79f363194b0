import * as v from 'valibot'
import { email, optionalText, requiredText } from './fields'

/**
 * The newsletter sign-up (docs/spec.md §14.8): an address, the language of the mails, the venues of interest
 * (a box each, `venue-{slug}`), the fill-time token and the trap field people never see.
 */
export const newsletterSchema = v.looseObject({
  email,
  locale: v.picklist(['en', 'es'], 'required'),
  token: requiredText(200, 'tooFast'),
  website: optionalText(200),
})

/** The venues a sign-up ticked, by slug, from its `venue-{slug}` boxes. */
export const chosenVenues = (values: Record<string, string>, slugs: readonly string[]) =>
  slugs.filter((slug) => values[`venue-${slug}`] === 'on')

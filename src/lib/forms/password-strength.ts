import { type FeedbackType, type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as v from 'valibot'
import type { ValidationCode } from './codes'

/**
 * A new password must not be easy to guess (docs/spec.md §9.2): zxcvbn-ts estimates how many guesses it
 * takes, against the most used passwords of public breach corpora, common words and first names in English
 * and Spanish, keyboard rows, repeats, sequences and dates, and what the visitor typed in the form (their
 * name, their e-mail). The refusal says why, in the visitor's language (`validation.{code}`).
 *
 * The worker checks it; the browser does not: its word lists are about 600 KB gzipped
 * (lib/forms/password-dictionaries.ts). An island checks the rest of the same schema and shows the worker's
 * answer on the password field (docs/decisions/036-names-not-usernames.md).
 */

/**
 * zxcvbn's score a new password needs, of 0–4: 3 is "safely unguessable" (about 10^8 guesses and more),
 * what a stolen hash of a slow algorithm like Strapi's bcrypt withstands for a long time; 2 lets through
 * passwords like `Password1!` and `Pass-12345`.
 */
export const PASSWORD_SCORE_MIN = 3

/**
 * How much of a password is estimated. zxcvbn's repeat and l33t matchers grow fast with length (a 72-character
 * repeat took it 1.5 s of CPU); a password longer than this is judged by its start, which for anything a
 * person chooses decides anyway.
 */
const ESTIMATED_LENGTH = 40

/** What every visitor's password is compared with besides their own name and e-mail: the brand and its places. */
const SITE_WORDS = ['solera', 'ibiza', 'malta', 'phuket', 'meloneras', 'tigotan', 'tenerife', 'tarifa']

type Warning = keyof TranslationKeys['warnings']

/** zxcvbn's warning (its default translations are the keys themselves) → the site's words for it. */
const WHY: Record<Warning, ValidationCode> = {
  topTen: 'passwordCommon',
  topHundred: 'passwordCommon',
  common: 'passwordCommon',
  similarToCommon: 'passwordCommon',
  pwned: 'passwordCommon',
  wordByItself: 'passwordWord',
  namesByThemselves: 'passwordWord',
  commonNames: 'passwordWord',
  userInputs: 'passwordPersonal',
  straightRow: 'passwordPattern',
  keyPattern: 'passwordPattern',
  simpleRepeat: 'passwordPattern',
  extendedRepeat: 'passwordPattern',
  sequences: 'passwordPattern',
  recentYears: 'passwordDate',
  dates: 'passwordDate',
}

const isWarning = (warning: FeedbackType['warning']): warning is Warning =>
  warning !== null && Object.hasOwn(WHY, warning)

let estimator: Promise<ZxcvbnFactory> | undefined

/** Built once per isolate, on the first password checked (ranking the lists takes a few hundred ms). */
const loadEstimator = () =>
  (estimator ??= import('./password-dictionaries').then(
    ({ dictionary, adjacencyGraphs }) =>
      new ZxcvbnFactory({
        dictionary,
        graphs: adjacencyGraphs,
        maxLength: ESTIMATED_LENGTH,
        l33tMaxSubstitutions: 10,
      }),
  ))

/** The words of what the visitor typed that a password should not be made of: name parts, the e-mail's parts. */
export const personalWords = (fields: { name?: string; email?: string }): string[] =>
  [fields.name ?? '', fields.email ?? '']
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3)

/** Why a password is too easy to guess, as a validation code, or null when it is strong enough. */
export type PasswordWeakness = (password: string, personal?: readonly string[]) => ValidationCode | null

/** The check, once the lists are loaded. */
export async function passwordWeakness(): Promise<PasswordWeakness> {
  const zxcvbn = await loadEstimator()
  return (password, personal = []) => {
    const result = zxcvbn.check(password, [...SITE_WORDS, ...personal])
    if (result.score >= PASSWORD_SCORE_MIN) return null
    const warning = result.feedback.warning
    return isWarning(warning) ? WHY[warning] : 'passwordWeak'
  }
}

/** What a form with a new password holds that the check reads. */
interface NewPasswordInput {
  password: string
  name?: string
  email?: string
}

/**
 * A form's schema with the strength rule after its own (lib/forms/account.ts), for `defineForm`, which
 * builds it per request (the lists load once, on the first). The error sits on `password`.
 */
export const withStrongPassword =
  <Schema extends v.GenericSchema<unknown, NewPasswordInput>>(schema: Schema) =>
  async () => {
    const weakness = await passwordWeakness()
    return v.pipe(
      schema,
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const { password, name, email } = dataset.value
        const why = weakness(password, personalWords({ name, email }))
        if (!why) return
        addIssue({
          message: why,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: { password, name, email },
              key: 'password',
              value: password,
            },
          ],
        })
      }),
    )
  }

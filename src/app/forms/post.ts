import type { FormAnswer } from '../../lib/forms/validate'
import { resetBotCheck } from './bot-check'

/**
 * Posts a form as the browser would, asking for the worker's JSON answer (docs/spec.md §9.15); null when
 * the site cannot be reached or answers something else.
 */
export async function postForm(form: HTMLFormElement): Promise<FormAnswer | null> {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { accept: 'application/json' },
    })
    const answer = (await response.json()) as FormAnswer
    if (typeof answer !== 'object' || answer === null || !('ok' in answer)) return null
    // A fill-time token is taken once: the next post of this form goes with the fresh one.
    const token = form.elements.namedItem('token')
    if (answer.token && token instanceof HTMLInputElement) token.value = answer.token
    return answer
  } catch {
    return null
  } finally {
    resetBotCheck(form)
  }
}

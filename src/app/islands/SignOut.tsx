import { useSetAtom } from 'jotai'
import type { AccountFormId } from '../../lib/forms/account'
import { FORM_FIELD } from '../../lib/forms/form-ids'
import { FormMessage } from '../forms/FormMessage'
import { useIslandForm } from '../forms/use-island-form'
import { defineIsland } from '../island'
import { signedInAtom } from '../state'

const SIGN_OUT: AccountFormId = 'signOut'

export interface SignOutProps {
  /** The page the form posts to (the sign-out form of every account page). */
  action: string
  label: string
  failed: string
}

/**
 * Signs out through the worker, which ends the session in the CMS and clears the cookie, then goes home
 * with a one-time message, leaving no personal data on screen (docs/spec.md §9.12). A button and no
 * fields: nothing to check before posting; a failure is said under the button.
 */
function SignOut(props: SignOutProps) {
  const setSignedIn = useSetAtom(signedInAtom)
  const { busy, message, formProps, answeredByServer } = useIslandForm({
    offline: props.failed,
    onAccepted(answer) {
      setSignedIn(false)
      window.location.assign(answer.redirect ?? '/')
    },
  })

  return (
    <form className="sign-out" action={props.action} {...formProps}>
      <input type="hidden" name={FORM_FIELD} value={SIGN_OUT} />
      <button type="submit" className="button button-secondary" disabled={busy}>
        {props.label}
      </button>
      <FormMessage text={message} focus={answeredByServer} />
    </form>
  )
}

export default defineIsland('SignOut', SignOut)

import { useAtomValue } from 'jotai'
import { defineIsland } from '../island'
import { signedInAtom, userAtom } from '../state'

export interface AccountMenuProps {
  signInLabel: string
  signInHref: string
  accountLabel: string
  accountHref: string
}

/**
 * The header's way to the account: a plain link (to sign-in or the account) that follows the store, so
 * signing in or out anywhere on the page changes it at once.
 */
function AccountMenu(props: AccountMenuProps) {
  const signedIn = useAtomValue(signedInAtom)
  const user = useAtomValue(userAtom)
  return signedIn ? (
    <a href={props.accountHref} className="account-link" data-signed-in="true" title={user?.username}>
      {props.accountLabel}
    </a>
  ) : (
    <a href={props.signInHref} className="account-link">
      {props.signInLabel}
    </a>
  )
}

export default defineIsland('AccountMenu', AccountMenu)

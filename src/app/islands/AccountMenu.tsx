import { useAtomValue } from 'jotai'
import { userAtom } from '../state'

export interface AccountMenuProps {
  signInLabel: string
  signInHref: string
  accountLabel: string
  accountHref: string
}

/**
 * The header's way to the account: a plain link (to sign-in or the account) that follows the one user
 * atom, so signing in or out anywhere on the page changes it at once.
 */
export default function AccountMenu(props: AccountMenuProps) {
  const user = useAtomValue(userAtom)
  return user ? (
    <a href={props.accountHref} className="account-link" data-signed-in="true" title={user.username}>
      {props.accountLabel}
    </a>
  ) : (
    <a href={props.signInHref} className="account-link">
      {props.signInLabel}
    </a>
  )
}

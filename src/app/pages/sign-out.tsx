import { localePath } from '../../lib/locale'
import { SignOut } from '../components/islands'
import { useRenderContext } from '../render-context'

/** The sign-out button of the account screens (a form without JavaScript, a fetch with it). */
export function SignOutButton({ csrf }: { csrf: string }) {
  const { t, locale } = useRenderContext()
  return (
    <SignOut
      hidden={{ locale, _csrf: csrf }}
      label={t('account.signOut')}
      signedOut={t('account.signedOut')}
      signInLabel={t('account.signInAgain')}
      signInHref={localePath('/login', locale)}
      failed={t('account.signOutFailed')}
    />
  )
}

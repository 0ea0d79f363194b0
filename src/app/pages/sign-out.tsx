import { localePath } from '../../lib/locale'
import { SignOut, SupabaseSession } from '../components/islands'
import { useRenderContext } from '../render-context'
import type { AccountScreenData } from './account-data'

/**
 * The sign-out button of the signed-in screens (a form without JavaScript, a fetch with it). With Supabase
 * configured, these screens (and only these) also load the browser client that keeps its session fresh.
 */
export function SignOutButton({ csrf, supabase }: Pick<AccountScreenData, 'csrf' | 'supabase'>) {
  const { t, locale } = useRenderContext()
  return (
    <>
      {supabase && <SupabaseSession url={supabase.url} anonKey={supabase.anonKey} />}
      <SignOut
        hidden={{ locale, _csrf: csrf }}
        label={t('account.signOut')}
        signedOut={t('account.signedOut')}
        signInLabel={t('account.signInAgain')}
        signInHref={localePath('/login', locale)}
        failed={t('account.signOutFailed')}
      />
    </>
  )
}

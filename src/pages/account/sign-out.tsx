import SignOut from '../../app/islands/SignOut'
import SupabaseSession from '../../app/islands/SupabaseSession'
import { useRenderContext } from '../../app/render-context'
import { localePath } from '../../lib/locale'

/**
 * The sign-out button of the signed-in screens (a form posting to the page without JavaScript, a fetch
 * with it). With Supabase configured, these screens (and only these) also load the browser client that
 * keeps its session fresh (docs/spec.md §10.8).
 */
export function SignOutButton({ supabase }: { supabase?: { url: string; anonKey: string } }) {
  const { t, locale, path } = useRenderContext()
  return (
    <>
      {supabase && <SupabaseSession url={supabase.url} anonKey={supabase.anonKey} />}
      <SignOut
        action={localePath(path, locale)}
        label={t('account.signOut')}
        failed={t('account.signOutFailed')}
      />
    </>
  )
}

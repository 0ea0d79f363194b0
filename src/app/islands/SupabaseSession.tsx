import { useEffect } from 'react'
import { defineIsland } from '../island'

export interface SupabaseSessionProps {
  url: string
  anonKey: string
}

/**
 * Keeps the Supabase session fresh while an account page is open. Rendered only when Supabase is
 * configured; supabase-js is its own chunk, fetched after hydration, so other pages never pay for it.
 */
function SupabaseSession({ url, anonKey }: SupabaseSessionProps) {
  useEffect(() => {
    void import('../../lib/supabase-browser').then(({ startSupabaseSession }) =>
      startSupabaseSession(url, anonKey),
    )
  }, [url, anonKey])
  return null
}

// Nothing to see: it loads once the page is idle.
export default defineIsland('SupabaseSession', SupabaseSession, { load: 'idle' })

import { createBrowserClient } from '@supabase/ssr'
import { retryingFetch } from './supabase-fetch'

/**
 * The browser's Supabase client, loaded only by the SupabaseSession island (account pages, Supabase
 * configured). It reads the session the worker keeps in the `sb-…` cookies and refreshes it before it
 * expires: supabase-js ticks every 30 s and refreshes when 3 ticks or fewer remain (its defaults,
 * docs/decisions/008-supabase-sessions.md). One client per page (@supabase/ssr keeps a singleton).
 */
export const startSupabaseSession = (url: string, anonKey: string) =>
  createBrowserClient(url, anonKey, {
    global: { fetch: retryingFetch() },
    auth: { autoRefreshToken: true, persistSession: true },
  })

/** "Network requests retried up to 3 times": three retries after the first attempt (docs/spec.md §10.8). */
export const SUPABASE_FETCH_RETRIES = 3

/**
 * A `fetch` for the Supabase clients (server and browser) that tries again when the request never got
 * an answer (connection refused or dropped: `fetch` rejects). Any HTTP answer, 4xx or 5xx, is returned
 * as it is — GoTrue's 400 for a bad refresh token must reach supabase-js at once. A request whose body
 * is a stream cannot be sent twice, so it is not retried; supabase-js sends strings.
 */
export function retryingFetch(base: typeof fetch = fetch, retries = SUPABASE_FETCH_RETRIES): typeof fetch {
  return async (input, init) => {
    const replayable = !(init?.body instanceof ReadableStream)
    for (let attempt = 0; ; attempt++) {
      try {
        return await base(input, init)
      } catch (error) {
        const aborted = init?.signal?.aborted === true
        if (aborted || !replayable || attempt >= retries) throw error
      }
    }
  }
}
